import { describe, expect, it } from 'vitest';
import { type ConfigError, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from './config.ts';

// The settings of the admin accounts and of the owner's order mails.

describe('loadConfig: admin accounts', () => {
  it('has a demo admin outside production, and lasts 12 hours by default', () => {
    const { admin } = loadConfig({});
    expect(admin.firstAdmin).toEqual({
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_ADMIN_PASSWORD,
      isDemo: true,
    });
    expect(DEMO_ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(10);
    expect(admin.tokenTtlSeconds).toBe(12 * 3600);
  });

  it('takes ADMIN_EMAIL (lower-cased) and ADMIN_PASSWORD; never a demo admin in production', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: ' Owner@Example.IN ', ADMIN_PASSWORD: 'a long secret' }).admin
        .firstAdmin,
    ).toEqual({ email: 'owner@example.in', password: 'a long secret', isDemo: false });
    expect(loadConfig({ NODE_ENV: 'production' }).admin.firstAdmin).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a long secret' }).admin.firstAdmin
        ?.isDemo,
    ).toBe(false);
  });

  it('refuses a short ADMIN_PASSWORD, a malformed ADMIN_EMAIL, and ADMIN_EMAIL alone in production', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ ADMIN_PASSWORD: '123456789' })).toEqual([
      'ADMIN_PASSWORD: must be at least 10 characters',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'owner' })).toEqual(['ADMIN_EMAIL: must be an email address']);
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.in' })[0]).toMatch(
      /^ADMIN_PASSWORD: set it with ADMIN_EMAIL/,
    );
  });

  it('reads ADMIN_TOKEN_TTL as a duration, between a minute and 30 days', () => {
    const ttl = (value: string) => loadConfig({ ADMIN_TOKEN_TTL: value }).admin.tokenTtlSeconds;
    expect(ttl('90')).toBe(90);
    expect(ttl('30m')).toBe(1800);
    expect(ttl('12h')).toBe(43_200);
    expect(ttl('7d')).toBe(604_800);
    for (const bad of ['12 h', '1w', '-5m', '59', '31d', 'soon']) {
      expect(() => ttl(bad), bad).toThrow(/ADMIN_TOKEN_TTL/);
    }
  });
});

describe("loadConfig: the owner's order mails", () => {
  it('has no SHOP_ORDERS_EMAIL by default (the oldest admin gets them), and takes one lower-cased', () => {
    expect(loadConfig({}).mail.ordersEmail).toBeUndefined();
    expect(loadConfig({ SHOP_ORDERS_EMAIL: ' Orders@Skins.IN ' }).mail.ordersEmail).toBe(
      'orders@skins.in',
    );
  });

  it('refuses a SHOP_ORDERS_EMAIL that is not an email address', () => {
    for (const bad of ['orders', 'orders@shop', 'two@one.in,three@one.in', 'a b@c.in']) {
      expect(() => loadConfig({ SHOP_ORDERS_EMAIL: bad }), bad).toThrow(
        'SHOP_ORDERS_EMAIL: must be an email address',
      );
    }
  });
});

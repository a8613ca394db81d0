import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_STORE_PASSWORD, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the demo with nothing set: embedded database under ./data, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('./data/db') });
    // Links in mails open the shop where it listens, the address `npm start` prints.
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('defaults PUBLIC_URL to the address the shop listens on', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: 'shop.internal', PORT: '80' }).publicUrl).toBe(
      'http://shop.internal:80',
    );
    expect(loadConfig({ HOST: 'localhost' }).publicUrl).toBe('http://localhost:3000');
    // Every interface: not an address a browser opens, so this machine's name for itself.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
    // An IPv6 address goes in brackets.
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '[::1]' }).publicUrl).toBe('http://[::1]:3000');
    // An empty PUBLIC_URL is unset, as every other variable.
    expect(loadConfig({ PUBLIC_URL: '', PORT: '5000' }).publicUrl).toBe('http://127.0.0.1:5000');
  });

  it('takes PUBLIC_URL as given, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in/' }).publicUrl).toBe(
      'https://shop.example.in',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', HOST: '0.0.0.0' }).publicUrl).toBe(
      'https://shop.example.in',
    );
  });

  it('asks for PUBLIC_URL when PORT is 0, whose port is only known at start', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PUBLIC_URL: set it when PORT is 0/);
    expect(loadConfig({ PORT: '0', PUBLIC_URL: 'http://127.0.0.1:4321' }).publicUrl).toBe(
      'http://127.0.0.1:4321',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/shop',
      DATABASE_POOL_SIZE: '4',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/shop',
      poolSize: 4,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'shop',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL']);
    expect((error as ConfigError).message).toContain('PORT: must be a port number');
  });

  it('turns the gate on with the demo password when STORE_PASSWORD is not set', () => {
    expect(loadConfig({}).storePassword).toBe(DEMO_STORE_PASSWORD);
    expect(loadConfig({ STORE_PASSWORD: 'open sesame' }).storePassword).toBe('open sesame');
  });

  it('turns the gate off when STORE_PASSWORD is set but empty', () => {
    expect(loadConfig({ STORE_PASSWORD: '' }).storePassword).toBeNull();
  });

  it('reads mail, Redis and rate-limit settings', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://mail:25',
      RATE_LIMIT_UNLOCK_PER_MINUTE: '3',
      RATE_LIMIT_CREATE_ORDER_PER_MINUTE: '7',
      RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: '4',
      RATE_LIMIT_ORDER_LINK_PER_ORDER_PER_HOUR: '2',
      RATE_LIMIT_INVOICE_PDF_PER_ORDER_PER_MINUTE: '9',
      RATE_LIMIT_REVIEW_PER_MINUTE: '6',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.mail.smtpUrl).toBe('smtp://mail:25');
    expect(config.rateLimits).toEqual({
      unlock: 3,
      login: 10,
      subscribe: 10,
      couponSearch: 30,
      createOrder: 7,
      orderLookup: 4,
      orderLink: 5,
      orderLinkPerOrderPerHour: 2,
      cod: 10,
      codPerPhonePerHour: 5,
      invoicePdf: 60,
      invoicePdfPerOrder: 9,
      review: 6,
      returnPost: 10,
      reviewPhoto: 20,
      events: 120,
    });
    expect(loadConfig({}).rateLimits.orderLookup).toBe(10);
  });

  it('keeps cash on delivery off unless COD_ENABLED, with a ₹5,000 limit by default', () => {
    expect(loadConfig({}).cod).toEqual({ enabled: false, maxOrderRupees: 5000 });
    expect(loadConfig({ COD_ENABLED: 'true', COD_MAX_ORDER_RUPEES: '2500' }).cod).toEqual({
      enabled: true,
      maxOrderRupees: 2500,
    });
    expect(() => loadConfig({ COD_ENABLED: 'yes' })).toThrow(/COD_ENABLED/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY is true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('runs simulated payments without Razorpay keys, real ones with both', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'simulated' });
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: 'rzp_test_abc',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
        RAZORPAY_API_BASE: 'http://127.0.0.1:4010/v1/',
      }).payments,
    ).toEqual({
      mode: 'razorpay',
      keyId: 'rzp_test_abc',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiBase: 'http://127.0.0.1:4010/v1',
    });
    expect(
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret' }).payments,
    ).toMatchObject({ apiBase: 'https://api.razorpay.com/v1', webhookSecret: undefined });
  });

  it('refuses one Razorpay key without the other, and a bad API base, all at once', () => {
    let error: unknown;
    try {
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_API_BASE: 'ftp://x', PORT: 'x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual([
      'PORT',
      'RAZORPAY_API_BASE',
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET',
    ]);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 'secret' })).toThrow(/set both/);
  });

  it('closes at once on SIGTERM unless SHUTDOWN_DRAIN_MS asks for a drain of up to 60 s', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be a number of milliseconds from 0 to 60000/,
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '90000' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be at most 60000/,
    );
  });

  it('has no metrics token unless METRICS_TOKEN is set, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe(
      'scrape-token-0123456789',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
  });

  it('refuses a short APP_SECRET', () => {
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32/);
  });
});

describe('loadConfig: reviews', () => {
  it('asks for reviews 7 days after delivery and holds them for the owner by default', () => {
    expect(loadConfig({}).reviews).toEqual({ requestDelayDays: 7, moderation: 'manual' });
    expect(
      loadConfig({ REVIEW_REQUEST_DELAY_DAYS: '0', REVIEWS_MODERATION: 'auto' }).reviews,
    ).toEqual({ requestDelayDays: 0, moderation: 'auto' });
  });

  it('refuses a delay that is not a whole number of days, and an unknown moderation', () => {
    for (const bad of ['-1', '1.5', 'week', '7d']) {
      expect(() => loadConfig({ REVIEW_REQUEST_DELAY_DAYS: bad }), bad).toThrow(
        'REVIEW_REQUEST_DELAY_DAYS: must be a whole number of days (0 or more)',
      );
    }
    expect(() => loadConfig({ REVIEWS_MODERATION: 'stars' })).toThrow('REVIEWS_MODERATION');
  });
});

describe('loadConfig: returns', () => {
  it('lets a return start for 7 days after delivery by default, or RETURN_WINDOW_DAYS', () => {
    expect(loadConfig({}).returns).toEqual({ windowDays: 7 });
    expect(loadConfig({ RETURN_WINDOW_DAYS: '30' }).returns).toEqual({ windowDays: 30 });
  });

  it('refuses a window that is not a whole number of days', () => {
    for (const bad of ['-1', '2.5', 'week', '1000']) {
      expect(() => loadConfig({ RETURN_WINDOW_DAYS: bad }), bad).toThrow(
        'RETURN_WINDOW_DAYS: must be a whole number of days',
      );
    }
  });
});

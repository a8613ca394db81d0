import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { expectRetryLater } from '../testing/retry-later.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { RedisLink, TEST_REDIS_URL, testRedisAnswers } from '../testing/test-redis.ts';
import { registerErrorHandler } from './error-handler.ts';
import { perMinute, registerRateLimit, tooManyAttemptsMessage } from './rate-limit.ts';

async function limitedApp(settings: { windowMs?: number } = {}) {
  const app = Fastify();
  registerErrorHandler(app);
  await registerRateLimit(app, { redisUrl: undefined, ...settings });
  app.post('/limited', { config: { rateLimit: perMinute(2) } }, async () => ({ ok: true }));
  app.post('/other', { config: { rateLimit: perMinute(2) } }, async () => ({ ok: true }));
  app.post('/unlimited', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const call = (app: App, url: string, client = '10.1.1.1') =>
  app.inject({ method: 'POST', url, remoteAddress: client });

describe('registerRateLimit (memory store)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 past the limit with Retry-After and { message, code, details }', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 15, 12, 0, 0) });
    const app = await limitedApp();
    expect((await call(app, '/limited')).statusCode).toBe(200);
    expect((await call(app, '/limited')).statusCode).toBe(200);
    vi.advanceTimersByTime(59_000);
    expectRetryLater(await call(app, '/limited'), {
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 1 second.',
      retryAfterSeconds: 1,
    });
  });

  it('counts each route and each client separately, and leaves other routes alone', async () => {
    const app = await limitedApp();
    await call(app, '/limited');
    await call(app, '/limited');
    expect((await call(app, '/limited')).statusCode).toBe(429);
    expect((await call(app, '/other')).statusCode).toBe(200);
    expect((await call(app, '/limited', '10.9.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call(app, '/unlimited')).statusCode).toBe(200);
  });

  it('lets the client in again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 15, 12, 0, 0) });
    const app = await limitedApp();
    await call(app, '/limited');
    await call(app, '/limited');
    expect((await call(app, '/limited')).statusCode).toBe(429);
    vi.advanceTimersByTime(60_000);
    expect((await call(app, '/limited')).statusCode).toBe(200);
  });

  it('counts in the window it is given (tests shorten it)', async () => {
    const app = await limitedApp({ windowMs: 5_000 });
    await call(app, '/limited');
    await call(app, '/limited');
    const limited = await call(app, '/limited');
    expect(limited.headers['retry-after']).toBe('5');
  });

  it('says how long to wait in words', () => {
    expect(tooManyAttemptsMessage(42)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
  });
});

describe('registerRateLimit with REDIS_URL', () => {
  it('refuses to start when no Redis answers at REDIS_URL', async () => {
    const app = Fastify();
    const started = registerRateLimit(app, { redisUrl: 'redis://127.0.0.1:1' });
    await expect(started).rejects.toThrow(ConfigError);
    await expect(started).rejects.toThrow(/REDIS_URL: no Redis answers at 127\.0\.0\.1:1/);
    await app.close();
  });
});

const redisAnswers = await testRedisAnswers('the shared rate-limit count across instances');

describe.runIf(redisAnswers)('two app instances on one Redis', () => {
  // A prefix of this file's own, so parallel runs (PGlite and PostgreSQL) never share a count.
  const keyPrefix = `skins-test:${randomBytes(6).toString('hex')}:`;
  const apps: App[] = [];

  async function instance(prefix = keyPrefix): Promise<App> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      STORE_PASSWORD: 'open sesame',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_UNLOCK_PER_MINUTE: '3',
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, rateLimit: { keyPrefix: prefix } });
    app.addHook('onClose', () => database.dispose());
    apps.push(app);
    return app;
  }

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const guess = (app: App) =>
    app.inject({
      method: 'POST',
      url: '/api/store/unlock',
      payload: { password: 'a guess' },
      remoteAddress: '10.2.2.2',
    });

  it('shares one count: attempts on either instance use up the same limit', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    expect((await guess(first)).statusCode).toBe(403);
    expect((await guess(second)).statusCode).toBe(403);
    expect((await guess(first)).statusCode).toBe(403);
    const limitedOnSecond = await guess(second);
    expect(limitedOnSecond.statusCode).toBe(429);
    expect(Number(limitedOnSecond.headers['retry-after'])).toBeGreaterThan(0);
    expect(limitedOnSecond.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await guess(first)).statusCode).toBe(429);

    // An instance with another key prefix counts on its own.
    const elsewhere = await instance(`${keyPrefix}elsewhere:`);
    expect((await guess(elsewhere)).statusCode).toBe(403);
  });

  it('serves limited routes without limits while Redis is away, instead of failing them', async () => {
    // A proxy in front of Redis stands in for the network.
    const link = new RedisLink();
    await link.open();

    const app = Fastify();
    registerErrorHandler(app);
    await registerRateLimit(app, { redisUrl: link.url, keyPrefix });
    app.post('/limited', { config: { rateLimit: perMinute(1) } }, async () => ({ ok: true }));
    await app.ready();
    expect((await call(app, '/limited')).statusCode).toBe(200);
    expect((await call(app, '/limited')).statusCode).toBe(429);

    link.cut();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await call(app, '/limited')).statusCode).toBe(200);
    await app.close();
  });
});

import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.ts';
import { closeRedis, connectRedis } from './redis.ts';

/** The window every `perMinute` limit counts in. Tests shorten it through `windowMs`. */
const RATE_LIMIT_WINDOW_MS = 60_000;

// Keys are `<prefix><METHOD><route url>-<client ip>`: every instance on the same Redis with the
// same prefix counts together, which is the point of the Redis store.
const RATE_LIMIT_KEY_PREFIX = 'skins:rate-limit:';

export interface RateLimitSettings {
  /** `config.redisUrl`: counts shared by every instance; unset, each instance counts in memory. */
  redisUrl: string | undefined;
  /** Internal, for tests: a shorter window than a minute. */
  windowMs?: number;
  /** Internal, for tests: a Redis key prefix of their own, so parallel files don't share counts. */
  keyPrefix?: string;
}

/**
 * A route's limit, per client IP and per window (a minute): `config: { rateLimit: perMinute(10) }`.
 * The one shape for every limited route (unlock, login, subscribe, coupon search).
 */
export function perMinute(max: number): RateLimitOptions {
  return { max };
}

/**
 * A second limit on a route, counted by a key of the request (e.g. a phone number in its body):
 * a preHandler, so it runs after validation. The plugin runs one limit per request, so this one
 * only counts and answers the same 429 (`Retry-After`, RATE_LIMITED) as `perMinute`.
 */
export function perKey(
  app: FastifyInstance,
  {
    max,
    windowMs,
    key,
  }: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const count = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
  return async (request, reply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const retryAfterSeconds = Math.max(1, counted.ttlInSeconds);
    reply.header('retry-after', retryAfterSeconds);
    throw new AppError(429, 'RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds), {
      retryAfterSeconds,
    });
  };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/**
 * @fastify/rate-limit with nothing limited by default (`global: false`): routes opt in with
 * `perMinute`. Must be registered before the routes it limits (it hooks `onRoute`). Answers 429
 * with `Retry-After` and `{ message, code: 'RATE_LIMITED', details: { retryAfterSeconds } }`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  {
    redisUrl,
    windowMs = RATE_LIMIT_WINDOW_MS,
    keyPrefix = RATE_LIMIT_KEY_PREFIX,
  }: RateLimitSettings,
): Promise<void> {
  const redis = redisUrl
    ? await connectRedis(redisUrl, app.log, {
        whenDown: 'rate limits are not enforced',
        whenBack: 'rate limits are enforced',
      })
    : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await app.register(rateLimit, {
    global: false,
    timeWindow: windowMs,
    ...(redis ? { redis, nameSpace: keyPrefix } : {}),
    // Redis down (logged by connectRedis) lets requests through unlimited rather than failing
    // every limited call: the limits slow attackers down, they are not what keeps data safe.
    skipOnError: true,
    errorResponseBuilder: (_request, { ttl }) => {
      // The same rounding as the plugin's Retry-After header, so the two always agree.
      const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
      return new AppError(429, 'RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds), {
        retryAfterSeconds,
      });
    },
  });
}

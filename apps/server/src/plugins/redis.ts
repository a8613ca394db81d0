import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError } from '../config.ts';

// A slow Redis must not hold requests: a command that takes longer fails, and its user carries on
// without Redis (rate limits skip, caches fall back to short lifetimes).
const REDIS_COMMAND_TIMEOUT_MS = 1000;
const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** What the shop loses while Redis is unreachable, and regains when it is back: for the log. */
export interface RedisUse {
  whenDown: string;
  whenBack: string;
}

/**
 * A connected client, or a clear start-up failure: REDIS_URL was set on purpose, so running with
 * per-instance state instead would hide a broken deployment. Later outages are logged once each,
 * with what they cost (`use`; a second connection to the same Redis passes none); ioredis keeps
 * reconnecting.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  use?: RedisUse,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast while disconnected instead of queueing requests behind a dead connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  let lastError: Error | undefined;
  let isUp = false;
  redis.on('error', (error: Error) => {
    lastError = error;
    // ioredis reports every reconnection attempt; log the outage once.
    if (isUp && use) log.warn({ err: error }, `Redis is unreachable: ${use.whenDown}`);
    isUp = false;
  });
  redis.on('ready', () => {
    if (lastError && use) log.info(`Redis is reachable again: ${use.whenBack}`);
    isUp = true;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const { hostname, port } = new URL(url);
    const reason = (lastError ?? (error as Error)).message;
    throw new ConfigError([
      `REDIS_URL: no Redis answers at ${hostname}:${port || 6379} (${reason})`,
    ]);
  }
  return redis;
}

/** Closes a client on shutdown: politely when connected, at once otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { closeRedis, connectRedis } from '../../plugins/redis.ts';
import type { CatalogCache } from './catalog-cache.ts';

/** Every instance on one Redis listens here; a message names the instance that wrote. */
export const CATALOG_WRITES_CHANNEL = 'skins:catalog:written';

/**
 * While Redis is unreachable, another instance's write cannot be heard: answers are kept this
 * long at most, so the write still shows within about a second, as it does through Redis.
 */
export const UNSHARED_LIFETIME_MS = 1000;

/**
 * Carries every catalog write to every instance on the same Redis (pub/sub): the writing instance
 * empties its copy and publishes, the others empty theirs on the message, the catalog's answers
 * and its rendered pages alike. A lost connection never fails a request: while this instance
 * cannot hear the others, its copy is emptied and keeps answers for UNSHARED_LIFETIME_MS only;
 * once it hears again, the copy is emptied once more (writes it missed) and answers last
 * `CATALOG_CACHE_TTL_MS` again. Answers whether it hears the others now (for /api/ready). The
 * channel is an option for tests.
 */
export async function shareCatalogWrites(
  app: FastifyInstance,
  cache: CatalogCache,
  redisUrl: string,
  channel = CATALOG_WRITES_CHANNEL,
): Promise<() => boolean> {
  const publisher = await connectRedis(redisUrl, app.log);
  const subscriber = await connectRedis(redisUrl, app.log, {
    whenDown: `catalog answers are kept ${UNSHARED_LIFETIME_MS} ms at most`,
    whenBack: 'catalog writes reach every instance again',
  });
  const instance = randomUUID();

  let isHearing = false;
  async function hear() {
    await subscriber.subscribe(channel);
    cache.clear();
    cache.limitLifetime(undefined);
    isHearing = true;
  }
  function stopHearing() {
    if (!isHearing) return;
    isHearing = false;
    cache.clear();
    cache.limitLifetime(UNSHARED_LIFETIME_MS);
  }

  subscriber.on('message', (_channel: string, writer: string) => {
    if (writer !== instance) cache.clear();
  });
  subscriber.on('close', stopHearing);
  subscriber.on('ready', () => {
    hear().catch((error: unknown) => app.log.warn({ err: error }, 'catalog writes: not heard'));
  });
  await hear();

  cache.onInvalidate(() => {
    publisher.publish(channel, instance).catch((error: unknown) => {
      // The others are not hearing either (same Redis): their answers expire within a second.
      app.log.warn({ err: error }, 'catalog write not published to the other instances');
    });
  });
  app.addHook('onClose', async () => {
    subscriber.off('close', stopHearing);
    await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
  });
  return () => isHearing;
}

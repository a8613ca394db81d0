import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { RedisLink, TEST_REDIS_URL, testRedisAnswers } from '../../testing/test-redis.ts';
import { CatalogCache } from './catalog-cache.ts';
import { shareCatalogWrites, UNSHARED_LIFETIME_MS } from './catalog-cache-sharing.ts';
import { ADMIN, authenticateAdmin, body } from './product-admin.fixtures.ts';

const redisAnswers = await testRedisAnswers('carrying catalog writes to every instance');

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

describe.runIf(redisAnswers)('two shop instances on one Redis and one database', () => {
  async function twoInstances(): Promise<[App, App]> {
    const database = await createTestDatabase();
    closing.push(() => database.dispose());
    const config = testConfig({ REDIS_URL: TEST_REDIS_URL });
    const instances: App[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, database, authenticateAdmin });
      closing.push(() => app.close());
      instances.push(app);
    }
    return instances as [App, App];
  }

  /** Creates a product through the admin API, or with `slug` replaces it; answers its slug. */
  async function saveProduct(app: App, fields: Record<string, unknown>, slug?: string) {
    const saved = await app.inject({
      method: slug ? 'PUT' : 'POST',
      url: slug ? `/api/products/${slug}` : '/api/products',
      headers: ADMIN,
      payload: body(fields),
    });
    expect(saved.statusCode, saved.body).toBe(slug ? 200 : 201);
    return saved.json<{ slug: string }>().slug;
  }

  it('shows a price edited on one instance on the other within a second', async () => {
    const [first, second] = await twoInstances();
    const slug = await saveProduct(first, { name: 'Shared Cache Walnut' });
    const priceOn = async (app: App) =>
      (await app.inject({ url: `/api/products/${slug}` })).json<{ price: number }>().price;
    // The second instance now holds the answer, for CATALOG_CACHE_TTL_MS (a minute) by itself.
    expect(await priceOn(second)).toBe(549);

    await saveProduct(first, { name: 'Shared Cache Walnut', price: 599 }, slug);

    await vi.waitFor(async () => expect(await priceOn(second)).toBe(599), {
      timeout: 1000,
      interval: 50,
    });
  });

  it("finds a product renamed on one instance by its new name on the other's search within a second", async () => {
    const [first, second] = await twoInstances();
    const suggestions = async (query: string) =>
      (await second.inject({ url: `/api/products/search/autocomplete?query=${query}` }))
        .json<{ data: { name: string }[] }>()
        .data.map((item) => item.name);
    const slug = await saveProduct(first, { name: 'Shared Search Okapi' });
    // The second instance's index is built, and this answer cached, before the rename.
    await vi.waitFor(async () =>
      expect(await suggestions('okapi')).toEqual(['Shared Search Okapi']),
    );

    await saveProduct(first, { name: 'Shared Search Narwhal' }, slug);

    await vi.waitFor(
      async () => expect(await suggestions('narwhl')).toEqual(['Shared Search Narwhal']),
      { timeout: 1000, interval: 50 },
    );
    expect(await suggestions('okapi')).toEqual([]);
  });
});

describe.runIf(redisAnswers)('an instance that loses Redis', () => {
  // A channel of this file's own: nothing else on the machine's Redis clears these caches.
  const channel = `skins-test:catalog:${randomBytes(6).toString('hex')}`;

  async function instance(redisUrl: string) {
    const app: FastifyInstance = Fastify();
    const cache = new CatalogCache(60_000);
    await shareCatalogWrites(app, cache, redisUrl, channel);
    closing.push(() => app.close());
    let loads = 0;
    const read = () => cache.text('answer', async () => `answer ${++loads}`);
    return { cache, read };
  }

  it('keeps answers a second at most while it cannot hear the others, and a minute once it can', async () => {
    const link = new RedisLink();
    await link.open();
    closing.push(async () => link.cut());
    const writer = await instance(TEST_REDIS_URL);
    const reader = await instance(link.url);
    expect(await reader.read()).toBe('answer 1');
    expect(await reader.read()).toBe('answer 1');

    // Cut off: the copy is emptied, and what it keeps now lasts UNSHARED_LIFETIME_MS.
    link.cut();
    await vi.waitFor(async () => expect(await reader.read()).toBe('answer 2'));
    await new Promise((resolve) => setTimeout(resolve, UNSHARED_LIFETIME_MS + 200));
    expect(await reader.read()).toBe('answer 3');

    // Back: emptied once more (writes it may have missed), then answers last again, and the
    // other instance's writes reach it.
    await link.restore();
    // It hears again once it has subscribed: then its copy is emptied and answers last a minute.
    // (Reading while it reconnects could load an answer kept a second, just before that.)
    await vi.waitFor(() => expect(reader.cache.lifetimeMs).toBe(60_000), { timeout: 5000 });
    expect(await reader.read()).toBe('answer 4');
    await new Promise((resolve) => setTimeout(resolve, UNSHARED_LIFETIME_MS + 200));
    expect(await reader.read()).toBe('answer 4');
    writer.cache.invalidate();
    await vi.waitFor(async () => expect(await reader.read()).toBe('answer 5'));
  });
});

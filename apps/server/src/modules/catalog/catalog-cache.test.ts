import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.ts';

/** A load that waits until the test lets it finish, counting its calls. */
function heldLoad(value: unknown) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = Object.assign(
    async () => {
      load.calls += 1;
      await gate;
      return value;
    },
    { calls: 0 },
  );
  return { load, release };
}

describe('catalog cache', () => {
  it('shares one computation between concurrent misses for a key, then serves it cached', async () => {
    const cache = new CatalogCache(60_000);
    const { load, release } = heldLoad({ page: 1 });
    const both = Promise.all([cache.json('a', load), cache.json('a', load)]);
    release();
    expect(await both).toEqual(['{"page":1}', '{"page":1}']);
    expect(await cache.json('a', load)).toBe('{"page":1}');
    expect(load.calls).toBe(1);
  });

  it('answers a request whose entry is evicted while it loads (key churn), not an error', async () => {
    const cache = new CatalogCache(60_000, 1);
    const first = heldLoad({ key: 'a' });
    const pending = cache.json('a', first.load);
    // A second key in a one-entry cache evicts the first while it is still loading.
    expect(await cache.json('b', async () => ({ key: 'b' }))).toBe('{"key":"b"}');
    first.release();
    expect(await pending).toBe('{"key":"a"}');
  });

  it('answers every request sharing a load whose entry is evicted, not only the first', async () => {
    const cache = new CatalogCache(60_000, 1);
    const first = heldLoad({ key: 'a' });
    // The second joins the first one's load in flight, then the entry is evicted under both.
    const pending = Promise.all([cache.json('a', first.load), cache.json('a', first.load)]);
    expect(await cache.json('b', async () => ({ key: 'b' }))).toBe('{"key":"b"}');
    first.release();
    expect(await pending).toEqual(['{"key":"a"}', '{"key":"a"}']);
  });

  it('passes a shared load’s failure on to every request that shares it', async () => {
    const cache = new CatalogCache(60_000);
    let fail = () => {};
    const failing = async () => {
      await new Promise<void>((resolve) => {
        fail = resolve;
      });
      throw new Error('unknown category');
    };
    const both = Promise.allSettled([cache.json('a', failing), cache.json('a', failing)]);
    fail();
    const reasons = (await both).map((r) => (r.status === 'rejected' ? `${r.reason}` : r.value));
    expect(reasons).toEqual(['Error: unknown category', 'Error: unknown category']);
  });

  it('answers a request whose entry is cleared by a write while it loads', async () => {
    const cache = new CatalogCache(60_000);
    const held = heldLoad({ key: 'a' });
    const pending = cache.json('a', held.load);
    cache.invalidate();
    held.release();
    expect(await pending).toBe('{"key":"a"}');
  });

  it('passes a failing load’s own error on, and caches nothing', async () => {
    const cache = new CatalogCache(60_000);
    await expect(
      cache.json('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.json('a', async () => 'back')).toBe('"back"');
  });
});

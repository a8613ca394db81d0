import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of the catalog's read endpoints. Reads outnumber writes by orders of
 * magnitude, and one query per request cannot reach the load target on 2 cores (ARCHITECTURE
 * pitfalls), so answers are kept as JSON text for `ttlMs` and dropped on every catalog write.
 * Several app instances each keep their own copy: another instance's write shows after `ttlMs`.
 */
export class CatalogCache {
  readonly #cache: LRUCache<string, string, () => Promise<string>>;

  constructor(ttlMs: number, maxEntries = 2_000) {
    this.#cache = new LRUCache({
      max: maxEntries,
      ttl: ttlMs,
      // Concurrent misses for one key share a single computation.
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** The cached JSON for `key`, computing it from `load` on a miss. */
  async json(key: string, load: () => Promise<unknown>): Promise<string> {
    const text = await this.#cache.fetch(key, {
      context: async () => JSON.stringify(await load()),
    });
    if (text === undefined) throw new Error(`Catalog cache produced nothing for ${key}`);
    return text;
  }

  invalidate(): void {
    this.#cache.clear();
  }
}

/** Cached answers are JSON text already; Fastify sends a string with a JSON type as it is. */
export function sendJson(reply: { type(contentType: string): FastifyReply }, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

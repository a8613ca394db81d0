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

  /**
   * The cached JSON for `key`, computing it from `load` on a miss. A computation the cache gave
   * up on while it ran (its entry evicted by other keys, or cleared by a write) still answers
   * this request: from a direct load, never an error.
   */
  async json(key: string, load: () => Promise<unknown>): Promise<string> {
    const status: LRUCache.Status<string, string, () => Promise<string>> = {};
    try {
      const text = await this.#cache.fetch(key, {
        context: async () => JSON.stringify(await load()),
        status,
      });
      if (text !== undefined) return text;
    } catch (error) {
      if (!status.fetchAborted) throw error;
    }
    return JSON.stringify(await load());
  }

  invalidate(): void {
    this.#cache.clear();
  }
}

/** Cached answers are JSON text already; Fastify sends a string with a JSON type as it is. */
export function sendJson(reply: { type(contentType: string): FastifyReply }, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

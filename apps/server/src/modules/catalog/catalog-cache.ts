import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

// Pages rendered on the server are ~30–70 KB each: the cache is bounded by size as well as count.
const MAX_CACHED_CHARS = 64 * 1024 * 1024;

/**
 * Serialized answers of the catalog's read endpoints, and the catalog's pages rendered on the
 * server (modules/seo, keys starting `page:`). Reads outnumber writes by orders of
 * magnitude, and one query per request cannot reach the load target on 2 cores (ARCHITECTURE
 * pitfalls), so answers are kept as JSON text for `ttlMs` and dropped on every catalog write.
 * Several app instances each keep their own copy; with Redis, every write empties every copy
 * (catalog-cache-sharing.ts), and without it another instance's write shows after `ttlMs`.
 */
export class CatalogCache {
  readonly #cache: LRUCache<string, string, () => Promise<string | undefined>>;
  readonly #ttlMs: number;
  #lifetimeMs: number;
  readonly #writeListeners: (() => void)[] = [];
  readonly #clearListeners: (() => void)[] = [];
  /** Errors thrown by a load itself, told apart from the cache's own when it abandons one. */
  readonly #loadFailures = new WeakSet<object>();
  /** Lookups answered from the copy, and computed: for /metrics. */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(ttlMs: number, maxEntries = 2_000) {
    this.#ttlMs = ttlMs;
    this.#lifetimeMs = ttlMs;
    this.#cache = new LRUCache({
      max: maxEntries,
      maxSize: MAX_CACHED_CHARS,
      sizeCalculation: (text) => Math.max(1, text.length),
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
    const text = await this.text(key, async () => JSON.stringify(await load()));
    return text ?? JSON.stringify(await load());
  }

  /**
   * The cached text for `key`, computing it from `load` on a miss; `load` answers null for what
   * must not be kept (a redirect, an error page), and then so does this (the caller makes its own).
   */
  async text(key: string, load: () => Promise<string | null>): Promise<string | null> {
    const status: LRUCache.Status<string, string, () => Promise<string | undefined>> = {};
    try {
      const text = await this.#cache.fetch(key, {
        context: async () => {
          try {
            return (await load()) ?? undefined;
          } catch (error) {
            if (typeof error === 'object' && error !== null) this.#loadFailures.add(error);
            throw error;
          }
        },
        ttl: this.#lifetimeMs,
        status,
      });
      if (status.fetch === 'hit' || status.fetch === 'inflight') this.lookups.hits++;
      else this.lookups.misses++;
      if (text !== undefined) return text;
      if (!status.fetchAborted) return null;
    } catch (error) {
      // A load's own failure is the answer. Anything else is the cache giving up on a shared
      // computation (its entry evicted or cleared): only the request that started it sees
      // `fetchAborted`, a request that joined it in flight gets the bare 'evicted' error.
      if (typeof error !== 'object' || error === null || this.#loadFailures.has(error)) {
        throw error;
      }
    }
    return (await load()) ?? null;
  }

  /** A catalog write on this instance: empties this copy and tells the listeners. */
  invalidate(): void {
    this.clear();
    for (const listener of this.#writeListeners) listener();
  }

  /** Empties this instance's copy only (another instance's write reached it). */
  clear(): void {
    this.#cache.clear();
    for (const listener of this.#clearListeners) listener();
  }

  /** `listener` runs whenever this copy is emptied: a write here or on another instance. */
  onClear(listener: () => void): void {
    this.#clearListeners.push(listener);
  }

  /** How long a new answer is kept now (shorter while other instances' writes cannot reach). */
  get lifetimeMs(): number {
    return this.#lifetimeMs;
  }

  /** `listener` runs after every catalog write on this instance. */
  onInvalidate(listener: () => void): void {
    this.#writeListeners.push(listener);
  }

  /**
   * Keeps new answers for `lifetimeMs` at most, while other instances' writes cannot reach this
   * one; `undefined` gives them `ttlMs` again.
   */
  limitLifetime(lifetimeMs: number | undefined): void {
    this.#lifetimeMs = Math.min(lifetimeMs ?? this.#ttlMs, this.#ttlMs);
  }
}

/** Cached answers are JSON text already; Fastify sends a string with a JSON type as it is. */
export function sendJson(reply: { type(contentType: string): FastifyReply }, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

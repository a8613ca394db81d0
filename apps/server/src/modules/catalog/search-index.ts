import { setImmediate } from 'node:timers/promises';
import type { AutocompleteItem } from '@skins/shared';
import { desc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { catalogVersion, type ProductRow, products } from './catalog.tables.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { categorySlugOfProduct, toAutocompleteItem } from './product-view.ts';
import { ProductWords, type WordedProduct } from './product-words.ts';
import { searchWords } from './search-text.ts';

/** A product that matches a search, best first. */
export interface SearchHit {
  id: string;
  item: AutocompleteItem;
}

// Rows read per statement when (re)loading changed products.
const LOAD_BATCH = 1_000;

// Writes nobody signals are looked for at most this often, however short the cache's lifetime.
const CHANGE_CHECK_FLOOR_MS = 1_000;

/**
 * The catalog's words in this process's memory (product-words.ts), so a search is answered
 * without a query to the database: typo-tolerant suggestions at thousands per second
 * (decision 043).
 *
 * Kept in step with the products table: a catalog write on this instance or, through Redis, on
 * another one (the catalog cache's signal) makes the next search wait for a refresh, which reads
 * only the products whose `updated_at` changed. Writes nobody signals (another process's
 * import) show after the cache's lifetime, checked in the background while answers go on.
 */
export class SearchIndex {
  readonly #db: Db;
  readonly #maxAgeMs: () => number;
  readonly #words = new ProductWords<AutocompleteItem>();
  /** Each indexed product's `updated_at`, in milliseconds. */
  readonly #versions = new Map<string, number>();
  #isStale = true;
  #isBuilt = false;
  /** The catalog's version (catalog.tables.ts) the index was last brought up to. */
  #version: number | null = null;
  #checkedAt = 0;
  #refreshing: Promise<void> | null = null;
  readonly #onBackgroundError: (error: unknown) => void;

  constructor(
    db: Db,
    options: { maxAgeMs: () => number; onBackgroundError: (error: unknown) => void },
  ) {
    this.#db = db;
    this.#maxAgeMs = () => Math.max(options.maxAgeMs(), CHANGE_CHECK_FLOOR_MS);
    this.#onBackgroundError = options.onBackgroundError;
  }

  /** A catalog write happened (here or on another instance): the next search refreshes first. */
  markStale(): void {
    this.#isStale = true;
  }

  /**
   * Products matching `text`, best first; among equals, newest first. The first `limit` only
   * when given; inactive ones on request.
   */
  async search(
    text: string,
    options: { limit?: number; includeInactive?: boolean | undefined } = {},
  ): Promise<SearchHit[]> {
    await this.#ready();
    return this.#words.search(text, options).map(({ id, data }) => ({ id, item: data }));
  }

  /** Starts the first build (or a check) in the background: at start, before any search. */
  warm(): void {
    this.#refresh().catch(this.#onBackgroundError);
  }

  /** Resolves once no refresh is running: before the database closes. */
  async settled(): Promise<void> {
    await this.#refreshing?.catch(() => {});
  }

  async #ready(): Promise<void> {
    // Until the first build, and after a signalled write: wait for a refresh that began after it
    // (a running one may have read before the write).
    while (this.#isStale || !this.#isBuilt) await this.#refresh();
    if (Date.now() - this.#checkedAt >= this.#maxAgeMs()) {
      this.#refresh().catch(this.#onBackgroundError);
    }
  }

  /** One refresh at a time; a caller that finds one running shares it. */
  #refresh(): Promise<void> {
    this.#refreshing ??= (async () => {
      this.#isStale = false;
      const startedAt = Date.now();
      try {
        await this.#load();
        this.#checkedAt = startedAt;
        this.#isBuilt = true;
      } catch (error) {
        this.#isStale = true;
        throw error;
      } finally {
        this.#refreshing = null;
      }
    })();
    return this.#refreshing;
  }

  /**
   * Brings the index up to date: one row read when nothing changed (the catalog's version,
   * which a trigger moves with every write that matters, migration 0012); else the products
   * whose `updated_at` differs from the index's, read newest first (so the word lists stay in
   * order as they grow) a batch at a time, each batch applied at once, the event loop free in
   * between. The deleted products are dropped. The version is read first: a write committed
   * while this runs moves it again, and the next check looks once more.
   */
  async #load(): Promise<void> {
    const [catalog] = await this.#db.select().from(catalogVersion);
    if (!catalog || catalog.version === this.#version) return;
    const versions = await this.#db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(...newestFirst);
    const present = new Set<string>();
    const changed: string[] = [];
    for (const { id, updatedAt } of versions) {
      present.add(id);
      if (this.#versions.get(id) !== updatedAt.getTime()) changed.push(id);
    }
    const removed = [...this.#words.ids()].filter((id) => !present.has(id));
    this.#words.apply([], removed);
    for (const id of removed) this.#versions.delete(id);
    for (let start = 0; start < changed.length; start += LOAD_BATCH) {
      const rows = await this.#db
        .select({ product: products, categorySlug: categorySlugOfProduct })
        .from(products)
        .where(inArray(products.id, changed.slice(start, start + LOAD_BATCH)))
        .orderBy(...newestFirst);
      this.#words.apply(
        rows.map((row) => toWordedProduct(row.product, row.categorySlug)),
        [],
      );
      for (const { product } of rows) this.#versions.set(product.id, product.updatedAt.getTime());
      await setImmediate();
    }
    this.#version = catalog.version;
  }
}

// The order of the word lists (product-words.ts) and of the listing's default sort.
const newestFirst = [desc(products.createdAt), desc(products.id)];

function toWordedProduct(row: ProductRow, categorySlug: string): WordedProduct<AutocompleteItem> {
  const nameWords = [...new Set(searchWords(row.name))];
  const inName = new Set(nameWords);
  return {
    id: row.id,
    createdAt: row.createdAt.getTime(),
    active: row.active,
    nameWords,
    textWords: [...new Set(searchWords(row.searchText))].filter((word) => !inName.has(word)),
    data: toAutocompleteItem(row, categorySlug),
  };
}

/** A search index that refreshes after every clear of `cache`, and at least as often as it expires. */
export function searchIndexFollowing(
  cache: CatalogCache,
  db: Db,
  log: FastifyBaseLogger,
): SearchIndex {
  const index = new SearchIndex(db, {
    maxAgeMs: () => cache.lifetimeMs,
    onBackgroundError: (error) => log.warn({ err: error }, 'search index: refresh failed'),
  });
  cache.onClear(() => index.markStale());
  return index;
}

import {
  AUTOCOMPLETE_MAX,
  type AutocompleteItem,
  type Product,
  type ProductList,
  type ProductSort,
  type ProductTypeName,
  QUICK_SEARCH_MAX,
} from '@skins/shared';
import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { bestsellerFirst, lowerNameInC, productCounts, products } from './catalog.tables.ts';
import { categoryIdsOfSlugs } from './category-store.ts';
import { type DeviceFilter, deviceOf, fitsDevice } from './device-fit.ts';
import { productIdOrSlugIn } from './product-lookup.ts';
import { productWithRate, toProductWithRate } from './product-view.ts';
import type { SearchIndex } from './search-index.ts';

export interface ListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  categories?: string[] | undefined;
  tags?: string[] | undefined;
  sort: ProductSort;
  productType?: ProductTypeName | undefined;
  /** The device filter: both or neither (the query schema's rule). */
  brand?: string | undefined;
  model?: string | undefined;
  /** Admin lists only: inactive products too. Never set for an answer the cache keeps. */
  includeInactive?: boolean | undefined;
}

// Each order has its indexes, alone and after a category or type (catalog.tables.ts
// SORT_INDEX_KEYS): change one, change both.
const newestFirst = [desc(products.createdAt), desc(products.id)];

// Units sold in the last 30 days (popularity.ts keeps the column) first; among equals (a new
// shop sells nothing yet) the merchandiser's 'bestseller' tag, then newest, so the trending rail
// never just repeats new arrivals.
const popularFirst = [
  desc(products.unitsSoldRecently),
  bestsellerFirst(products.tags),
  ...newestFirst,
];

const ORDER_BY: Record<ProductSort, SQL[]> = {
  Newest: newestFirst,
  PriceLowHigh: [asc(products.priceInPaise), ...newestFirst],
  PriceHighLow: [desc(products.priceInPaise), ...newestFirst],
  Popular: popularFirst,
  // COLLATE "C" on lower-cased names: the same order on every server, whatever its locale.
  Name: [lowerNameInC(products.name), asc(products.id)],
};

/**
 * Products whose id is in `ids`: one array parameter however many there are (a search at 100k
 * products can match more than a statement's 65,535 parameters). Ids come from the search
 * index, uuids only.
 */
function idIn(ids: readonly string[]): SQL {
  return sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

const emptyList = (page: number, limit: number): ProductList => ({
  data: [],
  page,
  limit,
  total: 0,
  totalPages: 0,
});

/**
 * One page in `orderBy`, in one statement: the page's ids from an ordered index scan that checks
 * the filters in the index (LIMIT/OFFSET over ids only), those rows, and the total as a scalar
 * subquery (`total`: from product_counts when it can answer, else a count of the matches). A page
 * past the last has no row to carry the total: it is asked alone then.
 */
async function listWhere(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  limit: number,
  total: SQL<number> = sql<number>`(select count(*)::int from ${products} where ${where ?? sql`true`})`,
): Promise<ProductList> {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = await db
    .select({ ...productWithRate, total })
    .from(products)
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy);
  const counted =
    rows[0]?.total ?? (await db.select({ total }).from(sql`(values (1)) as one`))[0]?.total ?? 0;
  return {
    data: rows.map(toProductWithRate),
    page,
    limit,
    total: counted,
    totalPages: Math.ceil(counted / limit),
  };
}

/**
 * Active products under these filters, from product_counts (kept by a trigger in the same
 * transaction as every product write, so exact); null for filters it does not hold (several
 * tags, a category with a type, a device, a search, inactive products).
 */
function totalFromCounts(filters: ListFilters): SQL<number> | null {
  const tags = [...new Set(filters.tags ?? [])];
  const categories = [...new Set(filters.categories ?? [])];
  if (filters.includeInactive || filters.search !== undefined || deviceOf(filters)) return null;
  if (tags.length > 1 || (filters.productType && categories.length > 0)) return null;
  const scopes = filters.productType
    ? [`t:${filters.productType}`]
    : categories.length > 0
      ? categories.map((slug) => `c:${slug}`)
      : [''];
  return sql<number>`(select coalesce(sum(${productCounts.activeProducts}), 0)::int
    from ${productCounts}
    where ${and(inArray(productCounts.scope, scopes), eq(productCounts.tag, tags[0] ?? ''))})`;
}

/**
 * A page of the listing under `filters`, in their sort order. A search narrows it to the index's
 * matches (`index` is then required).
 */
export async function listProducts(
  db: Db,
  filters: ListFilters,
  index?: SearchIndex,
): Promise<ProductList> {
  const categoryIds = await categoryIdsOfSlugs(db, filters.categories ?? []);
  let matches: SQL | undefined;
  if (filters.search !== undefined) {
    if (!index) throw new Error('listProducts: a search needs the search index');
    const hits = await index.search(filters.search, { includeInactive: filters.includeInactive });
    if (hits.length === 0) return emptyList(filters.page, filters.limit);
    matches = idIn(hits.map((hit) => hit.id));
  }
  const device = deviceOf(filters);
  const conditions: (SQL | undefined)[] = [
    filters.includeInactive ? undefined : eq(products.active, true),
    filters.productType ? eq(products.productType, filters.productType) : undefined,
    categoryIds.length > 0 ? inArray(products.categoryId, categoryIds) : undefined,
    filters.tags?.length ? arrayOverlaps(products.tags, filters.tags) : undefined,
    device ? fitsDevice(device) : undefined,
    matches,
  ];
  return listWhere(
    db,
    and(...conditions),
    ORDER_BY[filters.sort],
    filters.page,
    filters.limit,
    totalFromCounts({ ...filters, categories: categoryIds }) ?? undefined,
  );
}

/**
 * Search results in the index's order (best first), paged. The index answers which products
 * match; the page's rows, and the device filter when there is one, come from the database.
 */
export async function searchProducts(
  db: Db,
  index: SearchIndex,
  text: string | undefined,
  page: number,
  limit: number,
  device?: DeviceFilter,
): Promise<ProductList> {
  let ranked = text ? (await index.search(text)).map((hit) => hit.id) : [];
  if (ranked.length > 0 && device) {
    const fitting = await db
      .select({ id: products.id })
      .from(products)
      .where(and(idIn(ranked), fitsDevice(device)));
    const fits = new Set(fitting.map((row) => row.id));
    ranked = ranked.filter((id) => fits.has(id));
  }
  if (ranked.length === 0) return emptyList(page, limit);
  const pageIds = ranked.slice((page - 1) * limit, page * limit);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select(productWithRate)
          .from(products)
          .where(and(eq(products.active, true), inArray(products.id, pageIds)));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  const data = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductWithRate(row)] : [];
  });
  return { data, page, limit, total: ranked.length, totalPages: Math.ceil(ranked.length / limit) };
}

export async function quickSearch(
  db: Db,
  index: SearchIndex,
  text: string | undefined,
): Promise<Product[]> {
  return (await searchProducts(db, index, text, 1, QUICK_SEARCH_MAX)).data;
}

/** Suggestions while typing, straight from the index: no query to the database. */
export async function autocomplete(
  index: SearchIndex,
  text: string | undefined,
): Promise<AutocompleteItem[]> {
  if (!text) return [];
  return (await index.search(text, { limit: AUTOCOMPLETE_MAX })).map((hit) => hit.item);
}

/**
 * An active product; with `includeInactive` (admins only, never cached) an inactive one too,
 * and its stock count.
 */
export async function getProduct(
  db: Db,
  idOrSlug: string,
  { includeInactive = false } = {},
): Promise<Product> {
  const [row] = await db
    .select(productWithRate)
    .from(products)
    .where(
      and(includeInactive ? undefined : eq(products.active, true), productIdOrSlugIn([idOrSlug])),
    )
    .limit(1);
  if (!row) throw notFound('Product not found');
  if (!includeInactive) return toProductWithRate(row);
  return { ...toProductWithRate(row), stock: row.product.stock };
}

export async function newArrivals(db: Db, limit: number): Promise<Product[]> {
  const rows = await db
    .select(productWithRate)
    .from(products)
    .where(eq(products.active, true))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toProductWithRate);
}

export async function trending(db: Db, limit: number): Promise<Product[]> {
  const rows = await db
    .select(productWithRate)
    .from(products)
    .where(eq(products.active, true))
    .orderBy(...popularFirst)
    .limit(limit);
  return rows.map(toProductWithRate);
}

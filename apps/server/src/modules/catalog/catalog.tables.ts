import { GST_RATES_BP, PRODUCT_TYPE_NAMES, TAX_RATE_BP } from '@skins/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export interface CompatibilityRow {
  brand: string;
  models: string[];
}

/**
 * HSN 3919: self-adhesive plates, sheets, film of plastics, which every skin and wrap the shop
 * sells is (accessories are AirPods and watch skins too). Each category's code is a column, so a
 * different line of goods can get its own; an order line keeps the code it was sold under.
 */
export const DEFAULT_HSN_CODE = '3919';

/** `<column> in (<every GST slab>)`: a rate column holds a slab of GST_RATES_BP (decision 066). */
export const isGstSlab = (column: ExtraConfigColumn) =>
  sql`${column} in (${sql.raw(GST_RATES_BP.join(', '))})`;

/**
 * A category (decision 067). `id` never changes: the four built-in ones keep their original slug
 * as id (code attaches their product types to it), a new one gets a UUID. `slug` is the URL and
 * may be renamed; its old slugs stay in `category_slug_redirects`.
 */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Printed on tax invoices; the start-up sync sets it only on a new category (never overwrites). */
    hsnCode: text('hsn_code').notNull().default(DEFAULT_HSN_CODE),
    /**
     * The GST rate of the category's goods in basis points (decision 066): every line of the
     * cart, checkout, invoice and GST return is taxed at its own category's rate.
     */
    gstRateBp: integer('gst_rate_bp').notNull().default(TAX_RATE_BP),
  },
  (t) => [check('categories_gst_rate_slab', isGstSlab(t.gstRateBp))],
);

/** A renamed category's former slugs: `/category/<old slug>` answers 301 to its slug now. */
export const categorySlugRedirects = pgTable('category_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

export const productTypes = pgTable('product_types', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  /** The category's id (the column keeps its name from before decision 067). */
  categoryId: text('category_slug')
    .notNull()
    .references(() => categories.id),
  position: integer('position').notNull(),
});

type ProductColumns = Record<
  'createdAt' | 'id' | 'priceInPaise' | 'name' | 'tags' | 'unitsSoldRecently',
  ExtraConfigColumn
>;
type IndexKey = Partial<ExtraConfigColumn> | SQL;
type IndexKeys = [IndexKey, ...IndexKey[]];

/**
 * The order of each listing sort, as index keys: catalog.service.ts ORDER_BY says the same in
 * its ORDER BY. PostgreSQL reads an index in order only when expressions, directions and nulls
 * placement all match (`DESC` alone is `NULLS FIRST`).
 */
export const bestsellerFirst = (tags: AnyPgColumn | ExtraConfigColumn) =>
  sql`(case when 'bestseller' = any(${tags}) then 0 else 1 end)`;
export const lowerNameInC = (name: AnyPgColumn | ExtraConfigColumn) =>
  sql`(lower(${name}) collate "C")`;
const newestKeys = (t: ProductColumns): IndexKeys => [
  t.createdAt.desc().nullsFirst(),
  t.id.desc().nullsFirst(),
];
const SORT_INDEX_KEYS: Record<string, (t: ProductColumns) => IndexKeys> = {
  newest: newestKeys,
  price_asc: (t) => [t.priceInPaise.asc(), ...newestKeys(t)],
  price_desc: (t) => [t.priceInPaise.desc().nullsFirst(), ...newestKeys(t)],
  popular: (t) => [
    t.unitsSoldRecently.desc().nullsFirst(),
    bestsellerFirst(t.tags),
    ...newestKeys(t),
  ],
  name: (t) => [lowerNameInC(t.name), t.id.asc()],
};

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceInPaise: integer('price_in_paise').notNull(),
    compareAtPriceInPaise: integer('compare_at_price_in_paise'),
    images: jsonb('images').$type<string[]>().notNull(),
    thumbnail: text('thumbnail').notNull(),
    /**
     * The category's stable id (decision 067): the column keeps its old name, as the listing
     * indexes and the product_counts trigger (migration 0010) read it; for the four built-in
     * categories the id is the slug they had, so no row changed.
     */
    categoryId: text('category_slug')
      .notNull()
      .references(() => categories.id),
    productType: text('product_type', { enum: PRODUCT_TYPE_NAMES })
      .notNull()
      .references(() => productTypes.name),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    compatibility: jsonb('compatibility').$type<CompatibilityRow[]>().notNull(),
    active: boolean('active').notNull().default(true),
    // Written by the catalog service from name, category, type, tags and models: the words the
    // search index (search-index.ts) finds a product by, besides its name.
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Units in orders paid in the last 30 days, copied from the orders by the catalog's
     * periodic refresh (popularity.ts), so sort `Popular` reads an index instead of summing
     * the orders of every product per request (decision 039).
     */
    unitsSoldRecently: integer('units_sold_recently').notNull().default(0),
    /**
     * Units on hand not yet sold (decision 065); null is made to order and never runs out. A
     * paid or COD order takes its units in its own transaction (stock.ts), a cancelled or
     * returned one gives them back.
     */
    stock: integer('stock'),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    // One index per sort order (the listing's ORDER BY, tiebreaks included, in the same
    // direction and nulls placement), alone and after each filter a shopper browses by, so a
    // page is a LIMIT on an ordered index scan. `active` and `tags` trail the keys: the filters
    // are checked in the index (an index-only scan of the ids), never on the table's rows.
    // (An index-only scan of an expression also needs its column: `name` for the name sort.)
    ...Object.entries(SORT_INDEX_KEYS).flatMap(([sort, keys]) => {
      const filters = () => (sort === 'name' ? [t.active, t.tags, t.name] : [t.active, t.tags]);
      return [
        index(`products_${sort}_idx`).on(...keys(t), ...filters()),
        index(`products_category_${sort}_idx`).on(t.categoryId, ...keys(t), ...filters()),
        index(`products_type_${sort}_idx`).on(t.productType, ...keys(t), ...filters()),
      ];
    }),
    index('products_tags_idx').using('gin', t.tags),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * Active products per filter a shopper lists by, kept exact by a trigger on `products`
 * (migration 0010), so a listing's `total` is one primary-key read instead of a count over the
 * table. `scope` is '' (all), `c:<category>` or `t:<product type>`; `tag` is '' (any) or one tag.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    scope: text('scope').notNull(),
    tag: text('tag').notNull(),
    activeProducts: integer('active_products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.tag] })],
);

/**
 * One row: a number a trigger on `products` (migration 0012) adds one to in every statement that
 * inserts, deletes or truncates products or sets their `updated_at`, in the writing transaction.
 * The search index reads it to know, in one row, whether anything it holds may have changed.
 */
export const catalogVersion = pgTable('catalog_version', {
  only: boolean('only').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export type NewProductRow = typeof products.$inferInsert;

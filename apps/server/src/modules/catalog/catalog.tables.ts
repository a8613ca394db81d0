import { CATEGORY_SLUGS, PRODUCT_TYPE_NAMES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export interface CompatibilityRow {
  brand: string;
  models: string[];
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * HSN 3919: self-adhesive plates, sheets, film of plastics, which every skin and wrap the shop
 * sells is (accessories are AirPods and watch skins too). Each category's code is a column, so a
 * different line of goods can get its own; an order line keeps the code it was sold under.
 */
export const DEFAULT_HSN_CODE = '3919';

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  /** Printed on tax invoices; the start-up sync sets it only on a new category (never overwrites). */
  hsnCode: text('hsn_code').notNull().default(DEFAULT_HSN_CODE),
});

export const productTypes = pgTable('product_types', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  categorySlug: text('category_slug')
    .notNull()
    .references(() => categories.slug),
  position: integer('position').notNull(),
});

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
    categorySlug: text('category_slug', { enum: CATEGORY_SLUGS })
      .notNull()
      .references(() => categories.slug),
    productType: text('product_type', { enum: PRODUCT_TYPE_NAMES })
      .notNull()
      .references(() => productTypes.name),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    compatibility: jsonb('compatibility').$type<CompatibilityRow[]>().notNull(),
    active: boolean('active').notNull().default(true),
    // Written by the catalog service from name, type, tags and models: what typo-tolerant
    // trigram search compares against (kept short so word_similarity stays cheap).
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_text), 'A') || setweight(to_tsvector('english', description), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.active, t.createdAt.desc(), t.id),
    index('products_type_idx').on(t.productType, t.createdAt.desc()),
    index('products_category_idx').on(t.categorySlug, t.createdAt.desc()),
    index('products_price_idx').on(t.priceInPaise),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

import { basisPointsToFraction, type Category, type ProductTypeName } from '@skins/shared';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { categories, categorySlugRedirects, productTypes } from './catalog.tables.ts';

// The categories as the database holds them (decision 067): the storefront's bar and listings,
// the sitemap and page meta read them here; the owner edits them (category-admin.service.ts).

export type CategoryRow = typeof categories.$inferSelect;

/** Every category in the bar's order: position, then name. */
export function listCategoryRows(db: Db | Tx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

/** The storefront's categories (GET /api/categories): with their product types, in order. */
export async function listStorefrontCategories(db: Db): Promise<Category[]> {
  const [rows, types] = await Promise.all([
    listCategoryRows(db),
    db.select().from(productTypes).orderBy(asc(productTypes.position)),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    name: row.name,
    productTypes: types
      .filter((type) => type.categoryId === row.id)
      .map((type) => ({ name: type.name as ProductTypeName, label: type.label })),
  }));
}

/** The category with this live slug, or null. */
export async function findCategoryBySlug(db: Db | Tx, slug: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return row ?? null;
}

/**
 * The category a PUT names: by its id, its slug, or (so a renamed category's old address still
 * reaches it) one of its old slugs; null when none.
 */
export async function findCategory(db: Db | Tx, idOrSlug: string): Promise<CategoryRow | null> {
  const rows = await db
    .select()
    .from(categories)
    .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)));
  const row = rows.find((r) => r.id === idOrSlug) ?? rows[0];
  if (row) return row;
  const [moved] = await db
    .select({ category: categories })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, idOrSlug));
  return moved?.category ?? null;
}

/** Where an old slug's category lives now: its slug, or null when the slug was never renamed. */
export async function redirectedCategorySlug(db: Db, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, oldSlug));
  return row?.slug ?? null;
}

/**
 * The ids of the categories a listing filters by, from their live slugs. An unknown slug, an
 * old one included, is 404 (API.md: an unknown category is 404; only the storefront's pages
 * redirect an old slug, decision 067).
 */
export async function categoryIdsOfSlugs(db: Db, slugs: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, wanted));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const unknown = wanted.find((slug) => !idOf.has(slug));
  if (unknown !== undefined) throw notFound(`Unknown category: ${unknown}`);
  return wanted.map((slug) => idOf.get(slug) as string);
}

/** A category's rate as the API gives it: a fraction (0.18). */
export const gstRateOf = (row: Pick<CategoryRow, 'gstRateBp'>): number =>
  basisPointsToFraction(row.gstRateBp);

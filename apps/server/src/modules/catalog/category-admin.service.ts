import { randomUUID } from 'node:crypto';
import {
  type AdminCategory,
  CATEGORY_SLUGS,
  type CategoryWriteInput,
  GST_RATES_BP,
} from '@skins/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { categories, categorySlugRedirects, products } from './catalog.tables.ts';
import { type CategoryRow, findCategory, gstRateOf, listCategoryRows } from './category-store.ts';
import { productSearchText } from './search-text.ts';

// The owner's Categories page (API.md § The owner's desk, decision 067): list, add, edit.

const BUILT_IN_IDS = new Set<string>(CATEGORY_SLUGS);
export const CATEGORY_NOT_FOUND = 'Category not found';

/** Every category in the bar's order, with its old slugs and how many products it holds. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const [rows, redirects, counts] = await Promise.all([
    listCategoryRows(db),
    db.select().from(categorySlugRedirects),
    db
      .select({ categoryId: products.categoryId, products: count() })
      .from(products)
      .groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.products]));
  return rows.map((row) =>
    toAdminCategory(
      row,
      redirects.filter((r) => r.categoryId === row.id).map((r) => r.oldSlug),
      countOf.get(row.id) ?? 0,
    ),
  );
}

function toAdminCategory(row: CategoryRow, oldSlugs: string[], productCount: number) {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    hsnCode: row.hsnCode,
    gstRate: gstRateOf(row),
    position: row.position,
    oldSlugs: oldSlugs.sort(),
    productCount,
    builtIn: BUILT_IN_IDS.has(row.id),
  } satisfies AdminCategory;
}

/** The rate's basis points: the schema let through only a slab (within rounding). */
function rateBp(gstRate: number): number {
  const bp = Math.round(gstRate * 10_000);
  if (!(GST_RATES_BP as readonly number[]).includes(bp))
    throw new RangeError(`No slab: ${gstRate}`);
  return bp;
}

function slugConflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message, { fields: { slug: message } });
}

/**
 * Refuses a slug another category has, now or before (its old address redirects there); the
 * category's own old slug is free to take back, and stops redirecting.
 */
async function claimSlug(tx: Tx, slug: string, categoryId: string | null): Promise<void> {
  const [live] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (live && live.id !== categoryId) {
    throw slugConflict(`The category “${live.name}” has this slug`);
  }
  const [moved] = await tx
    .select({ categoryId: categorySlugRedirects.categoryId, name: categories.name })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, slug));
  if (!moved) return;
  if (moved.categoryId !== categoryId) {
    throw slugConflict(
      `This was the slug of “${moved.name}”, and its old address leads there: choose another`,
    );
  }
  await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, slug));
}

function columnsOf(input: CategoryWriteInput) {
  return {
    name: input.name,
    slug: input.slug,
    hsnCode: input.hsnCode,
    gstRateBp: rateBp(input.gstRate),
    position: input.position,
  };
}

/** Two writes racing for one slug: the unique index refuses the second. */
function slugRaced(error: unknown): never {
  if (isUniqueViolation(error)) throw slugConflict('Another category has just taken this slug');
  throw error;
}

export async function createCategory(db: Db, input: CategoryWriteInput): Promise<AdminCategory> {
  const row = await db
    .transaction(async (tx) => {
      await claimSlug(tx, input.slug, null);
      const [created] = await tx
        .insert(categories)
        .values({ id: randomUUID(), ...columnsOf(input) })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    })
    .catch(slugRaced);
  return toAdminCategory(row, [], 0);
}

/**
 * Replaces a category's fields. A new slug keeps the old one as a redirect, and its products'
 * `updated_at` moves (their answers name the category by slug: the search index reloads them).
 */
export async function updateCategory(
  db: Db,
  idOrSlug: string,
  input: CategoryWriteInput,
): Promise<AdminCategory> {
  await db
    .transaction(async (tx) => {
      const found = await findCategory(tx, idOrSlug);
      if (!found) throw notFound(CATEGORY_NOT_FOUND);
      const [was] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, found.id))
        .for('update');
      if (!was) throw notFound(CATEGORY_NOT_FOUND);
      if (input.slug !== was.slug) {
        await claimSlug(tx, input.slug, was.id);
        await tx
          .insert(categorySlugRedirects)
          .values({ oldSlug: was.slug, categoryId: was.id })
          .onConflictDoUpdate({
            target: categorySlugRedirects.oldSlug,
            set: { categoryId: was.id },
          });
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.categoryId, was.id));
      }
      await tx.update(categories).set(columnsOf(input)).where(eq(categories.id, was.id));
      if (input.name !== was.name) await reindexProducts(tx, was.id, input.name);
      return was.id;
    })
    .catch(slugRaced);
  const [updated] = (await listAdminCategories(db)).filter(
    (category) => category.slug === input.slug,
  );
  if (!updated) throw notFound(CATEGORY_NOT_FOUND);
  return updated;
}

/** A renamed category's products are found by its new name (their search text holds it). */
async function reindexProducts(tx: Tx, categoryId: string, categoryName: string): Promise<void> {
  const rows = await tx.select().from(products).where(eq(products.categoryId, categoryId));
  for (const row of rows) {
    const searchText = productSearchText({ ...row, category: categoryId, categoryName });
    await tx
      .update(products)
      .set({ searchText, updatedAt: sql`now()` })
      .where(eq(products.id, row.id));
  }
}

/** The audit log's before → after of a category (PUT by id, slug or old slug; POST's `_id`). */
export async function categorySnapshot(
  db: Db,
  idOrSlug: string,
): Promise<Record<string, unknown> | null> {
  const row = await findCategory(db, idOrSlug);
  return row ? { ...row } : null;
}

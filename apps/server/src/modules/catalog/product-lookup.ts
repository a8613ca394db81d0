import { isUuid, TAX_RATE_BP } from '@skins/shared';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, DEFAULT_HSN_CODE, type ProductRow, products } from './catalog.tables.ts';

// API.md: a route that takes a product id also takes its slug. The one place that says how.

/** The products with any of these ids or slugs (a text that is no UUID is only a slug). */
export function productIdOrSlugIn(idsOrSlugs: readonly string[]): SQL | undefined {
  const ids = idsOrSlugs.filter(isUuid);
  return or(
    ids.length > 0 ? inArray(products.id, ids) : undefined,
    inArray(products.slug, [...idsOrSlugs]),
  );
}

/**
 * What checkout pricing and manual orders read of a product they may sell, with its category's
 * HSN code (the tax invoice prints it; a checkout keeps it with the price it was quoted) and GST
 * rate in basis points (the line is taxed at it, decision 066).
 */
export type SellableProduct = Pick<
  ProductRow,
  'id' | 'slug' | 'name' | 'priceInPaise' | 'images' | 'thumbnail' | 'compatibility'
> & { hsnCode: string; gstRateBp: number };

/**
 * The active products among these ids or slugs, each under both its id and its slug; a text
 * that names no active product is simply absent.
 */
export async function findSellableProducts(
  db: Db | Tx,
  idsOrSlugs: readonly string[],
): Promise<Map<string, SellableProduct>> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      priceInPaise: products.priceInPaise,
      images: products.images,
      thumbnail: products.thumbnail,
      compatibility: products.compatibility,
      hsnCode: categories.hsnCode,
      gstRateBp: categories.gstRateBp,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.active, true), productIdOrSlugIn(idsOrSlugs)));
  return new Map(
    rows.flatMap(({ hsnCode, gstRateBp, ...row }) => {
      const product = {
        ...row,
        hsnCode: hsnCode ?? DEFAULT_HSN_CODE,
        gstRateBp: gstRateBp ?? TAX_RATE_BP,
      };
      return [[row.id, product] as const, [row.slug, product] as const];
    }),
  );
}

/** Every active product's URL part and last change (the sitemap; lists carry whole products). */
export function listActiveProductSlugs(
  db: Db,
): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.slug));
}

/**
 * The HSN code of each product's category, for the order's lines to keep (tax invoices print
 * it): `productId → code`; a product that is gone gets the shop's default code.
 */
export async function hsnCodesOfProducts(
  db: Db | Tx,
  productIds: readonly (string | null)[],
): Promise<(id: string | null) => string> {
  const ids = [...new Set(productIds.filter((id): id is string => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, hsnCode: categories.hsnCode })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, ids));
  const codes = new Map(rows.map((row) => [row.id, row.hsnCode]));
  return (id) => (id === null ? undefined : codes.get(id)) ?? DEFAULT_HSN_CODE;
}

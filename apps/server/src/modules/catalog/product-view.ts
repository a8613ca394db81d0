import {
  type AutocompleteItem,
  basisPointsToFraction,
  type Product,
  paiseToRupees,
  TAX_RATE_BP,
} from '@skins/shared';
import { sql } from 'drizzle-orm';
import { categories, type ProductRow, products } from './catalog.tables.ts';

// The storefront's view of a product row: rupees at the edge, `_id` as the spec names it.

/** The product's category's GST rate in basis points (decision 066), read beside its row. */
const gstRateBpOfProduct = sql<number>`coalesce((select ${categories.gstRateBp} from ${categories} where ${categories.id} = ${products.categoryId}), ${sql.raw(String(TAX_RATE_BP))})`;

/**
 * The product's category's slug now (decision 067: products keep the category's stable id, the
 * answers name it by the slug the storefront's URLs use).
 */
export const categorySlugOfProduct = sql<string>`(select ${categories.slug} from ${categories} where ${categories.id} = ${products.categoryId})`;

/** What a shopper's product read selects: the row, its category's slug and GST rate. */
export const productWithRate = {
  product: products,
  gstRateBp: gstRateBpOfProduct,
  categorySlug: categorySlugOfProduct,
};

/**
 * A product row with its category's slug, and with `gstRateBp` (the shopper's reads) the
 * category's rate as `gstRate`.
 */
export function toProduct(
  row: ProductRow,
  { slug, gstRateBp, withStock = false }: { slug: string; gstRateBp?: number; withStock?: boolean },
): Product {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.priceInPaise),
    compareAtPrice:
      row.compareAtPriceInPaise === null ? null : paiseToRupees(row.compareAtPriceInPaise),
    images: row.images,
    thumbnail: row.thumbnail,
    category: slug,
    productType: { name: row.productType },
    ...(gstRateBp === undefined ? {} : { gstRate: basisPointsToFraction(gstRateBp) }),
    tags: row.tags,
    compatibility: row.compatibility,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    soldOut: row.stock === 0,
    // The count is the owner's (decision 065): shoppers' answers only say Sold out.
    ...(withStock ? { stock: row.stock } : {}),
  };
}

/** A shopper's read (`productWithRate`) as the storefront's product. */
export const toProductWithRate = (row: {
  product: ProductRow;
  gstRateBp: number;
  categorySlug: string;
}): Product => toProduct(row.product, { slug: row.categorySlug, gstRateBp: row.gstRateBp });

export function toAutocompleteItem(row: ProductRow, categorySlug: string): AutocompleteItem {
  const product = toProduct(row, { slug: categorySlug });
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    thumbnail: product.thumbnail,
    price: product.price,
    category: product.category,
    productType: product.productType,
  };
}

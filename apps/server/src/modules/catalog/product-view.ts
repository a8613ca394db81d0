import { type AutocompleteItem, type Product, paiseToRupees } from '@skins/shared';
import type { ProductRow } from './catalog.tables.ts';

// The storefront's view of a product row: rupees at the edge, `_id` as the spec names it.

export function toProduct(row: ProductRow): Product {
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
    category: row.categoryId as Product['category'],
    productType: { name: row.productType },
    tags: row.tags,
    compatibility: row.compatibility,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAutocompleteItem(row: ProductRow): AutocompleteItem {
  const product = toProduct(row);
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

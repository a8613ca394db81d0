import type { Product } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { findProductType } from './listing/listing-target.ts';

export function productHref(product: Pick<Product, 'slug'>): string {
  return paths.product(product.slug);
}

/** "iPhone", "PS5": the device a product is for. */
export function productTypeLabel(product: Pick<Product, 'productType'>): string {
  return findProductType(product.productType.name).type.label;
}

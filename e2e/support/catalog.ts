import { type Product, ProductListSchema } from '@skins/shared';
import type { RunningApp } from './app.ts';

const pageSize = 100;

/** The whole active catalog as the API lists it: what the shopper may see on a page. */
export async function fetchCatalog(app: RunningApp): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(app.url(`/api/products?page=${page}&limit=${pageSize}`));
    if (!response.ok) throw new Error(`GET /api/products page ${page} answered ${response.status}`);
    const list = ProductListSchema.parse(await response.json());
    products.push(...list.data);
    if (page >= list.totalPages || list.data.length === 0) return products;
  }
}

/** Lower-cased product name → every price (rupees) a product of that name has. */
export function pricesByName(catalog: Product[]): Map<string, number[]> {
  const prices = new Map<string, number[]>();
  for (const product of catalog) {
    const key = product.name.toLowerCase();
    prices.set(key, [...(prices.get(key) ?? []), product.price]);
  }
  return prices;
}

/** Paths of every product image and thumbnail, to tell product images from decoration. */
export function productImagePaths(catalog: Product[]): Set<string> {
  const paths = new Set<string>();
  for (const product of catalog) {
    for (const src of [product.thumbnail, ...product.images]) {
      paths.add(new URL(src, 'http://placeholder.invalid').pathname);
    }
  }
  return paths;
}

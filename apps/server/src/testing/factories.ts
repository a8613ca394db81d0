import { randomBytes } from 'node:crypto';
import type { CategorySlug, ProductTypeName } from '@skins/shared';
import { categoryOfProductType } from '@skins/shared';
import type { Db } from '../db/client.ts';
import { type ProductRow, products } from '../db/schema.ts';
import { productSearchText } from '../modules/catalog/search-text.ts';

export interface ProductOverrides {
  name?: string;
  slug?: string;
  description?: string;
  /** Rupees, as a shop owner would say it. */
  price?: number;
  compareAtPrice?: number | null;
  productType?: ProductTypeName;
  tags?: string[];
  compatibility?: { brand: string; models: string[] }[];
  active?: boolean;
  createdAt?: Date;
}

/** Inserts one product with sensible defaults; any field can be overridden. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const suffix = randomBytes(4).toString('hex');
  const name = overrides.name ?? `Matte Black ${suffix}`;
  const productType = overrides.productType ?? 'iphone';
  const category: CategorySlug = categoryOfProductType(productType);
  const tags = overrides.tags ?? ['matte'];
  const compatibility = overrides.compatibility ?? [
    { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] },
  ];
  const [row] = await db
    .insert(products)
    .values({
      slug: overrides.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`,
      name,
      description: overrides.description ?? 'Precision-cut vinyl skin with a matte finish.',
      priceInPaise: Math.round((overrides.price ?? 549) * 100),
      compareAtPriceInPaise:
        overrides.compareAtPrice == null ? null : Math.round(overrides.compareAtPrice * 100),
      images: ['/media/art/v1/iphone/carbon-fibre/obsidian/front.svg'],
      thumbnail: '/media/art/v1/iphone/carbon-fibre/obsidian/thumb.svg',
      categorySlug: category,
      productType,
      tags,
      compatibility,
      active: overrides.active ?? true,
      searchText: productSearchText({ name, category, productType, tags, compatibility }),
      ...(overrides.createdAt
        ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt }
        : {}),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

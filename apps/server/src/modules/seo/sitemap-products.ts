import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export interface SitemapProduct {
  id: string;
  slug: string;
  updatedAt: Date;
}

/**
 * Every active product's URL part and last change, for the sitemap only: the catalog service's
 * lists are paged and carry whole products, which the sitemap does not need.
 */
export function listActiveProductSlugs(db: Db): Promise<SitemapProduct[]> {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.slug));
}

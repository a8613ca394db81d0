import { sql } from 'drizzle-orm';
import { productSearchText } from '../../modules/catalog/search-text.ts';
import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import { generateDemoCatalog, type ProductSeed } from './catalog/generate.ts';

const BATCH_SIZE = 500;

async function insertProducts(db: Db, seeds: readonly ProductSeed[]): Promise<void> {
  for (let start = 0; start < seeds.length; start += BATCH_SIZE) {
    const batch = seeds.slice(start, start + BATCH_SIZE);
    await db.insert(products).values(
      batch.map((p) => ({
        slug: p.slug,
        name: p.name,
        description: p.description,
        priceInPaise: p.priceInPaise,
        compareAtPriceInPaise: p.compareAtPriceInPaise,
        images: p.images,
        thumbnail: p.thumbnail,
        categorySlug: p.category,
        productType: p.productType,
        tags: p.tags,
        compatibility: p.compatibility,
        searchText: productSearchText(p),
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    );
  }
}

/** Fills an empty catalog with the demo products; a catalog with any product is left alone. */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders on PostgreSQL (several instances starting at once).
    await tx.execute(sql`lock table ${products} in exclusive mode`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((row?.count ?? 0) > 0) return 0;
    const seeds = generateDemoCatalog();
    await insertProducts(tx as unknown as Db, seeds);
    return seeds.length;
  });
}

/** Replaces the whole catalog with a generated one (benchmarks, tests). */
export async function replaceCatalog(
  db: Db,
  options: { size?: number; now?: Date } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(products);
    const seeds = generateDemoCatalog(options);
    await insertProducts(tx as unknown as Db, seeds);
    return seeds.length;
  });
}

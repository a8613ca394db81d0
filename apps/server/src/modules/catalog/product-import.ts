import type { CategorySlug, ProductTypeName } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type CompatibilityRow, type ProductRow, products } from './catalog.tables.ts';
import { productSearchText } from './search-text.ts';

// Products written whole, as the seed and the test factories have them (the admin's writes go
// through product-write.service.ts). Each sets `search_text` the way every write does.

interface NewProduct {
  slug: string;
  name: string;
  description: string;
  priceInPaise: number;
  compareAtPriceInPaise: number | null;
  images: string[];
  thumbnail: string;
  category: CategorySlug;
  productType: ProductTypeName;
  tags: string[];
  compatibility: CompatibilityRow[];
  active?: boolean;
  /** Also its last change; now unless given. */
  createdAt?: Date;
}

const BATCH_SIZE = 500;

function productColumns(p: NewProduct) {
  return {
    slug: p.slug,
    name: p.name,
    description: p.description,
    priceInPaise: p.priceInPaise,
    compareAtPriceInPaise: p.compareAtPriceInPaise,
    images: p.images,
    thumbnail: p.thumbnail,
    categoryId: p.category,
    productType: p.productType,
    tags: p.tags,
    compatibility: p.compatibility,
    ...(p.active === undefined ? {} : { active: p.active }),
    searchText: productSearchText(p),
    ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
  };
}

async function insertInBatches(tx: Tx, list: readonly NewProduct[]): Promise<void> {
  for (let start = 0; start < list.length; start += BATCH_SIZE) {
    await tx.insert(products).values(list.slice(start, start + BATCH_SIZE).map(productColumns));
  }
}

export async function insertProduct(db: Db | Tx, product: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(productColumns(product)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Fills an empty catalog with these products; a catalog with any product is left alone. */
export async function fillEmptyCatalog(
  db: Db,
  generate: () => readonly NewProduct[],
): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders on PostgreSQL (several instances starting at once).
    await tx.execute(sql`lock table ${products} in exclusive mode`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((row?.count ?? 0) > 0) return 0;
    const list = generate();
    await insertInBatches(tx, list);
    return list.length;
  });
}

/** Replaces the whole catalog with these products (benchmarks, tests). */
export async function replaceAllProducts(db: Db, list: readonly NewProduct[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(products);
    await insertInBatches(tx, list);
    return list.length;
  });
}

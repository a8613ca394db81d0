import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../modules/catalog/catalog.tables.ts';
import { createProduct } from '../testing/factories.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.dispose());

const migration = await readFile(
  new URL('./migrations/0008_artwork_v2.sql', import.meta.url),
  'utf8',
);
const UPLOAD = '/media/uploads/0b0a6c2e-4f1e-4c8e-9d1a-2b3c4d5e6f70/800.webp';

describe('migration 0008: products point at the v2 artwork', () => {
  it('moves v1 artwork URLs to v2, in order, and leaves uploads and v2 URLs alone', async () => {
    const old = await createProduct(db);
    await db
      .update(products)
      .set({
        images: [
          '/media/art/v1/gopro/marble/arctic/front.svg',
          UPLOAD,
          '/media/art/v1/gopro/marble/arctic/angle.svg',
        ],
        thumbnail: '/media/art/v1/gopro/marble/arctic/thumb.svg',
      })
      .where(eq(products.id, old.id));
    const current = await createProduct(db);

    await db.execute(sql.raw(migration));

    const [moved] = await db.select().from(products).where(eq(products.id, old.id));
    expect(moved?.images).toEqual([
      '/media/art/v2/gopro/marble/arctic/front.svg',
      UPLOAD,
      '/media/art/v2/gopro/marble/arctic/angle.svg',
    ]);
    expect(moved?.thumbnail).toBe('/media/art/v2/gopro/marble/arctic/thumb.svg');
    const [untouched] = await db.select().from(products).where(eq(products.id, current.id));
    expect(untouched?.images).toEqual(current.images);
    expect(untouched?.updatedAt).toEqual(current.updatedAt);
  });
});

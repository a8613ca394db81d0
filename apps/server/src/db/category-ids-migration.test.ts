import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

// Migration 0022 (issue [17], decision 067): categories get a stable id beside their slug, on a
// shop that already has categories, product types and products (a fresh PGlite, migrated by hand
// up to 0021, filled, then 0022 run).

const database = await openDatabase({ kind: 'pglite' });
const { db } = database;
afterAll(() => database.close());

const folder = new URL('./migrations/', import.meta.url);
const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
async function run(file: string) {
  const text = await readFile(new URL(file, folder), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

describe('migration 0022: category ids', () => {
  it('gives each category its slug as id, and products and types keep pointing at it', async () => {
    for (const file of files.filter((name) => name < '0022')) await run(file);
    await db.execute(sql`
      INSERT INTO "categories" ("slug", "name", "position", "hsn_code") VALUES
        ('mobile-skins', 'Mobile Skins', 0, '3919'), ('accessories', 'Accessories', 3, '3926')`);
    await db.execute(sql`
      INSERT INTO "product_types" ("name", "label", "category_slug", "position") VALUES
        ('iphone', 'iPhone', 'mobile-skins', 0), ('airpods', 'AirPods', 'accessories', 0)`);
    await db.execute(sql`
      INSERT INTO "products" ("slug", "name", "description", "price_in_paise", "images",
        "thumbnail", "category_slug", "product_type", "compatibility", "search_text")
      VALUES ('carbon', 'Carbon', '', 54900, '[]', '/t.svg', 'accessories', 'airpods', '[]', 'x')`);

    await run(files.find((name) => name.startsWith('0022')) ?? '');

    const rows = await rowsOf<{ id: string; slug: string }>(
      sql`SELECT "id", "slug" FROM "categories" ORDER BY "position"`,
    );
    expect(rows.map((row) => [row.id, row.slug])).toEqual([
      ['mobile-skins', 'mobile-skins'],
      ['accessories', 'accessories'],
    ]);
    // A rename moves the slug only: the product and its type still belong to the category.
    await db.execute(
      sql`UPDATE "categories" SET "slug" = 'gadget-skins' WHERE "id" = 'accessories'`,
    );
    const joined = await rowsOf<{ slug: string; hsn: string }>(sql`
      SELECT c."slug", c."hsn_code" AS "hsn" FROM "products" p
      JOIN "categories" c ON c."id" = p."category_slug"`);
    expect(joined).toEqual([{ slug: 'gadget-skins', hsn: '3926' }]);
    // The id is the key now: a product cannot name a category that has no such id.
    await expect(
      db.execute(sql`UPDATE "products" SET "category_slug" = 'gadget-skins'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`INSERT INTO "categories" ("id", "slug", "name", "position")
        VALUES ('x', 'gadget-skins', 'Twice', 9)`),
    ).rejects.toThrow();
  });
});

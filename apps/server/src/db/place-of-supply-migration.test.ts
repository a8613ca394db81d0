import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../modules/orders/orders.tables.ts';
import { createOrder } from '../testing/factories.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.dispose());

const migration = await readFile(
  new URL('./migrations/0013_place_of_supply.sql', import.meta.url),
  'utf8',
);

describe('migration 0013: orders record their place of supply', () => {
  it('gives each order placed before it its shipping state, as the tax split used', async () => {
    const chennai = await createOrder(db, { shipping: { pin: '600001', state: 'Tamil Nadu' } });
    const shouted = await createOrder(db, { shipping: { state: ' KARNATAKA ' } });
    // The orders as they stood before the migration: no column.
    await db.execute(sql`ALTER TABLE "orders" DROP COLUMN "place_of_supply"`);

    // As drizzle's migrator runs it: one statement at a time.
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const placeOf = async (id: string) =>
      (await db.select().from(orders).where(eq(orders.id, id)))[0]?.placeOfSupply;
    expect(await placeOf(chennai.order.id)).toBe('Tamil Nadu');
    expect(await placeOf(shouted.order.id)).toBe('KARNATAKA');
    // Every order has one from now on.
    await expect(db.execute(sql`UPDATE "orders" SET "place_of_supply" = NULL`)).rejects.toThrow();
  });
});

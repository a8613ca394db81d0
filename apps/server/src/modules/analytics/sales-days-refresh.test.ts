import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fromScratch, rollUpsOf } from '../../testing/analytics-from-scratch.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { orders } from '../orders/orders.tables.ts';
import { salesDays, salesDaysStale } from './analytics.tables.ts';
import { refreshSalesDays } from './sales-days-refresh.ts';

// Decision 064: an order's change only notes its days stale; refresh_sales_days() rebuilds
// them in a transaction of its own. No order write waits on another's roll-up.

const database = await createTestDatabase();
afterAll(database.dispose);
const { db } = database;

const product = await createProduct(db, { name: 'Carbon Fibre Skin', price: 500 });
const place = (overrides: Parameters<typeof createOrder>[1] = {}) =>
  createOrder(db, { lines: [{ product }], ...overrides }).then(({ order }) => order);
const staleDays = async () =>
  (await db.select().from(salesDaysStale).orderBy(salesDaysStale.day)).map((row) => row.day);

async function expectRollUpsTrue() {
  expect(await rollUpsOf(db)).toEqual(await fromScratch(db));
}

describe('refresh_sales_days()', () => {
  it('rebuilds each noted day once, empties the notes, and a shipment notes nothing', async () => {
    await refreshSalesDays(db);
    // Asha's orders on the 1st and the 5th; then an earlier one on the 3rd makes the 5th's a
    // returning order: that insert notes the 3rd and the later 5th.
    const email = 'asha@example.in';
    await place({ email, createdAt: new Date('2026-04-01T10:00:00+05:30') });
    const fifth = await place({ email, createdAt: new Date('2026-04-05T10:00:00+05:30') });
    await place({ email: 'third@example.in', createdAt: new Date('2026-04-03T10:00:00+05:30') });
    await place({ email, createdAt: new Date('2026-04-03T11:00:00+05:30') });
    // A note per statement and day (an order's insert and its lines' each note its day).
    expect(new Set(await staleDays())).toEqual(new Set(['2026-04-01', '2026-04-03', '2026-04-05']));
    expect(await db.select().from(salesDays).where(eq(salesDays.day, '2026-04-05'))).toEqual([]);

    expect(await refreshSalesDays(db)).toBe(3);
    expect(await staleDays()).toEqual([]);
    await expectRollUpsTrue();
    const [fifthDay] = await db.select().from(salesDays).where(eq(salesDays.day, '2026-04-05'));
    expect(fifthDay).toMatchObject({ orders: 1, returningOrders: 1 });

    await db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, fifth.id));
    expect(await staleDays()).toEqual([]);
    expect(await refreshSalesDays(db)).toBe(0);
  });
});

const { url } = database;
describe.runIf(url)('no lock held across order writes (PostgreSQL)', () => {
  const connect = async () => {
    const client = new pg.Client({ connectionString: url ?? '' });
    await client.connect();
    return client;
  };

  it('an order of today changes while another of today is changing, uncommitted', async () => {
    const [first, second] = [await place(), await place()];
    await refreshSalesDays(db);
    const other = await connect();
    try {
      // Transaction A cancels one order of today and stays open (its triggers have run).
      await other.query('begin');
      await other.query("update orders set status = 'Cancelled' where id = $1", [first.id]);
      // Another order of the same day changes meanwhile: it must not wait for A's commit.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await tx.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, second.id));
      });
      // A refresh meanwhile does not wait either; A's day stays noted until A commits.
      expect(await refreshSalesDays(db)).toBe(1);
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await refreshSalesDays(db)).toBe(1);
    expect(await staleDays()).toEqual([]);
    await expectRollUpsTrue();
  });

  it('two refreshes at once both finish, and an order written meanwhile is in the second', async () => {
    await place();
    const other = await connect();
    let second: Promise<number> | undefined;
    try {
      await other.query('begin');
      expect((await other.query('select refresh_sales_days() as days')).rows[0].days).toBe(1);
      second = refreshSalesDays(db);
      await waitForWaitingRefresh(other);
      // An order written while both refreshes are open: noting its day waits for neither.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await createOrder(tx as unknown as typeof db, { lines: [{ product }] });
      });
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await second).toBe(1);
    expect(await staleDays()).toEqual([]);
    await expectRollUpsTrue();
  });
});

/** Until a refresh waits on the refresh lock `other` holds. */
async function waitForWaitingRefresh(other: pg.Client): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await other.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('the second refresh never came to the lock');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

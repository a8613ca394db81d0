import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './modules/mail/mail.tables.ts';
import { orders } from './modules/orders/orders.tables.ts';
import { listProducts, streamPaidOrders } from './testing/paid-order-stream.ts';
import type { SpawnedServer } from './testing/server-process.ts';
import { createShopStore, type ShopStore, spawnShop } from './testing/shop-process.ts';

// [9] defect 4 at the process level: a shop killed with -9 while it places orders restarts at
// once and holds every order it answered as placed, each with its confirmation mail — and no
// paid order anywhere (answered or not) lacks its mail. The real server as a child process, on
// PGlite in the `server` project and on the machine's PostgreSQL in `server-postgres`.

/**
 * Purchases verified together, and the answer that brings the kill: the third of the fourth
 * burst, while the rest of that burst is still being written.
 */
const BURST = 16;
const KILL_AT_ANSWER = 3 * BURST + 3;
const LOCK_HELD_MESSAGE = 'Another process is already using the embedded database';

interface StoredOrder {
  id: string;
  paymentStatus: string;
  confirmationMails: number;
}

/** Every order in the store with its count of confirmation mails, read with the shop stopped. */
async function readStoredOrders(store: ShopStore): Promise<StoredOrder[]> {
  const database = await store.open();
  try {
    return await database.db
      .select({
        id: orders.id,
        paymentStatus: orders.paymentStatus,
        confirmationMails: count(mailOutbox.id),
      })
      .from(orders)
      .leftJoin(
        mailOutbox,
        and(eq(mailOutbox.orderId, orders.id), eq(mailOutbox.kind, 'order-confirmation')),
      )
      .groupBy(orders.id, orders.paymentStatus);
  } finally {
    await database.close();
  }
}

/**
 * Kills the shop while orders are being written. On PostgreSQL the kill lands, every run, after
 * an order's own writes and before its mail's: this test holds mail_outbox locked (as a long
 * report or a slow disk might) until a verify waits to write its mail, then kills — an order
 * whose mail came after its commit would be left paid with no mail. PGlite is one connection
 * inside the shop's process, so there the kill lands at a random instant of a burst.
 */
async function killWhileWriting(store: ShopStore, shop: SpawnedServer, atKill: () => void) {
  if (store.engine === 'pglite') {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
    atKill();
    return shop.kill();
  }
  const client = new pg.Client({ connectionString: store.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('lock table mail_outbox in exclusive mode');
    await waitForBlockedMailWriter(client);
    atKill();
    await shop.kill();
    // PostgreSQL would run a dead client's statement once the lock is free (it finds the client
    // gone only when it answers); a crashed machine's connections die with it.
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
  } finally {
    await client.query('rollback');
    await client.end();
  }
}

async function waitForBlockedMailWriter(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks
        where relation = 'mail_outbox'::regclass and not granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no order came to write its mail');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a shop killed with -9 in the middle of a stream of paid orders', () => {
  let store: ShopStore;
  let first: SpawnedServer;
  let restarted: SpawnedServer | undefined;
  let answered: string[] = [];
  let inFlightAtKill = 0;
  let refusals: string[] = [];
  let stored: StoredOrder[] = [];
  let killed: Promise<void> | undefined;

  beforeAll(async () => {
    store = await createShopStore();
    first = await spawnShop(store, {}, 'first shop');
    await first.ready();
    const products = await listProducts(first.baseUrl);
    const stream = streamPaidOrders(first.baseUrl, products, {
      burst: BURST,
      onAnswered: (soFar) => {
        if (soFar.length !== KILL_AT_ANSWER) return;
        killed = killWhileWriting(store, first, () => {
          inFlightAtKill = stream.inFlight();
        });
      },
    });
    const timeout = setTimeout(() => void first.kill(), 60_000);
    await stream.finished;
    clearTimeout(timeout);
    await killed;
    answered = [...stream.answered];
    refusals = stream.refusals;

    // At once: no pause for the lock's 15 s staleness, no retry.
    restarted = await spawnShop(store, {}, 'restarted shop');
    await restarted.ready();
    await restarted.stop();
    stored = await readStoredOrders(store);
  }, 150_000);

  afterAll(async () => {
    await first?.kill();
    await restarted?.kill();
    await store?.dispose();
  });

  it('was killed by the signal with requests in flight, after answering orders without a refusal', async () => {
    expect(await first.exited).toBeNull();
    expect(refusals).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AT_ANSWER);
    expect(inFlightAtKill).toBeGreaterThan(0);
  });

  it('restarts on the first attempt, taking over the dead process’s lock without complaint', async () => {
    expect(restarted?.output()).not.toContain(LOCK_HELD_MESSAGE);
    expect(restarted?.output()).toContain('Skins shop is running');
    // It stopped cleanly afterwards, so the data was read back through a clean shutdown.
    expect(await restarted?.exited).toBe(0);
  });

  it('finds every order it answered as placed, paid, with its confirmation mail', () => {
    const byId = new Map(stored.map((order) => [order.id, order]));
    const missing = answered.filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
    for (const id of answered) {
      expect(byId.get(id)).toEqual({ id, paymentStatus: 'Completed', confirmationMails: 1 });
    }
  });

  it('has no paid order without its confirmation mail, answered or not', () => {
    const paid = stored.filter((order) => order.paymentStatus === 'Completed');
    expect(paid.length).toBeGreaterThanOrEqual(answered.length);
    expect(paid.filter((order) => order.confirmationMails !== 1)).toEqual([]);
  });
});

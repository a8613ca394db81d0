import { and, count, eq } from 'drizzle-orm';
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

/** Orders answered before the kill; enough that the kill lands with many in flight. */
const ANSWERED_BEFORE_KILL = 40;
const SHOPPERS = 8;
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

async function waitFor(condition: () => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
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

  beforeAll(async () => {
    store = await createShopStore();
    first = await spawnShop(store);
    await first.ready();
    const products = await listProducts(first.baseUrl);
    const stream = streamPaidOrders(first.baseUrl, products, SHOPPERS);
    try {
      await waitFor(() => stream.answered.length >= ANSWERED_BEFORE_KILL, 'answered orders', 60_000);
    } finally {
      inFlightAtKill = stream.inFlight();
      await first.kill();
      stream.stop();
    }
    await stream.finished;
    answered = [...stream.answered];
    refusals = stream.refusals;

    // At once: no pause for the lock's 15 s staleness, no retry.
    restarted = await spawnShop(store);
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
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
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

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DatabaseSimulatedStore } from './simulated-database-store.ts';
import {
  authorizedPayment,
  expectRefusal,
  openOrder,
  paidPayment,
  REFUSALS,
} from './simulated-gateway.fixtures.ts';
import { simulatedGatewayOrders } from './simulated-gateway.tables.ts';
import { SimulatedGateway } from './simulated-gateway.ts';

// Two instances of the shop behind a load balancer: two gateways on one database. On PostgreSQL
// the second has its own connections, so their races are real; PGlite is one process and one
// connection, where the same calls simply queue.
const database = await createTestDatabase();
const otherDatabase = database.url
  ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 })
  : database;
afterAll(async () => {
  if (otherDatabase !== database) await otherDatabase.close();
  await database.dispose();
});

const instance = (db: Db) => new SimulatedGateway('app-secret', new DatabaseSimulatedStore(db));
const first = instance(database.db);
const second = instance(otherDatabase.db);

/** What the books say of a payment's refunds, read on the second instance. */
async function booked(paymentId: string) {
  const { status, amountRefundedInPaise } = await second.fetchPayment(paymentId);
  return { status, amountRefundedInPaise };
}

const outcomes = (results: PromiseSettledResult<unknown>[]) =>
  results.map((result) => (result.status === 'fulfilled' ? 'done' : result.reason.description));

describe('SimulatedGateway on two instances sharing a database', () => {
  it('pays on one instance an order opened on the other; either reads, captures and refunds it', async () => {
    const order = await openOrder(first);

    const paid = await second.simulatePayment(order.id, 'success');

    if (paid?.outcome !== 'success') throw new Error('expected the order to be paid');
    expect(first.isValidCheckoutSignature(order.id, paid.paymentId, paid.signature)).toBe(true);
    expect(await first.fetchOrder(order.id)).toMatchObject({ status: 'paid' });
    expect(await first.fetchPayment(paid.paymentId)).toMatchObject({ status: 'captured' });
    expect(await second.listOrderPayments(order.id)).toHaveLength(1);
    await expectRefusal(first.capturePayment(paid.paymentId, 54_900, 'INR'), 'alreadyCaptured');
    await first.refundPayment(paid.paymentId, 50_000);
    await second.refundPayment(paid.paymentId, 4_900);
    await expectRefusal(first.refundPayment(paid.paymentId, 1), 'overRefund');
    expect(await second.fetchPayment(paid.paymentId)).toMatchObject({ status: 'refunded' });
    expect(await first.simulatePayment(order.id, 'success')).toBeNull();
  });

  it('takes one payment for an order paid on both instances at once', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => openOrder(first)));

    const races = await Promise.all(
      orders.map((order) =>
        Promise.all([
          first.simulatePayment(order.id, 'success'),
          second.simulatePayment(order.id, 'success'),
        ]),
      ),
    );

    for (const [index, answers] of races.entries()) {
      expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      const payments = await first.listOrderPayments(orders[index]?.id ?? '');
      expect(payments.map((payment) => payment.status)).toEqual(['captured']);
    }
  });

  it('captures a payment once when both instances capture it at once', async () => {
    const { order, payment } = await authorizedPayment(
      new DatabaseSimulatedStore(database.db),
      first,
    );

    const results = await Promise.allSettled([
      first.capturePayment(payment.id, 54_900, 'INR'),
      second.capturePayment(payment.id, 54_900, 'INR'),
    ]);

    expect(outcomes(results).sort()).toEqual([REFUSALS.alreadyCaptured, 'done']);
    expect(await second.fetchOrder(order.id)).toMatchObject({ status: 'paid' });
  });

  it('never refunds more than was captured, however the instances race', async () => {
    const paymentId = await paidPayment(first);

    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 === 0 ? first : second).refundPayment(paymentId, 20_000),
      ),
    );

    expect(outcomes(results).filter((outcome) => outcome === 'done')).toHaveLength(2);
    expect(await booked(paymentId)).toEqual({ status: 'captured', amountRefundedInPaise: 40_000 });
  });
});

describe('SimulatedGateway refunding inside a cancel’s transaction', () => {
  it('writes the refund in that transaction, so it rolls back with it', async () => {
    const paymentId = await paidPayment(first);

    const cancel = database.db.transaction(async (tx) => {
      await first.refundPayment(paymentId, 54_900, undefined, tx);
      throw new Error('the cancel failed after the refund');
    });

    await expect(cancel).rejects.toThrow('the cancel failed after the refund');
    expect(await booked(paymentId)).toEqual({ status: 'captured', amountRefundedInPaise: 0 });
  });
});

describe('SimulatedGateway after a restart, its books in the database', () => {
  it('still knows an unpaid order, and takes its payment', async () => {
    const order = await openOrder(first);
    const afterRestart = instance(database.db);

    expect(await afterRestart.fetchOrder(order.id)).toEqual(order);
    const paid = await afterRestart.simulatePayment(order.id, 'success');

    expect(paid).toMatchObject({ outcome: 'success', orderId: order.id });
  });

  it('refunds a payment taken before the restart from its books, so only once', async () => {
    const paymentId = await paidPayment(first);
    const afterRestart = instance(database.db);

    await afterRestart.refundPayment(paymentId, 54_900);

    await expectRefusal(afterRestart.refundPayment(paymentId, 54_900), 'overRefund');
  });
});

describe('SimulatedGateway pruning its books in the database', () => {
  const age = (orderId: string, days: number) =>
    database.db
      .update(simulatedGatewayOrders)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(simulatedGatewayOrders.id, orderId));
  const isKept = (orderId: string) =>
    first.fetchOrder(orderId).then(
      () => true,
      () => false,
    );

  it('forgets unpaid orders older than a week when an instance opens its first order; keeps paid ones', async () => {
    const stale = await openOrder(first);
    const failed = await first.simulatePayment(stale.id, 'failure');
    const recent = await openOrder(first);
    const paidId = await paidPayment(first);
    const paid = await first.fetchPayment(paidId);
    await age(stale.id, 8);
    await age(recent.id, 6);
    await age(paid.orderId ?? '', 30);

    // A store prunes on its first order (then every 64th): an instance just started.
    await openOrder(instance(otherDatabase.db));

    expect(await isKept(stale.id)).toBe(false);
    await expectRefusal(first.fetchPayment(failed?.paymentId ?? ''), 'notFound');
    expect(await isKept(recent.id)).toBe(true);
    expect(await first.fetchPayment(paidId)).toMatchObject({ status: 'captured' });
  });

  it('prunes again only every so many orders, so most creates pay no extra round trip', async () => {
    const every3 = new SimulatedGateway('app-secret', new DatabaseSimulatedStore(database.db, 3));
    await openOrder(every3); // its first: prunes
    const stale = await openOrder(first);
    await age(stale.id, 8);
    await openOrder(every3);
    await openOrder(every3);
    expect(await isKept(stale.id)).toBe(true);
    await openOrder(every3); // its fourth: prunes
    expect(await isKept(stale.id)).toBe(false);
  });
});

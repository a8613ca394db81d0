import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { GatewayOrder, GatewayPayment } from './gateway.ts';
import { simulatedGatewayOrders, simulatedGatewayPayments } from './simulated-gateway.tables.ts';
import type { OrderChange, SimulatedStore } from './simulated-store.ts';

// Longer than a checkout is reconciled (3 days, reconciler.ts): an unpaid order the shop may
// still ask about is never pruned. Paid ones stay, so a refund always finds its payment.
const UNPAID_KEPT_DAYS = 7;
// A store prunes on its first new order, then on every PRUNE_EVERY_ORDERS-th, at most
// PRUNED_PER_SWEEP each time: more than it opens meanwhile, so stale orders never pile up, and
// one round trip every 64 creates rather than on each (decision 042).
const PRUNE_EVERY_ORDERS = 64;
const PRUNED_PER_SWEEP = 100;

const orderColumns = {
  id: simulatedGatewayOrders.id,
  amountInPaise: simulatedGatewayOrders.amountInPaise,
  amountPaidInPaise: simulatedGatewayOrders.amountPaidInPaise,
  currency: simulatedGatewayOrders.currency,
  receipt: simulatedGatewayOrders.receipt,
  status: simulatedGatewayOrders.status,
  notes: simulatedGatewayOrders.notes,
};

const paymentColumns = {
  id: simulatedGatewayPayments.id,
  orderId: simulatedGatewayPayments.orderId,
  amountInPaise: simulatedGatewayPayments.amountInPaise,
  amountRefundedInPaise: simulatedGatewayPayments.amountRefundedInPaise,
  currency: simulatedGatewayPayments.currency,
  status: simulatedGatewayPayments.status,
  method: simulatedGatewayPayments.method,
  errorCode: simulatedGatewayPayments.errorCode,
  errorDescription: simulatedGatewayPayments.errorDescription,
};

/**
 * The simulated gateway's books in the shop's database, so every instance behind a load balancer
 * sees the same orders and payments and an unpaid order outlives a restart. A change locks its
 * order's row (`SELECT … FOR UPDATE`) for its transaction: changes to one order and its payments
 * queue on every instance, and each reads what the one before it wrote.
 */
export class DatabaseSimulatedStore implements SimulatedStore {
  private ordersAdded = 0;

  constructor(
    private readonly db: Db,
    private readonly pruneEveryOrders = PRUNE_EVERY_ORDERS,
  ) {}

  async addOrder(order: GatewayOrder): Promise<void> {
    await this.db.insert(simulatedGatewayOrders).values(order);
    if (this.ordersAdded++ % this.pruneEveryOrders === 0) await this.pruneUnpaidOrders();
  }

  async findOrder(orderId: string): Promise<GatewayOrder | null> {
    const [order] = await this.db
      .select(orderColumns)
      .from(simulatedGatewayOrders)
      .where(eq(simulatedGatewayOrders.id, orderId));
    return order ?? null;
  }

  async findPayment(paymentId: string): Promise<GatewayPayment | null> {
    return findPayment(this.db, paymentId);
  }

  async listPayments(orderId: string): Promise<GatewayPayment[] | null> {
    if (!(await this.findOrder(orderId))) return null;
    return this.db
      .select(paymentColumns)
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.orderId, orderId))
      .orderBy(asc(simulatedGatewayPayments.createdAt));
  }

  changeOrder<T>(
    orderId: string,
    change: (order: GatewayOrder) => OrderChange<T>,
  ): Promise<T | null> {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      return order ? save(tx, order.id, change(order)) : null;
    });
  }

  changePayment<T>(
    paymentId: string,
    change: (payment: GatewayPayment, order: GatewayOrder) => OrderChange<T>,
    within?: Tx,
  ): Promise<T | null> {
    const work = async (tx: Tx) => {
      // The order first, as every change does, so two changes never wait on each other in turn;
      // the payment is read again under its lock.
      const orderId = (await findPayment(tx, paymentId))?.orderId;
      const order = orderId ? await lockOrder(tx, orderId) : null;
      const payment = order ? await findPayment(tx, paymentId) : null;
      return order && payment ? save(tx, order.id, change(payment, order)) : null;
    };
    return within ? work(within) : this.db.transaction(work);
  }

  private async pruneUnpaidOrders(): Promise<void> {
    const { id, status, createdAt } = simulatedGatewayOrders;
    // Oldest first, which also steers the planner to the partial index (without the order it may
    // scan the table, misjudging how many unpaid rows are old). SKIP LOCKED: an order being paid
    // right now is not waited for.
    const stale = this.db
      .select({ id })
      .from(simulatedGatewayOrders)
      .where(
        and(
          // Word for word the partial index's predicate, so the planner may use it.
          sql`${status} <> 'paid'`,
          lt(createdAt, sql`now() - make_interval(days => ${UNPAID_KEPT_DAYS})`),
        ),
      )
      .orderBy(createdAt)
      .limit(PRUNED_PER_SWEEP)
      .for('update', { skipLocked: true });
    await this.db.delete(simulatedGatewayOrders).where(inArray(id, stale));
  }
}

async function lockOrder(tx: Tx, orderId: string): Promise<GatewayOrder | null> {
  const [order] = await tx
    .select(orderColumns)
    .from(simulatedGatewayOrders)
    .where(eq(simulatedGatewayOrders.id, orderId))
    .for('update');
  return order ?? null;
}

async function findPayment(db: Db | Tx, paymentId: string): Promise<GatewayPayment | null> {
  const [payment] = await db
    .select(paymentColumns)
    .from(simulatedGatewayPayments)
    .where(eq(simulatedGatewayPayments.id, paymentId));
  return payment ?? null;
}

/**
 * Writes what a change of the locked order returned; a payment it returns is that order's. An
 * order and a payment changed together are written by one statement (decision 042).
 */
async function save<T>(
  tx: Tx,
  orderId: string,
  { order, payment, answer }: OrderChange<T>,
): Promise<T> {
  const orderUpdate = order
    ? tx
        .update(simulatedGatewayOrders)
        .set({ status: order.status, amountPaidInPaise: order.amountPaidInPaise })
        .where(eq(simulatedGatewayOrders.id, order.id))
    : null;
  if (!payment) {
    if (orderUpdate) await orderUpdate;
    return answer;
  }
  const changedOrder = orderUpdate
    ? tx.$with('changed_order').as(orderUpdate.returning({ id: simulatedGatewayOrders.id }))
    : null;
  const row = { ...payment, orderId };
  await (changedOrder ? tx.with(changedOrder) : tx)
    .insert(simulatedGatewayPayments)
    .values(row)
    .onConflictDoUpdate({
      target: simulatedGatewayPayments.id,
      set: { status: row.status, amountRefundedInPaise: row.amountRefundedInPaise },
    });
  return answer;
}

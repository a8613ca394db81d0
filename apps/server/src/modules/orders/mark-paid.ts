import {
  formatInr,
  isUuid,
  MARKED_PAID_METHODS,
  type MarkPaidInput,
  type Order,
  wholeRupeesOf,
} from '@skins/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { issueInvoice } from './invoice-numbers.ts';
import { loadOrder, ORDER_NOT_FOUND } from './orders.service.ts';
import { orderEvents, orders } from './orders.tables.ts';

export const ONLY_BY_HAND_MESSAGE =
  'Only manual and cash-on-delivery orders are marked paid here; this order is paid through the gateway.';
export const CANCELLED_UNPAID_MESSAGE = 'This order is cancelled and cannot be marked paid.';

const isMarkedByHand = (method: string) =>
  (MARKED_PAID_METHODS as readonly string[]).includes(method);

/** What the history says: the amount, and the method and reference when given. */
function paymentNote(amountInPaise: number, { method, reference }: MarkPaidInput): string {
  const parts = [`Payment received: ${formatInr(amountInPaise)}`];
  if (method) parts.push(`by ${method}`);
  if (reference) parts.push(`reference ${reference}`);
  return parts.join(', ');
}

/**
 * Admin: a manual or cash-on-delivery order's money arrived (API.md § Orders after payment).
 * Under the order's row lock: `Pending` → `Completed`, `amountPaid` = the total rounded half up
 * to whole rupees (create-order's rule), the tax invoice's number, and one history entry with the admin's email and the
 * method and reference. A call on an order already `Completed` changes nothing and answers it
 * (idempotent: a double click or a retry writes no second entry). Online orders, `Failed` or
 * `Refunded` payments and cancelled orders: 409 CONFLICT.
 */
export async function markOrderPaid(
  db: Db,
  id: string,
  input: MarkPaidInput,
  actor: string | null,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const details = { paymentMethod: row.paymentMethod, paymentStatus: row.paymentStatus };
    if (!isMarkedByHand(row.paymentMethod)) {
      throw new AppError(409, 'CONFLICT', ONLY_BY_HAND_MESSAGE, details);
    }
    if (row.paymentStatus === 'Completed') return;
    if (row.paymentStatus !== 'Pending') {
      throw new AppError(
        409,
        'CONFLICT',
        `This order's payment is ${row.paymentStatus.toLowerCase()} and cannot be marked paid.`,
        details,
      );
    }
    if (row.status === 'Cancelled') {
      throw new AppError(409, 'CONFLICT', CANCELLED_UNPAID_MESSAGE, details);
    }
    const amountPaidInPaise = wholeRupeesOf(row.totalInPaise) * 100;
    await tx
      .update(orders)
      .set({ paymentStatus: 'Completed', amountPaidInPaise, updatedAt: sql`clock_timestamp()` })
      .where(eq(orders.id, id));
    await issueInvoice(tx, id);
    // The step is recorded at the order's current status: the timeline shows no new step.
    await tx.insert(orderEvents).values({
      orderId: id,
      status: row.status,
      at: sql`clock_timestamp()`,
      actor,
      note: paymentNote(amountPaidInPaise, input),
    });
  });
  const order = await loadOrder(db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems } from './orders.tables.ts';

/**
 * Adds the units a return's refund gave the money back for to their order lines (decision 054),
 * in the refund's transaction, under the order's row lock (`lockOrderForSettlement`). A line whose
 * every unit is refunded is no longer reviewable (reviewable-lines.ts). More units than the line
 * has break its check constraint, and the refund rolls back with it.
 */
export async function recordRefundedUnits(
  tx: Tx,
  orderId: string,
  lines: readonly { itemId: string; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    const updated = await tx
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
      .where(and(eq(orderItems.id, line.itemId), eq(orderItems.orderId, orderId)))
      .returning({ id: orderItems.id });
    if (updated.length !== 1) throw new Error(`line ${line.itemId} is not in order ${orderId}`);
  }
}

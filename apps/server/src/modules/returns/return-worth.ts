import { canMoveReturn, type RefundFigures, refundFigures } from '@skins/shared';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { findOrderForSettlement, type SettlingOrder } from '../orders/index.ts';
import { type ReturnRow, returnLines, returns } from './returns.tables.ts';

// What a return is worth (decision 054): its lines' price, tax and discount share after the
// order's earlier refunds (shared `refundFigures`). The refund prices it under the order's lock;
// the admin's view shows the same figure as the refund's default.

/** A return's units of an order line (the line's id). */
export interface ReturnedUnits {
  itemId: string;
  quantity: number;
}

/** Units per order line (by position in the order). */
function unitsByPosition(order: SettlingOrder, lines: readonly ReturnedUnits[]): number[] {
  return order.lines.map((line) =>
    lines
      .filter((returned) => returned.itemId === line.itemId)
      .reduce((sum, returned) => sum + returned.quantity, 0),
  );
}

/** Units per order line of the order's returns refunded before this one (null: one not written yet). */
async function unitsRefundedBefore(
  db: Db | Tx,
  order: SettlingOrder,
  returnId: string | null,
): Promise<number[]> {
  const refunded = await db
    .select({ itemId: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(
      and(
        eq(returns.orderId, order.id),
        isNotNull(returns.refundedAt),
        returnId === null ? undefined : ne(returns.id, returnId),
      ),
    );
  return unitsByPosition(order, refunded);
}

/**
 * The return's worth: its units' figures after those of the order's earlier refunds. `returnId`
 * null: a return being asked for (return-request.ts).
 */
export async function returnWorth(
  db: Db | Tx,
  order: SettlingOrder,
  returnId: string | null,
  lines: readonly ReturnedUnits[],
): Promise<RefundFigures> {
  const before = await unitsRefundedBefore(db, order, returnId);
  return refundFigures(order, before, unitsByPosition(order, lines));
}

/**
 * What `PUT /returns/{id}/refund` without an amount would refund now, in paise; null when it
 * would refuse: the status allows no refund (not yet approved or received, a replacement, or
 * settled), the order is not marked paid, or nothing was paid for these lines.
 */
export async function refundDefaultInPaise(
  db: Db,
  row: ReturnRow,
  lines: readonly ReturnedUnits[],
): Promise<number | null> {
  if (!canMoveReturn(row, 'Refunded')) return null;
  const order = await findOrderForSettlement(db, row.orderId);
  if (order?.paymentStatus !== 'Completed') return null;
  const worth = await returnWorth(db, order, row.id, lines);
  return worth.amountInPaise > 0 ? worth.amountInPaise : null;
}

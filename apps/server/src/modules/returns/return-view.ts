import { paiseToRupees, type Return, type ReturnHistoryEntry } from '@skins/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { boughtLines, type OrderHead, ordersForReturns } from '../orders/index.ts';
import { returnNumber } from './return-moves.ts';
import {
  type ReturnEventRow,
  type ReturnRow,
  returnEvents,
  returnLines,
  returnMessages,
} from './returns.tables.ts';

// Returns as the API shows them (shared `ReturnSchema`): lines from the order's snapshots,
// photos, messages and history. The shopper's view names no admin; the admin's names each.

export type ReturnAudience = 'shopper' | 'admin';

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Only the shopper moves a return to Requested: the request itself, and their answers. */
function historyEntry(event: ReturnEventRow, audience: ReturnAudience): ReturnHistoryEntry {
  const isShopper = event.toStatus === 'Requested';
  return {
    from: event.fromStatus,
    to: event.toStatus,
    at: event.at.toISOString(),
    by: isShopper ? 'shopper' : 'shop',
    actor: audience === 'admin' ? event.actor : null,
    note: event.note,
  };
}

/** The views of these returns, in their order, and the orders they belong to. */
export async function returnViews(
  db: Db | Tx,
  rows: readonly ReturnRow[],
  audience: ReturnAudience,
): Promise<{ views: Return[]; orders: Map<string, OrderHead> }> {
  if (rows.length === 0) return { views: [], orders: new Map() };
  const ids = rows.map((row) => row.id);
  const [lines, events, messages] = await Promise.all([
    db.select().from(returnLines).where(inArray(returnLines.returnId, ids)),
    db
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.at), asc(returnEvents.id)),
    db
      .select()
      .from(returnMessages)
      .where(inArray(returnMessages.returnId, ids))
      .orderBy(asc(returnMessages.at), asc(returnMessages.id)),
  ]);
  const orderIds = rows.flatMap((row) =>
    row.replacementOrderId ? [row.orderId, row.replacementOrderId] : [row.orderId],
  );
  const [bought, orders] = await Promise.all([
    boughtLines(
      db,
      lines.map((line) => line.orderItemId),
    ),
    ordersForReturns(db, orderIds),
  ]);
  const linesOf = groupBy(lines, (line) => line.returnId);
  const eventsOf = groupBy(events, (event) => event.returnId);
  const messagesOf = groupBy(messages, (message) => message.returnId);
  const views = rows.map((row): Return => {
    const replacement = row.replacementOrderId ? orders.get(row.replacementOrderId) : undefined;
    return {
      _id: row.id,
      number: returnNumber(row),
      orderId: row.orderId,
      orderNumber: orders.get(row.orderId)?.number ?? 0,
      status: row.status,
      reason: row.reason,
      resolution: row.resolution,
      details: row.details,
      lines: (linesOf.get(row.id) ?? []).flatMap((line) => {
        const item = bought.get(line.orderItemId);
        if (!item) return [];
        const { itemId, name, brand, model, image, priceInPaise } = item;
        return [
          {
            itemId,
            name,
            brand,
            model,
            image,
            price: paiseToRupees(priceInPaise),
            quantity: line.quantity,
          },
        ];
      }),
      photos: row.photos.map((photo) => ({ _id: photo.id, url: photo.url })),
      messages: (messagesOf.get(row.id) ?? []).map((message) => ({
        _id: message.id,
        from: message.author,
        body: message.body,
        photos: message.photos.map((photo) => ({ _id: photo.id, url: photo.url })),
        at: message.at.toISOString(),
      })),
      history: (eventsOf.get(row.id) ?? []).map((event) => historyEntry(event, audience)),
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      refund:
        row.refundInPaise !== null && row.refundedAt !== null
          ? {
              amount: paiseToRupees(row.refundInPaise),
              creditNoteNumber: row.creditNoteNumber,
              reference: row.refundReference,
              at: row.refundedAt.toISOString(),
            }
          : null,
      replacement: replacement ? { orderId: replacement.id, number: replacement.number } : null,
    };
  });
  return { views, orders };
}

import {
  type CreatedReturn,
  type CreateReturnInput,
  nothingPaidMessage,
  RETURN_MESSAGES,
  type Return,
  type ReturnMessageInput,
  returnQuantityMessage,
  returnWindowClosedMessage,
  returnWindowOf,
} from '@skins/shared';
import { and, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import {
  findOrderForReturns,
  lockOrderForReturn,
  lockOrderForSettlement,
  ORDER_NOT_FOUND,
  type ReturnableOrder,
} from '../orders/index.ts';
import { claimOrderPhotos } from '../reviews/index.ts';
import { queueOwnerReturnMail } from './owner-return-mail.ts';
import { returnRequestedMail } from './return-mails.ts';
import { lockReturn, mailFactsOf, moveReturn, type ReturnsDeps } from './return-moves.ts';
import { returnViews } from './return-view.ts';
import { returnWorth } from './return-worth.ts';
import {
  type ReturnPhotoRow,
  returnEvents,
  returnLines,
  returnMessages,
  returns,
} from './returns.tables.ts';

// The shopper's side (API.md § Returns and replacements), with the order's token: ask for a
// return, answer the shop's question, read the order's returns.

function invalid(fields: Record<string, string>): AppError {
  return new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', { fields });
}

/** 409 RETURN_WINDOW_CLOSED unless the order was delivered within the window (shared). */
function checkWindow(order: ReturnableOrder, windowDays: number, now: Date): void {
  const window =
    order.status === 'Delivered' && order.deliveredAt !== null
      ? returnWindowOf([order.deliveredAt], windowDays, now)
      : null;
  if (!window) {
    throw new AppError(409, 'RETURN_WINDOW_CLOSED', RETURN_MESSAGES.notDelivered, {
      status: order.status,
    });
  }
  if (!window.isOpen) {
    throw new AppError(409, 'RETURN_WINDOW_CLOSED', returnWindowClosedMessage(windowDays), {
      closedAt: window.closesAt,
    });
  }
}

/** Units of each of these lines already in a return that was not rejected (open or settled). */
async function unitsInReturns(tx: Tx, itemIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ itemId: returnLines.orderItemId, units: sum(returnLines.quantity).mapWith(Number) })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(inArray(returnLines.orderItemId, itemIds), ne(returns.status, 'Rejected')))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((row) => [row.itemId, row.units]));
}

/** Refuses (400, on the line's field) a line not of the order or more than is left to return. */
async function checkLines(tx: Tx, order: ReturnableOrder, input: CreateReturnInput) {
  const bought = new Map(order.lines.map((line) => [line.itemId, line]));
  const unknown = input.lines.findIndex((line) => !bought.has(line.itemId));
  if (unknown >= 0) throw invalid({ [`lines.${unknown}.itemId`]: RETURN_MESSAGES.unknownLine });
  const returned = await unitsInReturns(
    tx,
    input.lines.map((line) => line.itemId),
  );
  const fields: Record<string, string> = {};
  input.lines.forEach((line, index) => {
    const item = bought.get(line.itemId);
    if (!item) return;
    const left = item.quantity - (returned.get(line.itemId) ?? 0);
    if (line.quantity > left)
      fields[`lines.${index}.quantity`] = returnQuantityMessage(item.name, left);
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/**
 * Refuses (400, on `resolution`) a refund of lines nothing was charged for: a replacement
 * order's, or an order a coupon paid in full. The refund would be 409 for ever. What was charged
 * (price less discount share), not what was paid: a cash-on-delivery order not yet marked paid
 * is refunded once it is.
 */
async function checkSomethingToRefund(tx: Tx, orderId: string, input: CreateReturnInput) {
  if (input.resolution !== 'Refund') return;
  const order = await lockOrderForSettlement(tx, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const worth = await returnWorth(tx, order, null, input.lines);
  if (worth.taxableInPaise === 0) throw invalid({ resolution: nothingPaidMessage(input.reason) });
}

/** Claims the photos for the order (modules/reviews); any other id refuses the whole request. */
async function claimPhotos(tx: Tx, orderId: string, photoIds: string[]): Promise<ReturnPhotoRow[]> {
  const ids = [...new Set(photoIds)];
  const claimed = await claimOrderPhotos(tx, { orderId, photoIds: ids });
  if (!claimed.ok) throw invalid({ photoIds: RETURN_MESSAGES.badPhotos });
  return ids.map((id, index) => ({ id, url: claimed.urls[index] ?? '' }));
}

/**
 * POST /orders/{id}/returns: under the order's row lock (so parallel requests never take back
 * more than was bought together), the window, the lines, a refund's worth (something was paid)
 * and the photos are checked, the return is written with its first history entry, and the
 * acknowledgement is queued, all in one transaction.
 */
export async function createReturn(
  deps: ReturnsDeps,
  orderId: string,
  token: string,
  input: CreateReturnInput,
  now = new Date(),
): Promise<CreatedReturn> {
  const { created, mails } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForReturn(tx, orderId, token);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    checkWindow(order, deps.windowDays, now);
    await checkLines(tx, order, input);
    await checkSomethingToRefund(tx, order.id, input);
    const photos = await claimPhotos(tx, order.id, input.photoIds);
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        reason: input.reason,
        resolution: input.resolution,
        details: input.details,
        photos,
      })
      .returning();
    if (!row) throw new Error('the return just written is gone');
    const lines = input.lines.map((line) => ({
      returnId: row.id,
      orderItemId: line.itemId,
      quantity: line.quantity,
    }));
    await tx.insert(returnLines).values(lines);
    await tx
      .insert(returnEvents)
      .values({ returnId: row.id, fromStatus: null, toStatus: 'Requested', at: row.requestedAt });
    const facts = mailFactsOf(deps, row, order, lines);
    const shopperMail = await deps.mail.queueIn(tx, returnRequestedMail(facts, deps.seller));
    const ownerMail = await queueOwnerReturnMail(tx, deps, facts, {
      returnId: row.id,
      requestedAt: row.requestedAt,
      details: row.details,
      answer: null,
      photoCount: photos.length,
    });
    return {
      created: { _id: row.id, number: facts.returnNumber, status: 'Requested' as const },
      mails: ownerMail ? [shopperMail, ownerMail] : [shopperMail],
    };
  });
  deps.mail.sendQueued(mails);
  return created;
}

/**
 * POST /orders/{id}/returns/{returnId}/messages: the shopper's answer to the shop's question,
 * with photos; InfoRequested → Requested. Any other status is 409.
 */
export async function answerReturn(
  deps: ReturnsDeps,
  orderId: string,
  returnId: string,
  token: string,
  input: ReturnMessageInput,
): Promise<Return> {
  const order = await findOrderForReturns(deps.db, orderId, token);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const mails = await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, deps, returnId);
    if (locked.row.orderId !== order.id) throw notFound(RETURN_MESSAGES.notFound);
    if (locked.row.status !== 'InfoRequested') {
      throw new AppError(409, 'CONFLICT', RETURN_MESSAGES.notAwaitingAnswer, {
        status: locked.row.status,
      });
    }
    const photos = await claimPhotos(tx, order.id, input.photoIds);
    await tx.insert(returnMessages).values({
      returnId: locked.row.id,
      author: 'shopper',
      body: input.body,
      photos,
      at: sql`clock_timestamp()`,
    });
    const shopperMail = await moveReturn(tx, deps.mail, locked, {
      to: 'Requested',
      actor: null,
      mail: (facts) => returnRequestedMail(facts, deps.seller, true),
    });
    const ownerMail = await queueOwnerReturnMail(tx, deps, locked.facts, {
      returnId: locked.row.id,
      requestedAt: locked.row.requestedAt,
      details: locked.row.details,
      answer: input.body,
      photoCount: photos.length,
    });
    return ownerMail ? [shopperMail, ownerMail] : [shopperMail];
  });
  deps.mail.sendQueued(mails);
  const [view] = await listReturnsOfOrder(deps, order.id, 'shopper', returnId);
  if (!view) throw notFound(RETURN_MESSAGES.notFound);
  return view;
}

/** GET /orders/{id}/returns: the order's returns, newest first (one, with `returnId`). */
export async function listReturnsOfOrder(
  deps: Pick<ReturnsDeps, 'db'>,
  orderId: string,
  audience: 'shopper' | 'admin',
  returnId?: string,
): Promise<Return[]> {
  const rows = await deps.db
    .select()
    .from(returns)
    .where(and(eq(returns.orderId, orderId), returnId ? eq(returns.id, returnId) : undefined))
    .orderBy(desc(returns.requestedAt), desc(returns.number));
  const { views } = await returnViews(deps.db, rows, audience);
  return views;
}

import {
  canMoveReturn,
  isUuid,
  RETURN_MESSAGES,
  type ReturnStatus,
  returnMoveRefusedMessage,
} from '@skins/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SellerConfig } from '../../seller-config.ts';
import type { MailRow, MailService, OutgoingMail } from '../mail/index.ts';
import {
  findOrderForReturns,
  orderMailUrl,
  type ReturnableOrder,
  type StockWatch,
} from '../orders/index.ts';
import type { ReturnMailFacts } from './return-mails.ts';
import {
  type ReturnLineRow,
  type ReturnRow,
  returnEvents,
  returnLines,
  returns,
} from './returns.tables.ts';

// The one way a return changes status (API.md § Returns and replacements): under the return's
// row lock, only a move the status machine allows (shared `canMoveReturn`), recorded with who,
// when and why, and mailed once in the same transaction. The admin's steps here and the refund
// and replacement (return-refund.ts, return-replacement.ts) all go through `moveReturn`.

/** What the returns module is given (app.ts). */
export interface ReturnsDeps {
  db: Db;
  mail: MailService;
  /** Links in the mails. */
  publicUrl: string;
  /** The app secret: the order's token in the mails' links derives from it. */
  secret: string;
  /** The grievance officer, and the address unused goods are sent back to. */
  seller: SellerConfig;
  /** RETURN_WINDOW_DAYS. */
  windowDays: number;
  /** SHOP_ORDERS_EMAIL: the owner's mails; undefined: the oldest admin's address. */
  ordersEmail?: string | undefined;
  /** LOW_STOCK_THRESHOLD and the catalog cache to empty (decision 065). */
  stock?: StockWatch | undefined;
}

/** `R1001`: the shopper's ticket. */
export const returnNumber = (row: Pick<ReturnRow, 'number'>) => `R${row.number}`;

/** A return locked in the caller's transaction, with its lines, its order and its mails' facts. */
export interface LockedReturn {
  row: ReturnRow;
  lines: ReturnLineRow[];
  order: ReturnableOrder;
  facts: ReturnMailFacts;
}

/** What a return's mails say about it. */
export function mailFactsOf(
  deps: Pick<ReturnsDeps, 'publicUrl' | 'secret'>,
  row: Pick<ReturnRow, 'id' | 'number' | 'reason' | 'resolution'>,
  order: ReturnableOrder,
  lines: readonly Pick<ReturnLineRow, 'orderItemId' | 'quantity'>[],
): ReturnMailFacts {
  const bought = new Map(order.lines.map((line) => [line.itemId, line]));
  return {
    returnId: row.id,
    returnNumber: returnNumber(row),
    orderId: order.id,
    orderNumber: order.number,
    firstName: order.firstName,
    email: order.email,
    reason: row.reason,
    resolution: row.resolution,
    lines: lines.map((line) => {
      const item = bought.get(line.orderItemId);
      return { name: item?.name ?? 'Item', model: item?.model ?? '', quantity: line.quantity };
    }),
    trackingUrl: orderMailUrl(deps, order),
  };
}

/**
 * Locks the return (`FOR UPDATE`) until the caller's transaction ends: of two parallel steps on
 * one return, the second sees the first's result. 404 for an unknown id.
 */
export async function lockReturn(
  tx: Tx,
  deps: Pick<ReturnsDeps, 'publicUrl' | 'secret'>,
  returnId: string,
): Promise<LockedReturn> {
  if (!isUuid(returnId)) throw notFound(RETURN_MESSAGES.notFound);
  const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  const [lines, order] = await Promise.all([
    tx.select().from(returnLines).where(eq(returnLines.returnId, row.id)),
    findOrderForReturns(tx, row.orderId, null),
  ]);
  if (!order) throw new Error(`return ${row.id} has no order`);
  return { row, lines, order, facts: mailFactsOf(deps, row, order, lines) };
}

/** Columns a step may set beside the status (the refund's, the replacement's). */
export type ReturnSettlement = Partial<
  Pick<
    ReturnRow,
    | 'refundInPaise'
    | 'refundedAt'
    | 'creditNoteNumber'
    | 'gatewayRefundId'
    | 'refundReference'
    | 'replacementOrderId'
  >
>;

export interface ReturnMove {
  to: ReturnStatus;
  /** The admin's email; null for the shopper. */
  actor: string | null;
  /** Why: a rejection's reason, the question, the refund; shown in the history. */
  note?: string | null;
  set?: ReturnSettlement;
  /** The move's one mail, from the return's facts. */
  mail: (facts: ReturnMailFacts) => OutgoingMail;
}

export function moveRefused(row: Pick<ReturnRow, 'status'>, to: ReturnStatus): AppError {
  return new AppError(409, 'CONFLICT', returnMoveRefusedMessage(row.status, to), {
    status: row.status,
  });
}

/**
 * Moves a locked return to `move.to` if the status machine allows it (else 409 CONFLICT, and
 * the caller's transaction rolls back), records the move and queues its mail in `tx`. Send the
 * answered mail with `mail.sendQueued` once the transaction has committed.
 */
export async function moveReturn(
  tx: Tx,
  mail: MailService,
  locked: LockedReturn,
  move: ReturnMove,
): Promise<MailRow> {
  const { row } = locked;
  if (!canMoveReturn(row, move.to)) throw moveRefused(row, move.to);
  const isDecision = move.to === 'Approved' || move.to === 'Rejected';
  const [moved] = await tx
    .update(returns)
    .set({
      ...move.set,
      status: move.to,
      updatedAt: sql`clock_timestamp()`,
      ...(isDecision && row.decidedAt === null ? { decidedAt: sql`clock_timestamp()` } : {}),
    })
    .where(eq(returns.id, row.id))
    .returning();
  if (!moved) throw new Error(`return ${row.id} vanished under its lock`);
  await tx.insert(returnEvents).values({
    returnId: row.id,
    fromStatus: row.status,
    toStatus: move.to,
    at: sql`clock_timestamp()`,
    actor: move.actor,
    note: move.note ?? null,
  });
  locked.row = moved;
  return mail.queueIn(tx, move.mail(locked.facts));
}

/**
 * One step on a return in its own transaction (lock, `step`, commit), then its mails sent. The
 * step answers the mails it queued.
 */
export async function stepReturn(
  deps: ReturnsDeps,
  returnId: string,
  step: (tx: Tx, locked: LockedReturn) => Promise<readonly MailRow[]>,
): Promise<void> {
  const mails = await deps.db.transaction(async (tx) =>
    step(tx, await lockReturn(tx, deps, returnId)),
  );
  deps.mail.sendQueued(mails);
}

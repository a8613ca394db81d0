import {
  type AdminReturn,
  type AdminReturnList,
  type AdminReturnQuery,
  isReturnOpen,
  isUuid,
  OPEN_RETURN_STATUSES,
  paiseToRupees,
  RETURN_MESSAGES,
  type RejectReturnInput,
  type RequestReturnInfoInput,
  type Return,
} from '@skins/shared';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { giveBackOrderStock, type OrderHead } from '../orders/index.ts';
import {
  RETURN_MAIL_KINDS,
  returnApprovedMail,
  returnInfoRequestedMail,
  returnMail,
  returnRejectedMail,
} from './return-mails.ts';
import { moveReturn, type ReturnsDeps, stepReturn } from './return-moves.ts';
import { returnViews } from './return-view.ts';
import { refundDefaultInPaise } from './return-worth.ts';
import { type ReturnRow, returnMessages, returns } from './returns.tables.ts';

// The owner's side (API.md § Returns and replacements): the queue, and the steps that decide
// and receive a return. Each step is one move (return-moves.ts) with its mail.

const HOUR_MS = 60 * 60 * 1000;

async function adminView(
  db: Db,
  view: Return,
  row: ReturnRow,
  order: OrderHead | undefined,
  now: Date,
): Promise<AdminReturn> {
  const units = view.lines.map(({ itemId, quantity }) => ({ itemId, quantity }));
  const refundDefault = await refundDefaultInPaise(db, row, units);
  return {
    ...view,
    email: order?.email ?? '',
    customerName: order ? `${order.firstName} ${order.lastName}` : '',
    paymentMethod: order?.paymentMethod ?? '',
    hoursWaiting: isReturnOpen(row.status)
      ? Math.max(0, Math.floor((now.getTime() - row.requestedAt.getTime()) / HOUR_MS))
      : null,
    refundDefault: refundDefault === null ? null : paiseToRupees(refundDefault),
  };
}

async function adminViews(db: Db, rows: readonly ReturnRow[], now: Date): Promise<AdminReturn[]> {
  const { views, orders } = await returnViews(db, rows, 'admin');
  return Promise.all(
    views.map((view, index) => {
      const row = rows[index] as ReturnRow;
      return adminView(db, view, row, orders.get(row.orderId), now);
    }),
  );
}

/** One return as the admin sees it; 404 for an unknown id. */
export async function adminReturn(db: Db, id: string, now = new Date()): Promise<AdminReturn> {
  if (!isUuid(id)) throw notFound(RETURN_MESSAGES.notFound);
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  const [view] = await adminViews(db, [row], now);
  if (!view) throw notFound(RETURN_MESSAGES.notFound);
  return view;
}

const isOpen = sql<boolean>`${returns.status} in (${sql.join(
  OPEN_RETURN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * GET /admin/returns: open returns first, the longest waiting first; then the settled and the
 * rejected, the latest request first. `status` narrows it to one status.
 */
export async function listAdminReturns(
  db: Db,
  { status, page, limit }: AdminReturnQuery,
  now = new Date(),
): Promise<AdminReturnList> {
  const where = status ? eq(returns.status, status) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(
        desc(isOpen),
        sql`case when ${isOpen} then ${returns.requestedAt} end asc`,
        desc(returns.requestedAt),
        asc(returns.number),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    data: await adminViews(db, rows, now),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
  };
}

/** PUT /returns/{id}/approve: Requested → Approved, with what happens next. */
export async function approveReturn(deps: ReturnsDeps, id: string, actor: string | null) {
  await stepReturn(deps, id, async (tx, locked) => [
    await moveReturn(tx, deps.mail, locked, {
      to: 'Approved',
      actor,
      mail: (facts) => returnApprovedMail(facts, deps.seller),
    }),
  ]);
  return adminReturn(deps.db, id);
}

/**
 * PUT /returns/{id}/reject: Requested, InfoRequested when the shopper never answers, or Approved
 * when the approval cannot be carried out (decision 053) → Rejected, the reason in the history
 * and the mail.
 */
export async function rejectReturn(
  deps: ReturnsDeps,
  id: string,
  { reason }: RejectReturnInput,
  actor: string | null,
) {
  await stepReturn(deps, id, async (tx, locked) => {
    const wasApproved = locked.row.status === 'Approved';
    return [
      await moveReturn(tx, deps.mail, locked, {
        to: 'Rejected',
        actor,
        note: reason,
        mail: (facts) => returnRejectedMail(facts, reason, deps.seller, wasApproved),
      }),
    ];
  });
  return adminReturn(deps.db, id);
}

/**
 * PUT /returns/{id}/request-info: Requested → InfoRequested; the question is the history's note
 * and the return's first message from the shop, which the shopper answers on the order page.
 */
export async function requestReturnInfo(
  deps: ReturnsDeps,
  id: string,
  { question }: RequestReturnInfoInput,
  actor: string | null,
) {
  await stepReturn(deps, id, async (tx, locked) => {
    const mail = await moveReturn(tx, deps.mail, locked, {
      to: 'InfoRequested',
      actor,
      note: question,
      mail: (facts) => returnInfoRequestedMail(facts, question),
    });
    await tx.insert(returnMessages).values({
      returnId: locked.row.id,
      author: 'shop',
      actor,
      body: question,
      at: sql`clock_timestamp()`,
    });
    return [mail];
  });
  return adminReturn(deps.db, id);
}

/** PUT /returns/{id}/receive: a refund's Approved → Received (the goods came back). */
export async function receiveReturn(deps: ReturnsDeps, id: string, actor: string | null) {
  let isBackInStock = false;
  await stepReturn(deps, id, async (tx, locked) => {
    const mail = await moveReturn(tx, deps.mail, locked, {
      to: 'Received',
      actor,
      mail: (facts) =>
        returnMail(facts, {
          kind: RETURN_MAIL_KINDS.received,
          subject: `We received your returned items ${facts.returnNumber}`,
          heading: 'Your returned items reached us',
          paragraphs: [
            `Hi ${facts.firstName}, the items of your return ${facts.returnNumber} reached us.`,
            'We will refund them and mail you when we do.',
          ],
        }),
    });
    // The goods are back: their units return to stock with the move, so once (decision 065).
    const returned = new Map(locked.lines.map((line) => [line.orderItemId, line.quantity]));
    isBackInStock = await giveBackOrderStock(tx, locked.order.id, returned);
    return [mail];
  });
  if (isBackInStock) deps.stock?.soldOutChanged();
  return adminReturn(deps.db, id);
}

import type { Order } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { MailRow, MailService, OutgoingMail } from '../mail/index.ts';
import type { StockWatch } from './order-stock.ts';
import { orderCreditNoteMailUrl, orderMailUrl } from './order-token.ts';
import { withItems } from './orders.service.ts';
import { type OrderRow, orders } from './orders.tables.ts';
import { queueOwnerMail } from './owner-mail.ts';

/** What the status mails need: the outbox, and what their tracking link is made of. */
export interface OrderMailer {
  mail: MailService;
  publicUrl: string;
  /** The app secret: an order's token is derived from it (order-token.ts). */
  secret: string;
  /** SHOP_ORDERS_EMAIL: the owner's mails; undefined: the oldest admin's address. */
  ordersEmail?: string | undefined;
  /** RETURN_WINDOW_DAYS: the delivered mail says for how long a problem or return can be reported. */
  returnWindowDays: number;
  /**
   * More mail the delivering change writes in its own transaction: the review request when
   * REVIEW_REQUEST_DELAY_DAYS is 0 (the reviews module's, passed in by app.ts); null if none.
   */
  onDelivered?: ((tx: Tx, orderId: string) => Promise<MailRow | null>) | undefined;
  /** LOW_STOCK_THRESHOLD, and who hears a product sold out or came back (decision 065). */
  stock?: StockWatch | undefined;
}

/** The order as read inside the transaction that changes it. */
async function orderInTransaction(
  tx: Tx,
  orderId: string,
): Promise<{ row: OrderRow; order: Order }> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const [order] = await withItems(tx, [row]);
  if (!order) throw new Error(`order ${orderId} has no view`);
  return { row, order };
}

/** What a mail with the order's link needs (the order-link mail has no more). */
export type OrderLinkMailer = Pick<OrderMailer, 'mail' | 'publicUrl' | 'secret'>;

/**
 * Writes the mail about this order in the transaction that changes it (read after the change,
 * so the mail shows it): the mail exists exactly when the change does. Send the answered row
 * with `mailer.mail.sendQueued` once the transaction has committed.
 */
export async function queueOrderMail(
  tx: Tx,
  mailer: OrderLinkMailer,
  orderId: string,
  build: (order: Order, orderUrl: string, creditNoteUrl: string | null) => OutgoingMail,
): Promise<MailRow> {
  const { row, order } = await orderInTransaction(tx, orderId);
  return mailer.mail.queueIn(
    tx,
    build(order, orderMailUrl(mailer, row), orderCreditNoteMailUrl(mailer, row)),
  );
}

/**
 * The owner's mail about this order (owner-mail.ts), written in the transaction that changes it;
 * null when there is nowhere to send it.
 */
export async function queueOwnerOrderMail(
  tx: Tx,
  mailer: OrderMailer,
  orderId: string,
  build: (order: Order, to: string, adminUrl: string) => OutgoingMail,
): Promise<MailRow | null> {
  const { order } = await orderInTransaction(tx, orderId);
  return queueOwnerMail(tx, mailer.mail, mailer, order, build);
}

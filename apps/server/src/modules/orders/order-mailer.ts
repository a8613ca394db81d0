import type { Order } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { MailRow, MailService, OutgoingMail } from '../mail/index.ts';
import { orderCreditNoteMailUrl, orderMailUrl } from './order-token.ts';
import { withItems } from './orders.service.ts';
import { orders } from './orders.tables.ts';

/** What the status mails need: the outbox, and what their tracking link is made of. */
export interface OrderMailer {
  mail: MailService;
  publicUrl: string;
  /** The app secret: an order's token is derived from it (order-token.ts). */
  secret: string;
}

/**
 * Writes the mail about this order in the transaction that changes it (read after the change,
 * so the mail shows it): the mail exists exactly when the change does. Send the answered row
 * with `mailer.mail.sendQueued` once the transaction has committed.
 */
export async function queueOrderMail(
  tx: Tx,
  mailer: OrderMailer,
  orderId: string,
  build: (order: Order, orderUrl: string, creditNoteUrl: string | null) => OutgoingMail,
): Promise<MailRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const [order] = await withItems(tx, [row]);
  if (!order) throw new Error(`order ${orderId} has no view`);
  return mailer.mail.queueIn(
    tx,
    build(order, orderMailUrl(mailer, row), orderCreditNoteMailUrl(mailer, row)),
  );
}

import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type DeliveryStatus, mailOutbox } from './mail.tables.ts';

// What a provider reports of a sent message after the send (Meta's webhook): sent, delivered,
// read, or failed. Reports arrive late, twice and out of order; the row's status only moves on.

/** Meta's error code for a number that cannot receive WhatsApp (not on it, or unreachable). */
export const WHATSAPP_UNDELIVERABLE_CODE = 131026;

export interface DeliveryReport {
  providerMessageId: string;
  status: DeliveryStatus;
  /** The provider's error code of a `failed` report (Meta's `errors[].code`). */
  errorCode?: number | undefined;
}

/**
 * The statuses a report may replace: sent < delivered < read, never back; `failed` only over
 * nothing or `sent` (a message delivered or read reached the phone, whatever comes after), and
 * nothing replaces `failed`.
 */
const REPLACEABLE: Record<DeliveryStatus, DeliveryStatus[]> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

function mayReplace(status: DeliveryStatus): SQL | undefined {
  const replaceable = REPLACEABLE[status];
  if (replaceable.length === 0) return isNull(mailOutbox.deliveryStatus);
  return or(isNull(mailOutbox.deliveryStatus), inArray(mailOutbox.deliveryStatus, replaceable));
}

/**
 * Records a provider's report on the row it sent (by the provider's message id). One conditional
 * update, so two reports racing leave the later status. Answers whether the id is one of ours;
 * an unknown id (another app on the same number, a row since deleted) is ignored.
 */
export async function recordDeliveryStatus(
  db: Db | Tx,
  { providerMessageId, status }: DeliveryReport,
): Promise<boolean> {
  const byId = eq(mailOutbox.providerMessageId, providerMessageId);
  const updated = await db
    .update(mailOutbox)
    .set({ deliveryStatus: status })
    .where(and(byId, mayReplace(status)))
    .returning({ id: mailOutbox.id });
  if (updated.length > 0) return true;
  const [known] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(byId);
  return known !== undefined;
}

/** Whether a report says the number cannot receive WhatsApp: its SMS twin goes instead. */
export function isUndeliverableReport(report: DeliveryReport): boolean {
  return report.status === 'failed' && report.errorCode === WHATSAPP_UNDELIVERABLE_CODE;
}

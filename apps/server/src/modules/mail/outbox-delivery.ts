import { MAIL_MAX_SEND_ATTEMPTS } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import { type MessageProviders, type OutgoingMessage, UndeliverableError } from './channels.ts';
import { type MailRow, mailOutbox, type OutboxChannel } from './mail.tables.ts';
import type { MailTransport } from './mail-transport.ts';

// One row of the outbox, sent by its channel's sender, and what came of it recorded on the row.

// After a failed send: retry in 1, 2, 4 … minutes, at most an hour apart, then give up
// (MAIL_MAX_SEND_ATTEMPTS sends in all; the admin's "Send again" gives one more).
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/**
 * A send in progress holds its row this long (`next_attempt_at`): a row still `queued` after it
 * was abandoned by a process that stopped mid-send, and the sweep takes it up again. Far longer
 * than nodemailer's and the providers' timeouts, so a live send is never doubled.
 */
export const SEND_LEASE_MS = 10 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Who sends each channel: SMTP for mail, a provider for WhatsApp and SMS; null: not set up. */
export interface OutboxSenders {
  transport: MailTransport | null;
  providers: MessageProviders;
  from: string;
}

export interface DeliveryContext extends OutboxSenders {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * - `sent`: the provider took it;
 * - `will-retry` / `gave-up`: it failed, and will be tried again, or was the last try;
 * - `undeliverable`: the provider said this number cannot receive the channel: never retried.
 */
export type DeliveryOutcome = 'sent' | 'will-retry' | 'gave-up' | 'undeliverable';

export function canSendChannel(senders: OutboxSenders, channel: OutboxChannel): boolean {
  return channel === 'email' ? senders.transport !== null : senders.providers[channel] !== null;
}

export function sendingChannels(senders: OutboxSenders): OutboxChannel[] {
  return (['email', 'whatsapp', 'sms'] as const).filter((channel) =>
    canSendChannel(senders, channel),
  );
}

/** The admin's preview of a WhatsApp message or SMS: its text, as a paragraph. */
function messageHtml(text: string): string {
  return `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
}

/** A WhatsApp or SMS row written beside its mail (`sourceId`), queued under a send lease. */
export function messageRowValues(
  message: OutgoingMessage,
  { sourceId, orderId, leaseEnd }: { sourceId: string; orderId: string | null; leaseEnd: Date },
) {
  return {
    kind: message.kind,
    channel: message.channel,
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: messageHtml(message.text),
    payload: message.payload,
    orderId: message.orderId ?? orderId,
    sourceId,
    status: 'queued' as const,
    nextAttemptAt: leaseEnd,
  };
}

/** The SMS twin of a WhatsApp row Meta could not deliver, or null when it has none. */
export function smsFallbackValues(row: MailRow, leaseEnd: Date) {
  const fallback = row.payload?.channel === 'whatsapp' ? row.payload.smsFallback : null;
  if (!fallback) return null;
  const text = fallback.text ?? `SMS template ${fallback.templateId}: ${fallback.vars.join(' | ')}`;
  return {
    kind: row.kind,
    channel: 'sms' as const,
    toAddress: row.toAddress,
    subject: `SMS: ${row.kind}`,
    text,
    html: messageHtml(text),
    payload: { channel: 'sms' as const, templateId: fallback.templateId, vars: fallback.vars },
    orderId: row.orderId,
    sourceId: row.id,
    status: 'queued' as const,
    nextAttemptAt: leaseEnd,
  };
}

async function send(
  { transport, providers, from }: OutboxSenders,
  row: MailRow,
): Promise<{ providerMessageId: string | null }> {
  if (row.channel === 'email') {
    if (!transport) throw new Error('No mail server is set up (SMTP_URL)');
    const { kind, toAddress: to, subject, html, text } = row;
    await transport.send({ kind, to, subject, html, text, from });
    return { providerMessageId: null };
  }
  const provider = providers[row.channel];
  if (!provider) throw new Error(`No ${row.channel} provider is set up`);
  if (row.payload?.channel !== row.channel) {
    throw new UndeliverableError(`The ${row.channel} row has no ${row.channel} payload`, 0);
  }
  return provider.send(row.toAddress, row.payload);
}

/**
 * Sends one claimed row and records the outcome on it. A failed send is logged and never thrown:
 * the request or sweep that started it goes on.
 */
export async function deliverRow(context: DeliveryContext, row: MailRow): Promise<DeliveryOutcome> {
  const { db, log, now } = context;
  const attempts = row.attempts + 1;
  const what = { mailId: row.id, kind: row.kind, channel: row.channel, attempts };
  let providerMessageId: string | null;
  try {
    ({ providerMessageId } = await send(context, row));
  } catch (error) {
    const isUndeliverable = error instanceof UndeliverableError;
    const willRetry = !isUndeliverable && attempts < MAIL_MAX_SEND_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    log.error({ ...what, willRetry, err: error }, `${row.channel} could not be sent`);
    try {
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          attempts,
          lastError: message.slice(0, 500),
          nextAttemptAt: willRetry ? new Date(now().getTime() + retryDelayMs(attempts)) : null,
          ...(isUndeliverable ? { deliveryStatus: 'failed' as const } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
    } catch (updateError) {
      log.error({ mailId: row.id, err: updateError }, 'could not record the failed send');
    }
    if (isUndeliverable) return 'undeliverable';
    return willRetry ? 'will-retry' : 'gave-up';
  }
  // Recorded apart from the send: a database failure here is not a failed send to retry (the
  // row keeps its lease, and the sweep would send it again only after the lease).
  try {
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        attempts,
        sentAt: now(),
        nextAttemptAt: null,
        lastError: null,
        providerMessageId,
        deliveryStatus: row.channel === 'email' ? null : 'sent',
      })
      .where(eq(mailOutbox.id, row.id));
  } catch (updateError) {
    log.error({ ...what, err: updateError }, 'sent, but could not record the send');
  }
  return 'sent';
}

import type { Db, Tx } from '../../db/client.ts';
import type { OutboxPayload } from './mail.tables.ts';
import type { OutgoingMail } from './mail-transport.ts';

// Messages beyond mail (API.md § Messages beyond mail: WhatsApp and SMS): rows of the same outbox,
// sent by a provider per channel. The mail module knows only this interface; which messages go
// with which mail is the messages module's (its `messagesForMail`, wired in app.ts).

/** A WhatsApp message or SMS to write beside a mail, in the mail's transaction. */
export interface OutgoingMessage {
  channel: 'whatsapp' | 'sms';
  /** The event (API.md's template names): `order_shipped`… */
  kind: string;
  /** `91XXXXXXXXXX`. */
  to: string;
  /** For the admin's lists: the template's name (`WhatsApp: order_shipped`). */
  subject: string;
  /** The message as the shopper reads it, for the admin's preview. */
  text: string;
  payload: OutboxPayload;
  orderId?: string;
}

/**
 * Sends one WhatsApp message or SMS, or throws. `UndeliverableError` when the provider answers
 * that this number cannot receive the channel (WhatsApp's error 131026): no retry; a WhatsApp row
 * falls back to its SMS twin once.
 */
export interface MessageProvider {
  send(to: string, payload: OutboxPayload): Promise<{ providerMessageId: string | null }>;
}

export class UndeliverableError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

/** The providers configured; a channel without one writes no rows. */
export interface MessageProviders {
  whatsapp: MessageProvider | null;
  sms: MessageProvider | null;
}

/**
 * The messages that go with a mail (same event), written in `queueIn`'s transaction with the
 * mail's id as their `source_id`; [] for a mail with none (no consent, an owner's mail…).
 */
export type MessagesForMail = (tx: Db | Tx, mail: OutgoingMail) => Promise<OutgoingMessage[]>;

// Mail's public file: what other modules may use. The outbox of every channel: mail, WhatsApp
// and SMS (docs/decisions/059-one-outbox-for-every-channel.md).

export {
  type MessageProvider,
  type MessageProviders,
  type MessagesForMail,
  type OutgoingMessage,
  UndeliverableError,
} from './channels.ts';
export {
  type DeliveryReport,
  isUndeliverableReport,
  recordDeliveryStatus,
  WHATSAPP_UNDELIVERABLE_CODE,
} from './delivery-status.ts';
export { LOW_STOCK_MAIL_KIND, lowStockMail } from './low-stock-mail.ts';
export { MailService, type MailServiceOptions } from './mail.service.ts';
export type { DeliveryStatus, MailRow, OutboxChannel, OutboxPayload } from './mail.tables.ts';
export { mailButton, mailDocument } from './mail-layout.ts';
export { startMailSweep } from './mail-sweeper.ts';
export type { MailTransport, OutgoingMail } from './mail-transport.ts';
export { mailsForOrder, type OutboxBacklog, outboxBacklog } from './outbox.service.ts';
export { createSmtpTransport } from './smtp-transport.ts';
export { welcomeMail } from './welcome-mail.ts';

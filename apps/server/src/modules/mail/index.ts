// Mail's public file: what other modules may use.

export type { OutgoingMail } from './mail.service.ts';
export { MailService, type MailTransport } from './mail.service.ts';
export type { MailRow } from './mail.tables.ts';
export { mailButton, mailDocument } from './mail-layout.ts';
export { startMailSweep } from './mail-sweeper.ts';
export { mailsForOrder, type OutboxBacklog, outboxBacklog } from './outbox.service.ts';
export { createSmtpTransport } from './smtp-transport.ts';
export { welcomeMail } from './welcome-mail.ts';

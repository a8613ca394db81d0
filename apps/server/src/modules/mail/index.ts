// Mail's public file: what other modules may use.

export type { MailService, OutgoingMail } from './mail.service.ts';
export { welcomeMail } from './welcome-mail.ts';

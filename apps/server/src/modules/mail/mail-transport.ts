export interface OutgoingMail {
  /** What the mail is, for the admin's outbox list: 'welcome', 'order-confirmation'… */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The order the mail is about: the admin's order page lists its mails (mailsForOrder). */
  orderId?: string;
}

/** Sends one mail or throws; SMTP in production (smtp-transport.ts). */
export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

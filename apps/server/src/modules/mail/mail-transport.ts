export interface OutgoingMail {
  /** What the mail is, for the admin's outbox list: 'welcome', 'order-confirmation'… */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The order the mail is about: the admin's order page lists its mails (mailsForOrder). */
  orderId?: string;
  /**
   * The return the mail is about (the return mails set it). Not stored: `messagesFor` reads
   * that return's number for the message beside the mail, so of two returns of one order that
   * move at the same moment, each message names its own.
   */
  returnId?: string;
}

/** Sends one mail or throws; SMTP in production (smtp-transport.ts). */
export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

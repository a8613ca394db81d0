import type { FastifyInstance } from 'fastify';
import { type MailTransport, startMailSweep } from './modules/mail/index.ts';
import {
  type PaymentsSettings,
  paymentsDeps,
  startPaymentReconciler,
} from './modules/payments/index.ts';

export interface BackgroundWorkOptions {
  /** The mail service's transport; null (no SMTP_URL): nothing to retry. */
  mailTransport: MailTransport | null;
  payments: PaymentsSettings;
}

/**
 * Everything the app does besides answering requests, started in one place: the payment
 * reconciler (API.md § Payments) and the mail retry sweep (API.md § Mail). Timers that do not
 * keep the process alive; `app.close()` stops them and waits for work in progress. Each
 * instance runs them; the work is claimed row by row, so instances never do it twice.
 */
export function startBackgroundWork(
  app: FastifyInstance,
  { mailTransport, payments }: BackgroundWorkOptions,
): void {
  startPaymentReconciler(app, paymentsDeps(app, payments));
  startMailSweep(app, app.mail, mailTransport);
}

import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from './db/client.ts';
import { startSalesDaysRefresh } from './modules/analytics/index.ts';
import type { CartReminderSweep } from './modules/cart-reminders/index.ts';
import { uploadsShownByProducts } from './modules/catalog/index.ts';
import { type MailTransport, startMailSweep } from './modules/mail/index.ts';
import { type MediaStorage, startOrphanSweep } from './modules/media/index.ts';
import { uploadsShownByOrders } from './modules/orders/index.ts';
import {
  type PaymentsSettings,
  paymentsDeps,
  startPaymentReconciler,
  uploadsShownByPendingCheckouts,
} from './modules/payments/index.ts';
import { startReviewRequestSweep, uploadsShownByReviews } from './modules/reviews/index.ts';

export interface BackgroundWorkOptions {
  /** The mail service's transport, closed at shutdown; null: no SMTP_URL. */
  mailTransport: MailTransport | null;
  payments: PaymentsSettings;
  mediaStorage: MediaStorage;
  /** The review requests' sweep: links' address and key, and REVIEW_REQUEST_DELAY_DAYS. */
  reviewRequests: { publicUrl: string; secret: string; delayDays: number };
  /** The cart reminders' sweep: the mail's links' address and key. */
  /** The cart reminders' sweep, made first in app.ts: a saved draft may wake it sooner. */
  cartReminders: CartReminderSweep;
}

/**
 * Which of these uploads a product, an order's line, a pending checkout, a review or a return
 * shows (or a buyer's photo from the last day may yet): the orphan sweep keeps them
 * (docs/decisions/038-media-storage.md, 052).
 */
export async function findShownUploads(db: Db | Tx, ids: string[]): Promise<string[]> {
  // One after another: inside the sweep's transaction they share one connection.
  const shown = [
    ...(await uploadsShownByProducts(db, ids)),
    ...(await uploadsShownByOrders(db, ids)),
    ...(await uploadsShownByPendingCheckouts(db, ids)),
    ...(await uploadsShownByReviews(db, ids)),
  ];
  return [...new Set(shown)];
}

/**
 * Everything the app does besides answering requests, started in one place: the payment
 * reconciler (API.md § Payments), the outbox's retry sweep (mail, WhatsApp and SMS), the review
 * requests' sweep (API.md § Reviews from verified buyers), the cart reminders' sweep (API.md §
 * Cart reminders), the sweep of orphaned uploads and the analytics' refresh of stale days
 * (decision 064). Timers that do not keep the process alive;
 * `app.close()` stops them and waits for work in progress. Each instance runs them; the
 * reconciler and the mail claim their work row by row, a review request is claimed by its
 * order's row in `review_requests`, a cart reminder is dealt with under its email's advisory
 * lock, the upload sweep takes an advisory lock, so instances never do it twice; refreshes queue
 * on theirs, and a second finds nothing left to rebuild.
 */
export function startBackgroundWork(
  app: FastifyInstance,
  { mailTransport, payments, mediaStorage, reviewRequests, cartReminders }: BackgroundWorkOptions,
): void {
  startPaymentReconciler(app, paymentsDeps(app, payments));
  startMailSweep(app, app.mail, mailTransport);
  startReviewRequestSweep(app, { mail: app.mail, ...reviewRequests });
  cartReminders.start();
  startOrphanSweep(app, { db: app.db, storage: mediaStorage, findShownUploads });
  startSalesDaysRefresh(app);
}

import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import {
  cartReminderAdminRoutes,
  cartReminderStopRoutes,
  cartRestoreRoutes,
  checkoutReminderRoutes,
} from './modules/cart-reminders/cart-reminders.routes.ts';
import { CartReminderSweep } from './modules/cart-reminders/index.ts';
import type { HeicDecoder, MediaStorage } from './modules/media/index.ts';
import { messageStopRoutes } from './modules/messages/message-stop.routes.ts';
import { whatsAppWebhookRoutes } from './modules/messages/whatsapp-webhook.routes.ts';
import type { StockWatch } from './modules/orders/index.ts';
import { returnAdminRoutes } from './modules/returns/return-admin.routes.ts';
import { orderReturnRoutes } from './modules/returns/returns.routes.ts';
import { reviewAdminRoutes } from './modules/reviews/review-admin.routes.ts';
import { reviewOptOutRoutes } from './modules/reviews/review-opt-out.routes.ts';
import { reviewPhotoRoutes } from './modules/reviews/review-photos.routes.ts';
import { productReviewRoutes, reviewRoutes } from './modules/reviews/reviews.routes.ts';

export interface AfterSaleOptions {
  config: Config;
  secret: string;
  /** SHOP_ORDERS_EMAIL: where the owner's return mails go; undefined: the oldest admin. */
  ordersEmail: string | undefined;
  uploads: { storage: MediaStorage };
  heic: HeicDecoder;
  /** A review published or hidden: the catalog's copies of the product reads are emptied. */
  onRatingsChanged: () => void;
  /** LOW_STOCK_THRESHOLD and the catalog cache to empty (decision 065). */
  stock: StockWatch;
}

/**
 * The composition root's second half (app.ts registers the rest): what the shop does around an
 * order beyond selling it — reviews (issue [15]), returns and replacements, WhatsApp and SMS
 * order updates' webhook and stop link, and cart reminders (issue [16]). Answers the cart
 * reminders' sweep, which app.ts starts with the rest of the background work.
 */
export async function registerAfterSaleRoutes(
  app: FastifyInstance,
  { config, secret, ordersEmail, uploads, heic, onRatingsChanged, stock }: AfterSaleOptions,
): Promise<CartReminderSweep> {
  const { publicUrl, rateLimits } = config;
  await app.register(reviewRoutes, {
    prefix: '/api/reviews',
    secret,
    moderation: config.reviews.moderation,
    postPerMinute: rateLimits.review,
    onRatingsChanged,
  });
  await app.register(reviewPhotoRoutes, {
    prefix: '/api/reviews',
    secret,
    ...uploads,
    heic,
    perMinute: rateLimits.reviewPhoto,
  });
  // The review request mail's opt-out link: a page of its own, open while the gate is on.
  await app.register(reviewOptOutRoutes, { secret });
  await app.register(productReviewRoutes, { prefix: '/api/products' });
  await app.register(reviewAdminRoutes, { prefix: '/api/admin', onRatingsChanged });

  const returns = {
    publicUrl,
    secret,
    seller: config.seller,
    windowDays: config.returns.windowDays,
    ordersEmail,
    stock,
  };
  await app.register(orderReturnRoutes, {
    prefix: '/api/orders',
    ...returns,
    postPerMinute: rateLimits.returnPost,
  });
  await app.register(returnAdminRoutes, { prefix: '/api', ...returns });

  // Meta's webhook (delivery statuses, STOP): open while the gate is on; 404 without WhatsApp.
  await app.register(whatsAppWebhookRoutes, {
    prefix: '/api/notifications/whatsapp',
    whatsapp: config.messaging.whatsapp,
  });
  // The confirmation mail's link that stops WhatsApp and SMS order updates, likewise open.
  await app.register(messageStopRoutes, { secret });

  // Cart reminders (API.md § Cart reminders): the shipping step's box, the mail's link, the
  // owner's list, and the mail's stop link (a page of its own, open while the gate is on).
  const cartReminders = new CartReminderSweep(app, { mail: app.mail, publicUrl, secret });
  await app.register(checkoutReminderRoutes, {
    prefix: '/api/checkouts',
    delayMinutes: config.messaging.cartReminderDelayMinutes,
    perMinute: rateLimits.createOrder,
    onSaved: (remindAt) => cartReminders.wakeAt(remindAt),
  });
  await app.register(cartRestoreRoutes, { prefix: '/api/cart-reminders', secret });
  await app.register(cartReminderAdminRoutes, { prefix: '/api/admin' });
  await app.register(cartReminderStopRoutes, { secret });
  return cartReminders;
}

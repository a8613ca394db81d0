import type { FastifyInstance } from 'fastify';
import { registerAfterSaleRoutes } from './app-after-sale.ts';
import { resolveAppSecret } from './app-secret.ts';
import { startBackgroundWork } from './background-work.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type BaseAppOptions, createBaseApp } from './http/base-app.ts';
import { registerShopMetrics } from './http/shop-metrics.ts';
import { orderUpdateChannels } from './messaging-config.ts';
import { analyticsRoutes, eventRoutes } from './modules/analytics/analytics.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AdminTokens, createAdminAuthenticator } from './modules/auth/index.ts';
import { staffRoutes } from './modules/auth/staff.routes.ts';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { categoryRoutes, productRoutes } from './modules/catalog/catalog.routes.ts';
import { categoryAdminRoutes } from './modules/catalog/category-admin.routes.ts';
import { deviceRoutes } from './modules/catalog/devices.routes.ts';
import { CatalogCache, searchIndexFollowing, shareCatalogWrites } from './modules/catalog/index.ts';
import { productAdminRoutes } from './modules/catalog/product-admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { readyRoutes } from './modules/health/ready.routes.ts';
import { gstReturnRoutes } from './modules/invoices/gst-return.routes.ts';
import { type InvoiceRoutesOptions, invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { createSmtpTransport, MailService } from './modules/mail/index.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { createMediaStorage, HeicDecoder } from './modules/media/index.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaUploadRoutes, uploadedImageRoutes } from './modules/media/upload.routes.ts';
import {
  logMessageChannels,
  messageProviders,
  messagesForMail,
  orderUpdates,
} from './modules/messages/index.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { subscriberRoutes } from './modules/newsletter/subscribers.routes.ts';
import { orderActivityRoutes } from './modules/orders/order-activity.routes.ts';
import { orderExportRoutes } from './modules/orders/order-export.routes.ts';
import { orderFulfilmentRoutes } from './modules/orders/order-fulfilment.routes.ts';
import { orderLookupRoutes } from './modules/orders/order-lookup.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import {
  DatabaseSimulatedStore,
  gatewayOrderIdOfCheckout,
  type PaymentGateway,
  paymentsForStorefront,
  RazorpayGateway,
  SimulatedGateway,
} from './modules/payments/index.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { ratingsOf, reviewRequestOnDelivery } from './modules/reviews/index.ts';
import { registerNotFoundHandler } from './modules/seo/index.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { storefrontForms } from './modules/seo/storefront-forms.routes.ts';
import { registerStoreGate, StoreLock } from './modules/store/index.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { appServices } from './plugins/app-services.ts';
import { metricsRoute } from './plugins/metrics.ts';
import { type AuthenticateAdmin, isAdminRequest } from './plugins/require-admin.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDeps extends BaseAppOptions {
  config: Config;
  database: Database;
  /**
   * Who an admin call's bearer token belongs to. By default the signed token of `POST
   * /api/auth/login`, checked against the admins table (modules/auth); tests may pass their own.
   */
  authenticateAdmin?: AuthenticateAdmin;
  /**
   * The payment gateway; by default real Razorpay when its keys are set, else the simulated one
   * with its books in the database, shared by every instance (tests may pass one in memory).
   */
  gateway?: PaymentGateway;
  /** Draws an invoice or credit note's PDF; by default pdfkit's (tests count the drawings). */
  renderDocumentPdf?: InvoiceRoutesOptions['render'];
  /** Decodes HEIC photos on worker threads; tests may pass one with a worker that fails. */
  heicDecoder?: HeicDecoder;
}

export type App = FastifyInstance;

/**
 * The shop: the framework (http/base-app.ts), the app's services (`app.db`…), the store gate,
 * then each module at its prefix, the storefront last, and the background work.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = await createBaseApp(config, deps);
  const secret = await resolveAppSecret(config);
  const { db } = database;
  const tokens = new AdminTokens(secret, config.admin.tokenTtlSeconds);
  const mailTransport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : null;
  // WhatsApp and SMS: rows of the mail's outbox, each channel off until its settings are there.
  const providers = messageProviders(config.messaging);
  logMessageChannels(app.log, config.messaging);
  await app.register(appServices, {
    db,
    authenticateAdmin: deps.authenticateAdmin ?? createAdminAuthenticator({ db, tokens }),
    mail: new MailService({
      db,
      transport: mailTransport,
      providers,
      // Which order mails also go by WhatsApp or SMS, written in the mail's transaction.
      messagesFor: messagesForMail({ messaging: config.messaging, publicUrl: config.publicUrl }),
      from: config.mail.from,
      log: app.log,
    }),
    gateway:
      deps.gateway ??
      (config.payments.mode === 'razorpay'
        ? new RazorpayGateway(config.payments)
        : new SimulatedGateway(secret, new DatabaseSimulatedStore(db))),
  });

  // On the root, before the routes: a locked call is 403 before its validation (API.md §
  // Decisions). Admin tokens pass the gate too.
  const lock = config.storePassword === null ? null : new StoreLock(config.storePassword, secret);
  registerStoreGate(app, {
    lock,
    isAdmin: (request) => isAdminRequest(request, app.authenticateAdmin),
  });

  const { publicUrl, rateLimits } = config;
  const { ordersEmail } = config.mail;
  // A product selling out, or back in stock, changes what the catalog's copies say (decision 065).
  const stock = {
    lowStockThreshold: config.lowStockThreshold,
    soldOutChanged: () => catalog.cache.invalidate(),
  };
  const payments = {
    secret,
    publicUrl,
    ordersEmail,
    orderUpdates: orderUpdates({ messaging: config.messaging, publicUrl, secret }),
    stock,
  };
  const cache = new CatalogCache(config.catalogCacheTtlMs);
  const catalog = { cache, search: searchIndexFollowing(cache, db, app.log) };
  // With several instances on one Redis, an owner's edit empties every instance's copy.
  const isRedisUp = config.redisUrl
    ? await shareCatalogWrites(app, catalog.cache, config.redisUrl)
    : null;
  // DATA_DIR/media/uploads, or the bucket every instance shares (MEDIA_S3_BUCKET).
  const uploads = { storage: await createMediaStorage(config.media, config.dataDir) };
  // Root onClose hooks run last-added first: this one after the orphan sweep's has finished.
  app.addHook('onClose', () => uploads.storage.close());
  const heic = deps.heicDecoder ?? new HeicDecoder();
  app.addHook('onClose', () => heic.close());
  const seo = {
    publicUrl,
    webDistDir: config.webDistDir,
    returnWindowDays: config.returns.windowDays,
    pageCache: catalog.cache,
    isGateOn: lock !== null,
  };
  registerShopMetrics(app, { db, cache: catalog.cache });
  if (config.metricsToken) metricsRoute(app, config.metricsToken);
  await app.register(healthRoutes, { prefix: '/api/health', kind: database.kind });
  await app.register(readyRoutes, {
    prefix: '/api/ready',
    isRedisUp,
    checkStorage: () => uploads.storage.checkReachable(),
  });
  await app.register(storeRoutes, {
    prefix: '/api/store',
    lock,
    publicUrl,
    unlockPerMinute: rateLimits.unlock,
    payments: paymentsForStorefront(app.gateway, config.cod),
    seller: config.seller,
    returns: config.returns,
    messages: orderUpdateChannels(config.messaging),
  });
  await app.register(authRoutes, { prefix: '/api/auth', tokens, loginPerMinute: rateLimits.login });
  await app.register(newsletterRoutes, {
    prefix: '/api/subscription',
    secret,
    publicUrl,
    subscribePerMinute: rateLimits.subscribe,
  });
  await app.register(subscriberRoutes, { prefix: '/api/subscribers' });
  await app.register(outboxRoutes, { prefix: '/api/mail/outbox' });
  // A review published or unpublished changes the product reads' `rating`: the catalog's copies
  // are emptied (on every instance with Redis), as after a product write.
  const onRatingsChanged = () => catalog.cache.invalidate();
  await app.register(productRoutes, {
    prefix: '/api/products',
    ...catalog,
    ratingsOf: (productIds) => ratingsOf(db, productIds),
  });
  await app.register(productAdminRoutes, { prefix: '/api/products', ...catalog });
  await app.register(categoryRoutes, { prefix: '/api/categories', ...catalog });
  await app.register(categoryAdminRoutes, { prefix: '/api/admin/categories', ...catalog });
  await app.register(deviceRoutes, { prefix: '/api/devices', ...catalog });
  await app.register(campaignRoutes, {
    prefix: '/api/campaigns',
    searchPerMinute: rateLimits.couponSearch,
  });
  await app.register(paymentRoutes, {
    prefix: '/api/payments',
    ...payments,
    webhookSecret: config.payments.mode === 'razorpay' ? config.payments.webhookSecret : undefined,
    createOrderPerMinute: rateLimits.createOrder,
    cod: {
      ...config.cod,
      perMinute: rateLimits.cod,
      perPhonePerHour: rateLimits.codPerPhonePerHour,
    },
  });
  // REVIEW_REQUEST_DELAY_DAYS=0: the review request in the delivering change's transaction.
  const onDelivered =
    config.reviews.requestDelayDays === 0
      ? reviewRequestOnDelivery({ mail: app.mail, publicUrl, secret })
      : undefined;
  const orderOptions = {
    publicUrl,
    secret,
    ordersEmail,
    returnWindowDays: config.returns.windowDays,
    onDelivered,
    stock,
  };
  await app.register(orderRoutes, { prefix: '/api/orders', ...orderOptions });
  await app.register(orderFulfilmentRoutes, { prefix: '/api/orders', ...orderOptions });
  await app.register(orderExportRoutes, { prefix: '/api/orders', seller: config.seller });
  await app.register(orderActivityRoutes, {
    prefix: '/api/orders',
    gatewayOrderIdOf: (checkoutId) => gatewayOrderIdOfCheckout(db, checkoutId),
  });
  await app.register(orderLookupRoutes, {
    prefix: '/api/orders',
    lookupPerMinute: rateLimits.orderLookup,
    linkPerMinute: rateLimits.orderLink,
    linkPerOrderPerHour: rateLimits.orderLinkPerOrderPerHour,
    publicUrl,
    secret,
  });
  await app.register(invoiceRoutes, {
    prefix: '/api/orders',
    seller: config.seller,
    ...uploads,
    ...(deps.renderDocumentPdf ? { render: deps.renderDocumentPdf } : {}),
    downloadsPerMinute: rateLimits.invoicePdf,
    downloadsPerOrderPerMinute: rateLimits.invoicePdfPerOrder,
  });
  // Reviews, returns, order updates and cart reminders (app-after-sale.ts).
  const cartReminders = await registerAfterSaleRoutes(app, {
    config,
    secret,
    ordersEmail,
    uploads,
    heic,
    onRatingsChanged,
    stock,
  });
  await app.register(dashboardRoutes, { prefix: '/api/admin' });
  await app.register(analyticsRoutes, { prefix: '/api/admin' });
  await app.register(eventRoutes, { prefix: '/api/events', perMinute: rateLimits.events });
  await app.register(staffRoutes, { prefix: '/api/admin', publicUrl });
  await app.register(auditRoutes, { prefix: '/api/admin' });
  await app.register(gstReturnRoutes, { prefix: '/api/admin/gst', seller: config.seller });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(mediaUploadRoutes, { prefix: '/api/media', ...uploads });
  await app.register(uploadedImageRoutes, { prefix: '/media', ...uploads });
  await app.register(seoRoutes, seo);
  await app.register(storefrontForms, seo);
  const hasSpa = await registerSpa(app, config.webDistDir);
  registerNotFoundHandler(app, { ...seo, hasSpa });

  startBackgroundWork(app, {
    mailTransport,
    payments,
    mediaStorage: uploads.storage,
    reviewRequests: { publicUrl, secret, delayDays: config.reviews.requestDelayDays },
    cartReminders,
  });
  return app;
}

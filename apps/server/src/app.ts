import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ErrorBody } from '@skins/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { resolveAppSecret } from './app-secret.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AdminTokens } from './modules/auth/admin-tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAdminAuthenticator } from './modules/auth/auth.service.ts';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { categoryRoutes, productRoutes } from './modules/catalog/catalog.routes.ts';
import { CatalogCache } from './modules/catalog/catalog-cache.ts';
import { productAdminRoutes } from './modules/catalog/product-admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { orderExportRoutes, subscriberExportRoutes } from './modules/dashboard/exports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { createSmtpTransport } from './modules/mail/smtp-transport.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaUploadRoutes, uploadedImageRoutes } from './modules/media/upload.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import type { PaymentGateway } from './modules/payments/gateway.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { RazorpayGateway } from './modules/payments/razorpay-gateway.ts';
import { startPaymentReconciler } from './modules/payments/reconciler.ts';
import { SimulatedGateway } from './modules/payments/simulated-gateway.ts';
import { paymentsForStorefront } from './modules/payments/storefront-payments.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { sendStorefrontPage } from './modules/seo/storefront-pages.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { registerStoreGate } from './modules/store/store-gate.ts';
import { StoreLock } from './modules/store/store-lock.ts';
import { subscriberRoutes } from './modules/subscribers/subscribers.routes.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { type RateLimitSettings, registerRateLimit } from './plugins/rate-limit.ts';
import { registerNulTextGuard } from './plugins/reject-nul-text.ts';
import type { AuthenticateAdmin } from './plugins/require-admin.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Internal, for tests: a short rate-limit window, a Redis key prefix of their own. */
  rateLimit?: Omit<RateLimitSettings, 'redisUrl'>;
  /**
   * Who an admin call's bearer token belongs to. By default the signed token of `POST
   * /api/auth/login`, checked against the admins table (modules/auth); tests may pass their own.
   */
  authenticateAdmin?: AuthenticateAdmin;
  /**
   * The payment gateway; by default real Razorpay when its keys are set, else the simulated one.
   * One instance per app: the simulated gateway keeps its payments in memory.
   */
  gateway?: PaymentGateway;
}

export type App = FastifyInstance;

export async function buildApp({
  config,
  database,
  rateLimit,
  authenticateAdmin: givenAuthenticateAdmin,
  gateway: givenGateway,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Undici's keep-alive pools keep sockets open; close idle ones on shutdown, let busy finish.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    // Long enough for any real id, slug or token, so the routes' own schemas judge them (400/404);
    // a longer segment, or a malformed one, gets the contract's error body, not Fastify's.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, securityHeaders(config));
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app, { redisUrl: config.redisUrl, ...rateLimit });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Skins shop API',
        version: '1.0.0',
        description: 'Storefront and admin API. Money is rupees at this edge, paise inside.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const secret = await resolveAppSecret(config);
  const adminTokens = new AdminTokens(secret, config.admin.tokenTtlSeconds);
  const authenticateAdmin =
    givenAuthenticateAdmin ?? createAdminAuthenticator({ db: database.db, tokens: adminTokens });
  const storeLock =
    config.storePassword === null ? null : new StoreLock(config.storePassword, secret);
  await app.register(cookie);
  // An onRequest hook on the root: a locked call is 403 before its validation (API.md § Decisions).
  // Admin tokens pass the gate too.
  registerStoreGate(app, {
    lock: storeLock,
    isAdmin: async (request) => (await authenticateAdmin(request))?.role === 'admin',
  });
  const gateway =
    givenGateway ??
    (config.payments.mode === 'razorpay'
      ? new RazorpayGateway(config.payments)
      : new SimulatedGateway(secret));
  const catalogCache = new CatalogCache(config.catalogCacheTtlMs);
  const { db } = database;
  await app.register(healthRoutes, { prefix: '/api/health', database });
  await app.register(storeRoutes, {
    prefix: '/api/store',
    lock: storeLock,
    publicUrl: config.publicUrl,
    unlockPerMinute: config.rateLimits.unlock,
    payments: paymentsForStorefront(gateway),
  });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    db: database.db,
    tokens: adminTokens,
    authenticateAdmin,
    loginPerMinute: config.rateLimits.login,
  });
  const mail = createMailService(app, {
    db,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : null,
    from: config.mail.from,
  });
  await app.register(newsletterRoutes, {
    prefix: '/api/subscription',
    db,
    mail,
    secret,
    publicUrl: config.publicUrl,
    subscribePerMinute: config.rateLimits.subscribe,
  });
  await app.register(subscriberRoutes, { prefix: '/api/subscribers', db, authenticateAdmin });
  await app.register(subscriberExportRoutes, {
    prefix: '/api/subscribers',
    db,
    authenticateAdmin,
  });
  await app.register(outboxRoutes, { prefix: '/api/mail/outbox', db, authenticateAdmin });
  await app.register(productRoutes, {
    prefix: '/api/products',
    db,
    cache: catalogCache,
    authenticateAdmin,
  });
  await app.register(productAdminRoutes, {
    prefix: '/api/products',
    db,
    cache: catalogCache,
    authenticateAdmin,
  });
  await app.register(campaignRoutes, {
    prefix: '/api/campaigns',
    db,
    authenticateAdmin,
    searchPerMinute: config.rateLimits.couponSearch,
  });
  const payments = { db, gateway, mail, secret, publicUrl: config.publicUrl, log: app.log };
  await app.register(paymentRoutes, {
    prefix: '/api/payments',
    deps: payments,
    webhookSecret: config.payments.mode === 'razorpay' ? config.payments.webhookSecret : undefined,
    createOrderPerMinute: config.rateLimits.createOrder,
  });
  startPaymentReconciler(app, payments);
  await app.register(orderRoutes, {
    prefix: '/api/orders',
    db,
    authenticateAdmin,
    gateway,
    mail,
    publicUrl: config.publicUrl,
  });
  await app.register(orderExportRoutes, { prefix: '/api/orders', db, authenticateAdmin });
  await app.register(dashboardRoutes, { prefix: '/api/admin', db, authenticateAdmin });
  await app.register(categoryRoutes, { prefix: '/api/categories' });
  await app.register(mediaRoutes, { prefix: '/media' });
  const uploadsDir = path.join(config.dataDir, 'media', 'uploads');
  await app.register(mediaUploadRoutes, { prefix: '/api/media', authenticateAdmin, uploadsDir });
  await app.register(uploadedImageRoutes, { prefix: '/media', uploadsDir });
  const storefront = { db, publicUrl: config.publicUrl, webDistDir: config.webDistDir };
  await app.register(seoRoutes, storefront);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout\nDisallow: /cart\nSitemap: ${config.publicUrl}/sitemap.xml\n`,
      ),
  );

  const hasSpa = await registerSpa(app, config.webDistDir);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/');
    if (hasSpa && isPage) return sendStorefrontPage(request, reply, storefront);
    return reply.status(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    } satisfies ErrorBody);
  });

  return app;
}

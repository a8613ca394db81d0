import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
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
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { categoryRoutes, productRoutes } from './modules/catalog/catalog.routes.ts';
import { CatalogCache } from './modules/catalog/catalog-cache.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { sendStorefrontPage } from './modules/seo/storefront-pages.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDeps {
  config: Config;
  database: Database;
}

export type App = FastifyInstance;

export async function buildApp({ config, database }: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Undici's keep-alive pools keep sockets open; close idle ones on shutdown, let busy finish.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, securityHeaders(config));
  await app.register(compress, { threshold: 1024 });
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

  const catalogCache = new CatalogCache(config.catalogCacheTtlMs);
  const { db } = database;
  await app.register(healthRoutes, { prefix: '/api/health', database });
  await app.register(productRoutes, { prefix: '/api/products', db, cache: catalogCache });
  await app.register(categoryRoutes, { prefix: '/api/categories' });
  await app.register(mediaRoutes, { prefix: '/media' });
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

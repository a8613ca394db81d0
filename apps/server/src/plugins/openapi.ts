import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas: `GET /api/openapi.json`, and
 * `GET /api/docs` to read it. Register before the routes, so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Skins shop API',
        version: '1.0.0',
        description: 'Storefront and admin API. Money is rupees at this edge, paise inside.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its default policy upgrades the page's assets to https, which breaks the docs on a plain
    // http address (a LAN demo, `npm start` opened by IP): the rest of the shop does not upgrade.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

import { DeviceListSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogRoutesOptions } from './catalog.routes.ts';
import { sendJson } from './catalog-cache.ts';
import { listDevices } from './device-fit.ts';

/**
 * GET /api/devices: what the storefront's device picker offers. Served from the catalog cache,
 * which every product write clears, so a new model appears with the product that names it.
 */
export const deviceRoutes: FastifyPluginAsyncZod<Pick<CatalogRoutesOptions, 'cache'>> = async (
  app,
  { cache },
) => {
  const { db } = app;
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'Brands and models that active products fit',
        response: { 200: DeviceListSchema },
      },
    },
    async (_request, reply) => {
      const json = await cache.json('devices', async () => ({ data: await listDevices(db) }));
      return sendJson(reply, json);
    },
  );
};

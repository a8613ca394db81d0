import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveProductSlugs } from '../catalog/index.ts';
import { renderSitemap, sitemapEntries } from './sitemap.ts';
import { type StorefrontPagesOptions, sendStorefrontPage } from './storefront-pages.ts';

// Crawlers fetch the sitemap rarely; an hour keeps new products discoverable the same day.
const SITEMAP_MAX_AGE_S = 3600;

/**
 * ARCHITECTURE.md decision 6: the first HTML of the home, product and category URLs carries their title,
 * description, canonical URL, Open Graph tags and (products) JSON-LD, with a real 404 for
 * unknown ones; plus `/sitemap.xml`. Every other storefront path goes through the not-found
 * handler to `sendStorefrontPage`, which applies the same rules.
 */
export const seoRoutes: FastifyPluginAsyncZod<StorefrontPagesOptions> = async (app, options) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const products = await listActiveProductSlugs(options.db);
    return reply
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(sitemapEntries(products), options.publicUrl));
  });

  // API-only run (the storefront is not built): these paths stay unknown, as every other page.
  if (!existsSync(path.join(options.webDistDir, 'index.html'))) return;

  // The handler reads the path itself (the not-found handler shares it): no params schema, so a
  // strange slug is a 404 page like any unknown product, never a JSON validation error.
  const page = { schema: { hide: true } };
  const send: RouteHandlerMethod = (request, reply) => sendStorefrontPage(request, reply, options);
  // Explicit, or the static plugin's wildcard answers `/` as a directory listing refusal (403).
  app.get('/', page, send);
  app.get('/product/:idOrSlug', page, send);
  app.get('/category/:category', page, send);
  app.get('/category/:category/:type', page, send);
};

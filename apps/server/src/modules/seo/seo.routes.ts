import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../http/file-response.ts';
import { listActiveProductSlugs, listStorefrontCategories } from '../catalog/index.ts';
import { renderSitemap, sitemapEntries } from './sitemap.ts';
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from './speculation-rules.ts';
import { type StorefrontPagesOptions, sendStorefrontPage } from './storefront-pages.ts';

// Crawlers fetch the sitemap rarely; an hour keeps new products discoverable the same day.
const SITEMAP_MAX_AGE_S = 3600;

export type SeoOptions = Omit<StorefrontPagesOptions, 'db'>;

/**
 * ARCHITECTURE.md decision 6: the first HTML of the home, product and category URLs carries their title,
 * description, canonical URL, Open Graph tags and (products) JSON-LD, with a real 404 for
 * unknown ones; plus `/sitemap.xml` and `/robots.txt`. Every other storefront path goes through
 * the not-found handler (not-found.ts) to `sendStorefrontPage`, which applies the same rules.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, seo) => {
  const options: StorefrontPagesOptions = { db: app.db, ...seo };

  // A real file, never the storefront's index.html (ARCHITECTURE.md, pitfalls).
  const robots = {
    schema: {
      tags: ['seo'],
      summary: 'Crawl rules, naming the sitemap',
      response: { 200: fileResponse('text/plain', 'robots.txt') },
    },
  };
  app.get('/robots.txt', robots, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout\nDisallow: /cart\nSitemap: ${options.publicUrl}/sitemap.xml\n`,
      ),
  );

  const sitemap = {
    schema: {
      tags: ['seo'],
      summary: 'Every indexable storefront URL (gated like the catalog)',
      response: { 200: fileResponse('application/xml', 'A sitemaps.org URL set') },
    },
  };
  app.get('/sitemap.xml', sitemap, async (_request, reply) => {
    const [products, categories] = await Promise.all([
      listActiveProductSlugs(options.db),
      listStorefrontCategories(options.db),
    ]);
    return reply
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(sitemapEntries(products, categories), options.publicUrl));
  });

  const speculation = {
    schema: {
      tags: ['seo'],
      summary: 'Which links a browser may fetch or prerender ahead of a tap (Speculation Rules)',
      response: {
        200: fileResponse('application/speculationrules+json', 'The storefront’s rules'),
      },
    },
  };
  app.get(SPECULATION_RULES_PATH, speculation, async (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`)
      .type('application/speculationrules+json')
      .send(JSON.stringify(SPECULATION_RULES)),
  );

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

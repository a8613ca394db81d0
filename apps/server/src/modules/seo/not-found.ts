import type { ErrorBody } from '@skins/shared';
import type { FastifyInstance } from 'fastify';
import type { SeoOptions } from './seo.routes.ts';
import { sendStorefrontPage } from './storefront-pages.ts';

export interface NotFoundOptions extends SeoOptions {
  /** Whether the storefront is built and served (plugins/spa.ts); else every page is a 404. */
  hasSpa: boolean;
}

/**
 * What no route answers: a storefront page (the SPA's `index.html`, its head filled for that
 * URL, with a real 404 status for unknown pages), or the contract's 404 body under /api and
 * /media. On the root, after every route.
 */
export function registerNotFoundHandler(app: FastifyInstance, options: NotFoundOptions): void {
  const { hasSpa, ...seo } = options;
  const pages = { db: app.db, ...seo };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/');
    if (hasSpa && isPage) return sendStorefrontPage(request, reply, pages);
    return reply.status(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    } satisfies ErrorBody);
  });
}

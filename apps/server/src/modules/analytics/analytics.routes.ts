import {
  AnalyticsQuerySchema,
  AnalyticsSchema,
  ErrorBodySchema,
  FunnelEventSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { AppError } from '../../plugins/app-error.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { loadAnalytics } from './analytics.service.ts';
import { countFunnelEvent } from './funnel-events.ts';
import { refreshSalesDays } from './sales-days-refresh.ts';

/**
 * GET /api/admin/analytics (owner only, decision 064): sales, orders and the funnel of a range
 * of India days from the daily roll-ups, with the period before it. The days noted stale are
 * rebuilt first (their own transaction), so the owner sees every committed change.
 */
export const analyticsRoutes = adminRoutes(async (admin) => {
  admin.get(
    '/analytics',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Net sales, orders, AOV, discounts, refunds, COD share, returning customers, top products and devices, the funnel, per India day, with the previous period (admin)',
        querystring: AnalyticsQuerySchema,
        response: {
          200: AnalyticsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await refreshSalesDays(admin.db);
      return loadAnalytics(admin.db, request.query);
    },
  );
});

export interface EventRoutesOptions {
  /** `config.rateLimits.events`: beacons per client IP per minute. */
  perMinute: number;
}

/**
 * POST /api/events: the storefront's funnel beacons, counted per India day, product and type;
 * nothing about the visitor is kept (decision 064).
 */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  // The storefront sends the JSON as a string (`text/plain`: no Blob, the fewest bytes in the
  // product page's first load); in this plugin's scope alone, such a body is read as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError(400, 'VALIDATION_FAILED', 'A beacon is JSON.'), undefined);
    }
  });
  app.post(
    '/',
    {
      bodyLimit: 1024,
      config: { rateLimit: perMinute(options.perMinute) },
      schema: {
        tags: ['analytics'],
        summary: 'Count a product view, an add to cart or a checkout start (no visitor data kept)',
        body: FunnelEventSchema,
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await countFunnelEvent(app.db, request.body, new Date());
      return reply.status(204).send(null);
    },
  );
};

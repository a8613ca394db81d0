import { ErrorBodySchema, OrderLookupAnswerSchema, OrderLookupInputSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../plugins/rate-limit.ts';
import { lookUpOrder } from './order-lookup.ts';

export interface OrderLookupRoutesOptions {
  /** `config.rateLimits.orderLookup`: look-ups per client IP per minute. */
  lookupPerMinute: number;
}

/** POST /api/orders/lookup (API.md § Orders after payment): "find my order by number". */
export const orderLookupRoutes: FastifyPluginAsyncZod<OrderLookupRoutesOptions> = async (
  app,
  { lookupPerMinute },
) => {
  app.post(
    '/lookup',
    {
      // Each guess costs one of these: the number and the email cannot be tried in bulk.
      config: { rateLimit: perMinute(lookupPerMinute) },
      schema: {
        tags: ['orders'],
        summary: 'Find an order by its number and checkout email: its track view, no personal data',
        body: OrderLookupInputSchema,
        response: {
          200: OrderLookupAnswerSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => lookUpOrder(app.db, request.body),
  );
};

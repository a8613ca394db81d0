import {
  ErrorBodySchema,
  OrderLinkSentSchema,
  OrderLookupAnswerSchema,
  OrderLookupInputSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perKey, perMinute } from '../../plugins/rate-limit.ts';
import { emailOrderLink } from './order-link.ts';
import { lookUpOrder } from './order-lookup.ts';
import type { OrderLinkMailer } from './order-mailer.ts';

export interface OrderLookupRoutesOptions {
  /** `config.rateLimits.orderLookup`: look-ups per client IP per minute. */
  lookupPerMinute: number;
  /** `config.rateLimits.orderLink`: "Email me my order link" per client IP per minute… */
  linkPerMinute: number;
  /** …and per order per hour, whatever the IP: the order's inbox is not to be flooded. */
  linkPerOrderPerHour: number;
  /** `config.publicUrl` and the app secret: the mailed link and the token it carries. */
  publicUrl: string;
  secret: string;
}

const HOUR_MS = 60 * 60 * 1000;
const lookupErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };

/** POST /api/orders/lookup (API.md § Orders after payment): "find my order by number". */
export const orderLookupRoutes: FastifyPluginAsyncZod<OrderLookupRoutesOptions> = async (
  app,
  { lookupPerMinute, linkPerMinute, linkPerOrderPerHour, publicUrl, secret },
) => {
  const mailer: OrderLinkMailer = { mail: app.mail, publicUrl, secret };

  app.post(
    '/lookup',
    {
      // Each guess costs one of these: the number and the email cannot be tried in bulk.
      config: { rateLimit: perMinute(lookupPerMinute) },
      schema: {
        tags: ['orders'],
        summary:
          'Find an order by its number and checkout email: its track view and items, no personal data',
        body: OrderLookupInputSchema,
        response: { 200: OrderLookupAnswerSchema, ...lookupErrors },
      },
    },
    async (request) => lookUpOrder(app.db, request.body),
  );

  // Keyed by the validated pair: only the right pair is the order, so a stranger's wrong guesses
  // (their own keys, 404s) never use up the order's own sends.
  const countOrder = perKey(app, {
    max: linkPerOrderPerHour,
    windowMs: HOUR_MS,
    key: (request) => {
      const { number, email } = request.body as { number: number; email: string };
      return `order-link:${number}:${email}`;
    },
  });
  app.post(
    '/lookup/link',
    {
      // A guess at the pair like the lookup (it answers the same 404), and a mail when right.
      config: { rateLimit: perMinute(linkPerMinute) },
      preHandler: countOrder,
      schema: {
        tags: ['orders'],
        summary:
          'Email the order’s link (tracking page with its token) to its checkout email, given its number and that email',
        body: OrderLookupInputSchema,
        response: { 202: OrderLinkSentSchema, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const sent = await emailOrderLink(app.db, mailer, request.body);
      return reply.status(202).send(sent);
    },
  );
};

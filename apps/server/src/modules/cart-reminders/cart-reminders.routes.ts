import {
  AdminCartReminderListSchema,
  AdminCartReminderQuerySchema,
  CartReminderInputSchema,
  CartReminderStopQuerySchema,
  CartReminderTokenParamsSchema,
  ErrorBodySchema,
  PipelineIdParamsSchema,
  RestoredCartSchema,
} from '@skins/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { optOutRoutes } from '../../http/opt-out-routes.ts';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { saveCartReminder, withdrawCartReminder } from './cart-drafts.ts';
import { listCartReminders } from './cart-reminder-admin.ts';
import { restoreCart } from './restore-cart.ts';
import {
  isValidStopToken,
  normalEmail,
  STOP_PATH,
  STOP_TEXT,
  stopCartReminders,
} from './stop-link.ts';

export interface CheckoutReminderRoutesOptions {
  /** CART_REMINDER_DELAY_MINUTES: how long after the last save the mail is due. */
  delayMinutes: number;
  /** Saves and withdrawals per client IP per minute (the checkout's own limit). */
  perMinute: number;
  /** A draft saved due at this time: the sweep wakes then (CartReminderSweep.wakeAt). */
  onSaved?: (remindAt: Date) => void;
}

/** API.md § Cart reminders: the shipping step's box, under /api/checkouts. */
export const checkoutReminderRoutes: FastifyPluginAsyncZod<CheckoutReminderRoutesOptions> = async (
  app,
  { delayMinutes, perMinute: max, onSaved },
) => {
  const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema };
  app.put(
    '/:pipelineId/reminder',
    {
      config: { rateLimit: perMinute(max) },
      schema: {
        tags: ['cart reminders'],
        summary:
          'Keep this checkout’s cart for one reminder mail (only with `consent: true`); a later save moves it',
        params: PipelineIdParamsSchema,
        body: CartReminderInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await saveCartReminder(app.db, request.params.pipelineId, request.body, { delayMinutes });
      onSaved?.(new Date(Date.now() + delayMinutes * 60_000));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:pipelineId/reminder',
    {
      config: { rateLimit: perMinute(max) },
      schema: {
        tags: ['cart reminders'],
        summary:
          'Withdraw this checkout’s cart reminder (the box unticked); 204 when there is none',
        params: PipelineIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawCartReminder(app.db, request.params.pipelineId);
      return reply.status(204).send(null);
    },
  );
};

/** The reminder mail's link, under /api/cart-reminders. */
export const cartRestoreRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (
  app,
  { secret },
) => {
  app.get(
    '/:token',
    {
      schema: {
        tags: ['cart reminders'],
        summary:
          'The reminded cart at today’s prices, and the lines that cannot be put back; expired or invalid: 404',
        params: CartReminderTokenParamsSchema,
        response: { 200: RestoredCartSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => restoreCart(app.db, secret, request.params.token),
  );
};

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The owner's list, under /api/admin. */
export const cartReminderAdminRoutes = adminRoutes(async (app) => {
  app.get(
    '/cart-reminders',
    {
      schema: {
        tags: ['cart reminders'],
        summary:
          'Cart reminders newest first: value, mail or why none went, restored, recovered order; totals (admin)',
        querystring: AdminCartReminderQuerySchema,
        response: { 200: AdminCartReminderListSchema, ...adminErrors },
      },
    },
    async (request) => listCartReminders(app.db, request.query),
  );
});

/**
 * `/cart-reminders/stop?email=…&token=…`, the reminder mail's stop link, as every "stop these"
 * link works (http/opt-out-routes.ts). Open while the store's gate is on: it shows no shop data.
 */
export const cartReminderStopRoutes: FastifyPluginAsync<{ secret: string }> = async (
  app,
  { secret },
) => {
  await optOutRoutes(app, {
    path: STOP_PATH,
    query: CartReminderStopQuerySchema,
    addressOf: ({ email, token }) =>
      isValidStopToken(secret, email, token) ? normalEmail(email) : null,
    record: (email) => stopCartReminders(app.db, email),
    text: STOP_TEXT,
  });
};

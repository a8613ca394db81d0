import {
  ErrorBodySchema,
  type StoreConfig,
  StoreConfigSchema,
  UnlockInputSchema,
  UnlockResultSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { storeConfig, unlockCookieOptions, unlockStore } from './store.service.ts';
import { type StoreLock, UNLOCK_COOKIE_NAME } from './store-lock.ts';

export interface StoreRoutesOptions {
  /** null: the gate is off. */
  lock: StoreLock | null;
  /** `config.publicUrl`: the cookie is Secure when the shop is served over https. */
  publicUrl: string;
  /** `config.rateLimits.unlock`: password guesses per client IP per minute. */
  unlockPerMinute: number;
  /** The gateway's mode, and the key id Razorpay Checkout needs. */
  payments: StoreConfig['payments'];
  /** `config.seller`: the shop's public details, as the invoices name the seller. */
  seller: StoreConfig['seller'];
  /** `config.returns`: how many days after delivery a return may be started. */
  returns: StoreConfig['returns'];
  /** Which of WhatsApp and SMS are configured (`config.messaging`): the consent box's words. */
  messages: StoreConfig['messages'];
}

/** API.md § Store and password gate. Open while the gate is on: this is how a visitor unlocks. */
export const storeRoutes: FastifyPluginAsyncZod<StoreRoutesOptions> = async (
  app,
  { lock, publicUrl, unlockPerMinute, payments, seller, returns, messages },
) => {
  const cookieOptions = unlockCookieOptions(publicUrl);

  app.get(
    '/config',
    {
      schema: {
        tags: ['store'],
        summary:
          "Whether the password gate is on, the payment mode, currency, tax rate, the seller's public details (with the grievance officer), the return window and the message channels",
        response: { 200: StoreConfigSchema },
      },
    },
    async () => storeConfig(lock, payments, seller, returns, messages),
  );

  app.post(
    '/unlock',
    {
      config: { rateLimit: perMinute(unlockPerMinute) },
      schema: {
        tags: ['store'],
        summary: 'Unlock the store with its password: sets the HttpOnly unlock cookie',
        body: UnlockInputSchema,
        response: {
          200: UnlockResultSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const token = unlockStore(lock, request.body.password);
      if (token) reply.setCookie(UNLOCK_COOKIE_NAME, token, cookieOptions);
      return { unlocked: true as const };
    },
  );

  // The owner's "View shop": their admin token stands for the password they would type.
  await app.register(
    adminRoutes(async (admin) => {
      admin.post(
        '/preview',
        {
          config: { allowStaff: true },
          schema: {
            tags: ['store'],
            summary: 'Open the storefront in this browser: sets the unlock cookie (admin)',
            response: { 200: UnlockResultSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
          },
        },
        async (_request, reply) => {
          if (lock) reply.setCookie(UNLOCK_COOKIE_NAME, lock.issueToken(), cookieOptions);
          return { unlocked: true as const };
        },
      );
    }),
  );
};

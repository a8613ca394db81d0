import {
  ErrorBodySchema,
  SubscribeExistsSchema,
  SubscribeInputSchema,
  SubscribeResultSchema,
  ToggleSubscriptionInputSchema,
  ToggleSubscriptionResultSchema,
  UpdateSubscriptionResultSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import {
  type NewsletterDeps,
  resendWelcome,
  setSubscribed,
  subscribe,
} from './newsletter.service.ts';
import { isValidUnsubscribeToken } from './unsubscribe-token.ts';

export interface NewsletterRoutesOptions extends Pick<NewsletterDeps, 'secret' | 'publicUrl'> {
  subscribePerMinute: number;
}

const ALREADY_SUBSCRIBED = 'This email is already subscribed.';
const INVALID_LINK =
  'This unsubscribe link is not valid. Please use the link from our latest mail.';

/** API.md § Newsletter. Open while the store gate is on: the gate itself carries the form. */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { subscribePerMinute, secret, publicUrl },
) => {
  const deps: NewsletterDeps = { db: app.db, mail: app.mail, secret, publicUrl };
  app.post(
    '/subscribe',
    {
      config: { rateLimit: perMinute(subscribePerMinute) },
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up; answers the subscriber’s own welcome coupon code',
        body: SubscribeInputSchema,
        response: { 201: SubscribeResultSchema, 409: SubscribeExistsSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await subscribe(deps, request.body.email);
      if (outcome.status === 'exists') {
        return reply.status(409).send({
          status: 'exists',
          message: ALREADY_SUBSCRIBED,
          code: 'CONFLICT',
          couponCode: outcome.couponCode,
          details: { couponCode: outcome.couponCode },
        });
      }
      return reply.status(201).send({ status: 'success', couponCode: outcome.couponCode });
    },
  );

  app.post(
    '/update-subscription',
    {
      config: { rateLimit: perMinute(subscribePerMinute) },
      schema: {
        tags: ['newsletter'],
        summary:
          'Send the welcome mail again (the same answer whether or not the email is subscribed)',
        body: SubscribeInputSchema,
        response: { 200: UpdateSubscriptionResultSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await resendWelcome(deps, request.body.email);
      return { status: 'sent' as const };
    },
  );

  app.post(
    '/toggle-subscription',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe or subscribe again with the signed token from the mail’s link',
        body: ToggleSubscriptionInputSchema,
        response: {
          200: ToggleSubscriptionResultSchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, subscribe: wantsMail, token } = request.body;
      if (!isValidUnsubscribeToken(deps.secret, email, token)) {
        throw new AppError(403, 'FORBIDDEN', INVALID_LINK);
      }
      const subscribed = await setSubscribed(deps.db, email, wantsMail);
      if (subscribed === null)
        throw new AppError(404, 'NOT_FOUND', 'This email is not on our list.');
      return { subscribed };
    },
  );
};

import {
  CreateReviewInputSchema,
  CreateReviewResultSchema,
  ErrorBodySchema,
  ReviewRequestSchema,
  ReviewTokenParamsSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../plugins/rate-limit.ts';
import { createReview, type ReviewsDeps, reviewRequestOf } from './reviews.service.ts';

export interface ReviewRoutesOptions extends Pick<ReviewsDeps, 'secret' | 'moderation'> {
  /** `config.rateLimits.review`: review posts per client IP per minute. */
  postPerMinute: number;
}

/** API.md § Reviews from verified buyers: the buyer's side, with the link's token. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { secret, moderation, postPerMinute },
) => {
  const deps: ReviewsDeps = { db: app.db, secret, moderation };

  app.get(
    '/request/:token',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The order line a review link names: its product, model and order number',
        params: ReviewTokenParamsSchema,
        response: { 200: ReviewRequestSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => reviewRequestOf(deps, request.params.token),
  );

  app.post(
    '/',
    {
      config: { rateLimit: perMinute(postPerMinute) },
      schema: {
        tags: ['reviews'],
        summary: 'Review a delivered order line with its link’s token (one review per line)',
        body: CreateReviewInputSchema,
        response: {
          201: CreateReviewResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createReview(deps, request.body)),
  );
};

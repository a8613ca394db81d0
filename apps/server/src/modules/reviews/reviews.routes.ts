import {
  CreateReviewInputSchema,
  CreateReviewResultSchema,
  ErrorBodySchema,
  isUuid,
  ProductIdParamsSchema,
  ProductReviewListSchema,
  ProductReviewQuerySchema,
  ReviewRequestSchema,
  ReviewTokenParamsSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../plugins/rate-limit.ts';
import { listProductReviews } from './product-reviews.ts';
import { createReview, type ReviewsDeps, reviewRequestOf } from './reviews.service.ts';

export interface ReviewRoutesOptions extends Pick<ReviewsDeps, 'secret' | 'moderation'> {
  /** `config.rateLimits.review`: review posts per client IP per minute. */
  postPerMinute: number;
  /** A review was published at once (`REVIEWS_MODERATION=auto`): ratings changed (app.ts). */
  onRatingsChanged: () => void;
}

/** API.md § Reviews from verified buyers: the buyer's side, with the link's token. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { secret, moderation, postPerMinute, onRatingsChanged },
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
    async (request, reply) => {
      const review = await createReview(deps, request.body);
      if (review.status === 'Published') onRatingsChanged();
      return reply.status(201).send(review);
    },
  );
};

/**
 * GET /api/products/{id}/reviews: a product's published reviews and their summary. An id that
 * names no product answers an empty list (decision 051).
 */
export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A product’s published reviews from verified buyers, with the rating summary',
        params: ProductIdParamsSchema,
        querystring: ProductReviewQuerySchema,
        response: { 200: ProductReviewListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) return emptyList(request.query);
      return listProductReviews(app.db, id, request.query);
    },
  );
};

function emptyList({ page, limit }: { page: number; limit: number }) {
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  return {
    data: [],
    page,
    limit,
    total: 0,
    totalPages: 0,
    summary: { average: 0, count: 0, histogram },
  };
}

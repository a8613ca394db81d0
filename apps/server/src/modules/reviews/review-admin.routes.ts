import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewSchema,
  ErrorBodySchema,
  ReviewIdParamsSchema,
  UpdateReviewInputSchema,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction, signedInAdminEmail } from '../../plugins/require-admin.ts';
import { listReviewsForAdmin, updateReview } from './review-admin.ts';
import { REVIEW_AUDIT } from './review-audit.ts';

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** API.md § Reviews from verified buyers, the owner's side, under /api/admin. */
export interface ReviewAdminRoutesOptions {
  /** A review was published or unpublished: the product reads' `rating` changed (app.ts). */
  onRatingsChanged: () => void;
}

export const reviewAdminRoutes = adminRoutes<ReviewAdminRoutesOptions>(
  async (app, { onRatingsChanged }) => {
    app.get(
      '/reviews',
      {
        config: { allowStaff: true },
        schema: {
          tags: ['reviews'],
          summary:
            'Reviews newest first, by status, with the order number and buyer’s email (admin)',
          querystring: AdminReviewQuerySchema,
          response: { 200: AdminReviewListSchema, ...adminErrors },
        },
      },
      async (request) => listReviewsForAdmin(app.db, request.query),
    );

    app.put(
      '/reviews/:id',
      {
        config: { audit: REVIEW_AUDIT, allowStaff: true },
        schema: {
          tags: ['reviews'],
          summary: 'Publish or hide a review, reply to it, hide single photos (admin)',
          params: ReviewIdParamsSchema,
          body: UpdateReviewInputSchema,
          response: { 200: AdminReviewSchema, 404: ErrorBodySchema, ...adminErrors },
        },
      },
      async (request) => {
        const actor = signedInAdminEmail(request) ?? 'admin';
        const { review, statusChanged } = await updateReview(
          app.db,
          request.params.id,
          request.body,
          actor,
        );
        if (statusChanged) onRatingsChanged();
        auditAdminAction(request, 'review.update', { reviewId: review._id, ...request.body });
        return review;
      },
    );
  },
);

import { type AdminReview, AdminReviewSchema, type UpdateReviewInput } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '#features/admin/dashboard/api/get-dashboard.ts';
import { apiSend } from '#lib/api-client.ts';
import { adminReviewKeys } from './review-keys.ts';

interface UpdateReviewVariables {
  reviewId: string;
  changes: UpdateReviewInput;
}

/**
 * PUT /api/admin/reviews/{id}: publish or hide, reply (null removes the reply), or the whole set
 * of hidden photos. The answer is the review with its history; 404 when it is gone.
 */
function updateReview({ reviewId, changes }: UpdateReviewVariables): Promise<AdminReview> {
  return apiSend(`/admin/reviews/${encodeURIComponent(reviewId)}`, AdminReviewSchema, {
    method: 'PUT',
    body: changes,
  });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    // Settled either way: a refusal (a review hidden meanwhile, deleted with its product) means
    // the list is stale too. A status change moves the review between lists and the count.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminReviewKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

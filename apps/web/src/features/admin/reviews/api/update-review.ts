import {
  type AdminReview,
  type AdminReviewList,
  AdminReviewSchema,
  type UpdateReviewInput,
} from '@skins/shared';
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
    // The saved review goes into the lists at once: the photo toggles build the next set of
    // hidden photos from the list, and a second toggle before the reload lands must not send
    // the set from before the first (it would show the first photo again).
    onSuccess: (saved) => {
      queryClient.setQueriesData<AdminReviewList>({ queryKey: adminReviewKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((review) => (review._id === saved._id ? saved : review)),
            }
          : list,
      );
    },
    // Settled either way: a refusal (a review hidden meanwhile, deleted with its product) means
    // the list is stale too. A status change moves the review between lists and the count.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminReviewKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

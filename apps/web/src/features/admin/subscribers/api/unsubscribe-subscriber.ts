import { type Subscriber, SubscriberSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { adminSubscriberKeys } from './subscriber-keys.ts';

/**
 * PUT /api/subscribers/{id}/unsubscribe (admin): the subscriber, now unsubscribed (already so:
 * unchanged); 404 unknown. Their welcome coupon stays theirs.
 */
function unsubscribeSubscriber(subscriberId: string): Promise<Subscriber> {
  return apiSend(`/subscribers/${encodeURIComponent(subscriberId)}/unsubscribe`, SubscriberSchema, {
    method: 'PUT',
  });
}

export function useUnsubscribeSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeSubscriber,
    // Every page and filter may hold the row (the "subscribed" filter now drops it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSubscriberKeys.lists() }),
  });
}

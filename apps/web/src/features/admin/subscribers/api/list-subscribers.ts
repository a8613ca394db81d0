import { type SubscriberList, SubscriberListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminSubscriberKeys, type SubscriberListParams } from './subscriber-keys.ts';

/** GET /api/subscribers (admin): newest sign-up first; `search` a part of the email. */
function listSubscribers(
  params: SubscriberListParams,
  signal?: AbortSignal,
): Promise<SubscriberList> {
  return apiGet('/subscribers', SubscriberListSchema, { signal, query: { ...params } });
}

const subscriberListQueryOptions = (params: SubscriberListParams) =>
  queryOptions({
    queryKey: adminSubscriberKeys.list(params),
    queryFn: ({ signal }) => listSubscribers(params, signal),
    // Sign-ups arrive from the shop at any time: fresh on every visit.
    staleTime: 0,
  });

export function useSubscriberList(params: SubscriberListParams) {
  // The previous page stays on screen while the next one loads, instead of a blank table.
  return useQuery({ ...subscriberListQueryOptions(params), placeholderData: keepPreviousData });
}

import { type RestoredCart, RestoredCartSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';

/** GET /api/cart-reminders/{token}: a reminder's lines at today's prices, and what was dropped. */
function getRestoredCart(token: string, signal?: AbortSignal): Promise<RestoredCart> {
  return apiGet(`/cart-reminders/${encodeURIComponent(token)}`, RestoredCartSchema, { signal });
}

export function restoredCartQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['cart-reminders', 'restore', token],
    queryFn: ({ signal }) => getRestoredCart(token, signal),
    // An expired or unknown link stays so (404); other failures offer "Try again".
    retry: false,
    // Read once per visit: the lines go into the cart, and the page leaves for it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asked by the browser only: a mail scanner fetching the link's page restores nothing. */
export function useRestoredCart(token: string) {
  return useQuery(restoredCartQueryOptions(token));
}

import { type StoreConfig, StoreConfigSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';

/** GET /api/store/config: whether the gate is on, and how payments run. */
async function getStoreConfig(signal?: AbortSignal): Promise<StoreConfig> {
  return apiGet('/store/config', StoreConfigSchema, { signal });
}

/** The store config's query: the server's page render fetches it first (entry-server.tsx). */
export function storeConfigQueryOptions() {
  return queryOptions({
    queryKey: ['store', 'config'],
    queryFn: ({ signal }) => getStoreConfig(signal),
    // The configuration changes only with a server restart; one answer serves the visit.
    staleTime: Number.POSITIVE_INFINITY,
    // The shop waits on this answer behind the loading overlay: no retry ladder of seconds.
    retry: false,
  });
}

export function useStoreConfig(options: { enabled?: boolean } = {}) {
  return useQuery({ ...storeConfigQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * Cash on delivery's limit in whole rupees when the shop takes it (COD_ENABLED), else null —
 * also while the answer is loading or failed, so nothing offers it unless the server says so.
 * Only the checkout asks the server (`ask`); the pages of words use the answer the gate or the
 * checkout already has, so reading a policy costs no request.
 */
export function useCashOnDelivery({ ask = false }: { ask?: boolean } = {}): {
  maxOrderRupees: number;
} | null {
  const { data } = useStoreConfig({ enabled: ask });
  const cod = data?.payments.cod;
  return cod ? { maxOrderRupees: cod.maxOrder } : null;
}

/**
 * The seller's public details (the server's SHOP_* settings, as the tax invoices name it): the
 * footer, the contact page and the policies show these, so they can never disagree with the
 * invoice. Read like cash on delivery, from the answer the page's server render fetched
 * (entry-server.tsx), with no request of its own; null while there is none.
 */
export function useSeller(): StoreConfig['seller'] | null {
  const { data } = useStoreConfig({ enabled: false });
  return data?.seller ?? null;
}

/**
 * Days after delivery a return may be started (RETURN_WINDOW_DAYS), from the store config: the
 * return policy reads the answer the page's render fetched (null while there is none); the order
 * page asks for it (`ask`), as the checkout does for cash on delivery.
 */
export function useReturnWindowDays({ ask = false }: { ask?: boolean } = {}): number | null {
  const { data } = useStoreConfig({ enabled: ask });
  return data?.returns.windowDays ?? null;
}

/**
 * The channels order updates may go by besides mail (issue [16]: WhatsApp, SMS), from the store
 * config; null while there is no answer, so no consent box or sentence appears unless the server
 * says a channel is configured. The checkout asks (`ask`); the privacy policy and the FAQ read the
 * answer the page's render fetched.
 */
export function useMessageChannels({
  ask = false,
}: {
  ask?: boolean;
} = {}): StoreConfig['messages'] | null {
  const { data } = useStoreConfig({ enabled: ask });
  return data?.messages ?? null;
}

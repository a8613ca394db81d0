import { type AdminCartReminderList, AdminCartReminderListSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { adminCartReminderKeys, type CartReminderListParams } from './cart-reminder-keys.ts';

/**
 * GET /api/admin/cart-reminders (admin; API.md § Cart reminders): the saved carts, newest first,
 * each with its value, its reminder and any order recovered through it; `totals` over them all.
 */
function listCartReminders(
  params: CartReminderListParams,
  signal?: AbortSignal,
): Promise<AdminCartReminderList> {
  return apiGet('/admin/cart-reminders', AdminCartReminderListSchema, {
    signal,
    query: { ...params },
  });
}

const cartReminderListQueryOptions = (params: CartReminderListParams) =>
  queryOptions({
    queryKey: adminCartReminderKeys.list(params),
    queryFn: ({ signal }) => listCartReminders(params, signal),
    // Carts are saved, reminded and recovered in the background: fresh on every visit.
    staleTime: 0,
  });

export function useCartReminderList(params: CartReminderListParams) {
  // The previous page stays on screen while the next one loads, instead of a blank table.
  return useQuery({ ...cartReminderListQueryOptions(params), placeholderData: keepPreviousData });
}

import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';

/** What the cart reminders list asks for: the URL's page. */
export interface CartReminderListParams {
  page: number;
}

// Hierarchical: invalidating `all` refreshes every page of the list at once.
export const adminCartReminderKeys = {
  all: [ADMIN_QUERY_ROOT, 'cart-reminders'] as const,
  lists: () => [...adminCartReminderKeys.all, 'list'] as const,
  list: (params: CartReminderListParams) => [...adminCartReminderKeys.lists(), params] as const,
};

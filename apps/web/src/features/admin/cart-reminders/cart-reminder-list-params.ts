import type { CartReminderListParams } from './api/cart-reminder-keys.ts';

/** The list's page from its URL (`?page=2`); a hand-edited page the server would refuse is 1. */
export function readCartReminderListParams(searchParams: URLSearchParams): CartReminderListParams {
  const page = Number(searchParams.get('page') ?? '1');
  return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

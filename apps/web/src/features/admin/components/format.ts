import { formatShopDate, formatShopDateTime } from '@skins/shared';

// Dates as the shop's staff read them: India time (the shared shop-time helpers), short months,
// two-digit hours so a column of times lines up.

/** '2026-11-23T10:30:00Z' → '23 Nov 2026, 04:00 pm'. */
export function formatAdminDateTime(iso: string): string {
  return formatShopDateTime(iso, { month: 'short', hour: '2-digit' });
}

/** '2026-11-23T10:30:00Z' → '23 Nov 2026'. */
export function formatAdminDate(iso: string): string {
  return formatShopDate(iso, 'short');
}

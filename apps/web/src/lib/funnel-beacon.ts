import type { FunnelEventType } from '@skins/shared';

/**
 * Tells the shop's counters that a product was viewed or added to the cart, or a checkout began
 * (POST /api/events, decision 064): a fire-and-forget beacon with no id of the shopper, which the
 * server adds to a count per day and product. Nothing a shopper does waits on it or can fail
 * because of it: no sendBeacon, a refusal or an error are all ignored.
 */
export function sendFunnelBeacon(type: FunnelEventType, productId?: string): void {
  try {
    const body = new Blob([JSON.stringify({ type, productId })], { type: 'application/json' });
    navigator.sendBeacon?.('/api/events', body);
  } catch {
    // A beacon is never worth a broken page.
  }
}

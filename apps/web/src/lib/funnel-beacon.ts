import type { FunnelEventType } from '@skins/shared';

/**
 * Tells the shop's counters that a product was viewed or added to the cart, or a checkout began
 * (POST /api/events, decision 064): a fire-and-forget beacon with no id of the shopper, which the
 * server adds to a count per day and product. The JSON goes as a string (`text/plain`, which the
 * route reads as JSON): the fewest bytes in the product page's first load. Nothing a shopper does
 * waits on it or can fail because of it: no sendBeacon, a refusal or an error are all ignored.
 */
export function sendFunnelBeacon(type: FunnelEventType, productId?: string): void {
  try {
    navigator.sendBeacon?.('/api/events', JSON.stringify({ type, productId }));
  } catch {
    // A beacon is never worth a broken page.
  }
}

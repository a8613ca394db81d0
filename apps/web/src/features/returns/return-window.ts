import type { Order, OrderTracking, Return } from '@skins/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnWindow {
  deliveredAt: string;
  /** The moment the last return may be started: delivery plus RETURN_WINDOW_DAYS whole days. */
  closesAt: string;
  isOpen: boolean;
}

/**
 * When a Delivered order's returns may be started (API.md: within RETURN_WINDOW_DAYS of
 * delivery, measured from the last move to Delivered in its history, as the server measures
 * it); null for an order not delivered, which has no window yet.
 */
export function returnWindowOf(
  tracking: Pick<OrderTracking, 'status' | 'history'>,
  windowDays: number,
  now: Date,
): ReturnWindow | null {
  if (tracking.status !== 'Delivered') return null;
  const deliveredAt = tracking.history.findLast((entry) => entry.status === 'Delivered')?.at;
  if (!deliveredAt || Number.isNaN(Date.parse(deliveredAt))) return null;
  const closesAtMs = Date.parse(deliveredAt) + windowDays * DAY_MS;
  return {
    deliveredAt,
    closesAt: new Date(closesAtMs).toISOString(),
    isOpen: now.getTime() < closesAtMs,
  };
}

/**
 * How many of each order line may still be returned: what was bought, less what the order's
 * returns already hold (a rejected return gives its units back), by the line's `_id`.
 */
export function returnableQuantities(
  lines: Order['products'],
  returns: readonly Pick<Return, 'status' | 'lines'>[],
): Map<string, number> {
  const held = new Map<string, number>();
  for (const request of returns) {
    if (request.status === 'Rejected') continue;
    for (const line of request.lines) {
      held.set(line.itemId, (held.get(line.itemId) ?? 0) + line.quantity);
    }
  }
  return new Map(
    lines.map((line) => [line._id, Math.max(0, line.quantity - (held.get(line._id) ?? 0))]),
  );
}

// The return window (API.md § Returns and replacements, decision 053): the server's 409
// RETURN_WINDOW_CLOSED and the pages' "until …" line, one computation. Exported through returns.ts.

import type { OrderStatus } from './orders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a delivered order's returns may be started (RETURN_WINDOW_DAYS after its delivery). */
export interface ReturnWindow {
  /** The last delivery, ISO. */
  deliveredAt: string;
  /** The first instant the window is closed: the last delivery plus `windowDays` whole days. */
  closesAt: string;
  isOpen: boolean;
}

/**
 * The return window, the server's check and the pages' line alike (decision 053): from the last
 * of an order's moves to Delivered, `windowDays` × 24 hours, open while `now` is before
 * `closesAt`, to the millisecond. Null without a valid delivery time: no window has opened.
 * Whether the order is Delivered now is the caller's to check.
 */
export function returnWindowOf(
  deliveries: readonly (Date | string)[],
  windowDays: number,
  now: Date,
): ReturnWindow | null {
  const times = deliveries.map((at) => new Date(at).getTime()).filter(Number.isFinite);
  if (times.length === 0) return null;
  const deliveredAtMs = Math.max(...times);
  const closesAtMs = deliveredAtMs + windowDays * DAY_MS;
  return {
    deliveredAt: new Date(deliveredAtMs).toISOString(),
    closesAt: new Date(closesAtMs).toISOString(),
    isOpen: now.getTime() < closesAtMs,
  };
}

/** The window of an order as its track view shows it: none until it is Delivered. */
export function trackedReturnWindow(
  order: { status: OrderStatus; history: readonly { status: OrderStatus; at: string }[] },
  windowDays: number,
  now: Date,
): ReturnWindow | null {
  if (order.status !== 'Delivered') return null;
  const deliveries = order.history.filter((entry) => entry.status === 'Delivered');
  return returnWindowOf(
    deliveries.map((entry) => entry.at),
    windowDays,
    now,
  );
}

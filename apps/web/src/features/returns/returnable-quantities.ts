import type { Order, Return } from '@skins/shared';

/** Said, where the window is still open, once every unit of the order is in a return. */
export const ALL_IN_A_RETURN = 'Every item of this order is already in a return.';

// The return window is shared with the server's check: `trackedReturnWindow` (@skins/shared).

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

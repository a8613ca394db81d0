import type { Order, OrderList, OrderTracking } from '@skins/shared';
import { buildOrder, buildTracking } from '#testing/order-fixtures.ts';

export { ORDER_ID } from '#testing/order-fixtures.ts';

// The lines' pictures as the admin tests know them: the second line a snapshot without one.
const LINE_IMAGES: readonly (readonly string[])[] = [['/media/obs.svg'], []];

/** The storefront's paid online order (coupon, two lines, a note), seen by the admin. */
export function buildAdminOrder(overrides: Partial<Order> = {}): Order {
  const order = buildOrder();
  return {
    ...order,
    products: order.products.map((line, index) => ({
      ...line,
      product: { ...line.product, images: [...(LINE_IMAGES[index] ?? [])] },
    })),
    ...overrides,
  };
}

export function buildOrderList(orders: Order[], overrides: Partial<OrderList> = {}): OrderList {
  return { data: orders, page: 1, limit: 20, total: orders.length, totalPages: 1, ...overrides };
}

/** The order's tracking record, its status and last change those of `history`'s last step. */
export function buildHistory(
  history: OrderTracking['history'],
  overrides: Partial<OrderTracking> = {},
): OrderTracking {
  const last = history.at(-1);
  return buildTracking({
    status: last?.status ?? 'Placed',
    updatedAt: last?.at ?? '2026-03-12T09:05:00.000Z',
    history,
    ...overrides,
  });
}

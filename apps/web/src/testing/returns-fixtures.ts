import type { Order, OrderTracking, Return } from '@skins/shared';
import { buildOrder, buildTracking, ORDER_ID } from './order-fixtures.ts';

// A delivered order and its returns, for the order page's returns (features/returns).

/** The lines' ids are UUIDs, as the server's are: the return's schema checks `itemId`. */
export const LINE_IDS = {
  obsidian: '6a1d2f7e-0c3b-4e5a-9b8c-1d2e3f4a5b01',
  marble: '6a1d2f7e-0c3b-4e5a-9b8c-1d2e3f4a5b02',
} as const;

export const RETURN_ID = '7b2e3a8f-1d4c-4f6b-8c9d-2e3f4a5b6c01';
export const PHOTO_ID = '8c3f4b9a-2e5d-4a7c-9d0e-3f4a5b6c7d01';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The confirmation page's order, delivered, with line ids the return form can send. */
export function buildDeliveredOrder(overrides: Partial<Order> = {}): Order {
  const order = buildOrder({ status: 'Delivered' });
  const [obsidian, marble] = order.products;
  if (!obsidian || !marble) throw new Error('buildOrder has two lines');
  return {
    ...order,
    products: [
      { ...obsidian, _id: LINE_IDS.obsidian },
      { ...marble, _id: LINE_IDS.marble },
    ],
    ...overrides,
  };
}

/** Its track view, delivered `daysAgo` days before `now`. */
export function buildDeliveredTracking(daysAgo: number, now = new Date()): OrderTracking {
  const deliveredAt = new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  return buildTracking({
    status: 'Delivered',
    history: [
      { status: 'Placed', at: '2026-03-12T09:05:00.000Z' },
      { status: 'Delivered', at: deliveredAt },
    ],
  });
}

/** A return of one Obsidian skin, misprinted, asking for a replacement; just requested. */
export function buildReturn(overrides: Partial<Return> = {}): Return {
  return {
    _id: RETURN_ID,
    number: 'R1001',
    orderId: ORDER_ID,
    orderNumber: 1042,
    status: 'Requested',
    reason: 'Misprint',
    resolution: 'Replacement',
    details: 'The print is smudged at the camera.',
    lines: [
      {
        itemId: LINE_IDS.obsidian,
        name: 'Carbon Fibre Obsidian',
        brand: 'Apple',
        model: 'iPhone 16 Pro',
        image: '/media/obsidian.svg',
        price: 549,
        quantity: 1,
      },
    ],
    photos: [{ _id: PHOTO_ID, url: '/media/uploads/p1/1280.webp' }],
    messages: [],
    history: [
      {
        from: null,
        to: 'Requested',
        at: '2026-03-20T05:00:00.000Z',
        by: 'shopper',
        actor: null,
        note: null,
      },
    ],
    requestedAt: '2026-03-20T05:00:00.000Z',
    decidedAt: null,
    refund: null,
    replacement: null,
    ...overrides,
  };
}

import type { Order, OrderActivity, OrderList, OrderStatus, OrderTracking } from '@skins/shared';

export const ORDER_ID = '0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00';

/** A paid online order with a coupon, two lines and a customer's note. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    number: 1042,
    createdAt: '2026-03-12T09:05:00.000Z',
    status: 'Placed',
    products: [
      {
        _id: 'line-obsidian',
        product: {
          _id: 'id-obsidian',
          name: 'Carbon Fibre Obsidian',
          images: ['/media/obsidian.svg'],
        },
        quantity: 2,
        price: 549,
        extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' },
      },
      {
        _id: 'line-marble',
        product: { _id: 'id-marble', name: 'Marble Arctic', images: ['/media/marble.svg'] },
        quantity: 1,
        price: 899,
        extraInfo: { brand: 'Apple', model: 'MacBook Air 13" M3' },
      },
    ],
    shippingInfo: {
      firstName: 'Asha',
      lastName: 'Rao',
      address: '12 MG Road',
      apartment: 'Flat 4B',
      city: 'Bengaluru',
      pin: '560001',
      state: 'Karnataka',
      country: 'India',
      phone: '9876543210',
      email: 'asha@example.in',
      customerNote: 'Leave with the guard',
    },
    placeOfSupply: 'Karnataka',
    coupon: { _id: 'cmp-1', code: 'WELCOME-ASHA', discount: 0.1 },
    // 1,098 + 899 = 1,997; −10% = 199.70; tax 8% of 1,797.30 = 143.78; total 1,941.08.
    subtotal: 1997,
    discount: 199.7,
    tax: 143.78,
    total: 1941.08,
    amountPaid: 1941,
    paymentMethod: 'Online',
    paymentStatus: 'Completed',
    shipment: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '9876543210' },
    ...overrides,
  };
}

export function buildTracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    _id: ORDER_ID,
    number: 1042,
    status: 'Processing',
    createdAt: '2026-03-12T09:05:00.000Z',
    updatedAt: '2026-03-13T04:30:00.000Z',
    history: [
      { status: 'Placed', at: '2026-03-12T09:05:00.000Z' },
      { status: 'Processing', at: '2026-03-13T04:30:00.000Z' },
    ],
    shipment: null,
    paymentStatus: 'Completed',
    refund: null,
    invoiceNumber: null,
    ...overrides,
  };
}

// The lines' pictures as the admin tests know them: the second line a snapshot without one.
const ADMIN_LINE_IMAGES: readonly (readonly string[])[] = [['/media/obs.svg'], []];

/** The storefront's paid online order (coupon, two lines, a note), seen by the admin. */
export function buildAdminOrder(overrides: Partial<Order> = {}): Order {
  const order = buildOrder();
  return {
    ...order,
    products: order.products.map((line, index) => ({
      ...line,
      product: { ...line.product, images: [...(ADMIN_LINE_IMAGES[index] ?? [])] },
    })),
    ...overrides,
  };
}

export function buildOrderList(orders: Order[], overrides: Partial<OrderList> = {}): OrderList {
  return { data: orders, page: 1, limit: 20, total: orders.length, totalPages: 1, ...overrides };
}

/** One step of an admin's order history; by default nobody's and without a note. */
export interface ActivityStep {
  status: OrderStatus;
  at: string;
  actor?: string | null;
  note?: string | null;
}

/** GET /orders/{id}/activity: the steps given, no gateway ids and no mails unless overridden. */
export function buildActivity(
  history: readonly ActivityStep[],
  overrides: Partial<OrderActivity> = {},
): OrderActivity {
  return {
    history: history.map(({ status, at, actor = null, note = null }) => ({
      status,
      at,
      actor,
      note,
    })),
    gateway: { orderId: null, paymentId: null, refundId: null },
    mails: [],
    ...overrides,
  };
}

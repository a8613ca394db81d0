// Orders as read (API.md § Orders). zod/mini, as the rest of shared: the storefront bundles it.
import * as z from 'zod/mini';
import { OrderLineInputSchema, OrderUserSchema, ShippingFormSchema } from './checkout.ts';
import { MAX_LENGTH } from './constants.ts';
import { listEnvelopeSchema, RupeesSchema } from './contract.ts';
import { ShipmentSchema } from './couriers.ts';
import { LOOKUP_EMAIL_MESSAGE, ORDER_NUMBER_MESSAGE } from './form-outcomes.ts';

/** Placed → Processing → Shipped → Delivered; CancelRequested; Cancelled. */
export const ORDER_STATUSES = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
  'CancelRequested',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A shopper may ask to cancel only before the parcel leaves. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Placed', 'Processing'];

/**
 * Every move an order may make (docs/decisions/006-orders.md). Forward only, skipping allowed
 * (Placed → Shipped); a cancel request is either granted (Cancelled) or declined (the order goes
 * on: Processing, Shipped, Delivered). A delivered or cancelled order never moves again.
 */
const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Placed: ['Processing', 'Shipped', 'Delivered', 'CancelRequested', 'Cancelled'],
  Processing: ['Shipped', 'Delivered', 'CancelRequested', 'Cancelled'],
  CancelRequested: ['Processing', 'Shipped', 'Delivered', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

/** The statuses an order may be in for a move to `to`. */
export function statusesThatMoveTo(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canMoveOrder(from, to));
}

/** What an admin may set with PUT /orders/{id}/status; only the shopper requests a cancel. */
export const ADMIN_STATUS_TARGETS = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;

/** Why an invoiced order is never deleted (DELETE /api/orders/{id}'s 409, and the admin's page). */
export function invoicedOrderKeptMessage(invoiceNumber: string): string {
  return `This order has tax invoice ${invoiceNumber}: a tax record, kept for years, so it cannot be deleted.`;
}

export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Name, images and price are snapshots taken when the order was placed. `_id` is the line's own
 * id (a return names its lines by it: `itemId`); `product._id` is the product's.
 */
const OrderLineSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), images: z.array(z.string()) }),
  quantity: z.int(),
  price: RupeesSchema,
  extraInfo: z.object({ model: z.string(), brand: z.string() }),
  /** The GST rate the line was sold at, a fraction (decision 066). */
  gstRate: z.optional(z.number()),
});

// Answers are plain shapes: the input schemas trim and transform, and a transform cannot run
// backwards when the server encodes its answer.
const OrderShippingSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  apartment: z.optional(z.string()),
  city: z.string(),
  pin: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  customerNote: z.optional(z.string()),
});

const OrderCouponSchema = z.object({ _id: z.string(), code: z.string(), discount: z.number() });

export const OrderSchema = z.object({
  _id: z.string(),
  /** Human order number shown to the shopper (e.g. 1042). */
  number: z.int(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  products: z.array(OrderLineSchema),
  shippingInfo: OrderShippingSchema,
  /**
   * The state whose GST the order's tax split used (CGST + SGST in the seller's, else IGST): its
   * shipping state as the state list names it, recorded when it was placed (decision 047).
   */
  placeOfSupply: z.string(),
  coupon: z.nullable(OrderCouponSchema),
  subtotal: RupeesSchema,
  discount: RupeesSchema,
  tax: RupeesSchema,
  total: RupeesSchema,
  /** What was charged, in rupees: the total rounded to whole rupees. */
  amountPaid: RupeesSchema,
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Courier, AWB and tracking page once shipped with PUT /orders/{id}/ship; else null. */
  shipment: z.nullable(ShipmentSchema),
  /** The GST tax invoice's number (`INV/2026-27/000123`) once paid; else null. */
  invoiceNumber: z.nullable(z.string()),
  /** The credit note's number (`CN/2026-27/000001`) once the paid order is refunded; else null. */
  creditNoteNumber: z.nullable(z.string()),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /api/orders/all (admin): the list envelope of orders. */
export const OrderListSchema = listEnvelopeSchema(OrderSchema);
export type OrderList = z.infer<typeof OrderListSchema>;

/** How long a refund takes to arrive: the returns policy's words, in the refunded mail and on tracking. */
export const REFUND_TIME_WORDING =
  'Refunds reach the original payment method (your card or UPI account) within 5–7 working days.';

/** A refunded order's refund on the track view: the amount (rupees) and when it was made. */
export const TrackingRefundSchema = z.object({ amount: z.number(), at: z.string() });

/**
 * GET /api/orders/track-order/{id}: no personal data. `paymentStatus` tells a shopper whether
 * the money arrived (and a cash-on-delivery buyer whether it is still to pay); `refund` is set
 * when the payment was refunded, else null.
 */
export const OrderTrackingSchema = z.object({
  _id: z.string(),
  number: z.int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  shipment: z.nullable(ShipmentSchema),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  refund: z.nullable(TrackingRefundSchema),
  /** The tax invoice's number once paid (GET /orders/{id}/invoice.pdf with the token); else null. */
  invoiceNumber: z.nullable(z.string()),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** Payment methods an admin marks paid by hand (PUT /api/orders/{id}/payment). */
export const MARKED_PAID_METHODS = ['Manual', 'COD'] as const;

/**
 * PUT /api/orders/{id}/payment (admin): a manual or cash-on-delivery order's money arrived.
 * `method` (cash, UPI, bank transfer…) and `reference` (a UTR, a receipt number) go into the
 * order's history; blank means not given.
 */
export const MarkPaidInputSchema = z.object({
  paymentStatus: z.literal('Completed'),
  method: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type MarkPaidInput = z.infer<typeof MarkPaidInputSchema>;

/** Order tokens are random and URL-safe; anything longer cannot be one. */
const ORDER_TOKEN_MAX_LENGTH = 200;
export const OrderTokenSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(ORDER_TOKEN_MAX_LENGTH));

export const OrderIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** Admin list: newest first; `status` filters, `search` matches the number or the email. */
export const OrderListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  status: z.optional(z.enum(ORDER_STATUSES)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(MAX_LENGTH.email))),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderStatusUpdateSchema = z.object({ status: z.enum(ADMIN_STATUS_TARGETS) });

/**
 * POST /api/orders (admin): an order taken by phone or in person. The server prices it from the
 * products' current prices (the client sends no figures); payment is `Manual` / `Pending`, and it
 * carries no coupon (coupons are reserved by checkouts, docs/decisions/006-orders.md).
 */
export const ManualOrderInputSchema = z.object({
  user: OrderUserSchema,
  products: z
    .array(z.omit(OrderLineInputSchema, { price: true }))
    .check(z.minLength(1), z.maxLength(50)),
  shippingInfo: ShippingFormSchema,
});
export type ManualOrderInput = z.infer<typeof ManualOrderInputSchema>;

/** Order numbers are PostgreSQL integers counting up from 1001. */
const MAX_ORDER_NUMBER = 2_147_483_647;
// As the checkout's own check (checkout.ts): an address checkout refused cannot be on an order.
const LOOKUP_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** `1001`, `"1001"`, `"#1001"`, `" # 1 001 "` → 1001; anything else → NaN (refused below). */
function parseOrderNumber(input: number | string): number {
  if (typeof input === 'number') return input;
  const digits = input.replace(/\s+/g, '').replace(/^#/, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
}

const OrderNumberSchema = z
  .int({ error: ORDER_NUMBER_MESSAGE })
  .check(z.minimum(1, ORDER_NUMBER_MESSAGE), z.maximum(MAX_ORDER_NUMBER, ORDER_NUMBER_MESSAGE));

/**
 * POST /api/orders/lookup (API.md § Orders after payment): the order number as printed
 * (`1001`, `"1001"`, `"#1001"`, spaces ignored) and the checkout email in any case.
 */
export const OrderLookupInputSchema = z.object({
  number: z.pipe(
    // A number is bounded before parsing too, so the OpenAPI document shows the range.
    z.union([OrderNumberSchema, z.string().check(z.maxLength(20))], {
      error: ORDER_NUMBER_MESSAGE,
    }),
    z.pipe(z.transform(parseOrderNumber), OrderNumberSchema),
  ),
  email: z.pipe(
    z
      .string({ error: LOOKUP_EMAIL_MESSAGE })
      .check(
        z.trim(),
        z.minLength(1, LOOKUP_EMAIL_MESSAGE),
        z.maxLength(MAX_LENGTH.email, `Must be at most ${MAX_LENGTH.email} characters`),
        z.regex(LOOKUP_EMAIL_PATTERN, 'Enter a valid email address'),
      ),
    z.transform((email: string) => email.toLowerCase()),
  ),
});
export type OrderLookupInput = z.infer<typeof OrderLookupInputSchema>;
export type OrderLookupRequest = z.input<typeof OrderLookupInputSchema>;

/**
 * A line of the looked-up order: what was bought, for which device and how many (the snapshot
 * taken at checkout). No price: the pair proves the shopper, not what they paid.
 */
export const OrderLookupItemSchema = z.object({
  /** The line's own id (a return's `itemId`). */
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  quantity: z.int(),
  image: z.string(),
});
export type OrderLookupItem = z.infer<typeof OrderLookupItemSchema>;

/**
 * Its answer: the track view, whose `_id` opens the tracking page, and the order's lines; no
 * personal data and never the token (docs/decisions/050-track-order-link.md).
 */
export const OrderLookupAnswerSchema = z.extend(OrderTrackingSchema, {
  items: z.array(OrderLookupItemSchema),
});
export type OrderLookupAnswer = z.infer<typeof OrderLookupAnswerSchema>;

/**
 * POST /api/orders/lookup/link: the order's link went to its email, which is the address the
 * shopper typed (lower-cased), so the answer names nothing they did not already know.
 */
export const OrderLinkSentSchema = z.object({ sentTo: z.string() });
export type OrderLinkSent = z.infer<typeof OrderLinkSentSchema>;

import { ORDER_STATUSES, PAYMENT_STATUSES, TAX_RATE_BP } from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
// Foreign keys are part of the schema: a table file may name another module's table file.
import { campaigns } from '../campaigns/campaigns.tables.ts';
import { DEFAULT_HSN_CODE, isGstSlab, products } from '../catalog/catalog.tables.ts';
import {
  type AppliedCouponRow,
  checkouts,
  type PricedTotalsRow,
  type ShippingRow,
} from '../payments/checkouts.tables.ts';

// An order is recorded from a checkout's snapshot: it stores the same shapes.
export type { AppliedCouponRow, PricedTotalsRow, ShippingRow };

/** The payment method of a replacement order (decision 054): Rs. 0, nothing to pay. */
export const REPLACEMENT_PAYMENT_METHOD = 'Replacement';

/**
 * Orders (API.md § Orders). The id is a random UUID (122 random bits); `number` is the human
 * order number. The shopper's token is kept only as its SHA-256 hash.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The checkout it was recorded from; null for an admin's manual order. */
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Placed'),
    paymentMethod: text('payment_method').notNull().default('Online'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    /** The gateway's refund id, set when a cancel refunds the payment (order-status.ts). */
    razorpayRefundId: text('razorpay_refund_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    shipping: jsonb('shipping').$type<ShippingRow>().notNull(),
    /**
     * The state the tax split used (CGST + SGST in the seller's, else IGST): the shipping state
     * as the state list names it (`placeOfSupplyOf`), kept as it was when the order was placed.
     */
    placeOfSupply: text('place_of_supply').notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    /** The code and fraction as applied, kept even if the campaign is edited later. */
    coupon: jsonb('coupon').$type<AppliedCouponRow>(),
    subtotalInPaise: integer('subtotal_in_paise').notNull(),
    discountInPaise: integer('discount_in_paise').notNull(),
    taxInPaise: integer('tax_in_paise').notNull(),
    totalInPaise: integer('total_in_paise').notNull(),
    amountPaidInPaise: integer('amount_paid_in_paise').notNull(),
    /** The shipment (PUT /orders/{id}/ship): all four set together, or none. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    /**
     * The GST tax invoice (modules/invoices): numbered once, in the transaction that first makes
     * the payment `Completed`, and never again; the credit note likewise when it is refunded.
     */
    invoiceNumber: text('invoice_number').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
    creditNoteNumber: text('credit_note_number').unique(),
    creditedAt: timestamp('credited_at', { withTimezone: true, mode: 'date' }),
    /**
     * A replacement's original order (a return settled by a new parcel, decision 054): the
     * replacement is a Rs. 0 order with no invoice, since nothing was sold.
     */
    replacementOf: uuid('replacement_of').references((): AnyPgColumn => orders.id),
    /**
     * When the shopper ticked "Send me order updates on WhatsApp" (issue [16]); null: no consent,
     * no WhatsApp or SMS about this order. A later opt-out of the phone (messages module) wins.
     */
    whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_email_idx').on(t.email),
    index('orders_replacement_of_idx').on(t.replacementOf),
    check('orders_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'orders_money_consistent',
      sql`${t.totalInPaise} = ${t.subtotalInPaise} - ${t.discountInPaise} + ${t.taxInPaise}`,
    ),
    check(
      'orders_shipment_whole',
      sql`(${t.courier} is null) = (${t.trackingNumber} is null) and (${t.courier} is null) = (${t.trackingUrl} is null) and (${t.courier} is null) = (${t.shippedAt} is null)`,
    ),
    check('orders_invoice_whole', sql`(${t.invoiceNumber} is null) = (${t.invoicedAt} is null)`),
    check(
      'orders_credit_note_whole',
      sql`(${t.creditNoteNumber} is null) = (${t.creditedAt} is null)`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Snapshots of what was bought: editing or deleting the product later changes nothing here. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull(),
    priceInPaise: integer('price_in_paise').notNull(),
    quantity: integer('quantity').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    /** The category's HSN code when bought: the tax invoice prints it (edits later change nothing). */
    hsnCode: text('hsn_code').notNull().default(DEFAULT_HSN_CODE),
    /**
     * The category's GST rate when bought, in basis points (decision 066): the line's tax, its
     * invoice rows and its GST return rows use it, so a later rate change alters no past order.
     */
    gstRateBp: integer('gst_rate_bp').notNull().default(TAX_RATE_BP),
    /**
     * Units of this line whose money a return's refund gave back (decision 054), added in that
     * refund's transaction (`recordRefundedUnits`): a line refunded in full is not reviewable.
     */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /**
     * Units of this line taken from its product's stock and not yet given back (decision 065):
     * 0 for a made-to-order product. A cancel or a received return gives back what is left here,
     * and sets it down in the same transaction, so units are never given back twice.
     */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_items_position_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_gst_rate_slab', isGstSlab(t.gstRateBp)),
    check(
      'order_items_refunded_within_quantity',
      sql`${t.refundedQuantity} between 0 and ${t.quantity}`,
    ),
    check(
      'order_items_stock_taken_within_quantity',
      sql`${t.stockTaken} between 0 and ${t.quantity}`,
    ),
  ],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Every status an order has been in, for the tracking timeline, and every admin step on it:
 * `actor` is the admin's email (null for the shopper and the payment), `note` what the step
 * said (the shipment, a declined request's reason).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor: text('actor'),
    note: text('note'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * One row per coupon use; one order redeems at most one coupon. Orders owns it (an order's
 * record of the coupon it redeemed); campaigns keeps the running count on the campaign.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_campaign_idx').on(t.campaignId)],
);

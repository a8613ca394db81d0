import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
// A foreign key is part of the schema: a table file may name another module's table file.
import { campaigns } from '../campaigns/campaigns.tables.ts';

const CHECKOUT_STATUSES = ['pending', 'paid'] as const;

/** Money of a priced checkout or order, all integer paise (API.md § Decisions: Rounding). */
export interface PricedTotalsRow {
  subtotalInPaise: number;
  discountInPaise: number;
  taxInPaise: number;
  totalInPaise: number;
}

/** One line of a checkout, priced by the server when create-order ran. */
export interface CheckoutLineRow {
  productId: string;
  name: string;
  image: string;
  priceInPaise: number;
  quantity: number;
  brand: string;
  model: string;
  /**
   * The category's HSN code when the line was priced, for the order's tax invoice. Absent in
   * checkouts stored before decision 042: the order reads the category's code when it is written.
   */
  hsnCode?: string;
  /**
   * The category's GST rate in basis points the line was priced at (decision 066). Absent in
   * checkouts stored before it: they were priced at the spec's 8%, which the order keeps.
   */
  gstRateBp?: number;
}

/** What create-order priced and stored; the order is recorded from this, never from the client. */
export interface CheckoutSnapshotRow {
  user: { firstName: string; lastName: string; email: string; phone: string };
  shipping: ShippingRow;
  lines: CheckoutLineRow[];
  totals: PricedTotalsRow;
  coupon: AppliedCouponRow | null;
}

export interface ShippingRow {
  firstName: string;
  lastName: string;
  address: string;
  apartment?: string | undefined;
  city: string;
  pin: string;
  state: string;
  country: string;
  phone: string;
  email: string;
  customerNote?: string | undefined;
  /**
   * The checkout's "Send me order updates" tick (issue [16]); the order keeps the consent in its
   * own column (`whatsapp_consent_at`), not in its shipping.
   */
  whatsappUpdates?: boolean | undefined;
}

export interface AppliedCouponRow {
  campaignId: string;
  code: string;
  discountBp: number;
}

/**
 * A priced checkout waiting for its payment (API.md § Payments). It moves forward only:
 * `pending → paid`, through a conditional update, and `order_id` is set in that same update.
 * While pending it holds its coupon (counted against `maxRedemptions` until `expires_at`).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('pending'),
    /** Razorpay's order id; set right after the gateway answers create-order. */
    razorpayOrderId: text('razorpay_order_id').unique(),
    /** What the gateway charges: the total rounded to whole rupees, in paise. */
    amountInPaise: integer('amount_in_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** A digest of the priced snapshot: an unchanged cart may reuse its unpaid gateway order. */
    fingerprint: text('fingerprint').notNull(),
    snapshot: jsonb('snapshot').$type<CheckoutSnapshotRow>().notNull(),
    /** Lower-case; first-order-only coupons and the welcome coupon look at it. */
    email: text('email').notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    /** Until when a pending checkout holds its coupon and may be reused. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    orderId: uuid('order_id'),
    /** The last `payment.failed` the gateway reported, for support; never moves the status. */
    lastFailure: text('last_failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('checkouts_pending_idx').on(t.status, t.createdAt),
    index('checkouts_fingerprint_idx').on(t.fingerprint, t.status),
    index('checkouts_campaign_idx').on(t.campaignId, t.status, t.expiresAt),
    check('checkouts_amount_positive', sql`${t.amountInPaise} > 0`),
    check('checkouts_email_lower', sql`${t.email} = lower(${t.email})`),
    check('checkouts_paid_has_order', sql`(${t.status} = 'paid') = (${t.orderId} is not null)`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/** Razorpay webhook deliveries by `x-razorpay-event-id`: a repeated delivery is dropped. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  razorpayOrderId: text('razorpay_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

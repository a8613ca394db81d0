import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { GatewayOrder, GatewayPayment } from './gateway.ts';

// The simulated gateway's books (demo mode, no Razorpay keys; decision 036): Razorpay's orders
// and payments as GatewayOrder and GatewayPayment describe them, shared by every instance. Ids
// are Razorpay-shaped (`order_…`, `pay_…`); amounts are integer paise.

/** A simulated Razorpay order. Unpaid ones are pruned after a week; paid ones stay. */
export const simulatedGatewayOrders = pgTable(
  'simulated_gateway_orders',
  {
    id: text('id').primaryKey(),
    amountInPaise: integer('amount_in_paise').notNull(),
    amountPaidInPaise: integer('amount_paid_in_paise').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt'),
    status: text('status').$type<GatewayOrder['status']>().notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('simulated_gateway_orders_unpaid_idx').on(t.createdAt).where(sql`${t.status} <> 'paid'`),
    check('simulated_gateway_orders_amount_positive', sql`${t.amountInPaise} > 0`),
  ],
);

/** A payment attempted against a simulated order; goes with its order. */
export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => simulatedGatewayOrders.id, { onDelete: 'cascade' }),
    amountInPaise: integer('amount_in_paise').notNull(),
    amountRefundedInPaise: integer('amount_refunded_in_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GatewayPayment['status']>().notNull(),
    method: text('method'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    /** Taken when the row is written, under the order's lock: it orders an order's payments. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('simulated_gateway_payments_order_idx').on(t.orderId, t.createdAt),
    // Never more refunded than was paid, whatever races the code may have missed.
    check(
      'simulated_gateway_payments_refund_within_amount',
      sql`${t.amountRefundedInPaise} between 0 and ${t.amountInPaise}`,
    ),
  ],
);

import { FUNNEL_EVENT_TYPES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

// Daily roll-ups of the orders (decision 064). Never written by the application: whenever an
// order, an order line or a return changes, the database's triggers (migrations 0024–0026) note
// the days it moved in `sales_days_stale`, in the changing transaction; `refresh_sales_days()`
// (called by the analytics read and a pass every minute) rebuilds those days from their orders
// in a transaction of its own. A day is India's calendar day of the order's `created_at`.

/** One row per India day with counted orders (decision 064 says which orders count). */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  /** What the counted orders were paid (a COD order not yet paid: what it will collect). */
  salesInPaise: bigint('sales_in_paise', { mode: 'number' }).notNull(),
  /** Given back on them: a refunded payment in full, or the returns' refunds. */
  refundsInPaise: bigint('refunds_in_paise', { mode: 'number' }).notNull(),
  discountsInPaise: bigint('discounts_in_paise', { mode: 'number' }).notNull(),
  codOrders: integer('cod_orders').notNull(),
  /** Orders whose email was on an earlier counted order. */
  returningOrders: integer('returning_orders').notNull(),
});

/**
 * The days whose roll-ups a committed change has made stale, one row per change (append-only,
 * no key: the order writes that add them never wait on each other). `refresh_sales_days()` takes
 * them and rebuilds each day once (migration 0026).
 */
export const salesDaysStale = pgTable('sales_days_stale', {
  day: date('day', { mode: 'string' }).notNull(),
});

/** Units kept (bought − refunded) and their line value per day and product. */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    /** The product's name on that day's newest order line. */
    name: text('name').notNull(),
    units: integer('units').notNull(),
    netSalesInPaise: bigint('net_sales_in_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Units kept per day and device model. */
export const deviceSalesDays = pgTable(
  'device_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.brand, t.model] })],
);

/**
 * The storefront's beacons (POST /api/events), counted per India day, product and type: a
 * counter and nothing else — no cookie, id, address or time of the visit is kept. A checkout's
 * start names no product (`product_id` null).
 */
export const funnelDays = pgTable(
  'funnel_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    type: text('type', { enum: FUNNEL_EVENT_TYPES }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    unique('funnel_days_key').on(t.day, t.productId, t.type).nullsNotDistinct(),
    check('funnel_days_count_positive', sql`${t.count} > 0`),
  ],
);

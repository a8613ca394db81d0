import {
  CATEGORY_SLUGS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_TYPE_NAMES,
} from '@skins/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface CompatibilityRow {
  brand: string;
  models: string[];
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const productTypes = pgTable('product_types', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  categorySlug: text('category_slug')
    .notNull()
    .references(() => categories.slug),
  position: integer('position').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceInPaise: integer('price_in_paise').notNull(),
    compareAtPriceInPaise: integer('compare_at_price_in_paise'),
    images: jsonb('images').$type<string[]>().notNull(),
    thumbnail: text('thumbnail').notNull(),
    categorySlug: text('category_slug', { enum: CATEGORY_SLUGS })
      .notNull()
      .references(() => categories.slug),
    productType: text('product_type', { enum: PRODUCT_TYPE_NAMES })
      .notNull()
      .references(() => productTypes.name),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    compatibility: jsonb('compatibility').$type<CompatibilityRow[]>().notNull(),
    active: boolean('active').notNull().default(true),
    // Written by the catalog service from name, type, tags and models: what typo-tolerant
    // trigram search compares against (kept short so word_similarity stays cheap).
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_text), 'A') || setweight(to_tsvector('english', description), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.active, t.createdAt.desc(), t.id),
    index('products_type_idx').on(t.productType, t.createdAt.desc()),
    index('products_category_idx').on(t.categorySlug, t.createdAt.desc()),
    index('products_price_idx').on(t.priceInPaise),
    index('products_tags_idx').using('gin', t.tags),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Coupon campaigns (API.md § Campaigns). The code is stored upper-case and matched that way;
 * the discount is held in basis points (1000 = 10%) so pricing never meets a float.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discountBp: integer('discount_bp').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: optionalTime('starts_at'),
    endsAt: optionalTime('ends_at'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Lower-case; only this email may use the code (welcome coupons). */
    ownerEmail: text('owner_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_code_idx').on(t.code),
    check('campaigns_code_upper', sql`${t.code} = upper(${t.code})`),
    check('campaigns_discount_range', sql`${t.discountBp} > 0 and ${t.discountBp} <= 9000`),
    check('campaigns_max_positive', sql`${t.maxRedemptions} is null or ${t.maxRedemptions} > 0`),
    check(
      'campaigns_redemptions_within_max',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
    check(
      'campaigns_owner_lower',
      sql`${t.ownerEmail} is null or ${t.ownerEmail} = lower(${t.ownerEmail})`,
    ),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

/** Newsletter subscribers; the email is trimmed and lower-cased, so unique means case-insensitive. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    welcomeCampaignId: uuid('welcome_campaign_id')
      .notNull()
      .references(() => campaigns.id),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    unsubscribedAt: optionalTime('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    check('subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type SubscriberRow = typeof subscribers.$inferSelect;

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the shop writes. With SMTP: queued → sent, or failed and retried later. Without
 * SMTP: kept here (the admin pages and the tests read it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: optionalTime('next_attempt_at'),
    sentAt: optionalTime('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;

export const CHECKOUT_STATUSES = ['pending', 'paid'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

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
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    shipping: jsonb('shipping').$type<ShippingRow>().notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    /** The code and fraction as applied, kept even if the campaign is edited later. */
    coupon: jsonb('coupon').$type<AppliedCouponRow>(),
    subtotalInPaise: integer('subtotal_in_paise').notNull(),
    discountInPaise: integer('discount_in_paise').notNull(),
    taxInPaise: integer('tax_in_paise').notNull(),
    totalInPaise: integer('total_in_paise').notNull(),
    amountPaidInPaise: integer('amount_paid_in_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_email_idx').on(t.email),
    check('orders_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'orders_money_consistent',
      sql`${t.totalInPaise} = ${t.subtotalInPaise} - ${t.discountInPaise} + ${t.taxInPaise}`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

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
  },
  (t) => [
    uniqueIndex('order_items_position_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Every status an order has been in, for the tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** One row per coupon use; one order redeems at most one coupon. */
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

/** Razorpay webhook deliveries by `x-razorpay-event-id`: a repeated delivery is dropped. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  razorpayOrderId: text('razorpay_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Admin accounts (API.md § Auth). The email is lower-cased, so unique means case-insensitive.
 * `password_hash` is scrypt's, with its salt and parameters (modules/auth/password-hash.ts).
 * Only `role = 'admin'` may call admin routes; the column lets another role exist and be refused.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    createdAt: createdAt(),
    lastLoginAt: optionalTime('last_login_at'),
  },
  (t) => [
    uniqueIndex('admins_email_idx').on(t.email),
    check('admins_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type AdminRow = typeof admins.$inferSelect;

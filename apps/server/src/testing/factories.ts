import { randomBytes, randomUUID } from 'node:crypto';
import type { CategorySlug, OrderStatus, PaymentStatus, ProductTypeName } from '@skins/shared';
import {
  basisPointsToFraction,
  categoryOfProductType,
  priceCheckout,
  rupeesToPaise,
  TAX_RATE_BP,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CampaignRow, NewCampaignRow } from '../modules/campaigns/campaigns.tables.ts';
import { campaigns } from '../modules/campaigns/campaigns.tables.ts';
import { createWelcomeCampaign } from '../modules/campaigns/index.ts';
import { type ProductRow, products } from '../modules/catalog/catalog.tables.ts';
import { insertProduct } from '../modules/catalog/index.ts';
import { type SubscriberRow, subscribers } from '../modules/newsletter/newsletter.tables.ts';
import {
  createOrderToken,
  deriveOrderToken,
  hashOrderToken,
  insertOrder,
  recordCouponRedemption,
} from '../modules/orders/index.ts';
import { type OrderRow, orderEvents, orders } from '../modules/orders/orders.tables.ts';
import type { ShippingRow } from '../modules/payments/checkouts.tables.ts';

// Test support, like the tests themselves: it may read and arrange any module's tables, but new
// orders and products are written by their modules' own writers (insertOrder, insertProduct).

export interface ProductOverrides {
  name?: string;
  slug?: string;
  description?: string;
  /** Rupees, as a shop owner would say it. */
  price?: number;
  compareAtPrice?: number | null;
  productType?: ProductTypeName;
  tags?: string[];
  compatibility?: { brand: string; models: string[] }[];
  /** The thumbnail stays the default artwork's. */
  images?: string[];
  active?: boolean;
  createdAt?: Date;
}

/** Inserts one product with sensible defaults; any field can be overridden. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const suffix = randomBytes(4).toString('hex');
  const name = overrides.name ?? `Matte Black ${suffix}`;
  const productType = overrides.productType ?? 'iphone';
  const category: CategorySlug = categoryOfProductType(productType);
  const tags = overrides.tags ?? ['matte'];
  const compatibility = overrides.compatibility ?? [
    { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] },
  ];
  return insertProduct(db, {
    slug: overrides.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`,
    name,
    description: overrides.description ?? 'Precision-cut vinyl skin with a matte finish.',
    priceInPaise: Math.round((overrides.price ?? 549) * 100),
    compareAtPriceInPaise:
      overrides.compareAtPrice == null ? null : Math.round(overrides.compareAtPrice * 100),
    images: overrides.images ?? ['/media/art/v2/iphone/carbon-fibre/obsidian/front.svg'],
    thumbnail: '/media/art/v2/iphone/carbon-fibre/obsidian/thumb.svg',
    category,
    productType,
    tags,
    compatibility,
    active: overrides.active ?? true,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
}

/** A product with `stock` units on hand (null: made to order, decision 065). */
export async function createStockedProduct(
  db: Db,
  stock: number | null,
  name?: string,
): Promise<ProductRow> {
  const product = await createProduct(db, name ? { name } : {});
  await db.update(products).set({ stock }).where(eq(products.id, product.id));
  return product;
}

/** A product's stock figure as it is now. */
export async function stockOf(db: Db, id: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock;
}

export type CampaignOverrides = Partial<Omit<NewCampaignRow, 'id'>>;

/** Inserts one campaign (10% off, active, no limits) with a unique code; any column overridable. */
export async function createCampaign(
  db: Db,
  overrides: CampaignOverrides = {},
): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaigns)
    .values({
      code: `TEST${randomBytes(4).toString('hex').toUpperCase()}`,
      discountBp: 1000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface SubscriberOverrides {
  /** Stored trimmed and lower-cased, as the newsletter does. */
  email?: string;
  subscribed?: boolean;
}

/**
 * A newsletter subscriber with their own welcome coupon (WELCOME-XXXXXX, 10% off, once, first
 * order, owner-bound), written as the sign-up writes it but without the welcome mail.
 */
export async function createSubscriber(
  db: Db,
  overrides: SubscriberOverrides = {},
): Promise<{ subscriber: SubscriberRow; coupon: CampaignRow }> {
  const email = (overrides.email ?? `reader-${randomBytes(4).toString('hex')}@example.in`)
    .trim()
    .toLowerCase();
  const subscribed = overrides.subscribed ?? true;
  return db.transaction(async (tx) => {
    const { id } = await createWelcomeCampaign(tx, email);
    const [subscriber] = await tx
      .insert(subscribers)
      .values({
        email,
        subscribed,
        welcomeCampaignId: id,
        ...(subscribed ? {} : { unsubscribedAt: new Date() }),
      })
      .returning();
    const [coupon] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
    if (!subscriber || !coupon) throw new Error('insert returned no row');
    return { subscriber, coupon };
  });
}

export interface OrderLineOverrides {
  /** The product bought; null (the default) for a line whose product is gone. */
  product?: ProductRow | null;
  /** Snapshot name; defaults to the product's name. */
  name?: string;
  /** Rupees; defaults to the product's price, else 549. */
  price?: number;
  quantity?: number;
  brand?: string;
  model?: string;
  /** The GST rate the line was sold at, in basis points (decision 066); default 8%. */
  gstRateBp?: number;
}

export interface OrderOverrides {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: string;
  /** Defaults to a fresh `pay_…` id for a paid (or refunded) order, else null. */
  razorpayPaymentId?: string | null;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  shipping?: Partial<ShippingRow>;
  lines?: OrderLineOverrides[];
  /** A campaign whose code was applied (and redeemed) on this order. */
  campaign?: CampaignRow;
  createdAt?: Date;
  /** The app's secret: the token is derived from it, as a paid checkout's (its mails link it). */
  tokenSecret?: string;
}

/**
 * Inserts an order with its items, its coupon redemption and its history (Placed, then
 * `status` when it is another), priced with the shared checkout pricing, as a paid checkout
 * records it (by default Online / Completed). Answers the row and the order's token.
 */
export async function createOrder(
  db: Db,
  overrides: OrderOverrides = {},
): Promise<{ order: OrderRow; token: string }> {
  const suffix = randomBytes(4).toString('hex');
  const status = overrides.status ?? 'Placed';
  const paymentStatus = overrides.paymentStatus ?? 'Completed';
  const isPaid = paymentStatus === 'Completed' || paymentStatus === 'Refunded';
  const email = (overrides.email ?? `buyer-${suffix}@example.in`).trim().toLowerCase();
  const lines = (overrides.lines ?? [{}]).map((line) => ({
    productId: line.product?.id ?? null,
    name: line.name ?? line.product?.name ?? `Matte Black ${suffix}`,
    image: line.product?.images[0] ?? '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg',
    priceInPaise:
      line.price !== undefined
        ? rupeesToPaise(line.price)
        : (line.product?.priceInPaise ?? rupeesToPaise(549)),
    quantity: line.quantity ?? 1,
    brand: line.brand ?? 'Apple',
    model: line.model ?? 'iPhone 16 Pro',
    gstRateBp: line.gstRateBp ?? TAX_RATE_BP,
  }));
  const { campaign } = overrides;
  const totals = priceCheckout(
    lines.map((line) => ({ ...line, taxRateBp: line.gstRateBp })),
    campaign ? basisPointsToFraction(campaign.discountBp) : 0,
  );
  const firstName = overrides.firstName ?? 'Asha';
  const lastName = overrides.lastName ?? 'Rao';
  const phone = overrides.phone ?? '9876543210';
  const createdAt = overrides.createdAt ?? new Date();
  // The later status a moment after Placed, so the history has one order.
  const updatedAt = status === 'Placed' ? createdAt : new Date(createdAt.getTime() + 1);
  const newId = randomUUID();
  const token = overrides.tokenSecret
    ? deriveOrderToken(overrides.tokenSecret, newId)
    : createOrderToken();
  return db.transaction(async (tx) => {
    const { _id: id } = await insertOrder(tx, {
      id: newId,
      tokenHash: hashOrderToken(token),
      paymentMethod: overrides.paymentMethod ?? 'Online',
      paymentStatus,
      razorpayPaymentId:
        overrides.razorpayPaymentId !== undefined
          ? overrides.razorpayPaymentId
          : isPaid
            ? `pay_${randomBytes(7).toString('hex')}`
            : null,
      customer: { email, firstName, lastName, phone },
      shipping: {
        firstName,
        lastName,
        address: '12 MG Road',
        city: 'Bengaluru',
        pin: '560001',
        state: 'Karnataka',
        country: 'India',
        phone,
        email,
        ...overrides.shipping,
      },
      coupon: campaign
        ? { campaignId: campaign.id, code: campaign.code, discountBp: campaign.discountBp }
        : null,
      totals,
      amountPaidInPaise: isPaid ? totals.gatewayAmountInPaise : 0,
      lines,
      placedAt: createdAt,
    });
    // A later status, as if the shop had moved the order on: set here, for the test's setup.
    if (status !== 'Placed') {
      await tx.update(orders).set({ status, updatedAt }).where(eq(orders.id, id));
      await tx.insert(orderEvents).values({ orderId: id, status, at: updatedAt });
    }
    if (campaign) {
      await recordCouponRedemption(tx, { campaignId: campaign.id, orderId: id, email });
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new Error('the order just written is gone');
    return { order, token };
  });
}

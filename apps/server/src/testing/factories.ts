import { randomBytes } from 'node:crypto';
import type { CategorySlug, OrderStatus, PaymentStatus, ProductTypeName } from '@skins/shared';
import { categoryOfProductType, priceCheckout, rupeesToPaise } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type CampaignRow,
  campaigns,
  couponRedemptions,
  type NewCampaignRow,
  type OrderRow,
  orderEvents,
  orderItems,
  orders,
  type ProductRow,
  products,
  type ShippingRow,
  type SubscriberRow,
  subscribers,
} from '../db/schema.ts';
import { createWelcomeCampaign } from '../modules/campaigns/welcome-coupon.ts';
import { productSearchText } from '../modules/catalog/search-text.ts';
import { createOrderToken, hashOrderToken } from '../modules/orders/order-token.ts';

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
  const [row] = await db
    .insert(products)
    .values({
      slug: overrides.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`,
      name,
      description: overrides.description ?? 'Precision-cut vinyl skin with a matte finish.',
      priceInPaise: Math.round((overrides.price ?? 549) * 100),
      compareAtPriceInPaise:
        overrides.compareAtPrice == null ? null : Math.round(overrides.compareAtPrice * 100),
      images: ['/media/art/v1/iphone/carbon-fibre/obsidian/front.svg'],
      thumbnail: '/media/art/v1/iphone/carbon-fibre/obsidian/thumb.svg',
      categorySlug: category,
      productType,
      tags,
      compatibility,
      active: overrides.active ?? true,
      searchText: productSearchText({ name, category, productType, tags, compatibility }),
      ...(overrides.createdAt
        ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt }
        : {}),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
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
    image: line.product?.images[0] ?? '/media/art/v1/iphone/carbon-fibre/obsidian/front.svg',
    priceInPaise:
      line.price !== undefined
        ? rupeesToPaise(line.price)
        : (line.product?.priceInPaise ?? rupeesToPaise(549)),
    quantity: line.quantity ?? 1,
    brand: line.brand ?? 'Apple',
    model: line.model ?? 'iPhone 16 Pro',
  }));
  const { campaign } = overrides;
  const totals = priceCheckout(lines, campaign ? campaign.discountBp / 10_000 : 0);
  const firstName = overrides.firstName ?? 'Asha';
  const lastName = overrides.lastName ?? 'Rao';
  const phone = overrides.phone ?? '9876543210';
  const createdAt = overrides.createdAt ?? new Date();
  // The later status a moment after Placed, so the history has one order.
  const updatedAt = status === 'Placed' ? createdAt : new Date(createdAt.getTime() + 1);
  const token = createOrderToken();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        tokenHash: hashOrderToken(token),
        status,
        paymentMethod: overrides.paymentMethod ?? 'Online',
        paymentStatus,
        razorpayPaymentId:
          overrides.razorpayPaymentId !== undefined
            ? overrides.razorpayPaymentId
            : isPaid
              ? `pay_${randomBytes(7).toString('hex')}`
              : null,
        email,
        firstName,
        lastName,
        phone,
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
        campaignId: campaign?.id ?? null,
        coupon: campaign
          ? { campaignId: campaign.id, code: campaign.code, discountBp: campaign.discountBp }
          : null,
        subtotalInPaise: totals.subtotalInPaise,
        discountInPaise: totals.discountInPaise,
        taxInPaise: totals.taxInPaise,
        totalInPaise: totals.totalInPaise,
        amountPaidInPaise: isPaid ? totals.gatewayAmountInPaise : 0,
        createdAt,
        updatedAt,
      })
      .returning();
    if (!order) throw new Error('insert returned no row');
    await tx
      .insert(orderItems)
      .values(lines.map((line, position) => ({ ...line, orderId: order.id, position })));
    await tx.insert(orderEvents).values({ orderId: order.id, status: 'Placed', at: createdAt });
    if (status !== 'Placed') {
      await tx.insert(orderEvents).values({ orderId: order.id, status, at: updatedAt });
    }
    if (campaign) {
      await tx
        .insert(couponRedemptions)
        .values({ campaignId: campaign.id, orderId: order.id, email });
    }
    return { order, token };
  });
}

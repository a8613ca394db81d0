import { randomBytes } from 'node:crypto';
import type { CategorySlug, ProductTypeName } from '@skins/shared';
import { categoryOfProductType } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type CampaignRow,
  campaigns,
  type NewCampaignRow,
  type ProductRow,
  products,
  type SubscriberRow,
  subscribers,
} from '../db/schema.ts';
import { createWelcomeCampaign } from '../modules/campaigns/welcome-coupon.ts';
import { productSearchText } from '../modules/catalog/search-text.ts';

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

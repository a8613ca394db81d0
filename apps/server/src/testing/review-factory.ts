import { randomUUID } from 'node:crypto';
import type { ReviewStatus } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ProductRow } from '../modules/catalog/catalog.tables.ts';
import { orderItems } from '../modules/orders/orders.tables.ts';
import { createReviewToken } from '../modules/reviews/review-token.ts';
import { type ReviewRow, reviewPhotos, reviews } from '../modules/reviews/reviews.tables.ts';
import { createOrder, createProduct } from './factories.ts';

// A review of a delivered line, written straight into the reviews' tables: tests of what the
// shop shows (the product's list, its page) arrange reviews without the mail and the form.

export interface ReviewSeed {
  rating: number;
  status?: ReviewStatus;
  daysAgo?: number;
  title?: string | null;
  body?: string;
  author?: string;
  photos?: { hidden?: boolean }[];
  reply?: string;
}

/** A review of `product` on a new delivered order's line, Published unless told. */
export async function createReview(
  db: Db,
  product: ProductRow,
  seed: ReviewSeed,
): Promise<ReviewRow> {
  const { order } = await createOrder(db, {
    status: 'Delivered',
    lines: [{ product, model: 'Galaxy S25', brand: 'Samsung' }],
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!line) throw new Error('no line');
  const at = new Date(Date.now() - (seed.daysAgo ?? 0) * 86_400_000);
  const [row] = await db
    .insert(reviews)
    .values({
      orderItemId: line.id,
      productId: product.id,
      rating: seed.rating,
      title: seed.title === undefined ? `Rated ${seed.rating}` : seed.title,
      body: seed.body ?? 'Fits the camera bump exactly.',
      status: seed.status ?? 'Published',
      author: seed.author ?? 'Asha R.',
      selectedModel: 'Galaxy S25',
      replyBody: seed.reply ?? null,
      replyAt: seed.reply ? at : null,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('no review');
  for (const photo of seed.photos ?? []) {
    await db.insert(reviewPhotos).values({
      reviewId: row.id,
      orderId: order.id,
      orderItemId: line.id,
      storageKey: `${randomUUID()}/1280.webp`,
      hidden: photo.hidden ?? false,
    });
  }
  return row;
}

/** The review link's token (signed with `secret`) for the one line of a new delivered order. */
export async function reviewTokenOfDeliveredLine(db: Db, secret: string): Promise<string> {
  const product = await createProduct(db, { name: 'Obsidian Carbon Skin' });
  const { order } = await createOrder(db, {
    status: 'Delivered',
    lines: [{ product, model: 'iPhone 16 Pro', brand: 'Apple' }],
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!line) throw new Error('no line');
  return createReviewToken(secret, line.id);
}

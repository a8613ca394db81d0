import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { claimedPhotoUrls, claimOrderPhotos } from './return-photos.ts';
import { reviewPhotos } from './reviews.tables.ts';

// The returns module claims a return's photos through claimOrderPhotos (decision 052).

const { db } = await createTestDatabase();
const DAY_MS = 86_400_000;

async function deliveredOrder() {
  const { order } = await createOrder(db, { status: 'Delivered' });
  return order;
}

async function photo(orderId: string, extra: Partial<typeof reviewPhotos.$inferInsert> = {}) {
  const storageKey = `${randomUUID()}/1280.webp`;
  const [row] = await db
    .insert(reviewPhotos)
    .values({ orderId, storageKey, ...extra })
    .returning();
  if (!row) throw new Error('no photo');
  return { id: row.id, url: `/media/uploads/${storageKey}` };
}

describe('claimOrderPhotos', () => {
  it('claims the order’s own fresh photos once, all or nothing, and lists their URLs', async () => {
    const order = await deliveredOrder();
    const [first, second] = [await photo(order.id), await photo(order.id)];
    const claim = (photoIds: string[]) =>
      db.transaction((tx) => claimOrderPhotos(tx, { orderId: order.id, photoIds }));

    // One unknown id refuses the claim and claims nothing.
    expect(await claim([first.id, randomUUID()])).toEqual({ ok: false });
    expect(await claim([second.id, first.id, second.id])).toEqual({
      ok: true,
      urls: [second.url, first.url],
    });
    // Claimed once: neither can be claimed again.
    expect(await claim([first.id])).toEqual({ ok: false });
    expect(await claimedPhotoUrls(db, [first.id, randomUUID(), second.id])).toEqual([
      first.url,
      second.url,
    ]);
    expect(await claim([])).toEqual({ ok: true, urls: [] });
  });

  it('refuses another order’s photo, a review link’s photo, a stale one and a bad id', async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const refused = [
      (await photo(other.id)).id,
      (await photo(order.id, { orderItemId: line?.id ?? null })).id,
      (await photo(order.id, { createdAt: new Date(Date.now() - 2 * DAY_MS) })).id,
      'not-a-uuid',
    ];
    for (const id of refused) {
      const outcome = await claimOrderPhotos(db, { orderId: order.id, photoIds: [id] });
      expect(outcome, id).toEqual({ ok: false });
    }
    // A stale photo's URL is not a claimed photo's either.
    expect(await claimedPhotoUrls(db, refused)).toEqual([]);
  });

  it('gives a photo to one of two returns claiming it at once', async () => {
    const order = await deliveredOrder();
    const { id } = await photo(order.id);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction((tx) => claimOrderPhotos(tx, { orderId: order.id, photoIds: [id] })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  });
});

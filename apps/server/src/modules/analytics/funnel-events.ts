import { type FunnelEvent, shopCalendarDate } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findSellableProducts } from '../catalog/index.ts';
import { funnelDays } from './analytics.tables.ts';

/**
 * Adds one to the counter of `event`'s India day, product and type: an upsert, so two beacons
 * at once both count. A product id that names no product on sale counts nothing (a beacon is
 * answered 204 all the same: the page that sent it cannot act on an error, decision 064).
 */
export async function countFunnelEvent(db: Db, event: FunnelEvent, now: Date): Promise<void> {
  let productId: string | null = null;
  if (event.type !== 'checkout-start' && event.productId !== undefined) {
    const found = await findSellableProducts(db, [event.productId]);
    const product = found.get(event.productId);
    if (!product) return;
    productId = product.id;
  }
  await db.execute(sql`
    insert into ${funnelDays} (day, product_id, type, count)
    values (${shopCalendarDate(now)}, ${productId}, ${event.type}, 1)
    on conflict on constraint funnel_days_key
    do update set count = ${funnelDays}.count + 1`);
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { unitsSoldPerProductInLastDays } from '../orders/index.ts';
import { products } from './catalog.tables.ts';

/** Days of paid orders that make a product popular (API.md § Decisions, Lists). */
export const POPULARITY_WINDOW_DAYS = 30;

/**
 * How stale sort `Popular` and the trending rail may be: a paid order counts within this long,
 * and a sale leaves the 30-day window at most this late (decision 039). The catalog cache keeps
 * answers as long again.
 */
export const POPULARITY_REFRESH_MS = 60_000;

/**
 * Copies units sold in the last 30 days from the orders into `products.units_sold_recently`,
 * writing only the products whose figure changed. Answers false when another instance was
 * refreshing at that moment (it writes the same figures).
 */
export async function refreshPopularity(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Only one instance at a time; the others skip this round.
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended('skins:catalog:popularity', 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (locked.rows[0]?.locked !== true) return false;
    const sold = unitsSoldPerProductInLastDays(POPULARITY_WINDOW_DAYS);
    await tx.execute(sql`
      update ${products} set units_sold_recently = sold.units
      from ${sold} as sold
      where ${products.id} = sold.product_id and ${products.unitsSoldRecently} <> sold.units`);
    await tx.execute(sql`
      update ${products} set units_sold_recently = 0
      where ${products.unitsSoldRecently} <> 0
        and ${products.id} not in (select sold.product_id from ${sold} as sold)`);
    return true;
  });
}

/**
 * Refreshes popularity at start and every POPULARITY_REFRESH_MS while the app is up, on every
 * instance (the advisory lock makes concurrent refreshes skip); `app.close()` stops it and waits.
 */
export function startPopularityRefresh(app: FastifyInstance, db: Db): void {
  let refreshing: Promise<unknown> = Promise.resolve();
  const refresh = () => {
    refreshing = refreshPopularity(db).catch((error: unknown) => {
      app.log.error({ err: error }, 'popularity refresh failed');
    });
  };
  const timer = setInterval(refresh, POPULARITY_REFRESH_MS);
  timer.unref();
  app.addHook('onReady', async () => refresh());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await refreshing;
  });
}

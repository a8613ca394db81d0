import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from './reviews.tables.ts';

export interface ProductRating {
  average: number;
  count: number;
}

/**
 * The product reads' `rating` (API.md § Reviews from verified buyers): the average of published
 * reviews to one decimal and their count, for each of these products that has any.
 */
export async function ratingsOf(db: Db, productIds: string[]): Promise<Map<string, ProductRating>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: reviews.productId, average: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.status, 'Published')))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((row) => [
      row.productId,
      { average: Math.round(Number(row.average) * 10) / 10, count: row.n },
    ]),
  );
}

import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from './reviews.tables.ts';

/** The dashboard's "Reviews waiting": every review still `Pending`, however old. */
export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'Pending'));
  return row?.n ?? 0;
}

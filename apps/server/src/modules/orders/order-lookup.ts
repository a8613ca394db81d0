import {
  ORDER_LOOKUP_NOT_FOUND,
  type OrderLookupAnswer,
  type OrderLookupInput,
} from '@skins/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { trackOrder } from './order-tracking.ts';
import { orders } from './orders.tables.ts';

/**
 * The track view of the order with this number and this checkout email; 404 otherwise. A wrong
 * number and a wrong email are one query (the unique number's index, then the email on that row)
 * and one answer, so neither the body nor the time says which half was wrong.
 */
export async function lookUpOrder(
  db: Db,
  { number, email }: OrderLookupInput,
): Promise<OrderLookupAnswer> {
  // `orders.email` is stored lower-case (its check constraint); the input schema lower-cases too.
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.email, email)));
  if (!row) throw notFound(ORDER_LOOKUP_NOT_FOUND);
  return trackOrder(db, row.id);
}

import {
  ORDER_LOOKUP_NOT_FOUND,
  type OrderLookupAnswer,
  type OrderLookupInput,
  type OrderLookupItem,
} from '@skins/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { trackOrder } from './order-tracking.ts';
import { orderItems, orders } from './orders.tables.ts';

/**
 * The id of the order with this number and this checkout email; 404 otherwise. A wrong number
 * and a wrong email are one query (the unique number's index, then the email on that row) and
 * one answer, so neither the body nor the time says which half was wrong.
 */
export async function orderIdOfPair(db: Db, { number, email }: OrderLookupInput): Promise<string> {
  // `orders.email` is stored lower-case (its check constraint); the input schema lower-cases too.
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.email, email)));
  if (!row) throw notFound(ORDER_LOOKUP_NOT_FOUND);
  return row.id;
}

/** The track view of the order with this number and email, and what was bought; 404 otherwise. */
export async function lookUpOrder(db: Db, pair: OrderLookupInput): Promise<OrderLookupAnswer> {
  const id = await orderIdOfPair(db, pair);
  const [tracking, items] = await Promise.all([trackOrder(db, id), itemsOfOrder(db, id)]);
  return { ...tracking, items };
}

/** The order's lines as the shopper bought them (snapshots): no price, nothing of the buyer. */
function itemsOfOrder(db: Db, orderId: string): Promise<OrderLookupItem[]> {
  return db
    .select({
      _id: orderItems.id,
      name: orderItems.name,
      brand: orderItems.brand,
      model: orderItems.model,
      quantity: orderItems.quantity,
      image: orderItems.image,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

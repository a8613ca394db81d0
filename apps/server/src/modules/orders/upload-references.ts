import { UPLOAD_ID_IN_URL_PATTERN } from '@skins/shared';
import { and, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems } from './orders.tables.ts';

/**
 * Which of these uploads an order's line shows (its snapshot of the product's image): media's
 * orphan sweep keeps them, so a receipt never loses its picture.
 */
export async function uploadsShownByOrders(db: Db | Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const uploadId = sql<string>`substring(${orderItems.image} from ${UPLOAD_ID_IN_URL_PATTERN})`;
  const rows = await db
    .selectDistinct({ id: uploadId })
    .from(orderItems)
    .where(and(like(orderItems.image, '%/media/uploads/%'), inArray(uploadId, ids)));
  return rows.map((row) => row.id);
}

import { UPLOAD_ID_IN_URL_PATTERN } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from './catalog.tables.ts';

/**
 * Which of these uploads a product shows (its images or thumbnail), active or not: media's
 * orphan sweep keeps them (docs/decisions/038-media-storage.md).
 */
export async function uploadsShownByProducts(db: Db | Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`
    select distinct upload_id from (
      select substring(image from ${UPLOAD_ID_IN_URL_PATTERN}) as upload_id
      from ${products} cross join lateral jsonb_array_elements_text(${products.images}) as image
      union all
      select substring(${products.thumbnail} from ${UPLOAD_ID_IN_URL_PATTERN}) from ${products}
    ) as named
    where upload_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: { upload_id: string }[] };
  return result.rows.map((row) => row.upload_id);
}

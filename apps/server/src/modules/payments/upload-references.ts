import { UPLOAD_ID_IN_URL_PATTERN } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checkouts } from './checkouts.tables.ts';

/**
 * Which of these uploads a pending checkout's line shows: it may still become an order that
 * keeps the image (media's orphan sweep keeps them). Paid checkouts are orders already.
 */
export async function uploadsShownByPendingCheckouts(
  db: Db | Tx,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`
    select distinct upload_id from (
      select substring(line->>'image' from ${UPLOAD_ID_IN_URL_PATTERN}) as upload_id
      from ${checkouts} cross join lateral jsonb_array_elements(${checkouts.snapshot}->'lines') as line
      where ${checkouts.status} = 'pending'
    ) as named
    where upload_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: { upload_id: string }[] };
  return result.rows.map((row) => row.upload_id);
}

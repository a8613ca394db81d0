import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startRepeatingPass } from '../../repeating-pass.ts';

// Decision 064: an order's change only notes its days stale (the triggers, migration 0026); the
// roll-ups of those days are rebuilt here, in a transaction of their own that holds no other
// lock, never inside the change's transaction.

const REFRESH_INTERVAL_MS = 60_000;

/**
 * Rebuilds every day a committed change has noted stale; answers how many days. One statement,
 * so its own transaction: call it with the pool, never inside another transaction.
 */
export async function refreshSalesDays(db: Db): Promise<number> {
  // Both drivers answer `execute` with `{ rows }` (as catalog/device-fit.ts reads it too).
  const result = (await db.execute(sql`select refresh_sales_days() as days`)) as unknown as {
    rows: { days: unknown }[];
  };
  return Number(result.rows[0]?.days ?? 0);
}

/**
 * A refresh every minute while the app is up (background-work.ts starts it), so the owner's
 * read seldom has more than the last minute's days to rebuild. Instances refreshing at once
 * queue on the function's advisory lock; closing the app stops the timer and waits for a pass.
 */
export function startSalesDaysRefresh(app: FastifyInstance): void {
  startRepeatingPass(app, {
    name: 'sales days refresh',
    intervalMs: REFRESH_INTERVAL_MS,
    pass: () => refreshSalesDays(app.db),
  });
}

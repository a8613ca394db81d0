import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messageOptOuts } from './messages.tables.ts';

// Phones that withdrew their consent to order updates (API.md § Messages beyond mail): the stop
// link's POST here, and `STOP` on WhatsApp (the webhook). An order's consent counts only when it
// was given after the phone's last opt-out.

type OptOutSource = (typeof messageOptOuts.$inferInsert)['source'];

/**
 * Records that `phone` (`91XXXXXXXXXX`) opted out now. A phone that opted out before, then
 * consented again at a checkout, and now opts out again moves its time on: the latest word wins.
 */
export async function recordMessageOptOut(
  db: Db | Tx,
  phone: string,
  source: OptOutSource,
): Promise<void> {
  await db
    .insert(messageOptOuts)
    .values({ phone, source })
    .onConflictDoUpdate({
      target: messageOptOuts.phone,
      set: { source, createdAt: sql`now()` },
    });
}

/** When `phone` last opted out; null when it never did. */
export async function optedOutAt(db: Db | Tx, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: messageOptOuts.createdAt })
    .from(messageOptOuts)
    .where(eq(messageOptOuts.phone, phone));
  return row?.at ?? null;
}

import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, type NewCampaignRow } from './campaigns.tables.ts';

/**
 * Adds these shop-wide campaigns when the shop has none of its own yet. Subscribers' welcome
 * coupons (owner-bound) do not count, so a database that only has those still gets them; any
 * shop-wide campaign at all (seeded or the admin's own) means it was seeded: left alone.
 * Answers how many were added.
 */
export async function addCampaignsIfNoneShopWide(
  db: Db,
  seeds: readonly NewCampaignRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders on PostgreSQL (several instances starting at once).
    await tx.execute(sql`lock table ${campaigns} in exclusive mode`);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(isNull(campaigns.ownerEmail));
    if ((row?.count ?? 0) > 0) return 0;
    // A subscriber can never own one of these codes (theirs are WELCOME-XXXXXX), but be safe.
    const inserted = await tx
      .insert(campaigns)
      .values([...seeds])
      .onConflictDoNothing({ target: campaigns.code })
      .returning({ id: campaigns.id });
    return inserted.length;
  });
}

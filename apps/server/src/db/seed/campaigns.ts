import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { campaigns, type NewCampaignRow } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo codes listed in the README: one usable, one expired, one used up, the fallback. */
export function demoCampaigns(now: Date): NewCampaignRow[] {
  return [
    { code: 'SKINS10', discountBp: 1000 },
    {
      code: 'FESTIVE20',
      discountBp: 2000,
      startsAt: new Date(now.getTime() - 60 * DAY_MS),
      endsAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    { code: 'LAUNCH15', discountBp: 1500, maxRedemptions: 1, redemptions: 1 },
    // The spec's fallback welcome code: 10% off a first order, for anyone.
    { code: 'WELCOME25', discountBp: 1000, firstOrderOnly: true },
  ];
}

/**
 * Adds the demo campaigns when the shop has none of its own yet. Subscribers' welcome coupons
 * (owner-bound) do not count, so a database that only has those still gets the demo codes; any
 * shop-wide campaign at all (demo or the admin's own) means it was seeded: left alone.
 */
export async function seedDemoCampaignsIfEmpty(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders on PostgreSQL (several instances starting at once).
    await tx.execute(sql`lock table ${campaigns} in exclusive mode`);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(isNull(campaigns.ownerEmail));
    if ((row?.count ?? 0) > 0) return 0;
    const seeds = demoCampaigns(now);
    // A subscriber can never own one of these codes (theirs are WELCOME-XXXXXX), but be safe.
    const inserted = await tx
      .insert(campaigns)
      .values(seeds)
      .onConflictDoNothing({ target: campaigns.code })
      .returning({ id: campaigns.id });
    return inserted.length;
  });
}

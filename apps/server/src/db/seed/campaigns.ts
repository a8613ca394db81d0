import { addCampaignsIfNoneShopWide, type NewCampaignRow } from '../../modules/campaigns/index.ts';
import type { Db } from '../client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo codes listed in the README: one usable, one expired, one used up, the fallback. */
function demoCampaigns(now: Date): NewCampaignRow[] {
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
 * Adds the demo campaigns when the shop has none of its own yet (subscribers' welcome coupons do
 * not count); any shop-wide campaign at all means it was seeded: left alone.
 */
export function seedDemoCampaignsIfEmpty(db: Db, now = new Date()): Promise<number> {
  return addCampaignsIfNoneShopWide(db, demoCampaigns(now));
}

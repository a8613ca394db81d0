// Campaigns' public file: what other modules (and the seed) may use. Its tables stay inside
// (architecture.test.ts).

export {
  checkCouponUsable,
  findCampaignByCode,
  findCampaignCodes,
  lockCampaignForCheckout,
  redeemCoupon,
  returnCouponRedemption,
} from './campaigns.service.ts';
export type { NewCampaignRow } from './campaigns.tables.ts';
export { addCampaignsIfNoneShopWide } from './campaigns-seed.ts';
export { COUPON_REFUSALS, type CouponRefusal } from './coupon-check.ts';
export { createWelcomeCampaign } from './welcome-coupon.ts';

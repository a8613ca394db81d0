import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  COUPON_REFUSALS,
  type CouponRefusal,
  checkCouponUsable,
  findCampaignByCode,
  lockCampaignForCheckout,
} from '../campaigns/index.ts';
import { hasPaidOrder } from '../orders/index.ts';
import { type AppliedCouponRow, checkouts } from './checkouts.tables.ts';

function notUsable(refusal: CouponRefusal): AppError {
  return new AppError(409, 'COUPON_NOT_USABLE', refusal.message, { reason: refusal.reason });
}

/**
 * The coupon check at create-order, authoritative (API.md § Decisions, coupons at checkout), run
 * inside the transaction that stores the pending checkout. The campaign's row is locked first,
 * so concurrent checkouts of one code queue here and each counts what the others left.
 *
 * A pending, unexpired checkout reserves its coupon: a code with `maxRedemptions` is refused once
 * redemptions plus reservations reach it. Reservations are counted per email, not per checkout,
 * so a shopper who changes the cart and pays again is never refused by their own earlier attempt
 * (see docs/decisions/007-payments.md for what that allows).
 */
export async function reserveCoupon(
  tx: Tx,
  code: string,
  email: string,
  now: Date,
): Promise<AppliedCouponRow> {
  const found = await findCampaignByCode(tx, code);
  if (!found) throw notUsable(COUPON_REFUSALS.notFound());
  await lockCampaignForCheckout(tx, found.id);

  const usability = await checkCouponUsable(tx, code, {
    email,
    now,
    hasPaidOrder: (buyer) => hasPaidOrder(tx, buyer),
  });
  if (!usability.usable) throw notUsable(usability);
  const { campaign } = usability;

  if (campaign.maxRedemptions !== null) {
    const [held] = await tx
      .select({ emails: sql<number>`count(distinct ${checkouts.email})::int`.mapWith(Number) })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.campaignId, campaign.id),
          eq(checkouts.status, 'pending'),
          gt(checkouts.expiresAt, now),
          ne(checkouts.email, email),
        ),
      );
    if (campaign.redemptions + (held?.emails ?? 0) + 1 > campaign.maxRedemptions) {
      throw notUsable(COUPON_REFUSALS.usedUp(campaign.maxRedemptions));
    }
  }
  return { campaignId: campaign.id, code: campaign.code, discountBp: campaign.discountBp };
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CheckoutRow,
  checkouts,
  couponRedemptions,
  orderEvents,
  orderItems,
  orders,
} from '../../db/schema.ts';
import { redeemCoupon } from '../campaigns/campaigns.service.ts';
import { orderConfirmationMail } from '../orders/order-mail.ts';
import { deriveOrderToken, hashOrderToken, orderPageUrl } from '../orders/order-token.ts';
import { loadOrder } from '../orders/orders.service.ts';
import type { GatewayPayment } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';

export interface RecordedOrder {
  orderId: string;
  /** The order's token (derived, so every caller gets the same one). */
  token: string;
  /** This call created the order (and queued its mail); false when another call had already. */
  isNew: boolean;
}

interface Recorded {
  orderId: string;
  isNew: boolean;
  /** False when the coupon had no redemption left to count (see the decision record). */
  isCouponCounted: boolean;
}

/**
 * Records the order of a checkout whose payment is captured, from the checkout's stored snapshot
 * (never from what a client sends), in one transaction: the checkout moves `pending → paid` by a
 * conditional UPDATE, and only the caller whose UPDATE matched writes the order, its items
 * (name, image and price snapshots), its first event, the coupon redemption — and, after the
 * commit, queues the one confirmation mail. Every other caller, concurrent or later (verify
 * again, the webhook, the reconciler), reads the order id the winner wrote.
 *
 * The caller has checked the payment: it belongs to this checkout's gateway order, with its
 * amount and currency, and is captured.
 */
export async function recordPaidCheckout(
  deps: Pick<PaymentsDeps, 'db' | 'mail' | 'secret' | 'publicUrl' | 'log'>,
  checkout: Pick<CheckoutRow, 'id'>,
  payment: Pick<GatewayPayment, 'id'>,
): Promise<RecordedOrder> {
  const { db, secret, log } = deps;
  const newOrderId = randomUUID();
  const recorded = await db.transaction(async (tx): Promise<Recorded> => {
    const [won] = await tx
      .update(checkouts)
      .set({ status: 'paid', orderId: newOrderId, updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
      .returning();
    if (!won) {
      const [paid] = await tx
        .select({ orderId: checkouts.orderId, paymentId: orders.razorpayPaymentId })
        .from(checkouts)
        .leftJoin(orders, eq(orders.id, checkouts.orderId))
        .where(eq(checkouts.id, checkout.id));
      if (!paid?.orderId) throw new Error(`Checkout ${checkout.id} is missing or not paid`);
      if (paid.paymentId !== payment.id) {
        log.warn(
          { orderId: paid.orderId, recordedPaymentId: paid.paymentId, paymentId: payment.id },
          'a second captured payment for an order already paid; refund it by hand',
        );
      }
      return { orderId: paid.orderId, isNew: false, isCouponCounted: true };
    }

    const { snapshot } = won;
    const { user, totals, coupon } = snapshot;
    await tx.insert(orders).values({
      id: newOrderId,
      checkoutId: won.id,
      tokenHash: hashOrderToken(deriveOrderToken(secret, newOrderId)),
      paymentMethod: 'Online',
      paymentStatus: 'Completed',
      razorpayPaymentId: payment.id,
      email: won.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      shipping: snapshot.shipping,
      campaignId: coupon?.campaignId ?? null,
      coupon,
      subtotalInPaise: totals.subtotalInPaise,
      discountInPaise: totals.discountInPaise,
      taxInPaise: totals.taxInPaise,
      totalInPaise: totals.totalInPaise,
      amountPaidInPaise: won.amountInPaise,
    });
    await tx.insert(orderItems).values(
      snapshot.lines.map((line, position) => ({
        orderId: newOrderId,
        position,
        productId: line.productId,
        name: line.name,
        image: line.image,
        priceInPaise: line.priceInPaise,
        quantity: line.quantity,
        brand: line.brand,
        model: line.model,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: newOrderId, status: 'Placed' });

    // The reservation made at create-order kept a redemption free; the conditional UPDATE in
    // redeemCoupon still has the last word, so `maxRedemptions` is never passed.
    let isCouponCounted = true;
    if (coupon) {
      isCouponCounted = await redeemCoupon(tx, coupon.campaignId);
      if (isCouponCounted) {
        await tx
          .insert(couponRedemptions)
          .values({ campaignId: coupon.campaignId, orderId: newOrderId, email: won.email });
      }
    }
    return { orderId: newOrderId, isNew: true, isCouponCounted };
  });

  const token = deriveOrderToken(secret, recorded.orderId);
  if (recorded.isNew) {
    log.info({ orderId: recorded.orderId, checkoutId: checkout.id }, 'order recorded');
    if (!recorded.isCouponCounted) {
      log.warn(
        { orderId: recorded.orderId, checkoutId: checkout.id },
        'order paid with a coupon that had no redemption left (its reservation had lapsed); discount kept, not counted',
      );
    }
    await queueConfirmationMail(deps, recorded.orderId, token);
  }
  return { orderId: recorded.orderId, token, isNew: recorded.isNew };
}

/** A mail that cannot be written is logged and never fails the order (API.md § Mail). */
async function queueConfirmationMail(
  { db, mail, publicUrl, log }: Pick<PaymentsDeps, 'db' | 'mail' | 'publicUrl' | 'log'>,
  orderId: string,
  token: string,
): Promise<void> {
  try {
    const order = await loadOrder(db, orderId);
    if (!order) throw new Error(`Order ${orderId} vanished before its mail`);
    await mail.queue(orderConfirmationMail(order, orderPageUrl(publicUrl, token)));
  } catch (error) {
    log.error({ err: error, orderId }, 'the order confirmation mail could not be queued');
  }
}

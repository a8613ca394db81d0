import { randomUUID } from 'node:crypto';
import { type Order, TAX_RATE_BP } from '@skins/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { redeemCoupon } from '../campaigns/index.ts';
import { markRecoveredCart } from '../cart-reminders/index.ts';
import { hsnCodesOfProducts } from '../catalog/index.ts';
import type { MailRow } from '../mail/index.ts';
import {
  deriveOrderToken,
  hashOrderToken,
  insertOrder,
  type OrderStock,
  orderConfirmationMail,
  orderDocumentUrl,
  orderOfCheckout,
  orderPageUrl,
  orderTrackingUrl,
  ownerNewOrderMail,
  queueOwnerMail,
  recordCouponRedemption,
  takeOrderStock,
} from '../orders/index.ts';
import { type CheckoutRow, checkouts } from './checkouts.tables.ts';
import type { GatewayPayment } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';

export interface RecordedOrder {
  orderId: string;
  /** The order's token (derived, so every caller gets the same one). */
  token: string;
  /** This call created the order (and queued its mail); false when another call had already. */
  isNew: boolean;
}

export interface Recorded {
  orderId: string;
  /** The order this call wrote; null when another call had written it. */
  order: Order | null;
  /** False when the coupon had no redemption left to count (see the decision record). */
  isCouponCounted: boolean;
  /**
   * The confirmation mail and the owner's new-order mail, written with the order; sent once the
   * transaction has committed. Empty when another call wrote the order.
   */
  mails: MailRow[];
  /** A product of the order sold out with it: the catalog's copies are emptied after the commit. */
  isSoldOutChanged?: boolean;
  /** Products short of units (a payment settled after its checkout's hold lapsed). */
  shortfalls?: number;
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
  deps: Pick<
    PaymentsDeps,
    'db' | 'mail' | 'secret' | 'publicUrl' | 'ordersEmail' | 'orderUpdates' | 'log' | 'stock'
  >,
  checkout: Pick<CheckoutRow, 'id'>,
  payment: Pick<GatewayPayment, 'id'>,
): Promise<RecordedOrder> {
  const { db, log } = deps;
  const newOrderId = randomUUID();
  const recorded = await db.transaction(async (tx): Promise<Recorded> => {
    const [won] = await tx
      .update(checkouts)
      .set({ status: 'paid', orderId: newOrderId, updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
      .returning();
    if (!won) {
      // The winner wrote the checkout's order in the transaction that made it paid.
      const paid = await orderOfCheckout(tx, checkout.id);
      if (!paid) throw new Error(`Checkout ${checkout.id} is missing or not paid`);
      const recordedPaymentId = paid.paymentId;
      if (recordedPaymentId !== payment.id) {
        log.warn(
          { orderId: paid.orderId, recordedPaymentId, paymentId: payment.id },
          'a second captured payment for an order already paid; refund it by hand',
        );
      }
      return { orderId: paid.orderId, order: null, isCouponCounted: true, mails: [] };
    }

    const written = await writeOrderOfCheckout(tx, deps, won, {
      paymentMethod: 'Online',
      paymentStatus: 'Completed',
      razorpayPaymentId: payment.id,
      amountPaidInPaise: won.amountInPaise,
    });
    return { orderId: newOrderId, ...written };
  });

  return afterRecorded(deps, checkout.id, recorded);
}

/** How the order's payment stands when it is written. */
interface OrderPayment {
  paymentMethod: 'Online' | 'COD';
  paymentStatus: 'Completed' | 'Pending';
  razorpayPaymentId: string | null;
  amountPaidInPaise: number;
}

/**
 * Writes the order of a checkout that has just moved to `paid` (its `orderId` set), in the
 * caller's transaction: the order and its lines from the stored snapshot, the coupon
 * redemption, the confirmation mail and the owner's new-order mail, so a crash at any instant keeps all or none of them.
 * Shared by the gateway's settlement and cash on delivery (cod-order.ts).
 */
export async function writeOrderOfCheckout(
  tx: Tx,
  deps: Pick<
    PaymentsDeps,
    'secret' | 'mail' | 'publicUrl' | 'ordersEmail' | 'orderUpdates' | 'stock'
  >,
  won: CheckoutRow,
  payment: OrderPayment,
): Promise<Omit<Recorded, 'orderId'>> {
  const { secret, mail, publicUrl, ordersEmail, orderUpdates } = deps;
  const { snapshot } = won;
  const { user, totals, coupon } = snapshot;
  if (!won.orderId) throw new Error(`Checkout ${won.id} has no order id`);
  // The box was ticked when the checkout was made (decision 060); it counts only while a
  // channel is configured (the shipping step shows it only then).
  const whatsappConsentAt =
    orderUpdates.isOffered && snapshot.shipping.whatsappUpdates === true ? won.createdAt : null;
  // The reservation made at create-order kept a redemption free; the conditional UPDATE in
  // redeemCoupon still has the last word, so `maxRedemptions` is never passed. Redeemed before
  // the stock is taken: every transaction locks the campaign's row before the products'.
  const isCouponCounted = coupon ? await redeemCoupon(tx, coupon.campaignId) : true;
  // Cash on delivery refuses a product with too few units (409); a payment already taken is
  // recorded anyway, its shortfall noted in the history for the owner (decision 065).
  const stock = await takeOrderStock(
    tx,
    deps,
    snapshot.lines,
    payment.paymentMethod === 'COD' ? 'refuse' : 'record',
  );
  // The HSN codes the checkout kept with its prices; read now for a checkout stored without them.
  const hsnCodeOf = snapshot.lines.every((line) => line.hsnCode)
    ? null
    : await hsnCodesOfProducts(
        tx,
        snapshot.lines.map((line) => line.productId),
      );
  const order = await insertOrder(tx, {
    id: won.orderId,
    checkoutId: won.id,
    tokenHash: hashOrderToken(deriveOrderToken(secret, won.orderId)),
    ...payment,
    customer: { ...user, email: won.email },
    shipping: snapshot.shipping,
    whatsappConsentAt,
    coupon,
    totals,
    // The rate the checkout was priced at; one stored before decision 066 was priced at 8%.
    lines: snapshot.lines.map((line, index) => ({
      ...line,
      hsnCode: hsnCodeOf ? hsnCodeOf(line.productId) : line.hsnCode,
      gstRateBp: line.gstRateBp ?? TAX_RATE_BP,
      stockTaken: stock.takenByLine[index] ?? 0,
    })),
    ...(stock.shortfalls.length > 0 ? { placedNote: shortfallNote(stock) } : {}),
  });
  // An order after a cart reminder's link is its recovery (API.md § Cart reminders): counted
  // with the order, in its transaction.
  await markRecoveredCart(tx, { id: order._id, email: won.email });

  if (coupon && isCouponCounted) {
    await recordCouponRedemption(tx, {
      campaignId: coupon.campaignId,
      orderId: won.orderId,
      email: won.email,
    });
  }
  const token = deriveOrderToken(secret, order._id);
  const confirmation = await mail.queueIn(
    tx,
    orderConfirmationMail(order, {
      orderUrl: orderPageUrl(publicUrl, token),
      trackingUrl: orderTrackingUrl(publicUrl, order._id, token),
      invoiceUrl: orderDocumentUrl(publicUrl, order._id, token, 'invoice'),
      updates: whatsappConsentAt ? orderUpdates.noteFor(order.user.phone) : null,
    }),
  );
  const toOwner = await queueOwnerMail(
    tx,
    mail,
    { publicUrl, ordersEmail },
    order,
    ownerNewOrderMail,
  );
  return {
    order,
    isCouponCounted,
    mails: [confirmation, ...(toOwner ? [toOwner] : []), ...stock.mails],
    isSoldOutChanged: stock.isSoldOutChanged,
    shortfalls: stock.shortfalls.length,
  };
}

/** The history's first step of an order paid after its units sold: the owner refunds or restocks. */
function shortfallNote({ shortfalls }: OrderStock): string {
  const missing = shortfalls.map(({ product, missing }) => `${missing} × ${product.name}`);
  return `Paid after the last units sold: ${missing.join(', ')} not in stock. Restock or refund.`;
}

/** After the commit: the log lines, and the one confirmation mail when this call wrote the order. */
export async function afterRecorded(
  deps: Pick<PaymentsDeps, 'mail' | 'secret' | 'publicUrl' | 'log' | 'stock'>,
  checkoutId: string,
  recorded: Recorded,
): Promise<RecordedOrder> {
  const { secret, log } = deps;
  const token = deriveOrderToken(secret, recorded.orderId);
  if (recorded.order) {
    log.info({ orderId: recorded.orderId, checkoutId }, 'order recorded');
    if (!recorded.isCouponCounted) {
      log.warn(
        { orderId: recorded.orderId, checkoutId },
        'order placed with a coupon that had no redemption left (its reservation had lapsed); discount kept, not counted',
      );
    }
  }
  if (recorded.shortfalls) {
    log.error(
      { orderId: recorded.orderId, checkoutId },
      'a paid order took more units than were left; noted in its history: restock or refund',
    );
  }
  if (recorded.isSoldOutChanged) deps.stock?.soldOutChanged();
  deps.mail.sendQueued(recorded.mails);
  return { orderId: recorded.orderId, token, isNew: recorded.order !== null };
}

import { createHash, randomUUID } from 'node:crypto';
import { type CodOrderBody, type CodOrderResult, codNotAvailableMessage } from '@skins/shared';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../plugins/app-error.ts';
import { orderNumberOf } from '../orders/index.ts';
import { priceOrderDetails } from './checkout-pricing.ts';
import { checkouts } from './checkouts.tables.ts';
import { reserveCoupon } from './coupon-reservation.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { afterRecorded, type Recorded, writeOrderOfCheckout } from './record-order.ts';
import { holdStockForCheckout } from './stock-holds.ts';

const ALREADY_PLACED_MESSAGE =
  'This checkout has already placed a different order. Please reload the checkout page and try again.';

/** The validated body of POST /api/payments/cod (`CodOrderInputSchema`'s output). */
type CodOrderRequest = CodOrderBody;

/**
 * The checkout row's id for a storefront checkout id: a name-based UUID (SHA-256, version 8),
 * so a repeat finds the row by its primary key and the id needs no column of its own.
 */
function codCheckoutRowId(checkoutId: string): string {
  const hex = createHash('sha256').update(`cod:${checkoutId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A repeat must be the same request; a different body under the same id is refused. */
function requestDigest({ amount, currency, orderDetails }: CodOrderRequest): string {
  return createHash('sha256')
    .update(JSON.stringify({ amount, currency, orderDetails }))
    .digest('hex');
}

/**
 * Whether `input` repeats a checkout that has placed its order (the same id and body): the route
 * answers it with that order, so it is no new order for the per-phone limit to count.
 */
export async function repeatsPlacedCodOrder(
  db: PaymentsDeps['db'],
  input: CodOrderRequest,
): Promise<boolean> {
  const [earlier] = await db
    .select({ orderId: checkouts.orderId, fingerprint: checkouts.fingerprint })
    .from(checkouts)
    .where(eq(checkouts.id, codCheckoutRowId(input.checkoutId)));
  return earlier?.orderId != null && earlier.fingerprint === requestDigest(input);
}

/**
 * POST /api/payments/cod (API.md § Payments, cash on delivery): the create-order steps — the
 * coupon reserved under its row lock, the server's prices — then, in the same transaction, the
 * checkout stored already `paid` and its order written as `COD` / `Pending` with the coupon
 * redeemed (record-order.ts), so no gateway is involved. The checkout's id is locked first
 * (an advisory lock on its row id), so a double submit, sequential or concurrent, finds the
 * first one's row and answers the same order: one order, one confirmation, one owner's mail.
 */
export async function placeCodOrder(
  deps: Pick<
    PaymentsDeps,
    'db' | 'mail' | 'secret' | 'publicUrl' | 'ordersEmail' | 'orderUpdates' | 'log' | 'stock'
  >,
  input: CodOrderRequest,
  maxOrderRupees: number,
  now = new Date(),
): Promise<CodOrderResult> {
  const { db } = deps;
  const rowId = codCheckoutRowId(input.checkoutId);
  const digest = requestDigest(input);
  const { orderDetails } = input;
  const email = orderDetails.user.email.toLowerCase();
  let number: number | null = null;
  const recorded = await db.transaction(async (tx): Promise<Recorded> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${rowId}, 0))`);
    const [earlier] = await tx
      .select({ orderId: checkouts.orderId, fingerprint: checkouts.fingerprint })
      .from(checkouts)
      .where(eq(checkouts.id, rowId));
    if (earlier) {
      if (earlier.fingerprint !== digest || !earlier.orderId) {
        throw new AppError(409, 'CONFLICT', ALREADY_PLACED_MESSAGE);
      }
      number = await orderNumberOf(tx, earlier.orderId);
      return { orderId: earlier.orderId, order: null, isCouponCounted: true, mails: [] };
    }

    const coupon = orderDetails.coupon
      ? await reserveCoupon(tx, orderDetails.coupon.code, email, now)
      : null;
    const priced = await priceOrderDetails(tx, orderDetails, coupon, input.amount);
    if (priced.amountInPaise > maxOrderRupees * 100) {
      throw new AppError(409, 'COD_NOT_AVAILABLE', codNotAvailableMessage(maxOrderRupees), {
        maxOrder: maxOrderRupees,
      });
    }
    // Other shoppers' pending checkouts hold their units against this order too (decision 065).
    await holdStockForCheckout(tx, priced.snapshot.lines, email, now);
    const orderId = randomUUID();
    // Stored `paid` at once: never pending, so it holds no coupon reservation and no gateway
    // step looks at it. Its fingerprint is the request's digest (online reuse needs a gateway
    // order id, which it never has).
    const [won] = await tx
      .insert(checkouts)
      .values({
        id: rowId,
        status: 'paid',
        orderId,
        amountInPaise: priced.amountInPaise,
        currency: input.currency,
        fingerprint: digest,
        snapshot: priced.snapshot,
        email,
        campaignId: coupon?.campaignId ?? null,
        expiresAt: now,
      })
      .returning();
    if (!won) throw new Error('insert returned no checkout');
    const written = await writeOrderOfCheckout(tx, deps, won, {
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      razorpayPaymentId: null,
      // Nothing is received yet; marking it paid sets the amount (mark-paid.ts).
      amountPaidInPaise: 0,
    });
    return { orderId, ...written };
  });
  const { orderId, token } = await afterRecorded(deps, rowId, recorded);
  number = recorded.order?.number ?? number;
  if (number === null) throw new Error(`Order ${orderId} of a COD checkout is missing`);
  return { orderId, token, number };
}

import { type CreateOrderResult, type CURRENCY, MESSAGES, type OrderDetails } from '@skins/shared';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hasStockedProducts } from '../catalog/index.ts';
import { priceOrderDetails } from './checkout-pricing.ts';
import { type AppliedCouponRow, type CheckoutRow, checkouts } from './checkouts.tables.ts';
import { reserveCoupon } from './coupon-reservation.ts';
import { GatewayError } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { holdStockForCheckout } from './stock-holds.ts';

/** How long a pending checkout holds its coupon and may hand its unpaid gateway order out again. */
const CHECKOUT_HOLD_MS = 30 * 60 * 1000;

/** The create-order body as validated (`CreateOrderInputSchema`'s output). */
export interface CreateOrderRequest {
  /** Whole rupees, as the client computed them; only compared. */
  amount: number;
  currency: typeof CURRENCY;
  orderDetails: OrderDetails;
}

/**
 * Step 1: price the order, reserve its coupon and store the pending checkout, in one transaction
 * (undone by `discardUnopenedCheckout`). An unchanged cart whose checkout still holds an unpaid
 * gateway order gets that checkout back instead: a Razorpay order's amount never changes, so a
 * changed total always makes a new one.
 */
async function openCheckout(db: Db, input: CreateOrderRequest, now: Date): Promise<CheckoutRow> {
  // A coupon's reservation and the checkout that holds it commit together. Without a coupon the
  // insert is the one write, atomic by itself: no transaction, two round trips less (decision 042).
  // A stocked product's units are held the same way (stock-holds.ts, decision 065): only a
  // cart with one opens the transaction for them.
  const { coupon } = input.orderDetails;
  const productRefs = input.orderDetails.products.map((line) => line.product);
  const isStocked = await hasStockedProducts(db, productRefs);
  if (!coupon && !isStocked) return priceAndStoreCheckout(db, input, null, now, null);
  const email = input.orderDetails.user.email.toLowerCase();
  return db.transaction(async (tx) =>
    priceAndStoreCheckout(
      tx,
      input,
      coupon ? await reserveCoupon(tx, coupon.code, email, now) : null,
      now,
      isStocked ? tx : null,
    ),
  );
}

async function priceAndStoreCheckout(
  db: Db | Tx,
  input: CreateOrderRequest,
  coupon: AppliedCouponRow | null,
  now: Date,
  /** The transaction that holds the cart's stocked products; null: none counts its stock. */
  stockTx: Tx | null,
): Promise<CheckoutRow> {
  const { orderDetails } = input;
  const priced = await priceOrderDetails(db, orderDetails, coupon, input.amount);
  const [reusable] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.fingerprint, priced.fingerprint),
        eq(checkouts.status, 'pending'),
        isNotNull(checkouts.razorpayOrderId),
        gt(checkouts.expiresAt, now),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  if (reusable) return reusable;
  // After the coupon's lock (every transaction takes the campaign's row before the products').
  if (stockTx)
    await holdStockForCheckout(stockTx, priced.snapshot.lines, priced.snapshot.user.email, now);
  const [created] = await db
    .insert(checkouts)
    .values({
      amountInPaise: priced.amountInPaise,
      currency: input.currency,
      fingerprint: priced.fingerprint,
      snapshot: priced.snapshot,
      email: orderDetails.user.email.toLowerCase(),
      campaignId: coupon?.campaignId ?? null,
      expiresAt: new Date(now.getTime() + CHECKOUT_HOLD_MS),
    })
    .returning();
  if (!created) throw new Error('insert returned no checkout');
  return created;
}

/** A checkout still without its gateway order: step 2 has not finished, or never will. */
const isUnopened = and(eq(checkouts.status, 'pending'), isNull(checkouts.razorpayOrderId));

/** Undoes step 1 when the gateway order could not be made: nothing stays recorded. */
async function discardUnopenedCheckout(db: Db, checkoutId: string): Promise<void> {
  await db.delete(checkouts).where(and(eq(checkouts.id, checkoutId), isUnopened));
}

/**
 * Step 1's undo for a create-order that never finished (the process stopped between the two
 * steps): a checkout still without its gateway order after `olderThanMs` can never be paid, so
 * it stops holding its coupon and its products. A live create-order takes at most the gateway's
 * timeout, far less. Answers how many were swept.
 */
export async function sweepUnopenedCheckouts(
  db: Db,
  now: Date,
  olderThanMs: number,
): Promise<number> {
  const swept = await db
    .delete(checkouts)
    .where(and(isUnopened, lte(checkouts.createdAt, new Date(now.getTime() - olderThanMs))))
    .returning({ id: checkouts.id });
  return swept.length;
}

/**
 * POST /api/payments/create-order (API.md § Payments): price on the server, store the pending
 * checkout, then open the Razorpay order (`receipt` = the checkout id) and keep its id.
 */
export async function createPaymentOrder(
  deps: Pick<PaymentsDeps, 'db' | 'gateway' | 'log'>,
  input: CreateOrderRequest,
  now = new Date(),
): Promise<CreateOrderResult> {
  const { db, gateway, log } = deps;
  const checkout = await openCheckout(db, input, now);
  const answer = (razorpayOrderId: string): CreateOrderResult => ({
    razorpayOrderId,
    amount: checkout.amountInPaise,
    currency: input.currency,
    keyId: gateway.keyId,
    mode: gateway.mode,
  });
  if (checkout.razorpayOrderId) return answer(checkout.razorpayOrderId);

  // Step 2: the gateway order.
  let razorpayOrderId: string;
  try {
    const order = await gateway.createOrder({
      amountInPaise: checkout.amountInPaise,
      currency: checkout.currency,
      receipt: checkout.id,
      notes: { checkout_id: checkout.id },
    });
    if (order.amountInPaise !== checkout.amountInPaise || order.currency !== checkout.currency) {
      throw new GatewayError(
        200,
        'INVALID_RESPONSE',
        `Order ${order.id} came back for ${order.amountInPaise} ${order.currency}`,
      );
    }
    razorpayOrderId = order.id;
  } catch (error) {
    await discardUnopenedCheckout(db, checkout.id);
    if (!(error instanceof GatewayError)) throw error;
    log.error(
      { err: error, checkoutId: checkout.id, gatewayCode: error.code },
      'the payment gateway did not create the order',
    );
    throw new AppError(502, 'GATEWAY_ERROR', MESSAGES.payment.createRazorpayOrder);
  }

  // Step 3: keep the gateway's order id (UNIQUE), the key verify-payment and webhooks look it up by.
  await db
    .update(checkouts)
    .set({ razorpayOrderId, updatedAt: sql`now()` })
    .where(eq(checkouts.id, checkout.id));
  return answer(razorpayOrderId);
}

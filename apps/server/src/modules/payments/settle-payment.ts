import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CheckoutRow, checkouts } from './checkouts.tables.ts';
import { GatewayError, type GatewayPayment } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { type RecordedOrder, recordPaidCheckout } from './record-order.ts';

export type Settlement =
  | ({ status: 'recorded' } & RecordedOrder)
  /** The payment does not pay this checkout; `reason` is for the log, never for the client. */
  | { status: 'refused'; reason: string };

export async function findCheckoutByGatewayOrder(
  db: Db,
  razorpayOrderId: string,
): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.razorpayOrderId, razorpayOrderId));
  return row ?? null;
}

/**
 * The one path from a gateway payment to an order, shared by verify-payment, the webhook and the
 * reconciler: the payment must belong to this checkout's gateway order, with the stored amount
 * and currency, and be captured — an `authorized` one is captured here first. Then the order is
 * recorded (once, whoever comes first). Gateway failures while capturing reject with
 * GatewayError; the callers decide what that means for them.
 */
export async function settlePayment(
  deps: PaymentsDeps,
  checkout: CheckoutRow,
  payment: GatewayPayment,
): Promise<Settlement> {
  const context = { checkoutId: checkout.id, paymentId: payment.id };
  if (payment.orderId === null || payment.orderId !== checkout.razorpayOrderId) {
    deps.log.warn({ ...context, paymentOrderId: payment.orderId }, 'payment of another order');
    return { status: 'refused', reason: 'the payment belongs to another order' };
  }
  if (payment.amountInPaise !== checkout.amountInPaise || payment.currency !== checkout.currency) {
    deps.log.error(
      {
        ...context,
        paid: `${payment.amountInPaise} ${payment.currency}`,
        expected: `${checkout.amountInPaise} ${checkout.currency}`,
      },
      'payment amount does not match the checkout',
    );
    return { status: 'refused', reason: 'amount or currency mismatch' };
  }

  let captured = payment;
  if (captured.status === 'authorized') captured = await capture(deps, checkout, captured);
  if (captured.status !== 'captured') {
    return { status: 'refused', reason: `the payment is ${captured.status}` };
  }
  return { status: 'recorded', ...(await recordPaidCheckout(deps, checkout, captured)) };
}

/**
 * Razorpay captures by itself when the account says so; otherwise we do. Two callers racing
 * here (verify and the reconciler) both ask; the loser is told "already captured" and reads the
 * payment again.
 */
async function capture(
  { gateway }: PaymentsDeps,
  checkout: CheckoutRow,
  payment: GatewayPayment,
): Promise<GatewayPayment> {
  try {
    return await gateway.capturePayment(payment.id, checkout.amountInPaise, checkout.currency);
  } catch (error) {
    if (error instanceof GatewayError && error.isRefusal) return gateway.fetchPayment(payment.id);
    throw error;
  }
}

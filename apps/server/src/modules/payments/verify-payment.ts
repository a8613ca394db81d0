import { MESSAGES, type VerifyPaymentResult } from '@skins/shared';
import { AppError } from '../../plugins/app-error.ts';
import { deriveOrderToken } from '../orders/index.ts';
import { GatewayError, type GatewayPayment } from './gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { findCheckoutByGatewayOrder, settlePayment } from './settle-payment.ts';

export interface VerifyPaymentRequest {
  razorpayPaymentId: string;
  razorpayOrderId: string;
  razorpaySignature: string;
}

export type VerifyOutcome = VerifyPaymentResult | { success: false; reason: string };

const refused = (reason: string): VerifyOutcome => ({ success: false, reason });

/**
 * POST /api/payments/verify-payment (API.md § Payments). The signature is checked against the
 * gateway order id we stored (in constant time), then the payment is fetched from the gateway and
 * settled; the snapshot a client may send along is never read. A checkout that is already paid
 * answers its order again, so a repeated or concurrent verify gives the same id and token.
 */
export async function verifyPayment(
  deps: PaymentsDeps,
  input: VerifyPaymentRequest,
): Promise<VerifyOutcome> {
  const checkout = await findCheckoutByGatewayOrder(deps.db, input.razorpayOrderId);
  if (!checkout?.razorpayOrderId) return refused('unknown gateway order');
  const isSigned = deps.gateway.isValidCheckoutSignature(
    checkout.razorpayOrderId,
    input.razorpayPaymentId,
    input.razorpaySignature,
  );
  if (!isSigned) return refused('bad signature');
  if (checkout.status === 'paid' && checkout.orderId) {
    return {
      success: true,
      orderId: checkout.orderId,
      token: deriveOrderToken(deps.secret, checkout.orderId),
    };
  }

  let payment: GatewayPayment;
  try {
    payment = await deps.gateway.fetchPayment(input.razorpayPaymentId);
  } catch (error) {
    if (error instanceof GatewayError && error.isRefusal) return refused('unknown payment');
    throw gatewayUnavailable(deps, error, checkout.id);
  }

  let settlement: Awaited<ReturnType<typeof settlePayment>>;
  try {
    settlement = await settlePayment(deps, checkout, payment);
  } catch (error) {
    throw gatewayUnavailable(deps, error, checkout.id);
  }
  if (settlement.status === 'refused') return refused(settlement.reason);
  return { success: true, orderId: settlement.orderId, token: settlement.token };
}

/** The gateway could not be asked: 502, and the shopper is told to contact support if charged. */
function gatewayUnavailable(deps: PaymentsDeps, error: unknown, checkoutId: string): unknown {
  if (!(error instanceof GatewayError)) return error;
  deps.log.error({ err: error, checkoutId }, 'the payment gateway failed during verification');
  return new AppError(502, 'GATEWAY_ERROR', MESSAGES.payment.verificationError);
}

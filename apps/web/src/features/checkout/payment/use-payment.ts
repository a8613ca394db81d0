import type { AppliedCoupon } from '@skins/shared';
import {
  MESSAGES,
  type OrderDetails,
  type PriceChangedDetails,
  PriceChangedDetailsSchema,
  STORAGE_KEYS,
  type VerifyPaymentInput,
  type VerifyPaymentResult,
} from '@skins/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCart } from '#features/cart/index.ts';
import { saveOrderToken } from '#features/orders/index.ts';
import { isApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { removeStorage } from '#lib/storage.ts';
import type { CheckoutLine } from '../checkout-line.ts';
import { createPaymentOrder } from './api/create-order.ts';
import { simulatePayment } from './api/simulate-payment.ts';
import { verifyPayment } from './api/verify-payment.ts';
import { openRazorpay } from './open-razorpay.ts';
import { buildCreateOrderInput, parseShipping } from './order-details.ts';
import {
  createOrderErrorMessage,
  isCouponRefused,
  isPriceChanged,
  PAYMENT_NOTICES,
  verifyErrorMessage,
} from './payment-messages.ts';
import { PaymentTimeoutError, runWithPaymentTimeout } from './payment-timeout.ts';
import { loadRazorpayCheckout, RazorpaySuccessSchema } from './razorpay-checkout.ts';

const m = MESSAGES.payment;

export type PaymentState =
  | { status: 'idle' }
  /** Pay Now is disabled: an order is being created, paid or verified. */
  | { status: 'working'; step: 'preparing' | 'paying' | 'verifying' }
  /** A failure, an error or a closed modal: the message shows and Pay Now works again. */
  | { status: 'failed'; message: string }
  /** Paid at the gateway but not confirmed: Pay Now checks that payment again, never pays twice. */
  | { status: 'unconfirmed'; message: string }
  /** 409 PRICE_CHANGED: the server's figures, for the shopper to accept with Pay Now. */
  | { status: 'price-changed'; details: PriceChangedDetails }
  | { status: 'paid'; orderId: string };

/** The simulated gateway's dialog, while it is open. */
export interface SimulatedCheckout {
  razorpayOrderId: string;
  amountInPaise: number;
  isWorking: boolean;
}

export interface PaymentRequest {
  lines: readonly CheckoutLine[];
  /** The submitted shipping details, or null while the form is not submitted. */
  shipping: unknown;
  coupon: AppliedCoupon | null;
}

export interface UsePaymentOptions {
  /** Cart checkout empties the cart once paid; buy-now leaves it as it was. */
  clearsCartWhenPaid: boolean;
  /** 409 PRICE_CHANGED: re-price the lines so the summary shows what the server charges. */
  onPricesChanged: (details: PriceChangedDetails) => void;
  /** 409 COUPON_NOT_USABLE, with the server's reason: take the coupon off. */
  onCouponRefused?: (message: string) => void;
  /** Paid and recorded, just before the cart empties and the confirmation opens. */
  onPaid?: (orderId: string) => void;
}

type GatewayPayment = VerifyPaymentInput & { orderDetails: OrderDetails };

export type PaymentController = ReturnType<typeof usePayment>;

/**
 * Pay Now (spec §4 Checkout, API.md § Payments): create the order on the server, pay it with
 * Razorpay Checkout or the simulated gateway, verify, then clear the cart, keep the order's token
 * and open its confirmation. Each server step gets PAYMENT_TIMEOUT_MS. A payment the gateway
 * reported but the server has not confirmed is held: the next Pay Now verifies it again (the
 * server answers the same order), so no retry can pay or record twice.
 */
export function usePayment({
  clearsCartWhenPaid,
  onPricesChanged,
  onCouponRefused,
  onPaid,
}: UsePaymentOptions) {
  const [state, setState] = useState<PaymentState>({ status: 'idle' });
  const [simulated, setSimulated] = useState<SimulatedCheckout | null>(null);
  const isBusyRef = useRef(false);
  const pendingPaymentRef = useRef<GatewayPayment | null>(null);
  const simulatedRef = useRef<{ orderDetails: OrderDetails; isWorking: boolean } | null>(null);
  const lifetimeRef = useRef<AbortController | null>(null);
  const { clearCart } = useCart();
  const navigate = useNavigate();

  useEffect(() => {
    const lifetime = new AbortController();
    lifetimeRef.current = lifetime;
    return () => lifetime.abort();
  }, []);

  /** The page has gone (the shopper left): late answers change nothing. */
  const isGone = useCallback(() => lifetimeRef.current?.signal.aborted ?? false, []);

  const settle = useCallback((next: PaymentState) => {
    isBusyRef.current = next.status === 'working' || next.status === 'paid';
    setState(next);
  }, []);

  /** One server step with the payment timeout; a timeout rejects with PaymentTimeoutError. */
  const withTimeout = useCallback(
    <T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> =>
      runWithPaymentTimeout(run, lifetimeRef.current?.signal),
    [],
  );

  const succeed = useCallback(
    (result: VerifyPaymentResult, hadCoupon: boolean) => {
      saveOrderToken(result.orderId, result.token);
      settle({ status: 'paid', orderId: result.orderId });
      onPaid?.(result.orderId);
      if (clearsCartWhenPaid) clearCart();
      // A coupon is spent with its order (the welcome code is single use): don't offer it again.
      if (hadCoupon) removeStorage(STORAGE_KEYS.validCoupon);
      navigate(paths.orderConfirmation(result.orderId), { replace: true });
    },
    [clearsCartWhenPaid, clearCart, navigate, onPaid, settle],
  );

  const confirmPayment = useCallback(
    async (payment: GatewayPayment) => {
      pendingPaymentRef.current = payment;
      settle({ status: 'working', step: 'verifying' });
      let answer: Awaited<ReturnType<typeof verifyPayment>>;
      try {
        answer = await withTimeout((signal) => verifyPayment(payment, signal));
      } catch (error) {
        if (isGone()) return;
        const message =
          error instanceof PaymentTimeoutError ? m.verificationError : verifyErrorMessage(error);
        settle({ status: 'unconfirmed', message });
        return;
      }
      if (isGone()) return;
      if (!answer.success) {
        // A final refusal (bad signature): nothing to check again; a new payment may start.
        pendingPaymentRef.current = null;
        settle({ status: 'failed', message: m.verificationFailed });
        return;
      }
      pendingPaymentRef.current = null;
      succeed(answer, payment.orderDetails.coupon !== null);
    },
    [isGone, settle, succeed, withTimeout],
  );

  const pay = useCallback(
    async ({ lines, shipping: submitted, coupon }: PaymentRequest) => {
      if (isBusyRef.current) return;
      const pending = pendingPaymentRef.current;
      if (pending) {
        await confirmPayment(pending);
        return;
      }
      const shipping = parseShipping(submitted);
      if (!shipping) {
        settle({ status: 'failed', message: m.fixShipping });
        return;
      }
      settle({ status: 'working', step: 'preparing' });

      let input: ReturnType<typeof buildCreateOrderInput>;
      try {
        input = buildCreateOrderInput(lines, shipping, coupon);
      } catch {
        settle({ status: 'failed', message: m.checkoutError });
        return;
      }
      const { orderDetails } = input;

      let order: Awaited<ReturnType<typeof createPaymentOrder>>;
      try {
        order = await withTimeout((signal) => createPaymentOrder(input, signal));
      } catch (error) {
        if (isGone()) return;
        if (error instanceof PaymentTimeoutError) {
          settle({ status: 'failed', message: PAYMENT_NOTICES.timedOut });
          return;
        }
        const details = isPriceChanged(error)
          ? PriceChangedDetailsSchema.safeParse(isApiError(error) ? error.details : undefined)
          : null;
        if (details?.success) {
          onPricesChanged(details.data);
          settle({ status: 'price-changed', details: details.data });
          return;
        }
        const message = createOrderErrorMessage(error);
        if (isCouponRefused(error)) onCouponRefused?.(message);
        settle({ status: 'failed', message });
        return;
      }
      if (isGone()) return;

      if (order.mode === 'simulated') {
        simulatedRef.current = { orderDetails, isWorking: false };
        setSimulated({
          razorpayOrderId: order.razorpayOrderId,
          amountInPaise: order.amount,
          isWorking: false,
        });
        settle({ status: 'working', step: 'paying' });
        return;
      }

      try {
        await withTimeout(() => loadRazorpayCheckout());
      } catch {
        if (isGone()) return;
        settle({ status: 'failed', message: m.loadGateway });
        return;
      }
      const Razorpay = window.Razorpay;
      if (!Razorpay) {
        settle({ status: 'failed', message: m.gatewayNotLoaded });
        return;
      }

      // One Checkout session: once it has reported a failure, closing it keeps that message.
      let hasFailed = false;
      let hasPaid = false;
      try {
        settle({ status: 'working', step: 'paying' });
        openRazorpay(Razorpay, order, orderDetails, {
          onPaid: (response) => {
            hasPaid = true;
            const ids = RazorpaySuccessSchema.safeParse(response);
            if (!ids.success) {
              settle({ status: 'failed', message: m.verificationError });
              return;
            }
            void confirmPayment({
              razorpayPaymentId: ids.data.razorpay_payment_id,
              razorpayOrderId: ids.data.razorpay_order_id,
              razorpaySignature: ids.data.razorpay_signature,
              orderDetails,
            });
          },
          // Checkout stays open after a failure so the shopper can try another method.
          onFailed: () => {
            hasFailed = true;
            settle({ status: 'failed', message: m.failed });
          },
          onDismissed: () => {
            if (hasPaid || hasFailed) return;
            settle({ status: 'failed', message: m.cancelled });
          },
        });
      } catch {
        settle({ status: 'failed', message: m.errorDuring });
      }
    },
    [confirmPayment, isGone, onCouponRefused, onPricesChanged, settle, withTimeout],
  );

  const runSimulation = useCallback(
    async (outcome: 'success' | 'failure') => {
      const current = simulated;
      const context = simulatedRef.current;
      // A double click lands before the buttons re-render disabled: one gateway call only.
      if (!current || !context || context.isWorking) return;
      context.isWorking = true;
      setSimulated({ ...current, isWorking: true });
      let result: Awaited<ReturnType<typeof simulatePayment>>;
      try {
        result = await withTimeout((signal) =>
          simulatePayment({ razorpayOrderId: current.razorpayOrderId, outcome }, signal),
        );
      } catch (error) {
        if (isGone()) return;
        setSimulated(null);
        const message =
          error instanceof PaymentTimeoutError ? PAYMENT_NOTICES.timedOut : m.errorDuring;
        settle({ status: 'failed', message });
        return;
      }
      if (isGone()) return;
      setSimulated(null);
      if (result.outcome === 'failure') {
        settle({ status: 'failed', message: m.failed });
        return;
      }
      await confirmPayment({
        razorpayPaymentId: result.razorpayPaymentId,
        razorpayOrderId: result.razorpayOrderId,
        razorpaySignature: result.razorpaySignature,
        orderDetails: context.orderDetails,
      });
    },
    [simulated, confirmPayment, isGone, settle, withTimeout],
  );

  const cancelSimulation = useCallback(() => {
    if (!simulated || simulated.isWorking) return;
    setSimulated(null);
    settle({ status: 'failed', message: m.cancelled });
  }, [simulated, settle]);

  return {
    state,
    pay,
    simulated: simulated && {
      ...simulated,
      pay: () => runSimulation('success'),
      fail: () => runSimulation('failure'),
      cancel: cancelSimulation,
    },
    isBusy: state.status === 'working' || state.status === 'paid',
  };
}

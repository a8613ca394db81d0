import {
  type AppliedCoupon,
  type PriceChangedDetails,
  type ShippingForm,
  STORAGE_KEYS,
  type VerifyPaymentResult,
} from '@skins/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCart } from '#features/cart/index.ts';
import { saveOrderToken } from '#features/orders/index.ts';
import { paths } from '#lib/paths.ts';
import { removeStorage } from '#lib/storage.ts';
import type { CheckoutLine } from '../checkout-line.ts';
import { forgetCouponAttempts } from '../promo/coupon-storage.ts';
import { placeCodOrder } from './api/cod-order.ts';
import { createPaymentOrder } from './api/create-order.ts';
import { verifyPayment } from './api/verify-payment.ts';
import { buildCodOrderInput, buildCreateOrderInput, parseShipping } from './order-details.ts';
import type { CreatedOrder, PaymentResult } from './payment-driver.ts';
import {
  createOrderRefusalOf,
  heldPaymentOf,
  INITIAL_PAYMENT_STATE,
  isBusy,
  type PaymentEvent,
  type PaymentState,
  transition,
  type VerifiablePayment,
} from './payment-machine.ts';
import { type PaymentStepRunner, runWithPaymentTimeout } from './payment-timeout.ts';
import { createRazorpayDriver } from './razorpay-driver.ts';
import { createSimulatedDriver, type SimulatedCheckout } from './simulated-driver.ts';

export interface PaymentRequest {
  lines: readonly CheckoutLine[];
  /** The submitted shipping details, or null while the form is not submitted. */
  shipping: unknown;
  coupon: AppliedCoupon | null;
}

export interface UsePaymentOptions {
  /** This visit's checkout id (pipeline-id.ts): a COD order is placed once per id. */
  checkoutId?: string;
  /** Cart checkout empties the cart once paid; buy-now leaves it as it was. */
  clearsCartWhenPaid: boolean;
  /** 409 PRICE_CHANGED: re-price the lines so the summary shows what the server charges. */
  onPricesChanged: (details: PriceChangedDetails) => void;
  /** 409 COUPON_NOT_USABLE, with the server's reason: take the coupon off. */
  onCouponRefused?: (message: string) => void;
  /** Pay Now or COD passed the shipping check and the order is asked for. */
  onOrderRequested?: () => void;
  /** Paid and recorded, just before the cart empties and the confirmation opens. */
  onPaid?: (orderId: string) => void;
}

export type PaymentController = ReturnType<typeof usePayment>;

/**
 * Pay Now (spec §4 Checkout, API.md § Payments): create the order on the server, pay it with
 * Razorpay Checkout or the simulated gateway, verify, then clear the cart, keep the order's token
 * and open its confirmation. Each server step gets PAYMENT_TIMEOUT_MS. A payment the gateway
 * reported but the server has not confirmed is held: the next Pay Now verifies it again (the
 * server answers the same order), so no retry can pay or record twice. The states and messages
 * are `payment-machine.ts`; the gateways are the drivers.
 */
export function usePayment({
  checkoutId,
  clearsCartWhenPaid,
  onPricesChanged,
  onCouponRefused,
  onOrderRequested,
  onPaid,
}: UsePaymentOptions) {
  const [state, setState] = useState<PaymentState>(INITIAL_PAYMENT_STATE);
  // Read synchronously by Pay Now: two presses in one frame start one payment.
  const stateRef = useRef<PaymentState>(INITIAL_PAYMENT_STATE);
  const [simulated, setSimulated] = useState<SimulatedCheckout | null>(null);
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

  const dispatch = useCallback((event: PaymentEvent) => {
    stateRef.current = transition(stateRef.current, event);
    setState(stateRef.current);
  }, []);

  const drivers = useMemo(() => {
    const runStep: PaymentStepRunner = (run) =>
      runWithPaymentTimeout(run, lifetimeRef.current?.signal);
    return {
      razorpay: createRazorpayDriver(runStep),
      simulated: createSimulatedDriver(runStep, setSimulated),
      runStep,
    };
  }, []);

  /**
   * The server's order step, shared by Pay Now and cash on delivery: check the shipping details,
   * build the body, send it; a refusal (prices changed, coupon refused…) is told and answered null.
   */
  const requestOrder = useCallback(
    async <Input, Answer>(
      submitted: unknown,
      build: (shipping: ShippingForm) => Input,
      send: (input: Input, signal: AbortSignal) => Promise<Answer>,
    ): Promise<{ input: Input; answer: Answer } | null> => {
      const shipping = parseShipping(submitted);
      if (!shipping) {
        dispatch({ type: 'shipping-invalid' });
        return null;
      }
      dispatch({ type: 'order-requested' });
      onOrderRequested?.();
      let input: Input;
      try {
        input = build(shipping);
      } catch {
        dispatch({ type: 'order-unbuildable' });
        return null;
      }
      try {
        const answer = await drivers.runStep((signal) => send(input, signal));
        return isGone() ? null : { input, answer };
      } catch (error) {
        if (isGone()) return null;
        const refusal = createOrderRefusalOf(error);
        if (refusal.kind === 'price-changed') onPricesChanged(refusal.details);
        if (refusal.kind === 'coupon-refused') onCouponRefused?.(refusal.message);
        dispatch({ type: 'order-refused', refusal });
        return null;
      }
    },
    [dispatch, drivers, isGone, onCouponRefused, onOrderRequested, onPricesChanged],
  );

  const createOrder = useCallback(
    async (request: PaymentRequest): Promise<CreatedOrder | null> => {
      const created = await requestOrder(
        request.shipping,
        (shipping) => buildCreateOrderInput(request.lines, shipping, request.coupon),
        createPaymentOrder,
      );
      return created && { ...created.answer, orderDetails: created.input.orderDetails };
    },
    [requestOrder],
  );

  const payAtGateway = useCallback(
    async (order: CreatedOrder): Promise<PaymentResult | null> => {
      const driver = order.mode === 'simulated' ? drivers.simulated : drivers.razorpay;
      try {
        const result = await driver.open(order, {
          onOpen: () => dispatch({ type: 'gateway-opened' }),
          onAttemptFailed: () => dispatch({ type: 'gateway-ended', outcome: 'failed' }),
        });
        return isGone() ? null : result;
      } catch (error) {
        if (!isGone()) dispatch({ type: 'gateway-errored', error });
        return null;
      }
    },
    [dispatch, drivers, isGone],
  );

  const succeed = useCallback(
    (result: Pick<VerifyPaymentResult, 'orderId' | 'token'>, hadCoupon: boolean) => {
      saveOrderToken(result.orderId, result.token);
      dispatch({ type: 'verified', orderId: result.orderId });
      onPaid?.(result.orderId);
      if (clearsCartWhenPaid) clearCart();
      // A coupon is spent with its order (the welcome code is single use): don't offer it again.
      if (hadCoupon) removeStorage(STORAGE_KEYS.validCoupon);
      // The attempts rule ends with the purchase: the next checkout's codes start uncounted.
      forgetCouponAttempts();
      navigate(paths.orderConfirmation(result.orderId), { replace: true });
    },
    [clearsCartWhenPaid, clearCart, dispatch, navigate, onPaid],
  );

  const verify = useCallback(
    async (payment: VerifiablePayment) => {
      dispatch({ type: 'verify-started' });
      let answer: Awaited<ReturnType<typeof verifyPayment>>;
      try {
        answer = await drivers.runStep((signal) => verifyPayment(payment, signal));
      } catch (error) {
        if (!isGone()) dispatch({ type: 'verify-failed', payment, error });
        return;
      }
      if (isGone()) return;
      // A refusal (bad signature) is final: nothing to check again; a new payment may start.
      if (!answer.success) dispatch({ type: 'verify-refused' });
      else succeed(answer, payment.orderDetails.coupon !== null);
    },
    [dispatch, drivers, isGone, succeed],
  );

  const pay = useCallback(
    async (request: PaymentRequest) => {
      if (isBusy(stateRef.current)) return;
      const held = heldPaymentOf(stateRef.current);
      if (held) return verify(held);

      const order = await createOrder(request);
      if (!order) return;
      const result = await payAtGateway(order);
      if (!result) return;
      if (result.outcome !== 'paid') {
        dispatch({ type: 'gateway-ended', outcome: result.outcome });
        return;
      }
      await verify({ ...result.payment, orderDetails: order.orderDetails });
    },
    [createOrder, dispatch, payAtGateway, verify],
  );

  /**
   * Cash on delivery: no gateway; the server places the order unpaid and answers it with its
   * token, then the same confirmation opens. A second press while the first is on its way does
   * nothing; one that repeats it later (a lost answer) gets the same order back from the server.
   */
  const placeCod = useCallback(
    async (request: PaymentRequest) => {
      if (isBusy(stateRef.current) || !checkoutId) return;
      const placed = await requestOrder(
        request.shipping,
        (shipping) => buildCodOrderInput(request.lines, shipping, request.coupon, checkoutId),
        placeCodOrder,
      );
      if (placed) succeed(placed.answer, request.coupon !== null);
    },
    [checkoutId, requestOrder, succeed],
  );

  return { state, pay, placeCod, simulated, isBusy: isBusy(state) };
}

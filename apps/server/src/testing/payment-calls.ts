import {
  type CreateOrderInput,
  type CreateOrderResult,
  CreateOrderResultSchema,
  SimulatedHandlerResponseSchema,
  type VerifyPaymentResult,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import type { App } from '../app.ts';
import type { CheckoutHandlerResponse } from './fake-razorpay.ts';

/** The storefront's payment calls, through `inject`, for API tests. */
export function paymentCalls(app: App) {
  const createOrder = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: body as Record<string, unknown>,
    });

  /** create-order that must succeed; its 201 answer. */
  async function openOrder(body: CreateOrderInput): Promise<CreateOrderResult> {
    const response = await createOrder(body);
    if (response.statusCode !== 201) {
      throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
    }
    return CreateOrderResultSchema.parse(response.json());
  }

  /** verify-payment with what Checkout's handler received, camel-cased as the storefront sends it. */
  const verify = (handler: CheckoutHandlerResponse, orderDetails?: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/verify-payment',
      payload: {
        razorpayPaymentId: handler.razorpay_payment_id,
        razorpayOrderId: handler.razorpay_order_id,
        razorpaySignature: handler.razorpay_signature,
        ...(orderDetails === undefined ? {} : { orderDetails }),
      },
    });

  /**
   * A checkout paid at the simulated gateway as the storefront pays it (no Razorpay keys):
   * create-order, a successful payment, verify-payment; the paid order's id and token.
   */
  async function paySimulated(body: CreateOrderInput): Promise<VerifyPaymentResult> {
    const { razorpayOrderId } = await openOrder(body);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      payload: { razorpayOrderId, outcome: 'success' },
    });
    const verified = await verify(SimulatedHandlerResponseSchema.parse(paid.json()));
    if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.body}`);
    return VerifyPaymentResultSchema.parse(verified.json());
  }

  return { createOrder, openOrder, verify, paySimulated };
}

import {
  type CreateOrderInput,
  type CreateOrderResult,
  CreateOrderResultSchema,
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

  return {
    createOrder,

    /** create-order that must succeed; its 201 answer. */
    async openOrder(body: CreateOrderInput): Promise<CreateOrderResult> {
      const response = await createOrder(body);
      if (response.statusCode !== 201) {
        throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
      }
      return CreateOrderResultSchema.parse(response.json());
    },

    /** verify-payment with what Checkout's handler received, camel-cased as the storefront sends it. */
    verify: (handler: CheckoutHandlerResponse, orderDetails?: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/verify-payment',
        payload: {
          razorpayPaymentId: handler.razorpay_payment_id,
          razorpayOrderId: handler.razorpay_order_id,
          razorpaySignature: handler.razorpay_signature,
          ...(orderDetails === undefined ? {} : { orderDetails }),
        },
      }),
  };
}

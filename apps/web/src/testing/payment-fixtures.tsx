import type {
  AppliedCoupon,
  CreateOrderResult,
  PriceChangedDetails,
  ShippingForm,
} from '@skins/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '#app/providers.tsx';
import type { CheckoutLine } from '#features/checkout/checkout-line.ts';
import { PaymentPanel } from '#features/checkout/payment/payment-panel.tsx';
import type {
  RazorpayFailure,
  RazorpayOptions,
} from '#features/checkout/payment/razorpay-checkout.ts';
import { usePayment } from '#features/checkout/payment/use-payment.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { type ApiCall, stubApiCalls } from '#testing/stub-api-calls.ts';

export const shipping: ShippingForm = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  apartment: undefined,
  city: 'Bengaluru',
  pin: '560001',
  state: 'Karnataka',
  country: 'India',
  phone: '9876543210',
  email: 'asha@example.in',
  customerNote: undefined,
};

export const obsidianLine: CheckoutLine = {
  productId: 'id-carbon-fibre-obsidian',
  name: 'Carbon Fibre Obsidian',
  price: 549,
  quantity: 2,
  brand: 'Apple',
  model: 'iPhone 16 Pro',
  image: '/media/obsidian.svg',
};

export const welcome: AppliedCoupon = { _id: 'cmp-1', code: 'WELCOME-ASHA', discount: 0.1 };

export function createdOrder(overrides: Partial<CreateOrderResult> = {}): Response {
  return jsonResponse(
    {
      razorpayOrderId: 'order_A1',
      // 2 × 549 = 1,098; tax 87.84; total 1,185.84 → Rs. 1,186 → 118,600 paise.
      amount: 118_600,
      currency: 'INR',
      keyId: 'rzp_test_key',
      mode: 'simulated',
      ...overrides,
    },
    201,
  );
}

export function verified(orderId = 'ord-uuid-1', token = 'tok-1'): Response {
  return jsonResponse({ success: true, orderId, token });
}

/** The simulate call's success: Checkout's handler fields, as the contract fixes them. */
export function simulatedSuccess(razorpayOrderId = 'order_A1'): Response {
  return jsonResponse({
    razorpay_payment_id: 'pay_S1',
    razorpay_order_id: razorpayOrderId,
    razorpay_signature: 'f'.repeat(64),
  });
}

/** Its failure: Razorpay's payment.failed error, with the order and payment in its metadata. */
export function simulatedFailure(razorpayOrderId = 'order_A1'): Response {
  return jsonResponse({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      reason: 'payment_failed',
      metadata: { order_id: razorpayOrderId, payment_id: 'pay_F1' },
    },
  });
}

export function errorAnswer(status: number, code: string, message: string, details?: object) {
  return jsonResponse({ message, code, ...(details ? { details } : {}) }, status);
}

export const priceChanged: PriceChangedDetails = {
  subtotal: 1198,
  discount: 0,
  tax: 95.84,
  total: 1293.84,
  amount: 1294,
  lines: [{ product: 'id-carbon-fibre-obsidian', price: 599 }],
};

interface PanelOptions {
  lines?: CheckoutLine[];
  shipping?: unknown;
  coupon?: AppliedCoupon | null;
  clearsCartWhenPaid?: boolean;
  /** Cash on delivery's limit, whole rupees, as the store config gives it; absent: off. */
  codMaxOrder?: number;
}

/** The checkout id a COD test's panel places its order under. */
export const TEST_CHECKOUT_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

function PanelOnPage({
  options,
  onPricesChanged,
}: {
  options: PanelOptions;
  onPricesChanged: (details: PriceChangedDetails) => void;
}) {
  const payment = usePayment({
    checkoutId: TEST_CHECKOUT_ID,
    clearsCartWhenPaid: options.clearsCartWhenPaid ?? true,
    onPricesChanged,
  });
  return (
    <PaymentPanel
      payment={payment}
      lines={options.lines ?? [obsidianLine]}
      shipping={options.shipping === undefined ? shipping : options.shipping}
      coupon={options.coupon ?? null}
      cod={options.codMaxOrder === undefined ? null : { maxOrderRupees: options.codMaxOrder }}
    />
  );
}

function OrderPage() {
  const { orderId } = useParams();
  return <h1>Order page {orderId}</h1>;
}

/** The payment panel on a stand-in checkout route, with the app's providers. */
export function renderPaymentPanel(options: PanelOptions = {}) {
  const onPricesChanged = vi.fn<(details: PriceChangedDetails) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: <PanelOnPage options={options} onPricesChanged={onPricesChanged} />,
      },
      { path: '/order-confirmation/:orderId', element: <OrderPage /> },
    ],
    { initialEntries: ['/checkout'] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, onPricesChanged };
}

/** A stand-in for Razorpay Checkout's global: records the options and what the page did. */
export function installRazorpayStub(behaviour: { throwOnOpen?: boolean } = {}) {
  const opened: RazorpayOptions[] = [];
  const failedListeners: ((response: RazorpayFailure) => void)[] = [];
  class RazorpayStub {
    readonly options: RazorpayOptions;
    constructor(options: RazorpayOptions) {
      this.options = options;
    }
    on(event: string, listener: (response: RazorpayFailure) => void) {
      if (event === 'payment.failed') failedListeners.push(listener);
    }
    open() {
      if (behaviour.throwOnOpen) throw new Error('Checkout could not open');
      opened.push(this.options);
    }
  }
  window.Razorpay = RazorpayStub;
  return {
    opened,
    /** Checkout's last session: what its handler or events would do. */
    session: () => {
      const options = opened.at(-1);
      if (!options) throw new Error('Checkout was not opened');
      return {
        options,
        pay: (response: unknown) => options.handler(response),
        fail: () =>
          failedListeners.at(-1)?.({
            error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' },
          }),
        dismiss: () => options.modal.ondismiss(),
      };
    },
  };
}

export function checkoutScript(): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(
    'script[src="https://checkout.razorpay.com/v1/checkout.js"]',
  );
}

export type Answer = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs the shop's API: each path from its own list of answers, in order, the last repeating;
 * any other path from `otherwise` (404 NOT_FOUND unless given).
 */
export function stubPayments(
  answers: Record<string, Answer[]>,
  otherwise: Answer = () => errorAnswer(404, 'NOT_FOUND', 'Not found'),
) {
  const used: Record<string, number> = {};
  return stubApiCalls((call) => {
    const list = answers[call.path];
    if (!list || list.length === 0) return otherwise(call);
    const index = Math.min(used[call.path] ?? 0, list.length - 1);
    used[call.path] = index + 1;
    return (list[index] as Answer)(call);
  });
}

export const VERIFY = '/payments/verify-payment';
export const SIMULATE = '/payments/simulate';

/** The text of the panel's alert, once there is one. */
export const alertText = async () => (await screen.findByRole('alert')).textContent;

/** The panel tests' common ground: no session left from the last test, nor its Checkout. */
export function preparePaymentPanelTests() {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'Razorpay');
    checkoutScript()?.remove();
  });
}

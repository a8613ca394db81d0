// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
// the provider's script defines `window.Razorpay`; only the fields the shop uses are typed here.
import * as z from 'zod/mini';

const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands its `handler` after a successful payment. */
export const RazorpaySuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

/** What Checkout's `payment.failed` event carries (the description is kept as the reason). */
export interface RazorpayFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  /** Integer paise, exactly as create-order answered. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

class GatewayLoadError extends Error {
  override readonly name = 'GatewayLoadError';
}

let loading: { script: HTMLScriptElement; promise: Promise<void> } | null = null;

/**
 * Adds Checkout's script once; concurrent callers share the load. A failed load removes its tag
 * and is forgotten, so the next Pay Now tries again instead of failing forever.
 */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  // A tag taken out of the page while loading never settles: start again.
  if (loading?.script.isConnected) return loading.promise;
  const script = document.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      if (loading?.script === script) loading = null;
      // Loaded but without its global (an extension or a proxy answered): drop it, try afresh.
      if (!window.Razorpay) script.remove();
      resolve();
    });
    script.addEventListener('error', () => {
      if (loading?.script === script) loading = null;
      script.remove();
      reject(new GatewayLoadError('The Razorpay Checkout script did not load'));
    });
  });
  loading = { script, promise };
  document.head.append(script);
  return promise;
}

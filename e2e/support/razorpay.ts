import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newRazorpayId } from '../../apps/server/src/modules/payments/razorpay-ids.ts';
import { checkoutSignature } from '../../apps/server/src/modules/payments/signature.ts';
import type {
  CheckoutHandlerResponse,
  FakeRazorpay,
} from '../../apps/server/src/testing/fake-razorpay.ts';

/** Where the storefront loads Razorpay Checkout from (API.md § Payments, Modes). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

const standInScript = readFileSync(join(import.meta.dirname, 'razorpay-stand-in.js'), 'utf8');

/** The options one `new Razorpay(options)` received, as the stand-in recorded them. */
export interface OpenedCheckout {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
  theme: { color: string };
  /** `typeof` the callbacks: functions cannot leave the page. */
  handler: string;
  modal: { ondismiss: string };
}

export interface RazorpayStandIn {
  /** External addresses the page asked for and was refused (Checkout's script excepted). */
  blockedUrls: string[];
  /** Every Checkout opened so far, oldest first. */
  openedCheckouts: () => Promise<OpenedCheckout[]>;
  /** The last Checkout opened (fails when none was). */
  lastCheckout: () => Promise<OpenedCheckout>;
  /** Payments the stand-in made up with a forged signature (no money moved for them). */
  forgedPaymentIds: string[];
}

/** The stand-in's dialog, while Checkout is open. */
export const checkoutDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Razorpay Checkout' });

/**
 * Cuts the context off the internet and serves the stand-in for Checkout's script instead: every
 * request that leaves 127.0.0.1 is aborted and noted, Checkout's script is answered locally, and
 * the stand-in's buttons pay or fail orders at `fake`, the shop's fake Razorpay.
 */
export async function installRazorpayStandIn(
  context: BrowserContext,
  fake: FakeRazorpay,
): Promise<RazorpayStandIn> {
  const blockedUrls: string[] = [];
  const forgedPaymentIds: string[] = [];
  // The last route added is asked first: the catch-all goes in before Checkout's script.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      blockedUrls.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await context.route(RAZORPAY_CHECKOUT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: standInScript }),
  );

  await context.exposeFunction('razorpayStandInPay', (orderId: string) => fake.pay(orderId));
  await context.exposeFunction('razorpayStandInFail', (orderId: string) => fake.fail(orderId));
  // What a forger hands the shop: a payment that never happened, signed without the key secret.
  await context.exposeFunction('razorpayStandInForge', (orderId: string) => {
    const paymentId = newRazorpayId('pay');
    forgedPaymentIds.push(paymentId);
    const forged: CheckoutHandlerResponse = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: checkoutSignature(randomBytes(16).toString('hex'), orderId, paymentId),
    };
    return forged;
  });

  const pages = () => context.pages();
  const openedCheckouts = async (): Promise<OpenedCheckout[]> => {
    const [page] = pages();
    if (!page) throw new Error('the context has no page');
    return page.evaluate(() => Reflect.get(window, 'razorpayStandIn')?.opened ?? []);
  };
  return {
    blockedUrls,
    forgedPaymentIds,
    openedCheckouts,
    lastCheckout: async () => {
      const last = (await openedCheckouts()).at(-1);
      if (!last) throw new Error('no Razorpay Checkout was opened');
      return last;
    },
  };
}

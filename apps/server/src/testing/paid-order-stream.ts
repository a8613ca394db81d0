import {
  CreateOrderResultSchema,
  ProductListSchema,
  rupeesToPaise,
  SimulatePaymentResultSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import type * as z from 'zod/mini';
import { checkoutRequest, uniqueEmail } from './checkout-requests.ts';

/** The products a shopper can buy, read from the running shop's catalog. */
export async function listProducts(baseUrl: string, limit = 24) {
  const response = await fetch(`${baseUrl}/api/products?limit=${limit}`);
  const list = ProductListSchema.parse(await response.json());
  return list.data.map((product) => ({ id: product._id, priceInPaise: rupeesToPaise(product.price) }));
}

type StreamProduct = Awaited<ReturnType<typeof listProducts>>[number];

export interface PaidOrderStream {
  /** Every order the shop answered as placed: verify-payment's 200 with its order id. */
  answered: string[];
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /** Answers that were not a success while the shop was up (a 4xx, a 5xx, off the contract). */
  refusals: string[];
  /** Settles once every shopper has stopped: the shop stopped answering, or `stop()` was called. */
  finished: Promise<void>;
  stop(): void;
}

const REQUEST_TIMEOUT_MS = 20_000;

/** Thrown when no answer came (refused, reset, timed out): the shopper stops there. */
class NoAnswer extends Error {}

/**
 * `shoppers` storefronts buying one product after another, as the browser does with simulated
 * payments: create-order → simulate (success) → verify-payment. Each stops at its first request
 * that gets no answer, so the stream runs until the shop goes away.
 */
export function streamPaidOrders(
  baseUrl: string,
  products: readonly StreamProduct[],
  shoppers: number,
): PaidOrderStream {
  const answered: string[] = [];
  const refusals: string[] = [];
  let inFlight = 0;
  let isStopped = false;

  async function post<T>(step: string, body: unknown, schema: z.ZodMiniType<T>) {
    inFlight += 1;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}/api/payments/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new NoAnswer(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      inFlight -= 1;
    }
    const parsed = schema.safeParse(response.ok ? JSON.parse(text) : undefined);
    if (!parsed.success) throw new Error(`${step} answered ${response.status}: ${text.slice(0, 300)}`);
    return parsed.data;
  }

  async function buyOne(product: StreamProduct): Promise<void> {
    const body = checkoutRequest([{ product }], { email: uniqueEmail('crash') });
    const { razorpayOrderId } = await post('create-order', body, CreateOrderResultSchema);
    const paid = await post(
      'simulate',
      { razorpayOrderId, outcome: 'success' },
      SimulatePaymentResultSchema,
    );
    if ('error' in paid) throw new Error(`simulate refused a success: ${JSON.stringify(paid)}`);
    const verified = await post(
      'verify-payment',
      {
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      },
      VerifyPaymentResultSchema,
    );
    answered.push(verified.orderId);
  }

  async function shop(shopper: number): Promise<void> {
    for (let n = 0; !isStopped; n += 1) {
      const product = products[(shopper + n) % products.length];
      if (!product) throw new Error('no products to buy');
      try {
        await buyOne(product);
      } catch (error) {
        if (error instanceof NoAnswer) return;
        refusals.push(error instanceof Error ? error.message : String(error));
      }
    }
  }

  const finished = Promise.all(Array.from({ length: shoppers }, (_, i) => shop(i))).then(() => {});
  return {
    answered,
    refusals,
    inFlight: () => inFlight,
    finished,
    stop: () => {
      isStopped = true;
    },
  };
}

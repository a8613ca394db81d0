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
  return list.data.map((product) => ({
    id: product._id,
    priceInPaise: rupeesToPaise(product.price),
  }));
}

type StreamProduct = Awaited<ReturnType<typeof listProducts>>[number];

export interface PaidOrderStream {
  /** Every order the shop answered as placed: verify-payment's 200 with its order id. */
  answered: string[];
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /** Answers that were not a success while the shop was up (a 4xx, a 5xx, off the contract). */
  refusals: string[];
  /** Settles once the stream has stopped: the shop stopped answering. */
  finished: Promise<void>;
}

export interface StreamOptions {
  /** Purchases in one burst: opened and paid together, then verified together. */
  burst: number;
  /** Called at each verify-payment answer, as it arrives (the crash test kills the shop here). */
  onAnswered?: (answered: readonly string[]) => void;
}

const REQUEST_TIMEOUT_MS = 20_000;

/** Thrown when no answer came (refused, reset, timed out): the stream stops there. */
class NoAnswer extends Error {}

/**
 * Purchases as the browser makes them with simulated payments — create-order → simulate
 * (success) → verify-payment — in bursts of `burst` at once: the verifies of a burst arrive
 * together, so many orders are being written at any instant. Runs until the shop goes away.
 */
export function streamPaidOrders(
  baseUrl: string,
  products: readonly StreamProduct[],
  { burst, onAnswered }: StreamOptions,
): PaidOrderStream {
  const answered: string[] = [];
  const refusals: string[] = [];
  let inFlight = 0;

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
    if (!parsed.success)
      throw new Error(`${step} answered ${response.status}: ${text.slice(0, 300)}`);
    return parsed.data;
  }

  async function payFor(product: StreamProduct) {
    const body = checkoutRequest([{ product }], { email: uniqueEmail('crash') });
    const { razorpayOrderId } = await post('create-order', body, CreateOrderResultSchema);
    const paid = await post(
      'simulate',
      { razorpayOrderId, outcome: 'success' },
      SimulatePaymentResultSchema,
    );
    if ('error' in paid) throw new Error(`simulate refused a success: ${JSON.stringify(paid)}`);
    return paid;
  }

  async function verify(paid: Awaited<ReturnType<typeof payFor>>): Promise<void> {
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
    onAnswered?.(answered);
  }

  /** Settles every step; a refusal is recorded, no answer at all ends the stream. */
  async function all<T>(steps: Promise<T>[]): Promise<T[]> {
    const results = await Promise.allSettled(steps);
    const done: T[] = [];
    let isShopGone = false;
    for (const result of results) {
      if (result.status === 'fulfilled') done.push(result.value);
      else if (result.reason instanceof NoAnswer) isShopGone = true;
      else refusals.push(String(result.reason));
    }
    if (isShopGone) throw new NoAnswer('the shop stopped answering');
    return done;
  }

  function pick(n: number): StreamProduct {
    const product = products[n % products.length];
    if (!product) throw new Error('no products to buy');
    return product;
  }

  async function run(): Promise<void> {
    for (let round = 0; ; round += 1) {
      const picks = Array.from({ length: burst }, (_, i) => pick(round * burst + i));
      try {
        const paid = await all(picks.map(payFor));
        await all(paid.map(verify));
      } catch (error) {
        if (error instanceof NoAnswer) return;
        throw error;
      }
    }
  }

  return { answered, refusals, inFlight: () => inFlight, finished: run() };
}

import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateOrderResultSchema,
  type Product,
  ProductListSchema,
  SimulatePaymentResultSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import type * as z from 'zod/mini';
import { randomListingPath } from './browse-paths.ts';
import { checkoutRequest } from './checkout-load.ts';
import { type Exchange, exchange, type ShopRequest, tally } from './exchange.ts';
import {
  type LatencySummary,
  loadShopperMix,
  randomShopperPath,
  summarize,
} from './overload-load.ts';
import { runShoppers } from './shopper-load.ts';

export interface PaymentUnderLoadSettings {
  baseUrl: string;
  /** verify-payment calls, COD placements and listings beside them: this many of each. */
  calls: number;
  /** The crowd of catalog shoppers that overloads the shop, each on its own connection. */
  connections: number;
  overloadSec: number;
}

export interface CallSummary {
  sent: number;
  outcomes: Record<string, number>;
  /** Latencies of the answered calls, whatever their status. */
  latency: LatencySummary;
}

export interface PaymentUnderLoadResult {
  calls: number;
  connections: number;
  overloadSec: number;
  /** From the crowd's start to the first shed listing; null when none was shed before the calls. */
  firstShedAfterMs: number | null;
  /** Repeats of verify-payment for one payment captured and recorded before the crowd came. */
  verify: CallSummary & { answeredAnotherOrder: number };
  cod: CallSummary;
  /** A listing sent at the same moment as each verify and COD pair: was the shop shedding then? */
  listingBeside: CallSummary;
  /** The crowd over the whole run. */
  crowd: { ok: number; shed: number; other: number; timeouts: number; errors: number };
}

// A call that is not shed may still wait behind the crowd; past this it counts as a timeout.
const callTimeoutMs = 30_000;
const crowdTimeoutMs = 10_000;
// How long the crowd may take to make the shop shed before the calls go anyway (at most half
// the run).
const maxWaitForSheddingMs = 8_000;
// The calls end this long before the crowd does, so each meets the full load.
const tailMs = 1_000;

/**
 * Item 16 of issue [14]: a shopper who has paid must not be told "busy". A payment is captured
 * and recorded while the shop is calm; then a crowd of catalog shoppers overloads it, and while
 * it sheds, the same payment's verify-payment is sent again `calls` times (a reload, a retry), a
 * COD order placed as often, and a listing beside each pair shows the shop was shedding then.
 */
export async function measurePaymentUnderLoad(
  settings: PaymentUnderLoadSettings,
): Promise<PaymentUnderLoadResult> {
  const { baseUrl, calls } = settings;
  const product = await cheapestProduct(baseUrl);
  const payment = await placePaidOrder(baseUrl, product);
  const mix = await loadShopperMix(baseUrl);

  const crowdStartedAt = performance.now();
  const crowd = runShoppers({
    baseUrl,
    connections: settings.connections,
    durationSec: settings.overloadSec,
    timeoutMs: crowdTimeoutMs,
    nextPath: () => randomShopperPath(mix),
  });
  const listing = (): ShopRequest => ({ method: 'GET', path: randomListingPath(mix.tags) });

  let firstShedAfterMs: number | null = null;
  const waitForSheddingMs = Math.min(maxWaitForSheddingMs, (settings.overloadSec * 1000) / 2);
  while (performance.now() - crowdStartedAt < waitForSheddingMs) {
    if ((await exchange(baseUrl, listing(), crowdTimeoutMs)).status === 503) {
      firstShedAfterMs = Math.round(performance.now() - crowdStartedAt);
      break;
    }
    // Asked again until the shop sheds: the condition, with the limit above.
    await sleep(100);
  }

  const windowMs = settings.overloadSec * 1000 - (performance.now() - crowdStartedAt) - tailMs;
  const spacingMs = Math.max(0, windowMs / calls);
  const verifies: Promise<Exchange>[] = [];
  const cods: Promise<Exchange>[] = [];
  const listings: Promise<Exchange>[] = [];
  const verify: ShopRequest = {
    method: 'POST',
    path: '/api/payments/verify-payment',
    body: payment.handler,
  };
  for (let n = 0; n < calls; n++) {
    verifies.push(exchange(baseUrl, verify, callTimeoutMs));
    cods.push(exchange(baseUrl, codPlacement(product), callTimeoutMs));
    listings.push(exchange(baseUrl, listing(), callTimeoutMs));
    await sleep(spacingMs);
  }
  const verifyAnswers = await Promise.all(verifies);
  const outcome = await crowd;
  const statuses = outcome.answers.map((answer) => answer.status);
  const ok = statuses.filter((status) => status >= 200 && status < 300).length;
  const shed = statuses.filter((status) => status === 503).length;

  return {
    calls,
    connections: settings.connections,
    overloadSec: settings.overloadSec,
    firstShedAfterMs,
    verify: {
      ...summarizeCalls(verifyAnswers),
      answeredAnotherOrder: verifyAnswers.filter((answer) => {
        const parsed = VerifyPaymentResultSchema.safeParse(answer.body);
        return parsed.success && parsed.data.orderId !== payment.orderId;
      }).length,
    },
    cod: summarizeCalls(await Promise.all(cods)),
    listingBeside: summarizeCalls(await Promise.all(listings)),
    crowd: {
      ok,
      shed,
      other: statuses.length - ok - shed,
      timeouts: outcome.timeouts,
      errors: outcome.errors,
    },
  };
}

function summarizeCalls(answers: Exchange[]): CallSummary {
  return {
    sent: answers.length,
    outcomes: tally(answers),
    latency: summarize(answers.filter((a) => a.status !== null).map((a) => a.latencyMs)),
  };
}

/** The cheapest listed product that has a fit to buy it for: under any COD limit. */
export async function cheapestProduct(baseUrl: string): Promise<Product> {
  const request: ShopRequest = {
    method: 'GET',
    path: '/api/products?page=1&limit=100&sort=PriceLowHigh',
  };
  const list = await expectOk(baseUrl, request, ProductListSchema);
  const product = list.data.find((candidate) => candidate.compatibility.length > 0);
  if (!product) throw new Error('no listed product has a compatible device to buy it for');
  return product;
}

export interface PaidOrder {
  /** What Razorpay Checkout hands the storefront, as verify-payment takes it. */
  handler: { razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string };
  orderId: string;
  email: string;
}

/** A purchase as the storefront makes it in simulated mode: created, paid, verified once. */
export async function placePaidOrder(baseUrl: string, product: Product): Promise<PaidOrder> {
  const email = `bench-paid-${randomBytes(4).toString('hex')}@example.in`;
  const created = await expectOk(
    baseUrl,
    { method: 'POST', path: '/api/payments/create-order', body: checkoutRequest(product, email) },
    CreateOrderResultSchema,
  );
  const paid = await expectOk(
    baseUrl,
    {
      method: 'POST',
      path: '/api/payments/simulate',
      body: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
    },
    SimulatePaymentResultSchema,
  );
  if ('error' in paid) throw new Error(`simulate: a success was asked for, got an error`);
  const handler = {
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  };
  const verified = await expectOk(
    baseUrl,
    { method: 'POST', path: '/api/payments/verify-payment', body: handler },
    VerifyPaymentResultSchema,
  );
  return { handler, orderId: verified.orderId, email };
}

/** A new cash-on-delivery order for `product`, as the storefront places it. */
function codPlacement(product: Product): ShopRequest {
  const email = `bench-cod-${randomBytes(4).toString('hex')}@example.in`;
  const body = checkoutRequest(product, email);
  return {
    method: 'POST',
    path: '/api/payments/cod',
    body: {
      ...body,
      checkoutId: `checkout-${randomBytes(8).toString('hex')}`,
      orderDetails: { ...body.orderDetails, paymentMethod: 'COD' },
    },
  };
}

/** The parsed 2xx answer; anything else stops the bench, as a setup step that failed. */
export async function expectOk<T>(
  baseUrl: string,
  request: ShopRequest,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const answer = await exchange(baseUrl, request, callTimeoutMs);
  if (answer.status === null || answer.status < 200 || answer.status > 299) {
    const body = JSON.stringify(answer.body)?.slice(0, 300);
    throw new Error(`${request.method} ${request.path} answered ${answer.outcome}: ${body}`);
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    throw new Error(`${request.method} ${request.path} answered off the contract`);
  }
  return parsed.data;
}

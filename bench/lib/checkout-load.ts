import { randomBytes } from 'node:crypto';
import {
  type CreateOrderInput,
  CreateOrderResultSchema,
  type Product,
  paiseToRupees,
  priceCheckout,
  rupeesToPaise,
  SimulatePaymentResultSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import type * as z from 'zod/mini';
import { ASHA_SHIPPING } from '../../apps/server/src/testing/shopper.ts';

export type CheckoutStep = 'create-order' | 'simulate' | 'verify-payment';

/** What the shoppers saw in one phase (warm-up or measured). */
export interface CheckoutPhase {
  elapsedMs: number;
  /** Created, paid, and verified twice with the same order id and token. */
  purchases: number;
  /** Whole purchase, first byte of create-order to the later of the two verify answers. */
  purchaseMs: number[];
  /** Each step of the complete purchases; verify-payment is the pair, to its later answer. */
  stepMs: Record<CheckoutStep, number[]>;
  /** Dropped connections and answers off the shared contract. */
  errors: number;
  non2xx: number;
  /** `<step> <status>` → count, for every non-2xx answer. */
  statusCodes: Record<string, number>;
  /** The two concurrent verifies of one payment answered different orders or tokens. */
  verifyDisagreements: number;
  /** The order id of every complete purchase, to hold against the database. */
  orderIds: string[];
  /** The first few failures in full, to tell a bug from an overloaded machine. */
  failureSamples: string[];
}

export interface CheckoutLoad {
  baseUrl: string;
  shoppers: number;
  durationSec: number;
  products: Product[];
}

const maxFailureSamples = 5;
const requestTimeoutMs = 10_000;
// One id per run keeps emails unique across runs on a database that was not dropped.
const runId = randomBytes(3).toString('hex');

/**
 * `shoppers` loops, each buying one product after another until `durationSec` has passed:
 * create-order → simulate (success) → verify-payment sent twice at once, as a double-clicked
 * Pay or a retried request would. The phase ends when the last purchase in flight finishes.
 */
export async function runShoppers(load: CheckoutLoad, phaseName: string): Promise<CheckoutPhase> {
  const phase: CheckoutPhase = {
    elapsedMs: 0,
    purchases: 0,
    purchaseMs: [],
    stepMs: { 'create-order': [], simulate: [], 'verify-payment': [] },
    errors: 0,
    non2xx: 0,
    statusCodes: {},
    verifyDisagreements: 0,
    orderIds: [],
    failureSamples: [],
  };
  const startedAt = performance.now();
  const deadline = startedAt + load.durationSec * 1000;
  await Promise.all(
    Array.from({ length: load.shoppers }, async (_, shopper) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const product = load.products[(shopper + n) % load.products.length];
        if (!product) throw new Error('no products to buy');
        const email = `bench-${runId}-${phaseName}-${shopper}-${n}@example.in`;
        await purchase(load.baseUrl, checkoutRequest(product, email), phase);
      }
    }),
  );
  phase.elapsedMs = performance.now() - startedAt;
  return phase;
}

async function purchase(baseUrl: string, body: CreateOrderInput, phase: CheckoutPhase) {
  const startedAt = performance.now();
  const send = <T>(step: CheckoutStep, payload: unknown, schema: z.ZodMiniType<T>) =>
    post(baseUrl, step, payload, schema, phase);

  const order = await send('create-order', body, CreateOrderResultSchema);
  if (!order) return;
  const createdAt = performance.now();
  const paid = await send(
    'simulate',
    { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
    SimulatePaymentResultSchema,
  );
  if (!paid) return;
  if ('error' in paid) {
    phase.errors += 1;
    recordFailure(phase, `simulate: a success was asked for, got ${JSON.stringify(paid)}`);
    return;
  }
  const paidAt = performance.now();
  // Checkout's handler fields, camel-cased as the storefront sends them to verify.
  const handler = {
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  };
  const [first, second] = await Promise.all([
    send('verify-payment', handler, VerifyPaymentResultSchema),
    send('verify-payment', handler, VerifyPaymentResultSchema),
  ]);
  if (!first || !second) return;
  if (first.orderId !== second.orderId || first.token !== second.token) {
    phase.verifyDisagreements += 1;
    recordFailure(
      phase,
      `verify-payment of ${handler.razorpayPaymentId} answered orders ${first.orderId} and ${second.orderId}`,
    );
    return;
  }
  const verifiedAt = performance.now();
  phase.purchaseMs.push(verifiedAt - startedAt);
  phase.stepMs['create-order'].push(createdAt - startedAt);
  phase.stepMs.simulate.push(paidAt - createdAt);
  phase.stepMs['verify-payment'].push(verifiedAt - paidAt);
  phase.purchases += 1;
  phase.orderIds.push(first.orderId);
}

/** The parsed 2xx answer, or undefined with the failure counted. */
async function post<T>(
  baseUrl: string,
  step: CheckoutStep,
  payload: unknown,
  schema: z.ZodMiniType<T>,
  phase: CheckoutPhase,
): Promise<T | undefined> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}/api/payments/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    text = await response.text();
  } catch (error) {
    phase.errors += 1;
    recordFailure(phase, `${step}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (response.status < 200 || response.status > 299) {
    phase.non2xx += 1;
    const key = `${step} ${response.status}`;
    phase.statusCodes[key] = (phase.statusCodes[key] ?? 0) + 1;
    recordFailure(phase, `${key}: ${text.slice(0, 300)}`);
    return undefined;
  }
  const parsed = schema.safeParse(parseJson(text));
  if (!parsed.success) {
    phase.errors += 1;
    recordFailure(phase, `${step} ${response.status}, off the contract: ${text.slice(0, 300)}`);
    return undefined;
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: the schema refuses it and the answer counts as an error
  }
}

function recordFailure(phase: CheckoutPhase, sample: string): void {
  if (phase.failureSamples.length < maxFailureSamples) phase.failureSamples.push(sample);
}

/** A coupon as `GET /api/campaigns/search` answers it, with the code the shopper typed. */
export interface CheckoutCoupon {
  id: string;
  code: string;
  discount: number;
}

/**
 * The body the storefront sends for one product bought once, with a coupon or none: the figures
 * computed with the shared pricing code from the listed price, as the browser does, so the
 * server's own pricing agrees (a 409 PRICE_CHANGED here would be a bench bug, and shows up as a
 * non-2xx). The scale test's shoppers send the same (scripts/scale/shoppers.ts).
 */
export function checkoutRequest(
  product: Product,
  email: string,
  coupon: CheckoutCoupon | null = null,
): CreateOrderInput {
  const totals = priceCheckout(
    [
      {
        priceInPaise: rupeesToPaise(product.price),
        quantity: 1,
        // The category's rate the server taxes the line at (decision 066).
        ...(product.gstRate === undefined
          ? {}
          : { taxRateBp: Math.round(product.gstRate * 10_000) }),
      },
    ],
    coupon?.discount ?? 0,
  );
  const [fit] = product.compatibility;
  const person = { firstName: 'Asha', lastName: 'Verma', phone: '9876543210', email };
  return {
    amount: totals.gatewayAmountInRupees,
    currency: 'INR',
    orderDetails: {
      user: person,
      products: [
        {
          product: product._id,
          quantity: 1,
          price: product.price,
          extraInfo: { brand: fit?.brand ?? 'Apple', model: fit?.models[0] ?? 'iPhone 16 Pro' },
        },
      ],
      shippingInfo: { ...ASHA_SHIPPING, ...person },
      coupon: coupon ? { _id: coupon.id, code: coupon.code, discount: coupon.discount } : null,
      subtotal: paiseToRupees(totals.subtotalInPaise),
      discount: paiseToRupees(totals.discountInPaise),
      tax: paiseToRupees(totals.taxInPaise),
      total: paiseToRupees(totals.totalInPaise),
      paymentMethod: 'Online',
      paymentStatus: 'Pending',
    },
  };
}

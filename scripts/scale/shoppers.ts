import { createHmac, randomBytes } from 'node:crypto';
import type { Product } from '@skins/shared';
import pg from 'pg';
import { type CheckoutCoupon, checkoutRequest } from '../../bench/lib/checkout-load.ts';
import { CutAnswerError, type Session } from './http.ts';

// Shoppers buying through nginx as the storefront does: create-order → the simulated gateway's
// Pay → verify-payment. A call that gets no answer, or a 502/503/504 (an instance that went away
// or is closing), is sent again, as a shopper clicks Pay again: every step is safe to repeat —
// create-order hands the same unpaid checkout back for the same cart and buyer, verify-payment
// answers the same order, and a Pay that went through once answers 404 the second time, when
// the payment is read from the gateway's books (what Razorpay's dialog would still hold).

export type Coupon = CheckoutCoupon;

export interface LoadFigures {
  /** Every call sent, and those that failed before a retry (by `step status`). */
  calls: number;
  failedCalls: Record<string, number>;
  retries: number;
  /** Pay answers lost in flight whose payment was read back from the gateway's books. */
  payRecovered: number;
  purchases: number;
  /** Purchases given up after every retry: requests lost. */
  lost: number;
  lostSamples: string[];
  purchaseMs: number[];
  /** Order ids the shoppers were answered with, and the coupon they used (or null). */
  orders: { orderId: string; coupon: string | null; email: string }[];
  couponRefusals: number;
  /** GETs (the catalog) sent alongside, and those that did not answer 200. */
  browses: number;
  failedBrowses: Record<string, number>;
}

export function emptyFigures(): LoadFigures {
  return {
    calls: 0,
    failedCalls: {},
    retries: 0,
    payRecovered: 0,
    purchases: 0,
    lost: 0,
    lostSamples: [],
    purchaseMs: [],
    orders: [],
    couponRefusals: 0,
    browses: 0,
    failedBrowses: {},
  };
}

const RETRYABLE = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 8;
const runId = randomBytes(3).toString('hex');

export interface Shop {
  session: Session;
  products: Product[];
  /** The simulated gateway's key secret (from APP_SECRET), to sign a payment read back. */
  gatewayKeySecret: string;
  directDatabaseUrl: string;
}

export function simulatedKeySecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('simulated-razorpay-key').digest('hex');
}

let auditPool: pg.Pool | undefined;
function books(url: string): pg.Pool {
  auditPool ??= new pg.Pool({ connectionString: url, max: 4 });
  return auditPool;
}
export async function closeBooks(): Promise<void> {
  await auditPool?.end();
  auditPool = undefined;
}

type Step = 'create-order' | 'simulate' | 'verify-payment';

async function send(
  shop: Shop,
  step: Step,
  body: unknown,
  figures: LoadFigures,
): Promise<{ status: number; json: unknown } | { lost: string }> {
  let last = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) {
      figures.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
    figures.calls += 1;
    try {
      const answer = await shop.session.call(`/api/payments/${step}`, { body });
      if (!RETRYABLE.has(answer.status)) {
        return { status: answer.status, json: safeJson(answer.text) };
      }
      last = `${step} ${answer.status}`;
    } catch (error) {
      last = `${step} no answer (${error instanceof Error ? error.message : String(error)})`;
    }
    const key = last.replace(/ \(.*$/, '');
    figures.failedCalls[key] = (figures.failedCalls[key] ?? 0) + 1;
  }
  return { lost: last };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One purchase; `coupon` is tried first and dropped when it is used up, as a shopper would. */
export async function purchase(
  shop: Shop,
  product: Product,
  email: string,
  coupon: Coupon | null,
  figures: LoadFigures,
): Promise<void> {
  const startedAt = performance.now();
  const lose = (why: string) => {
    figures.lost += 1;
    if (figures.lostSamples.length < 8) figures.lostSamples.push(`${email}: ${why}`);
  };
  let used = coupon;
  let created = await send(shop, 'create-order', checkoutRequest(product, email, used), figures);
  if ('status' in created && created.status === 409 && used) {
    figures.couponRefusals += 1;
    used = null;
    created = await send(shop, 'create-order', checkoutRequest(product, email, null), figures);
  }
  if ('lost' in created) return lose(created.lost);
  if (created.status !== 201)
    return lose(`create-order ${created.status} ${JSON.stringify(created.json)}`);
  const { razorpayOrderId } = created.json as { razorpayOrderId: string };

  const paid = await send(shop, 'simulate', { razorpayOrderId, outcome: 'success' }, figures);
  if ('lost' in paid) return lose(paid.lost);
  let handler: { razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string };
  if (paid.status === 200) {
    const p = paid.json as Record<string, string>;
    handler = {
      razorpayPaymentId: p.razorpay_payment_id ?? '',
      razorpayOrderId: p.razorpay_order_id ?? '',
      razorpaySignature: p.razorpay_signature ?? '',
    };
  } else if (paid.status === 404) {
    // An earlier Pay went through and its answer was lost: read it from the gateway's books.
    const recovered = await readPayment(shop, razorpayOrderId);
    if (!recovered) return lose(`simulate 404 and no captured payment for ${razorpayOrderId}`);
    figures.payRecovered += 1;
    handler = recovered;
  } else {
    return lose(`simulate ${paid.status} ${JSON.stringify(paid.json)}`);
  }

  const verified = await send(shop, 'verify-payment', handler, figures);
  if ('lost' in verified) return lose(verified.lost);
  if (verified.status !== 200) return lose(`verify-payment ${verified.status}`);
  const { orderId } = verified.json as { orderId: string };
  figures.purchases += 1;
  figures.purchaseMs.push(performance.now() - startedAt);
  figures.orders.push({ orderId, coupon: used?.code ?? null, email });
}

/**
 * A Pay that went through on one instance and whose answer never came back: the shopper pays
 * again through nginx, which must end in one order (create-order hands back the same checkout,
 * the second Pay answers 404, the payment is read back, verify records it).
 */
export async function purchaseAfterLostPay(
  shop: Shop,
  on: Session,
  product: Product,
  email: string,
  figures: LoadFigures,
): Promise<void> {
  const created = await on.json<{ razorpayOrderId: string }>('/api/payments/create-order', {
    body: checkoutRequest(product, email, null),
  });
  await on.json('/api/payments/simulate', {
    body: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
  });
  await purchase(shop, product, email, null, figures);
}

async function readPayment(shop: Shop, orderId: string) {
  const { rows } = await books(shop.directDatabaseUrl).query<{ id: string }>(
    `select id from simulated_gateway_payments where order_id = $1 and status = 'captured'`,
    [orderId],
  );
  const paymentId = rows[0]?.id;
  if (!paymentId) return null;
  const signature = createHmac('sha256', shop.gatewayKeySecret)
    .update(`${orderId}|${paymentId}`)
    .digest('hex');
  return { razorpayPaymentId: paymentId, razorpayOrderId: orderId, razorpaySignature: signature };
}

export function shopperEmail(phase: string, n: number): string {
  return `scale-${runId}-${phase}-${n}@example.in`;
}

/** A GET whose answer began and was cut off (CutAnswerError): nginx cannot retry it. */
export const CUT_GET = 'GET cut mid-answer';

/** Catalog reads alongside the purchases (GETs: nginx may retry them on another instance). */
export async function browse(shop: Shop, until: () => boolean, figures: LoadFigures) {
  for (let n = 0; !until(); n++) {
    const product = shop.products[n % shop.products.length];
    const url = n % 2 === 0 ? '/api/products?page=1&limit=12' : `/api/products/${product?.slug}`;
    figures.browses += 1;
    try {
      const answer = await shop.session.call(url);
      if (answer.status !== 200) {
        const key = `GET ${answer.status}`;
        figures.failedBrowses[key] = (figures.failedBrowses[key] ?? 0) + 1;
      }
    } catch (error) {
      const key = error instanceof CutAnswerError ? CUT_GET : 'GET no answer';
      figures.failedBrowses[key] = (figures.failedBrowses[key] ?? 0) + 1;
    }
  }
}

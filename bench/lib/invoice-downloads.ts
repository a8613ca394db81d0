import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CreateOrderResultSchema,
  type Product,
  ProductListSchema,
  SimulatePaymentResultSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import type * as z from 'zod/mini';
import { checkoutRequest } from './checkout-load.ts';

// Download loops on invoice PDFs, as in issue [14] item 15: a client asking for one order's
// invoice again as soon as it has it, ignoring Retry-After.

const requestTimeoutMs = 30_000;

export interface PaidOrder {
  orderId: string;
  token: string;
  invoiceUrl: string;
}

/** The order's answer to one step of the purchase, parsed with the shared contract. */
async function post<T>(baseUrl: string, step: string, body: unknown, schema: z.ZodMiniType<T>) {
  const response = await fetch(`${baseUrl}/api/payments/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = await response.text();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${step} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return schema.parse(JSON.parse(text));
}

/** A product to buy, from the seeded catalog. */
export async function firstProduct(baseUrl: string): Promise<Product> {
  const response = await fetch(`${baseUrl}/api/products?page=1&limit=1`);
  if (response.status !== 200) throw new Error(`the listing answered ${response.status}`);
  const [product] = ProductListSchema.parse(await response.json()).data;
  if (!product) throw new Error('the catalog is empty: nothing to buy');
  return product;
}

/** An order paid through the simulated gateway, as a shopper pays: its invoice's URL with the token. */
export async function placePaidOrder(
  baseUrl: string,
  product: Product,
  email: string,
): Promise<PaidOrder> {
  const order = await post(
    baseUrl,
    'create-order',
    checkoutRequest(product, email),
    CreateOrderResultSchema,
  );
  const paid = await post(
    baseUrl,
    'simulate',
    { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
    SimulatePaymentResultSchema,
  );
  if ('error' in paid) throw new Error(`the simulated payment failed: ${JSON.stringify(paid)}`);
  const verified = await post(
    baseUrl,
    'verify-payment',
    {
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
    },
    VerifyPaymentResultSchema,
  );
  const { orderId, token } = verified;
  return {
    orderId,
    token,
    invoiceUrl: `/api/orders/${orderId}/invoice.pdf?token=${encodeURIComponent(token)}`,
  };
}

export interface DownloadOutcome {
  /** Answers by status ("200", "429", "503"…); "error" for a refused or timed-out request. */
  statusCodes: Record<string, number>;
  /** Latency of each 200, in ms. */
  okMs: number[];
}

export interface DownloadLoops {
  baseUrl: string;
  /** One per loop; several loops may share an order. */
  orders: PaidOrder[];
  durationSec: number;
  /**
   * Removes the order's stored PDF (DATA_DIR/media/documents/{order}) after each download, so
   * every download draws it, as every download did before decision 049. Null: the stored copy
   * stays.
   */
  documentsDir: string | null;
}

/** One loop per order, each asking again the moment it has an answer, until the time is up. */
export async function runDownloadLoops(loops: DownloadLoops): Promise<DownloadOutcome> {
  const outcome: DownloadOutcome = { statusCodes: {}, okMs: [] };
  const count = (key: string) => {
    outcome.statusCodes[key] = (outcome.statusCodes[key] ?? 0) + 1;
  };
  const deadline = performance.now() + loops.durationSec * 1000;
  await Promise.all(
    loops.orders.map(async (order) => {
      while (performance.now() < deadline) {
        const startedAt = performance.now();
        try {
          const response = await fetch(`${loops.baseUrl}${order.invoiceUrl}`, {
            signal: AbortSignal.timeout(requestTimeoutMs),
          });
          await response.arrayBuffer();
          count(String(response.status));
          if (response.status === 200) outcome.okMs.push(performance.now() - startedAt);
        } catch {
          count('error');
        }
        if (loops.documentsDir) {
          await rm(join(loops.documentsDir, order.orderId), { recursive: true, force: true });
        }
      }
    }),
  );
  return outcome;
}

import type { Product } from '@skins/shared';
import { percentile } from '../../bench/lib/checkout-report.ts';
import {
  browse,
  type Coupon,
  emptyFigures,
  type LoadFigures,
  purchase,
  type Shop,
  shopperEmail,
} from './shoppers.ts';

// The three loads: a burst of concurrent purchases, and a steady stream of shoppers and
// browsers during which something happens to one instance (`during`).

export interface PhaseResult {
  name: string;
  figures: LoadFigures;
  elapsedMs: number;
}

/** `count` shoppers buying at once, one purchase each; the first `withCoupon` try `coupon`. */
export async function burstOfPurchases(
  shop: Shop,
  count: number,
  coupon: Coupon,
  withCoupon: number,
): Promise<PhaseResult> {
  const figures = emptyFigures();
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      purchase(
        shop,
        productFor(shop.products, n),
        shopperEmail('burst', n),
        n < withCoupon ? coupon : null,
        figures,
      ),
    ),
  );
  return {
    name: `${count} concurrent purchases`,
    figures,
    elapsedMs: performance.now() - startedAt,
  };
}

export interface StreamOptions {
  name: string;
  shoppers: number;
  browsers: number;
  durationMs: number;
  /** When, after the start, `during` runs; the stream goes on until durationMs regardless. */
  eventAtMs: number;
  during: () => Promise<void>;
}

export interface StreamResult extends PhaseResult {
  /** Purchases that completed after the event began. */
  purchasesAfterEvent: number;
}

export async function streamWithEvent(shop: Shop, options: StreamOptions): Promise<StreamResult> {
  const figures = emptyFigures();
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;
  const isOver = () => performance.now() >= deadline;
  let purchasesAtEvent = 0;
  const event = (async () => {
    await new Promise((resolve) => setTimeout(resolve, options.eventAtMs));
    purchasesAtEvent = figures.purchases;
    await options.during();
  })();
  const shoppers = Array.from({ length: options.shoppers }, async (_, shopper) => {
    for (let n = 0; !isOver(); n++) {
      const index = shopper * 10_000 + n;
      await purchase(
        shop,
        productFor(shop.products, index),
        shopperEmail(options.name, index),
        null,
        figures,
      );
    }
  });
  const browsers = Array.from({ length: options.browsers }, () => browse(shop, isOver, figures));
  await Promise.all([...shoppers, ...browsers, event]);
  return {
    name: options.name,
    figures,
    elapsedMs: performance.now() - startedAt,
    purchasesAfterEvent: figures.purchases - purchasesAtEvent,
  };
}

function productFor(products: Product[], n: number): Product {
  const product = products[n % products.length];
  if (!product) throw new Error('no product to buy');
  return product;
}

export function summarize(result: PhaseResult) {
  const { figures } = result;
  const seconds = result.elapsedMs / 1000;
  return {
    phase: result.name,
    purchases: figures.purchases,
    ordersPerSec: Math.round((figures.purchases / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(figures.purchaseMs, 50)),
    p99Ms: Math.round(percentile(figures.purchaseMs, 99)),
    calls: figures.calls,
    failedCalls: sumOf(figures.failedCalls),
    retries: figures.retries,
    payRecovered: figures.payRecovered,
    lost: figures.lost,
    browses: figures.browses,
    failedBrowses: sumOf(figures.failedBrowses),
    seconds: Math.round(seconds * 10) / 10,
  };
}

export function sumOf(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, n) => total + n, 0);
}

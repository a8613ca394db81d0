import { cpus, loadavg } from 'node:os';
import { type Product, ProductListSchema } from '@skins/shared';
import type { ServerProcess } from '../../apps/server/src/testing/server-process.ts';
import { auditCheckouts, checkoutChecks } from './checkout-audit.ts';
import { type CheckoutLoad, type CheckoutPhase, runShoppers } from './checkout-load.ts';
import {
  type CheckoutReport,
  isFailed,
  printCheckoutReport,
  summarize,
} from './checkout-report.ts';

interface CheckoutBench {
  shop: ServerProcess;
  databaseUrl: string;
  postgres: string;
  shoppers: number;
  durationSec: number;
  warmupSec: number;
  step: (text: string) => void;
}

const productsToBuy = 8;
const serverLogLines = 20;

/**
 * Paid orders per second through the real shop in simulated payment mode, then the database
 * audited for duplicates. Sets the exit code when any duplicate or miscount is found.
 */
export async function benchCheckout(bench: CheckoutBench): Promise<CheckoutReport> {
  const { shop, step } = bench;
  if (!Number.isInteger(bench.shoppers) || bench.shoppers < 1) {
    throw new Error(`BENCH_SHOPPERS must be a whole number from 1 (got ${bench.shoppers})`);
  }
  const loadAverage1m = loadavg()[0] ?? 0;
  const products = await pickProducts(shop.baseUrl);
  console.log(`buying, in turn: ${products.map((p) => `${p.slug} (Rs. ${p.price})`).join(', ')}`);

  const load: CheckoutLoad = {
    baseUrl: shop.baseUrl,
    shoppers: bench.shoppers,
    durationSec: bench.warmupSec,
    products,
  };
  step(`Orders: ${bench.shoppers} shoppers, ${bench.warmupSec} s warm-up`);
  const warmup = await runShoppers(load, 'warmup');
  step(`Orders: ${bench.shoppers} shoppers, ${bench.durationSec} s measured`);
  const measured = await runShoppers({ ...load, durationSec: bench.durationSec }, 'measured');

  step('Orders: auditing the database');
  const phases = [warmup, measured];
  const answered = phases.flatMap((phase) => phase.orderIds);
  const audit = await auditCheckouts(bench.databaseUrl, answered);
  const checks = checkoutChecks(
    audit,
    sum(phases, (phase) => phase.purchases),
    new Set(answered).size,
    sum(phases, (phase) => phase.verifyDisagreements),
  );
  const duplicates = checks
    .filter((check) => check.isDuplicate)
    .reduce((total, check) => total + check.actual, 0);

  const report: CheckoutReport = {
    ranAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      loadAverage1m,
      node: process.version,
      postgres: bench.postgres,
    },
    shoppers: bench.shoppers,
    warmupSec: bench.warmupSec,
    products: products.map((p) => p.slug),
    ...summarize(measured),
    errors: sum(phases, (phase) => phase.errors),
    non2xx: sum(phases, (phase) => phase.non2xx),
    statusCodes: mergeCounts(phases.map((phase) => phase.statusCodes)),
    audit,
    checks,
    duplicates,
    failureSamples: phases.flatMap((phase) => phase.failureSamples),
  };
  printCheckoutReport(report);
  if (report.errors + report.non2xx > 0) printServerLog(shop);
  if (duplicates > 0 || checks.some(isFailed)) process.exitCode = 1;
  if (report.purchases === 0) {
    // Every count agrees with zero purchases: a run that bought nothing measured nothing.
    console.error('\n  NO PURCHASE COMPLETED in the measured phase. THE BENCH EXITS 1.');
    process.exitCode = 1;
  }
  return report;
}

/** A few real products from the first page of the listing, as a shopper would find them. */
async function pickProducts(baseUrl: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products?page=1&limit=${productsToBuy}`);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET /api/products answered ${response.status}`);
  const products = ProductListSchema.parse(JSON.parse(body)).data.filter((p) => p.price >= 1);
  if (products.length === 0) throw new Error('the catalog has no product to buy');
  return products;
}

function sum(phases: CheckoutPhase[], figure: (phase: CheckoutPhase) => number): number {
  return phases.reduce((total, phase) => total + figure(phase), 0);
}

function mergeCounts(counts: Record<string, number>[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const [key, n] of counts.flatMap(Object.entries)) merged[key] = (merged[key] ?? 0) + n;
  return merged;
}

function printServerLog(shop: ServerProcess): void {
  const lines = shop.output().trimEnd().split('\n').slice(-serverLogLines);
  console.log(`\n  last ${lines.length} lines of the shop server's log (LOG_LEVEL=warn):`);
  for (const line of lines) console.log(`    ${line}`);
}

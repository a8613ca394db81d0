import type { CheckoutAudit, CheckoutCheck } from './checkout-audit.ts';
import type { CheckoutPhase, CheckoutStep } from './checkout-load.ts';
import { printTable } from './report.ts';

export interface CheckoutReport {
  ranAt: string;
  /** The load shares its CPUs with the shop and PostgreSQL: the load average says how busy it was. */
  machine: { cpus: number; loadAverage1m: number; node: string; postgres: string };
  shoppers: number;
  warmupSec: number;
  /** The measured phase, until its last purchase finished. */
  elapsedSec: number;
  /** Slugs of the products bought, in turn. */
  products: string[];
  paidOrdersPerSec: number;
  purchases: number;
  purchaseP50Ms: number;
  purchaseP99Ms: number;
  /** Median of each step of a complete purchase (verify-payment: the concurrent pair). */
  stepP50Ms: Record<CheckoutStep, number>;
  /** Failed calls over both phases: a failure in the warm-up is no less a failure. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Over both phases: the database holds the warm-up's orders too. */
  audit: CheckoutAudit;
  checks: CheckoutCheck[];
  duplicates: number;
  failureSamples: string[];
}

/** Nearest-rank percentile of `values` (milliseconds), rounded to 0.1 ms. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
}

export function isFailed(check: CheckoutCheck): boolean {
  return check.actual !== check.expected;
}

export function summarize(
  measured: CheckoutPhase,
): Pick<
  CheckoutReport,
  'elapsedSec' | 'paidOrdersPerSec' | 'purchases' | 'purchaseP50Ms' | 'purchaseP99Ms' | 'stepP50Ms'
> {
  const elapsedSec = measured.elapsedMs / 1000;
  return {
    elapsedSec: Math.round(elapsedSec * 100) / 100,
    paidOrdersPerSec: elapsedSec > 0 ? Math.round((measured.purchases / elapsedSec) * 10) / 10 : 0,
    purchases: measured.purchases,
    purchaseP50Ms: percentile(measured.purchaseMs, 50),
    purchaseP99Ms: percentile(measured.purchaseMs, 99),
    stepP50Ms: {
      'create-order': percentile(measured.stepMs['create-order'], 50),
      simulate: percentile(measured.stepMs.simulate, 50),
      'verify-payment': percentile(measured.stepMs['verify-payment'], 50),
    },
  };
}

export function printCheckoutReport(report: CheckoutReport): void {
  const { cpus, loadAverage1m, node, postgres } = report.machine;
  console.log(
    `\nPaid orders, end to end (${report.shoppers} shoppers; ${cpus} CPUs, load average ` +
      `${loadAverage1m.toFixed(2)} at the start, Node ${node}, PostgreSQL ${postgres})\n`,
  );
  printTable(
    [
      ['scenario', 'shoppers', 'orders/s', 'orders', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      [
        'create → simulate → verify ×2',
        `${report.shoppers}`,
        report.paidOrdersPerSec.toFixed(1),
        `${report.purchases}`,
        `${report.purchaseP50Ms}`,
        `${report.purchaseP99Ms}`,
        `${report.non2xx}`,
        `${report.errors}`,
      ],
    ],
    1,
  );
  const steps = Object.entries(report.stepP50Ms).map(([name, ms]) => `${name} ${ms} ms`);
  console.log(`\n  p50 per step: ${steps.join(', ')} (verify-payment: the pair, sent at once)`);
  const codes = Object.entries(report.statusCodes).map(([key, n]) => `${key}: ${n}`);
  if (codes.length) console.log(`\n  non-2xx answers: ${codes.join(', ')}`);
  for (const sample of report.failureSamples) console.log(`  failure: ${sample}`);

  const { audit } = report;
  console.log(
    `\nIn the database after both phases: ${audit.orders} orders, ${audit.checkouts} checkouts ` +
      `(${audit.paidCheckouts} paid), ${audit.confirmationMails} confirmation mails\n`,
  );
  printTable(
    [
      ['check', 'expected', 'actual', 'verdict'],
      ...report.checks.map((check) => [
        check.name,
        `${check.expected}`,
        `${check.actual}`,
        isFailed(check) ? 'FAILED' : 'ok',
      ]),
    ],
    1,
  );
  const failed = report.checks.filter(isFailed).length;
  console.log(
    report.duplicates === 0 && failed === 0
      ? '\n  DUPLICATES: 0. Every purchase is exactly one order, one paid checkout and one mail.'
      : `\n  DUPLICATES: ${report.duplicates}; checks failed: ${failed}. THE BENCH EXITS 1.`,
  );
}

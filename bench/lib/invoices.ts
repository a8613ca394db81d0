import { isAbsolute, join, resolve } from 'node:path';
import {
  firstProduct,
  type PaidOrder,
  placePaidOrder,
  runDownloadLoops,
} from './invoice-downloads.ts';
import {
  type LatencySummary,
  loadShopperMix,
  randomShopperPath,
  summarize,
} from './overload-load.ts';
import { describeMachine, printTable, type Report, type Target } from './report.ts';
import { compiledShop, type ShopEnv, type ShopServer, startShop } from './shop.ts';
import { runShoppers } from './shopper-load.ts';

// Issue [14] item 15: four download loops on one order's invoice made the shop answer 503 to
// 21 of 30 other shoppers' listings. Other shoppers browse while the loops run, against the same
// shoppers alone in the same run (decision 049).

interface InvoicesBench {
  shopEnv: ShopEnv;
  /** A running shop to read the catalog from, for the shoppers' request mix. */
  catalogUrl: string;
  postgres: string;
  /** Other shoppers browsing: listings, product pages, search (the overload section's mix). */
  shoppers: number;
  /** Download loops, each asking for an invoice again the moment it has it. */
  loops: number;
  durationSec: number;
  warmupSec: number;
  step: (text: string) => void;
}

export interface BrowsingFigures extends LatencySummary {
  answersPerSec: number;
  ok: LatencySummary;
  /** 5xx answers (503 shed or otherwise): a shopper who saw an error page. */
  serverErrors: number;
  timeouts: number;
  errors: number;
}

export interface InvoiceScenario {
  name: string;
  browsing: BrowsingFigures;
  /** The loops' answers by status ("error": refused or timed out); null for the baseline. */
  downloads: { statusCodes: Record<string, number>; okP50Ms: number } | null;
  /** This scenario's browsing ÷ the baseline's, from the same run. */
  ratios: { p50: number; p99: number; okPerSec: number };
}

export interface InvoicesReport {
  ranAt: string;
  machine: Report['machine'];
  server: string;
  shoppers: number;
  loops: number;
  scenarios: InvoiceScenario[];
  targets: Target[];
}

// The most a positive-int setting takes: in effect no limit.
const unlimited = '999999999';
const limitsLifted = {
  RATE_LIMIT_INVOICE_PDF_PER_MINUTE: unlimited,
  RATE_LIMIT_INVOICE_PDF_PER_ORDER_PER_MINUTE: unlimited,
};
const requestTimeoutMs = 10_000;

/**
 * BENCH_INVOICES_SERVER: unset, the compiled server (`npm run bench` builds it); `source`, the
 * TypeScript under apps/server/src (no build needed); a path, another compiled `server.js` —
 * an older build, to measure before decision 049 (bench README).
 */
function serverFromEnv(): { server: ShopServer; label: string } {
  const chosen = process.env.BENCH_INVOICES_SERVER;
  if (!chosen) return { server: compiledShop, label: 'apps/server/dist' };
  if (chosen === 'source') {
    return { server: { args: ['apps/server/src/server.ts'], build: 'source' }, label: 'source' };
  }
  const entry = isAbsolute(chosen) ? chosen : resolve(chosen);
  return { server: { args: [entry], build: 'compiled' }, label: entry };
}

export async function benchInvoices(bench: InvoicesBench): Promise<InvoicesReport> {
  const { step, durationSec, warmupSec } = bench;
  const { server, label } = serverFromEnv();
  const mix = await loadShopperMix(bench.catalogUrl);
  const documentsDir = join(bench.shopEnv.dataDir, 'media', 'documents');

  const browse = async (baseUrl: string, seconds: number) =>
    runShoppers({
      baseUrl,
      connections: bench.shoppers,
      durationSec: seconds,
      timeoutMs: requestTimeoutMs,
      nextPath: () => randomShopperPath(mix),
    });

  /** A warm-up of browsing alone, then browsing with the loops (or alone) for the measured run. */
  const measure = async (
    baseUrl: string,
    name: string,
    loops: { orders: PaidOrder[]; isDrawnEachTime: boolean } | null,
  ) => {
    step(`Invoices: ${name}, ${warmupSec} s + ${durationSec} s`);
    await browse(baseUrl, warmupSec);
    const [browsing, loopsOutcome] = await Promise.all([
      browse(baseUrl, durationSec),
      loops
        ? runDownloadLoops({
            baseUrl,
            orders: loops.orders,
            durationSec,
            documentsDir: loops.isDrawnEachTime ? documentsDir : null,
          })
        : null,
    ]);
    const downloads = loopsOutcome && {
      statusCodes: loopsOutcome.statusCodes,
      okP50Ms: summarize(loopsOutcome.okMs).p50Ms,
    };
    return { name, browsing: browsingFigures(browsing), downloads };
  };

  // A fresh server builds its search index and fills its caches in its first seconds: browsing
  // for a while first keeps that out of whichever scenario comes first (the baseline).
  const settle = async (baseUrl: string) => {
    step(`Invoices: settling the new server, ${2 * warmupSec} s of browsing (not measured)`);
    await browse(baseUrl, 2 * warmupSec);
  };

  step(`Invoices: shop with the download limits lifted (${label})`);
  const lifted = await startShop(bench.shopEnv, limitsLifted, server);
  const measured: Omit<InvoiceScenario, 'ratios'>[] = [];
  let orders: PaidOrder[];
  try {
    const product = await firstProduct(lifted.baseUrl);
    const runId = Date.now().toString(36);
    orders = [];
    for (let i = 0; i < bench.loops; i++) {
      orders.push(
        await placePaidOrder(lifted.baseUrl, product, `bench-invoice-${runId}-${i}@example.in`),
      );
    }
    const [one] = orders;
    if (!one) throw new Error('BENCH_INVOICE_LOOPS must be 1 or more');
    const onOneToken = orders.map(() => one);
    await settle(lifted.baseUrl);
    measured.push(await measure(lifted.baseUrl, 'baseline: shoppers alone', null));
    measured.push(
      await measure(lifted.baseUrl, 'every download drawn (as before 049)', {
        orders,
        isDrawnEachTime: true,
      }),
    );
    measured.push(
      await measure(lifted.baseUrl, 'stored copy, limits lifted', {
        orders: onOneToken,
        isDrawnEachTime: false,
      }),
    );
  } finally {
    await lifted.stop();
  }

  step(`Invoices: shop as configured (${label})`);
  const configured = await startShop(bench.shopEnv, {}, server);
  try {
    const [one] = orders;
    if (!one) throw new Error('no order to download');
    await settle(configured.baseUrl);
    measured.push(
      await measure(configured.baseUrl, 'stored copy and limits (as configured)', {
        orders: orders.map(() => one),
        isDrawnEachTime: false,
      }),
    );
  } finally {
    await configured.stop();
  }

  const [baseline] = measured;
  if (!baseline) throw new Error('no baseline measured');
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  const scenarios: InvoiceScenario[] = measured.map((m) => ({
    name: m.name,
    browsing: m.browsing,
    downloads: m.downloads,
    ratios: {
      p50: ratio(m.browsing.p50Ms, baseline.browsing.p50Ms),
      p99: ratio(m.browsing.p99Ms, baseline.browsing.p99Ms),
      okPerSec: ratio(m.browsing.ok.count, baseline.browsing.ok.count),
    },
  }));
  const report: InvoicesReport = {
    ranAt: new Date().toISOString(),
    machine: describeMachine(bench.postgres),
    server: label,
    shoppers: bench.shoppers,
    loops: bench.loops,
    scenarios,
    targets: invoiceTargets(scenarios),
  };
  printInvoicesReport(report);
  return report;
}

function browsingFigures(outcome: Awaited<ReturnType<typeof runShoppers>>): BrowsingFigures {
  const all = outcome.answers.map((a) => a.latencyMs);
  const ok = outcome.answers.filter((a) => a.status >= 200 && a.status < 300);
  return {
    ...summarize(all),
    answersPerSec: outcome.answers.length / outcome.durationSec,
    ok: summarize(ok.map((a) => a.latencyMs)),
    serverErrors: outcome.answers.filter((a) => a.status >= 500).length,
    timeouts: outcome.timeouts,
    errors: outcome.errors,
  };
}

/** The shop as configured, with the loops running: what the other shoppers get. */
function invoiceTargets(scenarios: InvoiceScenario[]): Target[] {
  const configured = scenarios.at(-1);
  if (!configured) return [];
  const { browsing, ratios } = configured;
  const failed = browsing.serverErrors + browsing.timeouts + browsing.errors;
  return [
    {
      name: 'other shoppers while the loops run: errors',
      goal: 'no 5xx, timeout or dropped connection',
      actual: `${browsing.serverErrors} 5xx, ${browsing.timeouts} timeouts, ${browsing.errors} errors`,
      isMet: failed === 0,
    },
    {
      name: 'other shoppers while the loops run: p99',
      goal: '<= 2 x the baseline p99 of the same run',
      actual: `x${ratios.p99.toFixed(2)} (${browsing.p99Ms} ms)`,
      isMet: ratios.p99 <= 2,
    },
  ];
}

function printInvoicesReport(report: InvoicesReport): void {
  console.log(
    `\nInvoice downloads (${report.shoppers} shoppers browsing, ${report.loops} download loops; server ${report.server}; ${report.machine.cpus} CPUs)\n`,
  );
  printTable(
    [
      [
        'scenario',
        'answers/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        '5xx',
        'timeouts',
        'x p50',
        'x p99',
        'x 2xx',
      ],
      ...report.scenarios.map(({ name, browsing: b, ratios: r }) => [
        name,
        b.answersPerSec.toFixed(0),
        `${b.p50Ms}`,
        `${b.p99Ms}`,
        `${b.maxMs}`,
        `${b.serverErrors}`,
        `${b.timeouts + b.errors}`,
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.okPerSec.toFixed(2),
      ]),
    ],
    1,
  );
  console.log('\nDownloads (the loops)');
  printTable(
    [
      ['scenario', 'answers', 'by status', '200 p50 ms'],
      ...report.scenarios.flatMap(({ name, downloads }) =>
        downloads
          ? [
              [
                name,
                `${Object.values(downloads.statusCodes).reduce((a, b) => a + b, 0)}`,
                Object.entries(downloads.statusCodes)
                  .map(([status, count]) => `${status}: ${count}`)
                  .join(', '),
                `${downloads.okP50Ms}`,
              ],
            ]
          : [],
      ),
    ],
    1,
  );
  console.log('\nTargets (as configured)');
  printTable([
    ['target', 'goal', 'actual', 'verdict'],
    ...report.targets.map((t) => [t.name, t.goal, t.actual, t.isMet ? 'MET' : 'NOT MET']),
  ]);
}

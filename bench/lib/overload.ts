import { loadavg } from 'node:os';
import { loadShopperMix, measureOverload, type OverloadMeasurement } from './overload-load.ts';
import { describeMachine, printTable, type Report, type Target } from './report.ts';
import { type ShopEnv, startShop } from './shop.ts';

interface OverloadBench {
  shopEnv: ShopEnv;
  /** A running shop to read the catalog from, for the request mix. */
  catalogUrl: string;
  postgres: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  step: (text: string) => void;
}

export interface OverloadReport {
  ranAt: string;
  machine: Report['machine'];
  loadAverage1m: number;
  connections: number;
  /** The same mix against the same database: load shedding off, then as configured by default. */
  before: OverloadMeasurement;
  after: OverloadMeasurement;
  /** after ÷ before, from the same run. */
  ratios: { p99: number; max: number; okP99: number; okPerSec: number };
  targets: Target[];
}

// Every OVERLOAD_* check off: the shop queues every request, as before load shedding.
const sheddingOff = {
  OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '0',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
};
// The shop's defaults (apps/server/src/overload-config.ts), or the OVERLOAD_* settings the bench
// was started with, to try others.
const sheddingAsConfigured = {};

function describeSettings(): string {
  const set = Object.entries(process.env).filter(([name]) => name.startsWith('OVERLOAD_'));
  return set.length === 0 ? 'defaults' : set.map(([name, value]) => `${name}=${value}`).join(' ');
}

/** The longest any answer may take at this load with shedding on: "a few seconds" at most. */
const maxWaitGoalMs = 3000;

/**
 * The shop at many more connections than it can serve at once, before and after load shedding,
 * each on a fresh server over the same seeded database: how long answers took, how many were
 * shed (503), and whether any request went unanswered.
 */
export async function benchOverload(bench: OverloadBench): Promise<OverloadReport> {
  const { step, connections } = bench;
  const loadAverage1m = loadavg()[0] ?? 0;
  const mix = await loadShopperMix(bench.catalogUrl);
  console.log(`request mix over ${mix.slugs.length} products and ${mix.tags.length} tags`);

  const measureWith = async (name: string, settings: NodeJS.ProcessEnv) => {
    step(
      `Overload: ${name}, ${connections} connections, ${bench.warmupSec} s + ${bench.durationSec} s`,
    );
    const shop = await startShop(bench.shopEnv, settings);
    try {
      const { durationSec, warmupSec } = bench;
      const baseUrl = shop.baseUrl;
      return await measureOverload({ name, baseUrl, mix, connections, durationSec, warmupSec });
    } finally {
      await shop.stop();
    }
  };
  const before = await measureWith('shedding off', sheddingOff);
  const after = await measureWith(`shedding on (${describeSettings()})`, sheddingAsConfigured);

  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  const report: OverloadReport = {
    ranAt: new Date().toISOString(),
    machine: describeMachine(bench.postgres),
    loadAverage1m,
    connections,
    before,
    after,
    ratios: {
      p99: ratio(after.all.p99Ms, before.all.p99Ms),
      max: ratio(after.all.maxMs, before.all.maxMs),
      okP99: ratio(after.ok.p99Ms, before.ok.p99Ms),
      okPerSec: ratio(after.ok.count, before.ok.count),
    },
    targets: overloadTargets(after),
  };
  printOverloadReport(report);
  return report;
}

function overloadTargets(after: OverloadMeasurement): Target[] {
  const unanswered = after.errors + after.timeouts;
  return [
    {
      name: `every request answered, ${after.connections} connections`,
      goal: '0 errors or timeouts',
      actual: `${after.errors} errors, ${after.timeouts} timeouts`,
      isMet: unanswered === 0,
    },
    {
      name: 'longest wait for any answer',
      goal: `<= ${maxWaitGoalMs} ms`,
      actual: `${after.all.maxMs} ms`,
      isMet: unanswered === 0 && after.all.maxMs <= maxWaitGoalMs,
    },
    {
      name: 'health answers under load',
      goal: 'every probe 200',
      actual: `${after.health.count} of ${after.health.count + after.health.failed}, max ${after.health.maxMs} ms`,
      isMet: after.health.failed === 0 && after.health.count > 0,
    },
  ];
}

function printOverloadReport(report: OverloadReport): void {
  const { before, after, ratios } = report;
  console.log(
    `\nOverload (${report.connections} connections; ${report.machine.cpus} CPUs, load average ${report.loadAverage1m.toFixed(2)} at start)\n`,
  );
  printTable(
    [
      ['scenario', 'req/s', '2xx', '503 shed', 'other', 'errors', 'timeouts'],
      ...[before, after].map((m) => [
        m.name,
        m.requestsPerSec.toFixed(0),
        `${m.ok.count}`,
        `${m.shed.count}`,
        `${m.otherNon2xx}`,
        `${m.errors}`,
        `${m.timeouts}`,
      ]),
    ],
    1,
  );
  console.log('');
  printTable(
    [
      ['latency ms', 'p50', 'p99', 'max', '2xx p50', '2xx p99', '2xx max', '503 max', 'health max'],
      ...[before, after].map((m) => [
        m.name,
        ...[m.all.p50Ms, m.all.p99Ms, m.all.maxMs, m.ok.p50Ms, m.ok.p99Ms, m.ok.maxMs].map(String),
        `${m.shed.maxMs}`,
        `${m.health.maxMs}`,
      ]),
    ],
    1,
  );
  console.log(
    `\n  after / before: p99 x${ratios.p99.toFixed(2)}, max x${ratios.max.toFixed(2)}, ` +
      `2xx p99 x${ratios.okP99.toFixed(2)}, 2xx answers x${ratios.okPerSec.toFixed(2)}`,
  );
  console.log('\nTargets (shedding on)');
  printTable([
    ['target', 'goal', 'actual', 'verdict'],
    ...report.targets.map((t) => [t.name, t.goal, t.actual, t.isMet ? 'MET' : 'NOT MET']),
  ]);
}

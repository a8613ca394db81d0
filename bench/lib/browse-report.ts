// The browse section's figures, its targets (issue [11] "Throughput") and its printed report.
import type { Measurement } from './load.ts';
import { LOAD_HEADINGS, loadCells, printTable, type Report, type Target } from './report.ts';

export interface BrowseSize {
  catalogSize: number;
  /** Distinct typed queries drawn from the catalog's product words. */
  distinctQueries: number;
  /** Of a sample of typed queries asked once before the load, how many got a suggestion. */
  typedSample: { asked: number; answered: number; suggestions: number };
  measurements: Measurement[];
}

export interface BrowseReport {
  ranAt: string;
  machine: Report['machine'];
  /** 1-minute load average at the start and the end: the machine may be shared. */
  loadAverage1m: { start: number; end: number };
  ceiling: Measurement;
  sizes: BrowseSize[];
  targets: Target[];
}

export const mixConnections = 64;
export const searchConnections = 32;

export const scenarioNames = {
  mixCached: 'browse mix, cache',
  mixUncached: 'browse mix, no cache',
  typedCached: 'typed search, cache',
  typedUncached: 'typed search, no cache',
} as const;

const ratio = (m: Measurement, ceiling: Measurement) =>
  ceiling.requestsPerSec > 0 ? m.requestsPerSec / ceiling.requestsPerSec : 0;
const isClean = (m: Measurement) => m.non2xx === 0 && m.errors === 0;
const find = (size: BrowseSize | undefined, name: string) =>
  size?.measurements.find((m) => m.name === name);

// Issue [11] "Throughput": the listing and search goals.
const mixRatioGoal = 0.15;
const mixP99GoalMs = 30;
const typedP99GoalMs = 20;
const typedPerSecGoal = 2000;
const typedP99LargeGoalMs = 40;
const largeOverSmallGoal = 2;

export function browseTargets(ceiling: Measurement, sizes: BrowseSize[]): Target[] {
  const small = sizes[0];
  const large = sizes.length > 1 ? sizes[sizes.length - 1] : undefined;
  const targets: Target[] = [];
  const mixSmall = find(small, scenarioNames.mixUncached);
  if (small && mixSmall) {
    const r = ratio(mixSmall, ceiling);
    targets.push({
      name: `${scenarioNames.mixUncached}, ${small.catalogSize} products, ${mixConnections} conns`,
      goal: `>= ${mixRatioGoal} x ceiling, p99 <= ${mixP99GoalMs} ms`,
      actual: `${r.toFixed(2)} x ceiling, p99 ${mixSmall.latencyP99Ms} ms`,
      isMet: r >= mixRatioGoal && mixSmall.latencyP99Ms <= mixP99GoalMs && isClean(mixSmall),
    });
  }
  const mixLarge = find(large, scenarioNames.mixUncached);
  if (large && mixLarge && mixSmall) {
    const times = mixLarge.latencyP99Ms / Math.max(1, mixSmall.latencyP99Ms);
    targets.push({
      name: `${scenarioNames.mixUncached}, p99 at ${large.catalogSize} vs ${small?.catalogSize}`,
      goal: `<= ${largeOverSmallGoal} x`,
      actual: `${times.toFixed(2)} x (${mixLarge.latencyP99Ms} ms vs ${mixSmall.latencyP99Ms} ms)`,
      isMet: times <= largeOverSmallGoal && isClean(mixLarge),
    });
  }
  // Without the cache, so every typed query is answered by the search itself: the cached run
  // repeats its distinct queries from the cache once it has asked them all.
  const typedSmall = find(small, scenarioNames.typedUncached);
  if (small && typedSmall) {
    targets.push({
      name: `${scenarioNames.typedUncached}, ${small.catalogSize} products, ${searchConnections} conns`,
      goal: `p99 <= ${typedP99GoalMs} ms, >= ${typedPerSecGoal} req/s`,
      actual: `p99 ${typedSmall.latencyP99Ms} ms, ${typedSmall.requestsPerSec.toFixed(0)} req/s`,
      isMet:
        typedSmall.latencyP99Ms <= typedP99GoalMs &&
        typedSmall.requestsPerSec >= typedPerSecGoal &&
        isClean(typedSmall),
    });
  }
  const typedLarge = find(large, scenarioNames.typedUncached);
  if (large && typedLarge) {
    targets.push({
      name: `${scenarioNames.typedUncached}, ${large.catalogSize} products, ${searchConnections} conns`,
      goal: `p99 <= ${typedP99LargeGoalMs} ms`,
      actual: `p99 ${typedLarge.latencyP99Ms} ms, ${typedLarge.requestsPerSec.toFixed(0)} req/s`,
      isMet: typedLarge.latencyP99Ms <= typedP99LargeGoalMs && isClean(typedLarge),
    });
  }
  return targets;
}

export function printBrowseReport(report: BrowseReport): void {
  const { machine, loadAverage1m, ceiling } = report;
  console.log(
    `\nBrowse (${machine.cpus} CPUs, Node ${machine.node}, PostgreSQL ${machine.postgres}; ` +
      `load average ${loadAverage1m.start.toFixed(2)} at the start, ${loadAverage1m.end.toFixed(2)} at the end)\n`,
  );
  const rows = report.sizes.flatMap((size) =>
    size.measurements.map((m) => [
      m.name,
      `${size.catalogSize}`,
      ...loadCells(m),
      ratio(m, ceiling).toFixed(3),
    ]),
  );
  printTable(
    [
      ['scenario', 'products', ...LOAD_HEADINGS, 'x ceiling'],
      ...rows,
      [ceiling.name, '', ...loadCells(ceiling), '1.000'],
    ],
    1,
  );
  for (const size of report.sizes) {
    const asked = size.measurements
      .filter((m) => m.name.startsWith('typed'))
      .reduce((sum, m) => sum + m.requestsTotal, 0);
    const { answered, asked: sampled } = size.typedSample;
    console.log(
      `\n  ${size.catalogSize} products: ${size.distinctQueries} distinct typed queries, ` +
        `${asked} typed requests measured (after ${size.distinctQueries} all were asked once, ` +
        `they repeat); ${answered} of ${sampled} sampled queries got suggestions`,
    );
  }
  console.log('\nTargets');
  printTable([
    ['target', 'goal', 'actual', 'verdict'],
    ...report.targets.map((t) => [t.name, t.goal, t.actual, t.isMet ? 'MET' : 'NOT MET']),
  ]);
}

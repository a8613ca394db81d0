import { cpus } from 'node:os';
import { printTable } from '../../bench/lib/report.ts';
import { type PhaseResult, summarize, sumOf } from './load-phases.ts';

// The checks the run makes and the figures it prints.

interface Check {
  name: string;
  expected: string;
  actual: string;
  isOk: boolean;
}

export class Checks {
  readonly #checks: Check[] = [];

  /** `actual` must equal `expected`, unless `isOk` says otherwise (a bound, a range). */
  add(name: string, expected: unknown, actual: unknown, isOk = expected === actual): void {
    this.#checks.push({ name, expected: String(expected), actual: String(actual), isOk });
  }

  get count(): number {
    return this.#checks.length;
  }

  get failed(): number {
    return this.#checks.filter((check) => !check.isOk).length;
  }

  print(): void {
    printTable([
      ['check', 'expected', 'actual', ''],
      ...this.#checks.map((c) => [c.name, c.expected, c.actual, c.isOk ? 'ok' : 'FAILED']),
    ]);
  }
}

/**
 * Answers per instance in nginx's access log lines, by the instance that finally answered (a
 * retried request lists each one it tried: `…:B, …:A`); `B 5xx` counts B's error answers.
 */
export function answersByInstance(
  log: string,
  ports: Record<string, number>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const status = /" (\d{3}) /.exec(line)?.[1] ?? '';
    const upstream = /upstream=(\S+(?:, \S+)*)/.exec(line)?.[1] ?? '';
    const last = upstream.split(', ').at(-1) ?? '';
    const name = Object.entries(ports).find(([, port]) => last.endsWith(`:${port}`))?.[0];
    if (!name) continue;
    counts[name] = (counts[name] ?? 0) + 1;
    if (status.startsWith('5')) counts[`${name} 5xx`] = (counts[`${name} 5xx`] ?? 0) + 1;
  }
  return counts;
}

export function printFigures(
  phases: PhaseResult[],
  mails: Record<string, number>,
  totalSec: number,
): void {
  console.log(
    `\n== Figures (${cpus().length} CPUs shared by 3 instances, PostgreSQL, PgBouncer, nginx, Redis, s3rver and the load)`,
  );
  printTable(
    [
      [
        'phase',
        'purchases',
        'orders/s',
        'p50 ms',
        'p99 ms',
        'calls',
        'failed',
        'retries',
        'pay read back',
        'lost',
        'GETs',
        'GETs failed',
      ],
      ...phases
        .map(summarize)
        .map((r) => [
          r.phase,
          `${r.purchases}`,
          `${r.ordersPerSec}`,
          `${r.p50Ms}`,
          `${r.p99Ms}`,
          `${r.calls}`,
          `${r.failedCalls}`,
          `${r.retries}`,
          `${r.payRecovered}`,
          `${r.lost}`,
          `${r.browses}`,
          `${r.failedBrowses}`,
        ]),
    ],
    1,
  );
  console.log(
    "  calls: the purchases' POSTs; failed: answered 502/503/504 or not at all, then sent again;",
  );
  console.log(
    '  lost: purchases not completed after 8 tries; pay read back: a Pay whose answer was lost.',
  );
  for (const phase of phases) {
    const { failedCalls, failedBrowses, lostSamples } = phase.figures;
    if (sumOf(failedCalls) + sumOf(failedBrowses) > 0) {
      const failures = JSON.stringify({ ...failedCalls, ...failedBrowses });
      console.log(`  ${phase.name}: failed before a retry ${failures}`);
    }
    for (const sample of lostSamples) console.log(`  ${phase.name}: LOST ${sample}`);
  }
  console.log(`  mails in the outbox: ${JSON.stringify(mails)}`);
  console.log(`  whole run: ${totalSec.toFixed(0)} s`);
}

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { Measurement } from './load.ts';

export interface Target {
  name: string;
  goal: string;
  actual: string;
  isMet: boolean;
}

export interface Report {
  ranAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; postgres: string };
  catalogSize: number;
  /** Suggestions each benchmarked typo returned before the load (0 means search missed it). */
  suggestionsPerQuery: Record<string, number>;
  ceiling: Measurement;
  measurements: Measurement[];
  targets: Target[];
}

const listingRatioGoal = 0.5;
const autocompleteP99GoalMs = 20;

function isClean(measurement: Measurement): boolean {
  return measurement.non2xx === 0 && measurement.errors === 0;
}

function ratio(measurement: Measurement, ceiling: Measurement): number {
  return ceiling.requestsPerSec > 0 ? measurement.requestsPerSec / ceiling.requestsPerSec : 0;
}

/** A target counts as met only if every request in the run also succeeded. */
export function evaluateTargets(
  listing: Measurement,
  autocomplete: Measurement,
  ceiling: Measurement,
): Target[] {
  const listingRatio = ratio(listing, ceiling);
  return [
    {
      name: `catalog listing, ${listing.connections} connections`,
      goal: `>= ${listingRatioGoal} x ceiling req/s, no failed requests`,
      actual: `${listingRatio.toFixed(2)} x ceiling, ${listing.non2xx + listing.errors} failed`,
      isMet: listingRatio >= listingRatioGoal && isClean(listing),
    },
    {
      name: `autocomplete, ${autocomplete.connections} connections`,
      goal: `p99 <= ${autocompleteP99GoalMs} ms, no failed requests`,
      actual: `p99 ${autocomplete.latencyP99Ms} ms, ${autocomplete.non2xx + autocomplete.errors} failed`,
      isMet: autocomplete.latencyP99Ms <= autocompleteP99GoalMs && isClean(autocomplete),
    },
  ];
}

export function describeMachine(postgres: string): Report['machine'] {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres,
  };
}

/** The columns every load table shows for one measurement, after its name. */
export const LOAD_HEADINGS = ['conns', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];

export function loadCells(m: Measurement): string[] {
  return [
    `${m.connections}`,
    m.requestsPerSec.toFixed(0),
    `${m.latencyP50Ms}`,
    `${m.latencyP99Ms}`,
    `${m.non2xx}`,
    `${m.errors}`,
  ];
}

export function printReport(report: Report): void {
  const rows = [...report.measurements, report.ceiling].map((m) => [
    m.name,
    ...loadCells(m),
    `${ratio(m, report.ceiling).toFixed(2)}`,
  ]);
  const header = ['scenario', ...LOAD_HEADINGS, 'x ceiling'];
  console.log(
    `\nResults (${report.catalogSize} products; ${report.machine.cpus} CPUs, Node ${report.machine.node}, PostgreSQL ${report.machine.postgres})\n`,
  );
  printTable([header, ...rows], 1);
  const suggestions = Object.entries(report.suggestionsPerQuery).map(([q, n]) => `${q}: ${n}`);
  console.log(`\n  autocomplete suggestions per typo: ${suggestions.join(', ')}`);
  console.log('\nTargets');
  printTable([
    ['target', 'goal', 'actual', 'verdict'],
    ...report.targets.map((t) => [t.name, t.goal, t.actual, t.isMet ? 'MET' : 'NOT MET']),
  ]);
}

/** Columns from `rightAlignFrom` on are numbers and right-aligned. */
export function printTable(rows: string[][], rightAlignFrom = Number.POSITIVE_INFINITY): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((r) => r[column]?.length ?? 0)));
  if (!widths) return;
  const line = (cells: string[]) =>
    cells.map((cell, i) =>
      i >= rightAlignFrom ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
    );
  const [header, ...body] = rows;
  if (header) console.log(`  ${line(header).join('  ')}`.trimEnd());
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) console.log(`  ${line(row).join('  ')}`.trimEnd());
}

export async function writeReport(path: string, report: object): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}

/** The sections that share latest.json, each under its own key. */
const latestSections = ['api', 'browse', 'overload', 'orders', 'invoices', 'analytics'] as const;
type LatestSection = (typeof latestSections)[number];

/**
 * Replaces the given sections' results in `path` and keeps the others' from their last run (each
 * carries its own `ranAt`), so `--only orders` does not erase the API figures.
 */
export async function writeSections(
  path: string,
  results: Partial<Record<LatestSection, object>>,
): Promise<void> {
  const previous = await readJsonObject(path);
  const sections = Object.fromEntries(
    latestSections.flatMap((section) => {
      const value = results[section] ?? previous[section];
      return typeof value === 'object' && value !== null ? [[section, value]] : [];
    }),
  );
  await writeReport(path, sections);
}

async function readJsonObject(path: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}; // no earlier run
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? { ...value } : {};
  } catch {
    console.warn(`warning: ${path} was not JSON; it is replaced`);
    return {};
  }
}

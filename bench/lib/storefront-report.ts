import type { FirstLoadJs } from './first-load-js.ts';
import { type LighthousePage, lighthouseCategories } from './lighthouse-run.ts';
import { printTable, type Target } from './report.ts';

export interface StorefrontReport {
  ranAt: string;
  /** Lighthouse's performance follows the CPU left to it: the load says how busy the machine was. */
  machine: { cpus: number; loadAverage1m: number; node: string };
  webDistDir: string;
  /** Bytes; kB here are 1000 bytes, as Vite and most bundlers print them. */
  firstLoadJsBudgetBytes: number;
  firstLoadJs: FirstLoadJs[];
  /** Absent when Lighthouse could not run; `lighthouseError` says why. */
  lighthouse?: LighthousePage[];
  lighthouseError?: string;
  targets: Target[];
}

// Issue [2]: storefront JavaScript on first load ≤ 120 KB gzip; Lighthouse ≥ 95 everywhere.
export const firstLoadJsBudgetBytes = 120_000;
const lighthouseGoal = 95;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)}`);

/** One JS target per page (its heaviest viewport) and one per page and Lighthouse category. */
export function evaluateStorefrontTargets(
  firstLoadJs: FirstLoadJs[],
  lighthouse: LighthousePage[] | undefined,
): Target[] {
  const jsTargets = [...new Set(firstLoadJs.map((row) => row.page))].map((page) => {
    const rows = firstLoadJs.filter((row) => row.page === page);
    const worst = rows.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    return {
      name: `first-load JS, ${page}`,
      goal: `<= ${kB(firstLoadJsBudgetBytes)} gzip`,
      actual: `${kB(worst.gzipBytes)} in ${worst.files} files (${worst.viewport})`,
      isMet: worst.gzipBytes <= firstLoadJsBudgetBytes,
    };
  });
  const lighthouseTargets = (lighthouse ?? []).flatMap((page) =>
    lighthouseCategories.map((category) => {
      const score = page.scores[category] ?? null;
      return {
        name: `Lighthouse ${category}, ${page.page}`,
        goal: `>= ${lighthouseGoal}`,
        actual: score === null ? 'not scored' : `${score}`,
        isMet: score !== null && score >= lighthouseGoal,
      };
    }),
  );
  return [...jsTargets, ...lighthouseTargets];
}

export function printStorefrontReport(report: StorefrontReport): void {
  const { cpus, loadAverage1m } = report.machine;
  console.log(`\n${cpus} CPUs, load average ${loadAverage1m.toFixed(2)} when the section started`);
  console.log(`\nFirst-load JavaScript (gzip -9 of each response; kB = 1000 bytes)\n`);
  printTable(
    [
      ['page', 'viewport', 'files', 'raw', 'gzip', 'budget'],
      ...report.firstLoadJs.map((row) => [
        `${row.page} ${row.path}`,
        row.viewport,
        `${row.files}`,
        kB(row.rawBytes),
        kB(row.gzipBytes),
        row.gzipBytes <= report.firstLoadJsBudgetBytes ? 'MET' : 'NOT MET',
      ]),
    ],
    2,
  );
  const biggest = (row: FirstLoadJs) =>
    row.biggest.map((f) => `${f.path} ${kB(f.gzipBytes)}`).join(', ');
  for (const row of report.firstLoadJs) {
    // Viewports usually load the same files: say so once per page unless they differ.
    const samePage = report.firstLoadJs.filter((other) => other.page === row.page);
    if (samePage.some((other) => biggest(other) !== biggest(row))) {
      console.log(`  biggest, ${row.page} (${row.viewport}): ${biggest(row)}`);
    } else if (samePage[0] === row) {
      console.log(`  biggest, ${row.page}: ${biggest(row)}`);
    }
    if (row.offOrigin.length) {
      const urls = row.offOrigin.join(', ');
      console.warn(`  warning (${row.page}, ${row.viewport}): off-origin requests: ${urls}`);
    }
  }

  if (report.lighthouse) printLighthouse(report.lighthouse);
  else console.log(`\nLighthouse did not run: ${report.lighthouseError ?? 'unknown reason'}`);

  console.log('\nTargets');
  printTable([
    ['target', 'goal', 'actual', 'verdict'],
    ...report.targets.map((t) => [t.name, t.goal, t.actual, t.isMet ? 'MET' : 'NOT MET']),
  ]);
}

function printLighthouse(pages: LighthousePage[]): void {
  const version = pages[0]?.lighthouseVersion ?? '?';
  const runs = pages[0]?.performanceRuns.length ?? 0;
  console.log(
    `\nLighthouse ${version} (mobile, simulated throttling; median of ${runs} runs by performance)\n`,
  );
  printTable(
    [
      ['page', 'perf', 'a11y', 'best pr.', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'perf, all runs'],
      ...pages.map((page) => [
        `${page.page} ${page.path}`,
        ...lighthouseCategories.map((c) => `${page.scores[c] ?? '-'}`),
        ms(page.lcpMs),
        ms(page.tbtMs),
        page.cls === null ? '-' : page.cls.toFixed(3),
        page.performanceRuns.map((score) => score ?? '-').join(' '),
      ]),
    ],
    1,
  );
  for (const page of pages) {
    for (const category of lighthouseCategories) {
      const score = page.scores[category];
      if (score !== null && score !== undefined && score >= lighthouseGoal) continue;
      console.log(`\n  ${page.page}, ${category} ${score ?? '-'}: what costs points`);
      for (const audit of page.failing[category] ?? []) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        console.log(`    - ${audit.id}: ${audit.title}${value}`);
      }
    }
    for (const warning of page.warnings) console.warn(`  warning (${page.page}): ${warning}`);
    if (page.erroredAudits.length) {
      const ids = page.erroredAudits.map((audit) => audit.id).join(', ');
      console.warn(`  warning (${page.page}): audits Lighthouse could not compute: ${ids}`);
    }
    if (page.offOrigin.length) {
      console.warn(`  warning (${page.page}): off-origin requests: ${page.offOrigin.join(', ')}`);
    }
  }
  console.log(`\n  Full results: ${pages.map((p) => p.resultFile).join(', ')}`);
}

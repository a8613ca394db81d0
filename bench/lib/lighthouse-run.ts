import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { killAll, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath, isLocalUrl } from './chromium.ts';
import type { StorefrontPage } from './storefront-server.ts';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface FailingAudit {
  id: string;
  title: string;
  /** 0–100, or null for audits that only pass or fail. */
  score: number | null;
  displayValue?: string;
}

export interface LighthousePage {
  page: string;
  path: string;
  isIndexable: boolean;
  lighthouseVersion: string;
  /** Category id → score × 100 (null when Lighthouse could not score it). */
  scores: Record<string, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Category id → audits that pull it down, heaviest first. */
  failing: Record<string, FailingAudit[]>;
  warnings: string[];
  /**
   * Audits Lighthouse could not compute, e.g. a trace format newer than it reads. One that
   * weighs in a category leaves that category unscored (null), never silently lower.
   */
  erroredAudits: { id: string; message: string }[];
  offOrigin: string[];
  /** Performance scores of every run; the page's figures are those of the median run. */
  performanceRuns: (number | null)[];
  /** The median run's full Lighthouse result, for the report viewer. */
  resultFile: string;
}

const failingAuditsShown = 6;
// Performance moves between runs (by several points on a busy machine): Lighthouse's own advice
// is the median of several.
const runsPerPage = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const performanceOf = (lhr: Result) => lhr.categories.performance?.score ?? null;

/**
 * Lighthouse's defaults: mobile form factor and screen, simulated slow-4G and 4× CPU
 * throttling. Each page is audited BENCH_LIGHTHOUSE_RUNS times (3), every run in a new headless
 * Chromium (a cold first visit), and reported by its median run on performance.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: StorefrontPage[],
  resultsDir: string,
): Promise<LighthousePage[]> {
  await mkdir(resultsDir, { recursive: true });
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const runs: Result[] = [];
    const retried: string[] = [];
    for (let i = 0; i < runsPerPage; i++) {
      runs.push(await auditWithRetry(`${baseUrl}${page.path}`, retried));
    }
    const byScore = runs.toSorted((a, b) => (performanceOf(a) ?? 0) - (performanceOf(b) ?? 0));
    const median = byScore[Math.floor(byScore.length / 2)];
    if (!median) throw new Error(`Lighthouse did not run on ${page.path}`);
    const resultFile = join(resultsDir, `lighthouse-${page.name}.json`);
    await writeFile(resultFile, `${JSON.stringify(median, null, 2)}\n`);
    const summary = summarize(page, median, baseUrl, resultFile);
    results.push({
      ...summary,
      warnings: [...summary.warnings, ...retried.map((reason) => `a run was retried: ${reason}`)],
      performanceRuns: runs.map((run) => toPercent(performanceOf(run))),
    });
  }
  return results;
}

// Seen twice in a row on a 2-core machine at load 13; three in a row means something else.
const attemptsPerRun = 3;

/**
 * Lighthouse 12 sometimes misses the navigation in a newer Chromium's trace (NO_NAVSTART), more
 * often on a busy machine: such a run measured nothing, so it is repeated (and said so), up to
 * three attempts, rather than failing the bench.
 */
async function auditWithRetry(url: string, retried: string[]): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt === attemptsPerRun) throw error;
      retried.push(error instanceof Error ? error.message : String(error));
    }
  }
}

async function auditOnce(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumFlags, '--headless=new'],
    ...(process.env.BENCH_CHROME_PORT ? { port: Number(process.env.BENCH_CHROME_PORT) } : {}),
    logLevel: 'error',
    // The bench's own cleanup stops Chromium on Ctrl-C (killAll), after its other steps began.
    handleSIGINT: false,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: lighthouseCategories,
    };
    const run = await lighthouse(url, flags);
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    if (run.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${run.lhr.runtimeError.message}`);
    }
    return run.lhr;
  } finally {
    // kill() does not wait; the next run may want the same BENCH_CHROME_PORT.
    const exited = chrome.process.exitCode === null ? once(chrome.process, 'exit') : undefined;
    chrome.kill();
    await exited;
  }
}

/** Stops every Chromium that Lighthouse runs started (for an interrupted bench). */
export async function stopLighthouseChromium(): Promise<void> {
  killAll();
}

const toPercent = (score: number | null | undefined) =>
  score == null ? null : Math.round(score * 100);

function summarize(
  page: StorefrontPage,
  lhr: Result,
  baseUrl: string,
  resultFile: string,
): Omit<LighthousePage, 'performanceRuns'> {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores: LighthousePage['scores'] = {};
  const failing: LighthousePage['failing'] = {};
  for (const id of lighthouseCategories) {
    const category = lhr.categories[id];
    scores[id] = toPercent(category?.score);
    failing[id] = category ? failingAudits(lhr, category) : [];
  }
  return {
    page: page.name,
    path: page.path,
    isIndexable: page.isIndexable,
    lighthouseVersion: lhr.lighthouseVersion,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    warnings: lhr.runWarnings.map(String),
    erroredAudits: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => ({ id: audit.id, message: audit.errorMessage ?? 'no message' })),
    offOrigin: requestedUrls(lhr).filter((url) => !isLocalUrl(url, baseUrl)),
    resultFile,
  };
}

/**
 * Audits that cost the category points: scored below Lighthouse's pass mark (0.9), heaviest
 * weight first. Zero-weight performance audits (opportunities, diagnostics, insights) come after
 * the weighted metrics, since they name what to change to move those metrics.
 */
function failingAudits(lhr: Result, category: Result.Category): FailingAudit[] {
  const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit !== undefined &&
        scoredModes.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 0.9,
    )
    .toSorted(
      (a, b) => b.ref.weight - a.ref.weight || (a.audit?.score ?? 0) - (b.audit?.score ?? 0),
    )
    .slice(0, failingAuditsShown)
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit?.title ?? ref.id,
      score: toPercent(audit?.score),
      ...(audit?.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

/** Every URL the page requested, from the network-requests audit's table. */
function requestedUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : []));
}

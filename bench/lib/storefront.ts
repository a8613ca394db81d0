import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { measurePages } from '../../apps/web/src/build/bundle-budget.ts';
import type { Cleanup } from './cleanup.ts';
import { measureFirstLoadJs } from './first-load-js.ts';
import { type LighthousePage, runLighthouse, stopLighthouseChromium } from './lighthouse-run.ts';
import { measurePhoneInteractions, type PhoneFigures } from './phone-interactions.ts';
import { writeReport } from './report.ts';
import {
  evaluateStorefrontTargets,
  printStorefrontReport,
  type StorefrontReport,
} from './storefront-report.ts';
import { prepareWebBuild, startStorefront, storefrontPages } from './storefront-server.ts';

interface StorefrontBench {
  dataDir: string;
  resultsDir: string;
  cleanup: Cleanup;
  step: (text: string) => void;
}

/**
 * The built storefront served by the real server: first-load JavaScript per page, taps and the
 * next page on the phone profile, then Lighthouse on the same pages. Writes
 * bench/results/storefront.json.
 */
export async function benchStorefront({ dataDir, resultsDir, cleanup, step }: StorefrontBench) {
  const loadAverageAtStart = loadavg();
  step('Storefront: preparing the web build');
  const webDistDir = prepareWebBuild();
  console.log(`measuring the build in ${webDistDir}`);
  // The same figures as npm test's check, from the build's manifest.
  const firstLoadBudget = measurePages(webDistDir);

  step('Storefront: starting the shop server (embedded database, demo catalog)');
  const server = await startStorefront(join(dataDir, 'storefront'), webDistDir);
  cleanup.add('stop the storefront server', () => server.stop());
  const pages = await storefrontPages(server.baseUrl);

  step('Storefront: first-load JavaScript in Chromium');
  const firstLoadJs = await measureFirstLoadJs(server.baseUrl, pages);

  step('Storefront: taps and the next page on the phone profile');
  let phone: PhoneFigures | undefined;
  let phoneError: string | undefined;
  try {
    phone = await measurePhoneInteractions(server.baseUrl, pages);
  } catch (error) {
    process.exitCode = 1;
    phoneError = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }

  step('Storefront: Lighthouse (mobile)');
  let lighthouse: LighthousePage[] | undefined;
  let lighthouseError: string | undefined;
  cleanup.add('stop the Lighthouse Chromium', stopLighthouseChromium);
  try {
    lighthouse = await runLighthouse(server.baseUrl, pages, resultsDir);
  } catch (error) {
    // The JavaScript figures still stand; the run fails so nobody mistakes it for a clean one.
    process.exitCode = 1;
    lighthouseError = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }

  const report: StorefrontReport = {
    ranAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: loadavg(),
      node: process.version,
    },
    webDistDir,
    firstLoadBudget,
    firstLoadJs,
    ...(lighthouse ? { lighthouse } : { lighthouseError }),
    ...(phone ? { phone } : { phoneError }),
    targets: evaluateStorefrontTargets(firstLoadBudget, lighthouse, phone),
  };
  printStorefrontReport(report);
  const resultsPath = join(resultsDir, 'storefront.json');
  await writeReport(resultsPath, report);
  console.log(`\nWritten to ${resultsPath}`);
}

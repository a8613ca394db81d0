import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { repoRoot } from '../../apps/server/src/testing/server-process.ts';

const artifactsDir = join(repoRoot, 'e2e', 'artifacts');

// Quiet, deterministic Chromium: no sandbox (CI runs as root), no GPU, no calls home.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH;
  if (!executablePath) {
    throw new Error('CHROME_PATH is not set; run the suite with `node e2e/run.mjs`');
  }
  // launch() gives every run a new, empty temporary profile and deletes it on close.
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * A page in its own fresh context (no cookies, no localStorage), closed when the current test
 * finishes; a failing test leaves a full-page screenshot in e2e/artifacts/.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    try {
      // A test may have closed the page itself (a shopper who left): nothing to capture then.
      if (task.result?.state === 'fail' && !page.isClosed()) {
        await mkdir(artifactsDir, { recursive: true });
        const name = task.fullName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
  if (options.javaScriptEnabled !== false) waitForClientAppOnLoad(page);
  return page;
}

/**
 * A client-app page (cart, checkout, admin) answers only once React has taken it over, so every
 * full page load made through `goto` and `reload` waits until then (main.tsx marks
 * `<html data-hydrated>`). A browsing page (`<html data-page="document">`, decision 045) is not
 * waited for: its controls work from the first paint, and tests act on them the moment they
 * show, as a shopper does. Nor are files without the app (a PDF, JSON), nor pages opened with
 * JavaScript off.
 */
function waitForClientAppOnLoad(page: Page): void {
  const waitForApp = async () => {
    await page.waitForFunction(isReadyForAShopper, null, { timeout: 30_000 });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // Until the document is parsed (its scripts run), not until every image has loaded: a person
  // acts on what shows; a test that needs the images waits for them (waitUntilSettled).
  page.goto = async (url, options) => {
    const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
    await waitForApp();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload({ waitUntil: 'domcontentloaded', ...options });
    await waitForApp();
    return response;
  };
}

/** Runs in the page: a document, a file, or a client app that has hydrated. */
export function isReadyForAShopper(): boolean {
  const { dataset } = document.documentElement;
  return (
    dataset.page === 'document' || !document.getElementById('root') || dataset.hydrated === 'true'
  );
}

/**
 * Waits until the page looks finished to a person: nothing on it marked busy (aria-busy), no
 * "Loading…" label left, and every image it shows (not deferred by loading="lazy") drawn.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      ![...document.querySelectorAll('[role="status"], [role="progressbar"], .sr-only')].some(
        (element) => /^Loading\b/.test(element.textContent?.trim() ?? ''),
      ) &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy'),
    null,
    { timeout: 30_000 },
  );
}

/**
 * Stops the page's clock: from here its timers fire only when the test moves time on
 * (`page.clock.runFor`), however slow a busy machine is. The clock runs on again after the test.
 */
export async function stopPageClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  onTestFinished(() => page.clock.resume());
}

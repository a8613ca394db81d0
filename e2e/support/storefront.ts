import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page, Response } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { repoRoot } from '../../apps/server/src/testing/server-process.ts';
import { isReadyForAShopper, openPage } from './browser.ts';
import type { ShopSession } from './shop-session.ts';

const artifactsDir = join(repoRoot, 'e2e', 'artifacts');

export interface OpenedPage {
  page: Page;
  /** The answer to the first navigation (null for a same-document navigation). */
  response: Response | null;
  /** Uncaught exceptions in the page: any one of them is a bug. */
  errors: Error[];
}

/** Opens `path` in a fresh context and collects the page's uncaught exceptions. */
export async function openAt(
  shop: ShopSession,
  options: BrowserContextOptions,
  path: string,
): Promise<OpenedPage> {
  const page = await openPage(shop.browser, options);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const response = await page.goto(shop.app.url(path));
  return { page, response, errors };
}

/**
 * Waits until a client-app page (cart, checkout) reached by a click has been taken over by React
 * (main.tsx marks `<html data-hydrated="true">`): its server HTML shows at once, but its buttons
 * answer only from then on. `goto` and `reload` wait so by themselves (browser.ts); a browsing
 * page passes at once (decision 045: it answers from the first paint).
 */
async function waitForClientApp(page: Page): Promise<void> {
  await page.waitForFunction(isReadyForAShopper, null, { timeout: 15_000 });
}

/**
 * The page's one `<h1>`, once it has rendered. After an in-app navigation, wait for the new
 * page first (its URL or heading): the old page's heading may still be on screen.
 */
export async function mainHeading(page: Page, timeout = 15_000): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.count(), { timeout, message: 'exactly one h1' }).toBe(1);
  return (await heading.innerText()).replace(/\s+/g, ' ').trim();
}

/** The path and query of the page's current address. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Paths of the `<a>` elements a locator matches, in document order. */
export function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors: HTMLAnchorElement[]) =>
    anchors.map((anchor) => {
      const url = new URL(anchor.href);
      return `${url.pathname}${url.search}`;
    }),
  );
}

/** Paths of the product cards in the listing's "Products" (or "Search results") section. */
export async function productCardHrefs(page: Page, sectionName: string): Promise<string[]> {
  const section = page.getByRole('region', { name: sectionName });
  const links = section.locator('a[href^="/product/"]');
  await links.first().waitFor({ timeout: 15_000 });
  return hrefsOf(links);
}

/** Answers `url`'s requests with a 500 in the API's error shape. */
export async function failRequests(page: Page, url: string | RegExp): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }),
    }),
  );
}

/** Lets the browser paint twice, so anything a scroll or key press triggers has rendered. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Goes to `path` inside the running app, as a link would: no reload, no start-up overlay. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // The router's own entry shape: a fresh key makes it a new location, as a link click does.
    const index = Number(history.state?.idx ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ usr: null, key, idx: index }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * One started page per screen size, shared by the tests of a file that each begin with
 * `reuse(...)`: every test after the first skips the browser context's start, and in the client
 * app the page load too. Each reuse drops the previous test's routes and goes to `path`.
 */
export function createPageReuse(shop: () => ShopSession) {
  const pages = new Map<BrowserContextOptions, Page>();
  return {
    async reuse(options: BrowserContextOptions, path: string): Promise<Page> {
      let page = pages.get(options);
      if (page) {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // The previous test may have ended by following a link: that page is loaded first (a
        // client app taken over), so its router sees the move below.
        await waitForClientApp(page);
        // A browsing page is a document (decision 045): the next test gets a fresh one, as a
        // link would give it; inside the client app the router goes there without a reload.
        const isDocument = await page.evaluate(() => document.documentElement.dataset.page);
        if (isDocument === 'document') await page.goto(shop().app.url(path));
        else await goInApp(page, path);
      } else {
        const context = await shop().browser.newContext(options);
        page = await context.newPage();
        pages.set(options, page);
        await page.goto(shop().app.url(path));
      }
      const current = page;
      onTestFinished(async ({ task }) => {
        if (task.result?.state !== 'fail') return;
        await mkdir(artifactsDir, { recursive: true });
        const name = task.fullName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        await current.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
      });
      return page;
    },
    async closeAll(): Promise<void> {
      for (const page of pages.values()) await page.context().close();
      pages.clear();
    },
  };
}

/**
 * Waits until the page's one `<h1>` reads `name`: safe after an in-app navigation, where the
 * old page's heading stays on screen until the new page has rendered.
 */
export async function expectHeading(
  page: Page,
  name: string | RegExp,
  timeout = 15_000,
): Promise<void> {
  const wanted = page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
  await wanted.waitFor({ timeout });
  expect(await page.getByRole('heading', { level: 1 }).count(), 'exactly one h1').toBe(1);
}

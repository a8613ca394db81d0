import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { phone } from '../../e2e/support/browser.ts';
import { throttleLikeAPhone } from '../../e2e/support/phone-profile.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import type { StorefrontPage } from './storefront-server.ts';

// Issue [13], measured as a shopper meets it, on its mid-range phone profile (CPU 4×, 150 ms,
// 1.6 Mbit/s: e2e/support/phone-profile.ts): how long a tap takes to answer once the page's
// islands have hydrated (the Event Timing API: the longest event of the interaction, from the
// touch to the next paint), and how long the next page takes to show after a tap on a link.

/** Each figure is taken this many times, each on a fresh phone (no cache). */
const RUNS = Math.max(1, Number(process.env.BENCH_PHONE_RUNS) || 5);
/** Event Timing reports no event shorter than this: a tap under it is reported as this. */
const EVENT_TIMING_FLOOR_MS = 16;

export interface PhoneInteraction {
  action: string;
  path: string;
  /** Event Timing duration of each run's tap, ms (at least EVENT_TIMING_FLOOR_MS). */
  runsMs: number[];
}

export interface SecondPage {
  from: string;
  to: string;
  /** From the tap to the new page's first contentful paint, ms, each run. */
  runsMs: number[];
}

export interface PhoneFigures {
  interactions: PhoneInteraction[];
  secondPage: SecondPage;
}

/** Runs in the page: collects the Event Timing entries of every interaction from now on. */
function observeInteractions(floorMs: number): void {
  const durations: number[] = [];
  (window as unknown as { __tapDurations: number[] }).__tapDurations = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: floorMs } as PerformanceObserverInit);
}

async function openHydrated(browser: Browser, url: string, islands: string[]): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await throttleLikeAPhone(page);
  await page.goto(url);
  for (const island of islands) {
    await page.locator(`shop-island[data-island="${island}"][data-hydrated]`).first().waitFor();
  }
  // The page has loaded (its images too) before the shopper's tap.
  await page.waitForLoadState('networkidle');
  await page.evaluate(observeInteractions, EVENT_TIMING_FLOOR_MS);
  return page;
}

/**
 * A finger's tap on the middle of `target`, as the phone sends it (touch events through the
 * DevTools protocol), without Playwright's checks in the page before an action, which run on
 * the same main thread the tap is timed on.
 */
async function touch(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap: the control is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The tap's Event Timing duration: its longest event, once the answer has painted. */
async function tapDuration(page: Page): Promise<number> {
  // Entries are delivered after the paint that follows the events: two frames on.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  const durations = await page.evaluate(
    () => (window as unknown as { __tapDurations: number[] }).__tapDurations,
  );
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

interface Action {
  action: string;
  path: string;
  islands: string[];
  tap: (page: Page) => Promise<void>;
}

function actions(pages: StorefrontPage[]): Action[] {
  const product = pages.find((page) => page.name === 'product');
  if (!product) throw new Error('no product page to add to the cart from');
  return [
    {
      action: 'open the menu',
      path: '/faq',
      islands: ['header'],
      tap: async (page) => {
        await touch(page, page.getByRole('button', { name: 'Open menu' }));
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      },
    },
    {
      action: 'open the search overlay',
      path: '/faq',
      islands: ['header'],
      tap: async (page) => {
        await touch(page, page.getByRole('banner').getByRole('button', { name: 'Search' }));
        await page.getByRole('dialog', { name: 'Search Products' }).waitFor();
      },
    },
    {
      action: 'add to the cart',
      path: product.path,
      islands: ['header', 'purchase'],
      tap: async (page) => {
        const model = page.getByRole('combobox', { name: 'Model' });
        if ((await model.count()) > 0 && !(await model.inputValue())) {
          const [, first] = await model.locator('option').allTextContents();
          if (first) await model.selectOption({ label: first });
        }
        await page.evaluate(() => {
          (window as unknown as { __tapDurations: number[] }).__tapDurations.length = 0;
        });
        await touch(page, page.getByRole('button', { name: 'Add to Cart' }));
        await page
          .getByText(/added to cart/)
          .first()
          .waitFor();
      },
    },
  ];
}

/**
 * From home, once the shopper has looked at it (its header hydrated), a tap on the first
 * product card: the time from the tap to the product page's first contentful paint, as the
 * browser's clock has both (the Speculation Rules may have fetched the page on the touch).
 */
async function secondPageMs(browser: Browser, baseUrl: string): Promise<number> {
  const page = await openHydrated(browser, `${baseUrl}/`, ['header']);
  try {
    const card = page.locator('a[href^="/product/"]').first();
    await card.scrollIntoViewIfNeeded();
    const tappedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await card.tap();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    const paintedAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (paint) resolve(performance.timeOrigin + paint.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return paintedAt - tappedAt;
  } finally {
    await page.context().close();
  }
}

export async function measurePhoneInteractions(
  baseUrl: string,
  pages: StorefrontPage[],
): Promise<PhoneFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const interactions: PhoneInteraction[] = [];
    for (const { action, path, islands, tap } of actions(pages)) {
      const runsMs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await openHydrated(browser, `${baseUrl}${path}`, islands);
        try {
          await tap(page);
          runsMs.push(Math.round(await tapDuration(page)));
        } finally {
          await page.context().close();
        }
      }
      interactions.push({ action, path, runsMs });
    }
    const secondPage: SecondPage = { from: '/', to: 'the first product card', runsMs: [] };
    for (let run = 0; run < RUNS; run++) {
      secondPage.runsMs.push(Math.round(await secondPageMs(browser, baseUrl)));
    }
    return { interactions, secondPage };
  } finally {
    await browser.close();
  }
}

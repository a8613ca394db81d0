// What frames every page but the header (header.spec.ts): moving between pages, the first paint,
// the tab title while hidden, and the footer.
import { TITLE_ROTATION_MS } from '@skins/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROMO_TITLES } from '../apps/web/src/features/layout/promo-titles.ts';
import { desktop, openPage, phone, stopPageClock } from './support/browser.ts';
import { useShopSession } from './support/shop-session.ts';
import { expectHeading, hrefsOf, mainHeading, openAt } from './support/storefront.ts';

const running = useShopSession();

/** A fresh page at `path`: a browsing page, acted on the moment its controls show. */
async function openOn(options: typeof desktop, path: string): Promise<Page> {
  const { page } = await openAt(running(), options, path);
  return page;
}

describe('page changes', () => {
  it('scrolls to the top of the new page', async () => {
    const page = await openOn(desktop, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await footer.getByRole('link', { name: 'FAQs' }).click();

    await page.waitForURL((url) => url.pathname === '/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('is a new document from the server, with no loading overlay in between', async () => {
    // Decision 045: browsing pages are documents, so there is no lazy page code to wait for.
    const page = await openOn(desktop, '/');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();

    await page.waitForURL((url) => url.pathname === '/about');
    expect(await mainHeading(page)).toBe('Skins made to be lived with');
    expect(await page.getByRole('progressbar', { name: 'Loading the page' }).count()).toBe(0);
  });
});

describe('first paint', () => {
  it('is the page itself, from the server: no start-up overlay covers it', async () => {
    // What the page holds before any script has run: the HTML as it arrived.
    const page = await openPage(running().browser, { ...desktop, javaScriptEnabled: false });
    await page.goto(running().app.url('/about'));
    expect(await mainHeading(page)).toBe('Skins made to be lived with');
    expect(
      await page.getByRole('progressbar', { name: 'Loading the shop' }).count(),
      'no loading overlay in the first HTML',
    ).toBe(0);
  });
});

describe('tab title while the tab is hidden', () => {
  /** Makes the page believe its tab was hidden or shown, as switching tabs does. */
  const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate((next) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => next === 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  it('cycles the promotional messages every second and restores the title when shown', async () => {
    const { page } = await openAt(running(), desktop, '/about');
    await expect.poll(() => page.title()).toBe('About — Skins');
    // The page's clock stands still from here and the test moves it: a second of the page's
    // time takes no second of the run's, and a busy machine cannot make a timer look late.
    await stopPageClock(page);

    await setVisibility(page, 'hidden');
    // At once, or as soon as the page's script has run (it may still be on its way).
    await expect.poll(() => page.title(), { message: 'the first message' }).toBe(PROMO_TITLES[0]);
    await page.clock.runFor(TITLE_ROTATION_MS - 1);
    expect(await page.title(), 'not a moment early').toBe(PROMO_TITLES[0]);
    await page.clock.runFor(1);
    expect(await page.title(), 'the second one a second later').toBe(PROMO_TITLES[1]);
    await page.clock.runFor(TITLE_ROTATION_MS);
    expect(await page.title(), 'and the third').toBe(PROMO_TITLES[2]);

    await setVisibility(page, 'visible');
    expect(await page.title()).toBe('About — Skins');
    // Several intervals later nothing has moved: the rotation stopped.
    await page.clock.runFor(TITLE_ROTATION_MS * 3);
    expect(await page.title()).toBe('About — Skins');
  });
});

describe('footer', () => {
  it('links the quick links and customer-service pages, and each one opens', async () => {
    const page = await openOn(desktop, '/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    const service = footer.getByRole('navigation', { name: 'Customer service' });

    expect(await hrefsOf(quick.getByRole('link'))).toEqual([
      '/',
      '/category/mobile-skins',
      '/about',
      '/blog',
      '/contact',
    ]);
    const servicePages: [name: string, path: string, heading: string][] = [
      ['Shipping Policy', '/policies/shipping', 'Shipping Policy'],
      ['Return Policy', '/policies/returns', 'Return Policy'],
      ['FAQs', '/faq', 'Frequently asked questions'],
      ['Size Guide', '/size-guide', 'Size guide: find your exact model'],
    ];
    for (const [name, path, heading] of servicePages) {
      await service.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expectHeading(page, heading);
    }
  });

  it('shows the payment-card icons as inline SVG, social links and contact details', async () => {
    const { page } = await openAt(running(), phone, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();

    for (const name of ['Visa', 'Mastercard', 'RuPay', 'UPI']) {
      const icon = footer.getByRole('img', { name, exact: true });
      expect(await icon.evaluate((element) => element.tagName.toLowerCase()), name).toBe('svg');
      expect(await icon.isVisible(), name).toBe(true);
    }
    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    expect(await social.count()).toBeGreaterThanOrEqual(3);
    for (const href of await social.evaluateAll((links: HTMLAnchorElement[]) =>
      links.map((link) => link.href),
    )) {
      expect(href).toMatch(/^https:\/\//);
    }
    const contact = footer.locator('address');
    expect(await contact.getByRole('link').first().getAttribute('href')).toMatch(/^mailto:.+@/);
    expect(await contact.innerText()).toMatch(/\b\d{6}\b/);
  });
});

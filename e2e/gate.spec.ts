import { MESSAGES, STORAGE_KEYS } from '@skins/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, openPage, phone } from './support/browser.ts';
import { pricePattern } from './support/product-cards.ts';
import { openShopSession, type ShopSession } from './support/shop-session.ts';

declare global {
  interface Window {
    reportGate?: () => void;
  }
}

const STORE_PASSWORD = 'velvet-carbon-42';

const readFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.siteUnlocked);

/** The home page of an open shop: its hero, then product cards with prices from the API. */
async function expectShopShown(page: Page) {
  await page.getByRole('heading', { level: 1, name: /Cut for your device/ }).waitFor();
  await page.getByText(pricePattern).first().waitFor({ timeout: 30_000 });
  expect(await page.getByLabel('Store password').count()).toBe(0);
}

describe('password gate, on', () => {
  let shop: ShopSession | undefined;

  beforeAll(async () => {
    shop = await openShopSession({ storePassword: STORE_PASSWORD });
  });

  afterAll(async () => {
    await shop?.close();
  });

  function running(): ShopSession {
    if (!shop) throw new Error('the shop and the browser did not start');
    return shop;
  }

  async function openGate(options = desktop): Promise<Page> {
    const { app, browser } = running();
    const page = await openPage(browser, options);
    await page.goto(app.url('/'));
    await page.getByLabel('Store password').waitFor();
    return page;
  }

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ])(
    'covers the shop on a %s screen, with the newsletter and noindex',
    async (_screen, options) => {
      const page = await openGate(options);

      expect(await page.getByRole('button', { name: 'Unlock Store' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Stay Updated' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Subscribe' }).isVisible()).toBe(true);
      expect(await page.getByText(pricePattern).count()).toBe(0);
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(robots).toContain('noindex');
    },
  );

  it('refuses a wrong password with the spec message, and typing clears it', async () => {
    const page = await openGate();
    const field = page.getByLabel('Store password');

    await field.fill('not-the-password');
    await page.getByRole('button', { name: 'Unlock Store' }).click();

    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.gate.incorrectPassword });
    await alert.waitFor();
    await field.press('x');
    await alert.waitFor({ state: 'detached' });
    expect(await readFlag(page)).toBeNull();
  });

  it('unlocks with the right password: the shop shows after the reload, and on a later visit', async () => {
    const page = await openGate();

    await page.getByLabel('Store password').fill(STORE_PASSWORD);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Unlock Store' }).click();
    await reloaded;

    await expectShopShown(page);
    expect(await readFlag(page)).toBe('true');

    // A later visit in the same browser: the flag shows the store at once, the cookie serves it.
    const context: BrowserContext = page.context();
    const later = await context.newPage();
    await later.goto(running().app.url('/category/mobile-skins'));
    await later.getByText(pricePattern).first().waitFor({ timeout: 30_000 });
    expect(await later.getByLabel('Store password').count()).toBe(0);
  });

  it('takes newsletter sign-ups while the store is locked', async () => {
    const page = await openGate();
    const newsletter = page.getByRole('region', { name: 'Stay Updated' });

    await newsletter.getByLabel('Email address').fill(`gate.${Date.now()}@example.in`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();

    await newsletter.getByRole('heading', { name: 'Welcome to the list!' }).waitFor();
    await newsletter.getByText(/Apply it at checkout for 10% off your first purchase/).waitFor();
    expect(await page.getByLabel('Store password').isVisible()).toBe(true);
  });

  it('unlocks without JavaScript: a POST form the server answers, back on the page asked for', async () => {
    const { app, browser } = running();
    const page = await openPage(browser, { ...desktop, javaScriptEnabled: false });
    await page.goto(app.url('/faq'));

    await page.getByLabel('Store password').fill('not-it');
    await page.getByRole('button', { name: 'Unlock Store' }).click();
    await page.getByText(MESSAGES.gate.incorrectPassword).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');

    await page.getByLabel('Store password').fill(STORE_PASSWORD);
    await page.getByRole('button', { name: 'Unlock Store' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('brings the gate back when the flag is set but the server says the store is locked', async () => {
    const { app, browser } = running();
    const page = await openPage(browser, desktop);
    // A browser that passed the gate once, without the cookie (expired, or the password changed).
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.siteUnlocked);

    await page.goto(app.url('/'));

    await page.getByLabel('Store password').waitFor();
    // The server showed the gate; the gate's island clears the flag as it hydrates.
    await expect.poll(() => readFlag(page)).toBeNull();
  });
});

describe('password gate, off (STORE_PASSWORD empty)', () => {
  let shop: ShopSession | undefined;

  beforeAll(async () => {
    shop = await openShopSession({ storePassword: '' });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('never shows the gate', async () => {
    if (!shop) throw new Error('the shop and the browser did not start');
    const page = await openPage(shop.browser, desktop);
    let gateSeen = false;
    await page.exposeFunction('reportGate', () => {
      gateSeen = true;
    });
    // Watches from the first paint: a gate that flashes and goes would still be caught.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) {
          window.reportGate?.();
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto(shop.app.url('/'));

    await expectShopShown(page);
    expect(gateSeen).toBe(false);
    expect(await readFlag(page)).toBeNull();
  });
});

describe('password gate, too many tries', () => {
  let shop: ShopSession | undefined;

  beforeAll(async () => {
    shop = await openShopSession({
      storePassword: STORE_PASSWORD,
      env: { RATE_LIMIT_UNLOCK_PER_MINUTE: '2' },
    });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it("shows the server's message with the wait", async () => {
    if (!shop) throw new Error('the shop and the browser did not start');
    const page = await openPage(shop.browser, desktop);
    await page.goto(shop.app.url('/'));
    const field = page.getByLabel('Store password');
    const unlock = page.getByRole('button', { name: 'Unlock Store' });

    for (const guess of ['guess-1', 'guess-2']) {
      await field.fill(guess);
      await unlock.click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.gate.incorrectPassword }).waitFor();
    }
    await field.fill(STORE_PASSWORD);
    await unlock.click();

    const alert = page.getByRole('alert').filter({ hasText: /Too many attempts/ });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/try again in \d+ seconds?\./);
    expect(await readFlag(page)).toBeNull();
  });
});

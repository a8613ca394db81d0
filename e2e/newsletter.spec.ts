import { MESSAGES } from '@skins/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, openPage } from './support/browser.ts';
import { E2E_APP_SECRET, unsubscribeLinkFor } from './support/newsletter.ts';
import { useShopSession } from './support/shop-session.ts';

// A welcome code as the shop shows it: capitals, digits and dashes.
const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

let emailCount = 0;

const running = useShopSession({ env: { APP_SECRET: E2E_APP_SECRET } });

/** A fresh address per use: the shop's database lives for the whole file. */
function newEmail(): string {
  emailCount += 1;
  return `shopper.${Date.now()}.${emailCount}@example.in`;
}

/** The home page's 'Stay Updated' band, scrolled into view (its form loads as it nears). */
async function openBand(page: Page): Promise<Locator> {
  await page.goto(running().app.url('/'));
  const band = page.getByRole('region', { name: 'Stay Updated' });
  await band.scrollIntoViewIfNeeded();
  await band.getByLabel('Email address').waitFor();
  return band;
}

async function subscribe(band: Locator, email: string) {
  await band.getByLabel('Email address').fill(email);
  await band.getByRole('button', { name: 'Subscribe' }).click();
}

async function shownCode(band: Locator): Promise<string> {
  const code = band.getByText(COUPON_CODE);
  await code.waitFor();
  return (await code.textContent())?.trim() ?? '';
}

describe('newsletter on the home page', () => {
  it('subscribes a new address and shows its welcome code with how to use it', async () => {
    const page = await openPage(running().browser, desktop);
    const band = await openBand(page);

    await subscribe(band, newEmail());

    await band.getByRole('heading', { name: 'Welcome to the list!' }).waitFor();
    expect(await shownCode(band)).toMatch(COUPON_CODE);
    expect(
      await band.getByText(/Apply it at checkout for 10% off your first purchase/).count(),
    ).toBe(1);
  });

  it('tells an existing subscriber so, whatever the letter case, with the same code', async () => {
    const page = await openPage(running().browser, desktop);
    const band = await openBand(page);
    const email = newEmail();
    await subscribe(band, email);
    const firstCode = await shownCode(band);
    await band.getByRole('button', { name: 'Use a different email' }).click();

    await subscribe(band, email.toUpperCase());

    await band.getByRole('heading', { name: MESSAGES.newsletter.alreadySubscribedTitle }).waitFor();
    expect(await band.getByText(MESSAGES.newsletter.alreadySubscribed).count()).toBe(1);
    expect(await shownCode(band)).toBe(firstCode);
  });

  it('refuses an address that fails the spec pattern', async () => {
    const page = await openPage(running().browser, desktop);
    const band = await openBand(page);

    await subscribe(band, 'shopper@example');

    const alert = band.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(MESSAGES.newsletter.invalidEmail);
  });
});

describe('newsletter without JavaScript', () => {
  it('subscribes from a page’s footer with a plain POST, and says the code is on its way', async () => {
    const page = await openPage(running().browser, { ...desktop, javaScriptEnabled: false });
    await page.goto(running().app.url('/faq'));
    const footer = page.getByRole('region', { name: 'Stay Updated' });

    await footer.getByLabel('Email address').fill(newEmail());
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await page
      .getByRole('region', { name: 'Stay Updated' })
      .getByText('Subscribed. Your welcome code is on its way to your inbox.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
  });
});

describe('unsubscribe link from the welcome mail', () => {
  it('unsubscribes, and offers to subscribe again', async () => {
    const { app, browser } = running();
    const email = newEmail();
    const page = await openPage(browser, desktop);
    await subscribe(await openBand(page), email);
    await page.getByRole('heading', { name: 'Welcome to the list!' }).waitFor();

    await page.goto(app.url(unsubscribeLinkFor(email)));
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();

    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are subscribed again' }).waitFor();
  });

  it('refuses a tampered token with a clear message', async () => {
    const { app, browser } = running();
    const email = newEmail();
    const page = await openPage(browser, desktop);
    await subscribe(await openBand(page), email);
    await page.getByRole('heading', { name: 'Welcome to the list!' }).waitFor();
    const link = new URL(unsubscribeLinkFor(email), app.baseUrl);
    const token = link.searchParams.get('token') ?? '';
    // One character changed: still well-formed, no longer signed by the shop.
    link.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);

    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Unsubscribe' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This unsubscribe link is not valid');
  });
});

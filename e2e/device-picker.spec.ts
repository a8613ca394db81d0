import { ProductListSchema, STORAGE_KEYS } from '@skins/shared';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// Device-first shopping (decision 030): choose a device in the header, every listing narrows
// to the skins that fit it, the choice survives a reload, and "Show all devices" undoes it.

const running = useShopSession();
const DEVICE = { brand: 'Apple', model: 'iPhone 16 Pro' };
const LISTING = '/category/mobile-skins';

/** The listing's total as the API counts it, with or without the device. */
async function totalOf(withDevice: boolean): Promise<number> {
  const query = new URLSearchParams({ categories: 'mobile-skins', limit: '1' });
  if (withDevice) {
    query.set('brand', DEVICE.brand);
    query.set('model', DEVICE.model);
  }
  const response = await fetch(running().app.url(`/api/products?${query}`));
  expect(response.status).toBe(200);
  return ProductListSchema.parse(await response.json()).total;
}

const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;
const deviceBar = (page: Page) => page.getByText(`Showing skins that fit ${DEVICE.model}`);
const grid = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('link', { name: /Rs\./ });

async function expectListingOf(page: Page, total: number): Promise<void> {
  await page.getByText(countText(total), { exact: true }).waitFor({ timeout: 15_000 });
  await expect.poll(() => grid(page).count(), { timeout: 15_000 }).toBe(Math.min(total, 12));
}

describe.each([
  ['desktop, 1280 px wide', desktop],
  ['phone, 390 px wide', phone],
] as [string, BrowserContextOptions][])('device picker on a %s screen', (_screen, options) => {
  it('narrows the listing to the chosen device, keeps it on reload, and shows all again', async () => {
    const [all, fitting] = await Promise.all([totalOf(false), totalOf(true)]);
    expect(fitting, 'some mobile skins fit the device').toBeGreaterThan(0);
    expect(fitting, 'some mobile skins do not fit it').toBeLessThan(all);

    const { page, errors } = await openAt(running(), options, LISTING);
    await expectListingOf(page, all);

    await page.getByRole('banner').getByRole('button', { name: 'Choose your device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your device' });
    await dialog.getByRole('button', { name: 'Apple iPhone 16 Pro', exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'the device picker');
    await dialog.getByRole('searchbox', { name: 'Search devices' }).fill('iphone 16 pro');
    await dialog
      .getByRole('button', { name: `${DEVICE.brand} ${DEVICE.model}`, exact: true })
      .click();
    await dialog.waitFor({ state: 'detached' });

    await deviceBar(page).waitFor();
    await expectListingOf(page, fitting);
    await expectNoSeriousViolations(page, 'a listing narrowed to the device');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Your device: ${DEVICE.model}. Change it` })
      .waitFor();
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.chosenDevice,
    );
    expect(JSON.parse(stored ?? 'null')).toEqual(DEVICE);

    await page.reload();
    await deviceBar(page).waitFor({ timeout: 15_000 });
    await expectListingOf(page, fitting);

    await page.getByRole('button', { name: 'Show all devices' }).click();
    await expectListingOf(page, all);
    expect(await deviceBar(page).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Choose your device' }).waitFor();
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});

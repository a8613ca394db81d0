import { type Product, STORAGE_KEYS } from '@skins/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, openPage, phone, waitUntilSettled } from './support/browser.ts';
import { fetchCatalog } from './support/catalog.ts';
import { useShopSession } from './support/shop-session.ts';
import { mainHeading, openAt } from './support/storefront.ts';

const shop = useShopSession();
let product: Product | undefined;

// An iPhone skin sold for a Pro (three lenses in a square island) and a base model (two
// lenses): switching between them must change the drawn outline, not only a caption.
const PRO = /^iPhone 1[5-6] Pro$/;
const BASE = /^iPhone 1[5-6]$/;

beforeAll(async () => {
  const catalog = await fetchCatalog(shop().app);
  product = catalog.find((candidate) => {
    const models = candidate.compatibility.flatMap((entry) => entry.models);
    return (
      models.length <= 5 && models.some((m) => PRO.test(m)) && models.some((m) => BASE.test(m))
    );
  });
});

function chosenProduct(): Product {
  if (!product)
    throw new Error('the seeded catalog has no skin for both an iPhone Pro and a base iPhone');
  return product;
}

const modelsOf = (item: Product) => item.compatibility.flatMap((entry) => entry.models);
const preview = (page: Page) => page.getByRole('region', { name: 'See it on your device' });
const drawing = (page: Page) => preview(page).getByRole('img');
const modelSelect = (page: Page) => page.getByRole('combobox', { name: 'Model' });

async function openProduct(page: Page, item: Product): Promise<void> {
  expect(await mainHeading(page, 30_000)).toBe(item.name);
  await drawing(page).waitFor();
}

describe('see it on your device', () => {
  it('draws the skin on the device and switches outline and model together', async () => {
    const item = chosenProduct();
    const { page, errors } = await openAt(shop(), desktop, `/product/${item.slug}`);
    await openProduct(page, item);
    const [first] = modelsOf(item);
    const base = modelsOf(item).find((model) => BASE.test(model)) ?? '';
    const pro = modelsOf(item).find((model) => PRO.test(model)) ?? '';

    expect(await drawing(page).getAttribute('aria-label')).toContain(`skin on ${first}`);
    // The skin is the product's own image, already fetched for the gallery.
    const href = await drawing(page).locator('image').getAttribute('href');
    expect(item.images).toContain(href);

    await preview(page).getByRole('button', { name: base, exact: true }).click();
    await expect.poll(() => modelSelect(page).inputValue()).toBe(base);
    expect(await drawing(page).getAttribute('data-outline')).toBe('phone with a two-lens camera');

    await modelSelect(page).selectOption(pro);
    await expect
      .poll(() => drawing(page).getAttribute('data-outline'))
      .toBe('phone with a three-lens camera island');
    expect(
      await preview(page)
        .getByRole('button', { name: pro, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('preselects the device the shopper chose before, on a phone', async () => {
    const item = chosenProduct();
    const base = modelsOf(item).find((model) => BASE.test(model)) ?? '';
    const brand = item.compatibility.find((entry) => entry.models.includes(base))?.brand ?? '';
    const page = await openPage(shop().browser, phone);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // The server cannot see the remembered device: taking over its page must still be quiet.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
    });
    // As the header's device picker leaves it, before any of the shop's scripts run.
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE_KEYS.chosenDevice,
      JSON.stringify({ brand, model: base }),
    ] as const);

    await page.goto(shop().app.url(`/product/${item.slug}`));
    await openProduct(page, item);

    await expect.poll(() => modelSelect(page).inputValue()).toBe(base);
    // Below the fold on a phone, the preview's code comes when the shopper scrolls to it.
    await drawing(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => drawing(page).getAttribute('data-outline'))
      .toBe('phone with a two-lens camera');
    expect(await drawing(page).getAttribute('aria-label')).toContain(`skin on ${base}`);
    expect(errors.map((error) => error.message)).toEqual([]);
    await waitUntilSettled(page);
    // React's production build names a hydration mismatch only by its error number; a busy
    // shop's 503 for an image is load shedding, not this page's fault.
    expect(warnings.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});

import type { Product } from '@skins/shared';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, openPage, phone } from './support/browser.ts';
import { fetchCatalog } from './support/catalog.ts';
import {
  findProductCards,
  findProductImages,
  loadedWidth,
  pricePattern,
  showsCatalogPrice,
} from './support/product-cards.ts';
import { openShopSession, type ShopSession } from './support/shop-session.ts';

let shop: ShopSession | undefined;
let catalog: Product[] = [];

beforeAll(async () => {
  shop = await openShopSession();
  catalog = await fetchCatalog(shop.app);
});

afterAll(async () => {
  await shop?.close();
});

async function openHome(options: BrowserContextOptions): Promise<{ page: Page; errors: Error[] }> {
  if (!shop) throw new Error('the shop and the browser did not start');
  const page = await openPage(shop.browser, options);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const response = await page.goto(shop.app.url('/'));
  expect(response?.status(), 'HTTP status of the home page').toBe(200);
  // Cards render once the catalog query answers, after the first-second loading overlay.
  await page.getByText(pricePattern).first().waitFor({ timeout: 30_000 });
  return { page, errors };
}

describe.each([
  ['desktop, 1280 px wide', desktop],
  ['phone, 390 px wide', phone],
])('home page on a %s screen', (_screen, options) => {
  it('shows product cards with the product name and its price in rupees', async () => {
    const { page, errors } = await openHome(options);

    const cards = await findProductCards(page, catalog);

    expect(catalog.length).toBeGreaterThan(0);
    expect(cards.length, 'catalog product names shown on the page').toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card.cardText, `the card of "${card.name}" shows a price`).toMatch(pricePattern);
      expect(showsCatalogPrice(card), `"${card.name}" shows its catalog price`).toBe(true);
    }
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('loads the product images', async () => {
    const { page } = await openHome(options);

    const images = (await findProductImages(page, catalog)).slice(0, 8);

    expect(images.length, 'product images on the page').toBeGreaterThanOrEqual(4);
    for (const image of images) {
      const src = await image.getAttribute('src');
      expect(await loadedWidth(image), `naturalWidth of ${src}`).toBeGreaterThan(0);
    }
  });
});

describe('home page on a phone', () => {
  it('fits the 390 px screen without sideways scrolling', async () => {
    const { page } = await openHome(phone);

    const overflowPx = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

    expect(overflowPx).toBeLessThanOrEqual(0);
  });
});

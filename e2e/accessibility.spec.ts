import { MESSAGES, type Product } from '@skins/shared';
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import { fetchCatalog } from './support/catalog.ts';
import { pricePattern } from './support/product-cards.ts';
import { openShopSession, type ShopSession } from './support/shop-session.ts';
import { createPageReuse } from './support/storefront.ts';

let shop: ShopSession | undefined;
let catalog: Product[] = [];

beforeAll(async () => {
  shop = await openShopSession();
  catalog = await fetchCatalog(shop.app);
});

function running(): ShopSession {
  if (!shop) throw new Error('the shop and the browser did not start');
  return shop;
}

const pages = createPageReuse(running);

afterAll(async () => {
  await pages.closeAll();
  await shop?.close();
});

const screens: [name: string, options: BrowserContextOptions][] = [
  ['1280 px', desktop],
  ['390 px', phone],
];

describe.each(screens)('accessibility at %s', (screen, options) => {
  it('home page', async () => {
    const page = await pages.reuse(options, '/');
    await page.getByText(pricePattern).first().waitFor({ timeout: 30_000 });
    const header = page.getByRole('banner');

    // The header is see-through over the dark hero (sticky, not fixed, so axe measures it
    // against the hero beneath, as Lighthouse does)…
    expect(await header.getAttribute('data-appearance')).toBe('transparent');
    await expectNoSeriousViolations(page, `home at ${screen}, header over the hero`);

    // …and dark once the page scrolls: only the header changed, so only the header is checked
    // again (axe over the whole home page takes seconds).
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), 40);
    await expect.poll(() => header.getAttribute('data-appearance')).toBe('solid');
    await expectNoSeriousViolations(page, `home's header at ${screen}, scrolled`, 'header');
  });

  it('category page', async () => {
    const page = await pages.reuse(options, '/category/mobile-skins');
    await page.getByRole('region', { name: 'Products' }).getByText(pricePattern).first().waitFor();

    await expectNoSeriousViolations(page, `category at ${screen}`);
  });

  it('product page', async () => {
    const product = catalog.find((candidate) => candidate.compareAtPrice !== null) ?? catalog[0];
    if (!product) throw new Error('the demo catalog is empty');
    const page = await pages.reuse(options, `/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    await expectNoSeriousViolations(page, `product at ${screen}`);
  });

  it('search overlay, before and after typing', async () => {
    const page = await pages.reuse(options, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.search.title });
    await dialog.getByRole('region', { name: 'Popular searches' }).waitFor();

    await expectNoSeriousViolations(page, `search overlay at ${screen}`);

    await dialog.getByRole('searchbox').fill('marble');
    await dialog.getByRole('link', { name: MESSAGES.search.viewAll }).waitFor();
    await expectNoSeriousViolations(page, `search suggestions at ${screen}`);
    await page.keyboard.press('Escape');
  });

  it('404 page', async () => {
    const page = await pages.reuse(options, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: MESSAGES.notFound }).waitFor();

    await expectNoSeriousViolations(page, `404 at ${screen}`);
  });
});

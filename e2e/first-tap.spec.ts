import { ORDER_LOOKUP_NOT_FOUND, type Product } from '@skins/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, phone } from './support/browser.ts';
import { fetchCatalog } from './support/catalog.ts';
import { throttleLikeAPhone } from './support/phone-profile.ts';
import { useShopSession } from './support/shop-session.ts';

// Issue [13]: on a phone every control answers the first tap, made the moment it shows, while the
// page's code is still on its way (decision 045: kept and replayed), and what is typed or chosen
// before the code arrives stays. Each test loads one page on the phone profile (a few seconds
// each: the point is a slow page), and acts at first sight, never waiting for the code.

const running = useShopSession();

/** A fresh phone on the phone profile, at `path`, from its first byte (no wait for `load`). */
async function openOnAPhone(path: string): Promise<Page> {
  const page = await openPage(running().browser, phone);
  await throttleLikeAPhone(page);
  await page.goto(running().app.url(path), { waitUntil: 'commit' });
  return page;
}

describe('the first tap on a phone, while the code loads', () => {
  it('opens the menu', async () => {
    const page = await openOnAPhone('/faq');

    await page.getByRole('button', { name: 'Open menu' }).tap();

    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  });

  it('opens the Search Products overlay, not the results page', async () => {
    const page = await openOnAPhone('/faq');

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();

    await page.getByRole('dialog', { name: 'Search Products' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
  });

  it('adds to the cart with the model chosen before the code arrived', async () => {
    const catalog = await fetchCatalog(running().app);
    const product = catalog.find(
      (candidate: Product) => (candidate.compatibility[0]?.models.length ?? 0) > 1,
    );
    if (!product) throw new Error('the catalog has no product with a choice of models');
    const model = product.compatibility[0]?.models[1] ?? '';
    const page = await openOnAPhone(`/product/${product.slug}`);

    await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
    await page.getByRole('button', { name: 'Add to Cart' }).tap();

    await page.getByText(`${product.name} added to cart`).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('combobox', { name: 'Model' }).inputValue()).toBe(model);
  });

  it('shows the image whose thumbnail was tapped at first sight (the gallery comes on a touch)', async () => {
    const catalog = await fetchCatalog(running().app);
    const product = catalog.find((candidate: Product) => candidate.images.length > 1);
    if (!product) throw new Error('the catalog has no product with more than one image');
    const page = await openOnAPhone(`/product/${product.slug}`);

    await page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }).tap();

    await page
      .getByRole('button', { name: `Show image 2 of ${product.images.length}` })
      .and(page.locator('[aria-current="true"]'))
      .waitFor({ timeout: 30_000 });
    await page.getByText(`2 / ${product.images.length}`).waitFor();
  });

  it('sorts a listing with the sort chosen at first sight, keeping its filter', async () => {
    const page = await openOnAPhone('/category/mobile-skins?tags=matte');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: Low to High');

    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    expect(new URL(page.url()).searchParams.get('tags')).toBe('matte');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-asc');
  });

  it('keeps what was typed on /track-order, and finds (or not) the order with it', async () => {
    const page = await openOnAPhone('/track-order');
    const number = page.getByRole('textbox', { name: 'Order number' });
    const email = page.getByRole('textbox', { name: 'Email used at checkout' });
    const orderId = page.getByRole('textbox', { name: 'Order ID or tracking link' });

    await orderId.fill('not-sent-yet');
    await number.fill('#999999');
    await email.fill('nobody@example.in');
    await page.getByRole('button', { name: 'Find my order' }).tap();

    await page.getByText(ORDER_LOOKUP_NOT_FOUND).waitFor({ timeout: 30_000 });
    expect(await number.inputValue()).toBe('#999999');
    expect(await email.inputValue()).toBe('nobody@example.in');
    expect(await orderId.inputValue()).toBe('not-sent-yet');
  });
});

describe('the same controls with JavaScript off', () => {
  async function openWithoutJavaScript(path: string): Promise<Page> {
    const page = await openPage(running().browser, { ...phone, javaScriptEnabled: false });
    await page.goto(running().app.url(path));
    return page;
  }

  it('opens the menu, and its links work', async () => {
    const page = await openWithoutJavaScript('/faq');

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'About', exact: true }).tap();

    await page.waitForURL((url) => url.pathname === '/about');
  });

  it('searches: the search button opens /search, whose form finds products', async () => {
    const page = await openWithoutJavaScript('/faq');

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('matte');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).tap();

    await page.waitForURL((url) => url.search === '?query=matte');
    await page.getByRole('region', { name: 'Search results' }).waitFor();
  });
});

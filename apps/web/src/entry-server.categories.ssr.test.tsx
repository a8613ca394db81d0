import type { Category } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { SEEDED_CATEGORY_ANSWERS } from '#testing/stub-api-calls.ts';
import { renderPage } from './entry-server.tsx';

// The category bar and listings from the database's categories (decision 067), as the server
// renders a page: the owner added "Tablet Skins", renamed Mobile Skins to "Phone Skins" and
// Accessories to "Gadget Skins".
const CATEGORIES: Category[] = [
  { ...(SEEDED_CATEGORY_ANSWERS[0] as Category), slug: 'phone-skins', name: 'Phone Skins' },
  ...SEEDED_CATEGORY_ANSWERS.slice(1, 3),
  { ...(SEEDED_CATEGORY_ANSWERS[3] as Category), slug: 'gadget-skins', name: 'Gadget Skins' },
  {
    _id: '5e1f0c1e-0000-4000-8000-00000000ab1e',
    slug: 'tablet-skins',
    name: 'Tablet Skins',
    productTypes: [],
  },
];

const requested: string[] = [];
const api: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://in-process');
  requested.push(`${url.pathname}${url.search}`);
  if (url.pathname === '/api/store/config') return jsonResponse(buildStoreConfig());
  if (url.pathname === '/api/categories') return jsonResponse({ data: CATEGORIES });
  if (url.pathname === '/api/products') {
    const product = buildProduct({ name: 'iPad Air Carbon', category: 'tablet-skins' });
    return jsonResponse(buildProductList([product]));
  }
  if (url.pathname === '/api/products/search/full') return jsonResponse(buildProductList([]));
  return jsonResponse({ message: 'No route', code: 'NOT_FOUND' }, 404);
};

async function render(path: string) {
  const page = await renderPage({
    url: `http://shop.test${path}`,
    gate: 'off',
    fetch: api,
    isDocument: true,
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  const view = document.createElement('div');
  view.innerHTML = html;
  return { status: page.status, view };
}

describe('the category bar and listings from the database', () => {
  it('draws the bar in the database’s order and names, a new category with its own page', async () => {
    const { status, view } = await render('/category/tablet-skins');

    expect(status).toBe(200);
    const bar = view.querySelector('nav[aria-label="Categories"]');
    const links = [...(bar?.querySelectorAll('li > a') ?? [])].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links.filter(([href]) => href?.split('/').length === 3)).toEqual([
      ['/category/phone-skins', 'Phone Skins'],
      ['/category/laptop-skins', 'Laptop Skins'],
      ['/category/console-skins', 'Console Skins'],
      ['/category/gadget-skins', 'Gadget Skins'],
      ['/category/tablet-skins', 'Tablet Skins'],
    ]);
    // The renamed built-in keeps its device types (from the code, by its stable id).
    expect(links).toContainEqual(['/category/gadget-skins/airpods', 'AirPods']);
    expect(view.querySelector('h1')?.textContent).toBe('Tablet Skins');
    expect(view.textContent).toContain('iPad Air Carbon');
    expect(requested).toContain(
      '/api/products?page=1&limit=12&sort=Newest&categories=tablet-skins',
    );
    // The header's island is given the categories it draws.
    const header = view.querySelector<HTMLElement>('shop-island[data-island="header"]');
    expect(JSON.parse(header?.dataset.props ?? '{}').categories).toHaveLength(5);
  });

  it('answers 404 for a slug the shop no longer has (the server redirects it before, decision 067)', async () => {
    expect((await render('/category/accessories')).status).toBe(404);
    expect((await render('/category/tablet-skins/iphone')).status).toBe(404);
  });

  it('links the search page’s categories and every Shop link to the database’s', async () => {
    const { view } = await render('/search');
    const links = (selector: string) =>
      [...view.querySelectorAll(`${selector} a`)].map((a) => [
        a.getAttribute('href'),
        a.textContent,
      ]);
    expect(links('main ul[aria-label="Categories"]')).toEqual([
      ['/category/phone-skins', 'Phone Skins'],
      ['/category/laptop-skins', 'Laptop Skins'],
      ['/category/console-skins', 'Console Skins'],
      ['/category/gadget-skins', 'Gadget Skins'],
      ['/category/tablet-skins', 'Tablet Skins'],
    ]);
    // Shop opens the bar's first category under its slug now, not its old one's 301.
    for (const nav of ['nav[aria-label="Main"]', 'nav[aria-label="Menu"]', 'footer']) {
      expect(links(nav)).toContainEqual(['/category/phone-skins', 'Shop']);
    }
  });

  it('offers the database’s categories when a search finds nothing, from the island’s props', async () => {
    const { view } = await render('/search?query=zebra');
    const island = view.querySelector<HTMLElement>('shop-island[data-island="search-results"]');
    const names = [...(island?.querySelectorAll('ul[aria-label="Categories"] a') ?? [])].map(
      (a) => a.textContent,
    );
    expect(names).toEqual([
      'Phone Skins',
      'Laptop Skins',
      'Console Skins',
      'Gadget Skins',
      'Tablet Skins',
    ]);
    // The island draws the same links when it hydrates: its props carry them (slug and name).
    expect(JSON.parse(island?.dataset.props ?? '{}').categories).toContainEqual({
      slug: 'tablet-skins',
      name: 'Tablet Skins',
    });
  });

  it('titles the size guide’s sections with the renamed categories, linked by their slugs now', async () => {
    const { view } = await render('/size-guide');
    const headings = [...view.querySelectorAll('main section h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Phone Skins', 'Laptop Skins', 'Console Skins', 'Gadget Skins']);
    const hrefs = [...view.querySelectorAll('main section a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/category/gadget-skins');
    expect(hrefs).toContain('/category/gadget-skins/airpods');
    expect(hrefs.filter((href) => href?.includes('accessories'))).toEqual([]);
  });
});

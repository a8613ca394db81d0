import type { Category } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { SEEDED_CATEGORY_ANSWERS } from '#testing/stub-api-calls.ts';
import { renderPage } from './entry-server.tsx';

// The category bar and listings from the database's categories (decision 067), as the server
// renders a page: the owner added "Tablet Skins" and renamed Accessories to "Gadget Skins".
const CATEGORIES: Category[] = [
  ...SEEDED_CATEGORY_ANSWERS.slice(0, 3),
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
      ['/category/mobile-skins', 'Mobile Skins'],
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
});

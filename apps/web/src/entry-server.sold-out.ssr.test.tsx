import { describe, expect, it } from 'vitest';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { renderPage } from './entry-server.tsx';

// A sold-out product page as the server renders it (decision 065): the page says Sold out and the
// purchase island's props carry `soldOut`, so its disabled buttons are in the HTML before any
// script runs.
const soldOut = buildProduct({
  _id: 'p-sold',
  slug: 'sold-out-skin',
  name: 'Sold Out Skin',
  compatibility: [],
  soldOut: true,
});

const api: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://in-process');
  if (url.pathname === '/api/store/config') return jsonResponse(buildStoreConfig());
  if (url.pathname === `/api/products/${soldOut.slug}`) return jsonResponse(soldOut);
  if (url.pathname.startsWith('/api/products')) {
    return jsonResponse({ data: [], page: 1, limit: 4, total: 0, totalPages: 0 });
  }
  if (url.pathname === '/api/categories') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'No route', code: 'NOT_FOUND' }, 404);
};

async function render(slug: string) {
  const page = await renderPage({
    url: `http://shop.test/product/${slug}`,
    gate: 'off',
    fetch: api,
    isDocument: true,
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  return { status: page.status, html };
}

describe('a sold-out product page, rendered on the server', () => {
  it('says Sold out, disables Add to cart and Buy now, and gives the island soldOut', async () => {
    const { status, html } = await render(soldOut.slug);
    expect(status).toBe(200);
    expect(html).toContain('Sold Out Skin');
    expect(html).toContain('Sold out: this skin cannot be ordered right now.');
    const buttons = [
      ...html.matchAll(/<button type="button"[^>]*>(Add to cart|Buy now)<\/button>/g),
    ];
    expect(buttons.map((match) => match[1])).toEqual(['Add to cart', 'Buy now']);
    for (const [button] of buttons) {
      expect(button).toContain('disabled=""');
      expect(button).toContain('aria-describedby="sold-out-note"');
    }
    expect(html).toMatch(
      /<p id="sold-out-note"[^>]*>Sold out: this skin cannot be ordered right now\.<\/p>/,
    );
    const island = /<shop-island data-island="purchase"[^>]*data-props="([^"]*)"/.exec(html);
    const props = JSON.parse((island?.[1] ?? '').replaceAll('&quot;', '"'));
    expect(props.product).toMatchObject({ _id: 'p-sold', soldOut: true });
  });
});

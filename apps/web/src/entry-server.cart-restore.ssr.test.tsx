import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { renderPage } from './entry-server.tsx';

// A cart reminder mail's link (/cart/restore/{token}), rendered by the server as it renders any
// client-app page: it asks the API nothing of the reminder, so a mail scanner fetching the link
// restores no cart and marks nothing as followed (GET /cart-reminders/{token} records that). The
// browser asks, and fills its own cart.

describe('the cart restore page, rendered on the server', () => {
  it('draws the spinner, never indexed, without asking for the reminder', async () => {
    const asked: string[] = [];
    const page = await renderPage({
      url: 'http://shop.test/cart/restore/c2a1e.1900000000.abc',
      gate: 'off',
      fetch: async (input) => {
        const path = new URL(String(input), 'http://in-process').pathname;
        asked.push(path);
        if (path === '/api/store/config') return jsonResponse(buildStoreConfig());
        return jsonResponse({ message: 'No route', code: 'NOT_FOUND' }, 404);
      },
      isDocument: false,
    });
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    let html = '';
    for await (const chunk of page.body) html += String(chunk);

    expect(page.status).toBe(200);
    expect(html).toContain('Restoring your cart');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(asked).toContain('/api/store/config');
    expect(asked.filter((path) => path.startsWith('/api/cart-reminders'))).toEqual([]);
  });
});

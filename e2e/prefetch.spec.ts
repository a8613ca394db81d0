import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop } from './support/browser.ts';
import { useShopSession } from './support/shop-session.ts';
import { currentPath, openAt } from './support/storefront.ts';

const running = useShopSession();

/**
 * What Chromium says of the page's prefetches (the DevTools protocol's Preload domain): the last
 * word on each, by URL path: `Ready` once fetched, `PrefetchResponseUsed` once a navigation used
 * it. (The rules' prerenders cannot be watched here: Chromium turns prerendering off for a page
 * under automation, `PrerenderingDisabledByDevTools`, and falls back to the prefetch.)
 */
async function watchPrefetches(page: Page): Promise<Map<string, string>> {
  const session = await page.context().newCDPSession(page);
  const prefetches = new Map<string, string>();
  session.on('Preload.prefetchStatusUpdated', (event) => {
    const word =
      event.prefetchStatus === 'PrefetchResponseUsed' ? event.prefetchStatus : event.status;
    prefetches.set(new URL(event.prefetchUrl).pathname, word);
  });
  await session.send('Preload.enable');
  return prefetches;
}

describe('moving between browsing pages (Speculation Rules, decision 045)', () => {
  it('fetches the product a pointer rests on, and the tap opens what was fetched', async () => {
    const { page } = await openAt(running(), desktop, '/category/mobile-skins');
    const prefetches = await watchPrefetches(page);
    const card = page.getByRole('region', { name: 'Products' }).getByRole('link').first();
    const href = (await card.getAttribute('href')) ?? '';

    await card.hover();
    await expect.poll(() => prefetches.get(href), { timeout: 10_000 }).toBe('Ready');
    await card.click();

    await expect.poll(() => currentPath(page)).toBe(href);
    await expect.poll(() => prefetches.get(href)).toBe('PrefetchResponseUsed');
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .waitFor();
  });

  it('fetches the listing a pointer rests on (the rules leave client apps out: seo.sitemap.test.ts)', async () => {
    const { page } = await openAt(running(), desktop, '/category/mobile-skins');
    const prefetches = await watchPrefetches(page);
    const types = page.getByRole('navigation', { name: 'Mobile Skins types' });
    const typeLink = types.getByRole('link').nth(1);
    const typePath = new URL((await typeLink.getAttribute('href')) ?? '', page.url()).pathname;

    await typeLink.hover();

    await expect.poll(() => prefetches.get(typePath), { timeout: 10_000 }).toBe('Ready');
  });
});

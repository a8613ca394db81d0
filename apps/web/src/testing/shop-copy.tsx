// Shared by the shop-promises test files: the pages of words, the store config of a shop taking
// cash on delivery, and the readers that turn a page into its running text.

import { POLICY_SLUGS, STORAGE_KEYS, type StoreConfig } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createHomeLoader, HomePage } from '#app/routes/home.tsx';
import { BLOG_ARTICLES } from '#features/content/blog/blog-articles.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { renderCatalogRoute, stubApi } from '#testing/render-catalog-route.tsx';
import { buildStoreConfig } from '#testing/store-config.ts';

/** Every page of words: the policies, the FAQ, about, contact, the size guide and the blog. */
export const CONTENT_PAGES: readonly string[] = [
  ...POLICY_SLUGS.map((slug) => `/policies/${slug}`),
  '/faq',
  '/about',
  '/contact',
  '/size-guide',
  '/blog',
  ...BLOG_ARTICLES.map((article) => `/blog/${article.slug}`),
];

/** For `beforeEach`: the site unlocked and every API call answered with an empty list. */
export function unlockWithEmptyCatalog() {
  window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse(buildProductList([]))),
  );
}

/** The store config of a shop taking cash on delivery up to Rs. 5,000. */
export const COD_ON_CONFIG = buildStoreConfig({
  payments: { mode: 'simulated', cod: { maxOrder: 5000 } },
});

/** The page's running text, one entry per paragraph, list item, heading or FAQ question. */
export async function textBlocksOf(path: string, storeConfig?: StoreConfig): Promise<string[]> {
  const queryClient = createQueryClient();
  // As the server renders a page: the store config already in its query cache.
  if (storeConfig) queryClient.setQueryData(['store', 'config'], storeConfig);
  const view = renderApp(path, queryClient);
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const blocks = [...main.querySelectorAll('p, li, dd, dt, h1, h2, h3, summary, td, th')]
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
  view.unmount();
  return blocks;
}

export async function homeTextBlocks({ isCodOn = false } = {}): Promise<string[]> {
  stubApi(() => jsonResponse({ data: [] }));
  const view = renderCatalogRoute((queryClient) => {
    if (isCodOn) queryClient.setQueryData(['store', 'config'], COD_ON_CONFIG);
    return [{ path: '/', element: <HomePage />, loader: createHomeLoader(queryClient) }];
  }, '/');
  await screen.findByRole('heading', { level: 1 });
  const blocks = [...view.container.querySelectorAll('p, li, h1, h2, h3')]
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
  view.unmount();
  return blocks;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../apps/server/src/testing/server-process.ts';
import { desktop, phone } from './support/browser.ts';
import { useShopSession } from './support/shop-session.ts';
import { currentPath, openAt } from './support/storefront.ts';

const running = useShopSession();

/** The built file of a route module, as the server serves it. */
function chunkOf(routeModule: string): string {
  const manifestPath = join(repoRoot, 'apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[routeModule];
  if (!chunk) throw new Error(`the build has no chunk for ${routeModule}`);
  return `/${chunk.file}`;
}

const productApi = /\/api\/products\/(?!search|autocomplete|type|new-arrivals|trending)[^/?]+$/;

describe('prefetching the next page', () => {
  it("fetches the product page's code on a phone once a product is on screen, and no product's data", async () => {
    const { page } = await openAt(running(), phone, '/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.getByRole('region', { name: /New Arrivals/i }).scrollIntoViewIfNeeded();

    const productChunk = chunkOf('src/app/routes/product.tsx');
    await expect.poll(() => requested.includes(productChunk), { timeout: 10_000 }).toBe(true);
    expect(requested.filter((path) => productApi.test(path))).toEqual([]);
  });

  it('opens a product from a listing from what the browser already holds', async () => {
    const { page } = await openAt(running(), desktop, '/category/mobile-skins');
    const card = page.getByRole('region', { name: 'Products' }).getByRole('link').first();
    const href = (await card.getAttribute('href')) ?? '';

    // The pointer comes over the card: the page's code comes in (or already was), then its data.
    // This waits for that answer itself. Waiting for 'networkidle' returned at once (the page had
    // been idle before the hover), so on a busy machine the data request could start after the
    // route below was in place, and hang.
    const productData = page.waitForResponse((response) =>
      productApi.test(new URL(response.url()).pathname),
    );
    await card.hover();
    await (await productData).finished();
    // From now on the server answers nothing about products, and the page's code is counted.
    await page.route(productApi, () => undefined);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await card.click();

    await expect.poll(() => currentPath(page)).toBe(href);
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .waitFor({ timeout: 5_000 });
    expect(scripts).not.toContain(chunkOf('src/app/routes/product.tsx'));
  });
});

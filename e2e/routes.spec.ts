import {
  CATEGORIES,
  categoryBarTypes,
  FULL_SEARCH_LIMIT,
  MESSAGES,
  PRODUCT_PAGE_SIZE,
  type Product,
  ProductListSchema,
} from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone } from './support/browser.ts';
import { fetchCatalog } from './support/catalog.ts';
import { type ShopSession, useShopSession } from './support/shop-session.ts';
import {
  currentPath,
  expectHeading,
  hrefsOf,
  mainHeading,
  openAt,
  productCardHrefs,
} from './support/storefront.ts';

let catalog: Product[] = [];

const running = useShopSession();

beforeAll(async () => {
  catalog = await fetchCatalog(running().app);
});

function firstProduct(): Product {
  const product = catalog[0];
  if (!product) throw new Error('the demo catalog is empty');
  return product;
}

/** The listing heading of a type page, as a shopper reads it. */
const typeHeading = (type: { name: string; label: string }) =>
  type.name === 'others' ? 'Other Accessory Skins' : `${type.label} Skins`;

// Each informational page, the heading it opens with and its tab title.
const contentPages: [path: string, heading: string, title: string][] = [
  ['/about', 'Skins made to be lived with', 'About — Skins'],
  ['/blog', 'The Skins journal', 'Blog — Skins'],
  ['/contact', 'Contact us', 'Contact — Skins'],
  ['/faq', 'Frequently asked questions', 'FAQs — Skins'],
  ['/policies/privacy', 'Privacy Policy', 'Privacy Policy — Skins'],
  ['/policies/returns', 'Return Policy', 'Return Policy — Skins'],
  ['/policies/shipping', 'Shipping Policy', 'Shipping Policy — Skins'],
  ['/policies/terms', 'Terms of Service', 'Terms of Service — Skins'],
  ['/size-guide', 'Size guide: find your exact model', 'Size Guide — Skins'],
];

describe('home and informational pages', () => {
  it('answers / with the home page and its hero heading', async () => {
    const { page, response, errors } = await openAt(running(), desktop, '/');

    expect(response?.status()).toBe(200);
    expect(await mainHeading(page)).toMatch(/^Cut for your device\.\s*Made to be noticed\.$/);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it.each(contentPages)('answers %s with its page, headed "%s"', async (path, heading, title) => {
    const { page, response, errors } = await openAt(running(), desktop, path);

    expect(response?.status()).toBe(200);
    expect(await mainHeading(page)).toBe(heading);
    await expect.poll(() => page.title()).toBe(title);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('opens a blog article from the blog index', async () => {
    const { page } = await openAt(running(), phone, '/blog');
    const articles = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    expect(await articles.count(), 'articles on the blog index').toBeGreaterThanOrEqual(3);
    const title = (await articles.first().innerText()).trim();

    await articles.first().click();

    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await expectHeading(page, title);
    // A real article: several paragraphs of text, not a stub.
    const text = await page.getByRole('main').innerText();
    expect(text.split(/\s+/).length, 'words in the article').toBeGreaterThan(300);
  });
});

describe('category listings', () => {
  it('redirects /category to the mobile skins listing', async () => {
    const { page, response } = await openAt(running(), desktop, '/category');

    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/category/mobile-skins');
    expect(await mainHeading(page)).toBe('Mobile Skins');
  });

  it.each(CATEGORIES.map((category) => [category.slug, category] as const))(
    'answers /category/%s with a page of that category’s products',
    async (slug, category) => {
      const { page, response } = await openAt(running(), desktop, `/category/${slug}`);

      expect(response?.status()).toBe(200);
      expect(await mainHeading(page)).toBe(category.name);
      const hrefs = await productCardHrefs(page, 'Products');
      expect(hrefs, 'one page of products').toHaveLength(PRODUCT_PAGE_SIZE);
      const slugs = new Set(catalog.filter((p) => p.category === slug).map((p) => p.slug));
      for (const href of hrefs) {
        expect(slugs.has(decodeURIComponent(href.replace('/product/', ''))), href).toBe(true);
      }
    },
  );

  it('answers every link of the category bar with that device’s listing', async () => {
    const { page } = await openAt(running(), desktop, '/about');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    const links = bar.locator('a');
    await links.first().waitFor();
    const expected = CATEGORIES.flatMap((category) => [
      `/category/${category.slug}`,
      ...categoryBarTypes(category).map((type) => `/category/${category.slug}/${type.name}`),
    ]);
    expect(await hrefsOf(links)).toEqual(expected);

    for (const category of CATEGORIES) {
      for (const type of categoryBarTypes(category)) {
        const path = `/category/${category.slug}/${type.name}`;
        const response = await page.goto(running().app.url(path));
        expect(response?.status(), path).toBe(200);
        expect(await mainHeading(page), path).toBe(typeHeading(type));
        const slugs = new Set(
          catalog.filter((p) => p.productType.name === type.name).map((p) => p.slug),
        );
        const hrefs = await productCardHrefs(page, 'Products');
        expect(hrefs.length, `${path} shows products`).toBeGreaterThan(0);
        for (const href of hrefs) {
          expect(slugs.has(decodeURIComponent(href.replace('/product/', ''))), href).toBe(true);
        }
      }
    }
  });

  it.each(['/category/phone-skins', '/category/mobile-skins/macbook'])(
    'shows the not-found page for %s',
    async (path) => {
      const { page, response } = await openAt(running(), desktop, path);

      expect(response?.status()).toBe(404);
      expect(await mainHeading(page)).toBe(MESSAGES.notFound);
    },
  );
});

describe('product pages', () => {
  it('answers /product/{slug} with the product', async () => {
    const product = firstProduct();
    const { page, response, errors } = await openAt(running(), phone, `/product/${product.slug}`);

    expect(response?.status()).toBe(200);
    expect(await mainHeading(page)).toBe(product.name);
    await expect.poll(() => page.title()).toBe(`${product.name} — Skins`);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('answers /product/{id} with the same product', async () => {
    const product = firstProduct();
    const { page, response } = await openAt(running(), desktop, `/product/${product._id}`);

    expect(response?.status()).toBe(200);
    expect(await mainHeading(page)).toBe(product.name);
  });

  it('shows the product-not-found state, with HTTP 404, for an unknown product', async () => {
    const { page, response } = await openAt(running(), desktop, '/product/no-such-skin-anywhere');

    expect(response?.status()).toBe(404);
    expect(await mainHeading(page)).toBe('Product not found');
    await page.getByRole('main').getByRole('link', { name: 'Browse the shop' }).click();
    await page.waitForURL((url) => url.pathname === '/category/mobile-skins');
  });
});

describe('search results page', () => {
  it('lists every match for the query, 10 a page, with working pages', async () => {
    const matches = await fetchTotal(running(), 'matte');
    expect(matches, 'demo products matching "matte"').toBeGreaterThan(FULL_SEARCH_LIMIT);
    const { page, response } = await openAt(running(), desktop, '/search?query=matte');

    expect(response?.status()).toBe(200);
    expect(await mainHeading(page)).toBe('Results for "matte"');
    await expect.poll(() => page.getByText(`${matches} results`).isVisible()).toBe(true);
    const firstPage = await productCardHrefs(page, 'Search results');
    expect(firstPage).toHaveLength(FULL_SEARCH_LIMIT);

    await page
      .getByRole('navigation', { name: 'Search results pages' })
      .getByRole('link', { name: 'Next page' })
      .click();

    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('query')).toBe('matte');
    await expect
      .poll(async () => (await productCardHrefs(page, 'Search results')).join())
      .not.toBe(firstPage.join());
    const secondPage = await productCardHrefs(page, 'Search results');
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    const current = page.getByRole('link', { name: 'Page 2' });
    expect(await current.getAttribute('aria-current')).toBe('page');
  });

  it('asks the server nothing for a blank query and offers the categories instead', async () => {
    const { page } = await openAt(running(), desktop, '/about');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products/search')) searches.push(request.url());
    });

    await page.goto(running().app.url('/search?query=%20%20'));

    expect(await mainHeading(page)).toBe('Search the shop');
    const main = page.getByRole('main');
    expect(await hrefsOf(main.getByRole('list', { name: 'Categories' }).getByRole('link'))).toEqual(
      CATEGORIES.map((category) => `/category/${category.slug}`),
    );
    expect(searches).toEqual([]);
  });
});

async function fetchTotal(shop: ShopSession, query: string): Promise<number> {
  const response = await fetch(shop.app.url(`/api/products/search/full?query=${query}&limit=1`));
  return ProductListSchema.parse(await response.json()).total;
}

describe('pages that do not exist', () => {
  it.each(['/policies/cookies', '/blog/no-such-article'])(
    'shows "%s" as the not-found page with a way home',
    async (path) => {
      const { page } = await openAt(running(), phone, path);

      expect(await mainHeading(page)).toBe(MESSAGES.notFound);
      await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).click();

      await page.waitForURL((url) => url.pathname === '/');
      await expectHeading(page, /^Cut for your device/);
    },
  );

  it('shows the not-found page for an unknown address reached from inside the app', async () => {
    // The client app (the cart page): browsing pages are documents, which the server answers.
    const { page } = await openAt(running(), desktop, '/cart');

    // A client-side navigation: the router, not the server, has to find no match.
    await page.evaluate(() => {
      history.pushState(null, '', '/no/such/page');
      dispatchEvent(new PopStateEvent('popstate'));
    });

    await expectHeading(page, MESSAGES.notFound);
    expect(currentPath(page)).toBe('/no/such/page');
  });
});

describe('unexpected application errors', () => {
  // A page's code that cannot be fetched (a flaky network, or a stale tab after a release
  // removed the old chunks) is the one routing failure a shopper can really run into.
  it('shows "Unexpected Application Error!" when a page cannot load, and recovers on reload', async () => {
    // Within the client app (decision 045): from the cart page to an order's confirmation.
    const { page } = await openAt(running(), desktop, '/cart');
    const chunk = /\/assets\/order-confirmation-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));

    await page.evaluate(() => {
      history.pushState(null, '', '/order-confirmation?token=t');
      dispatchEvent(new PopStateEvent('popstate'));
    });

    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: MESSAGES.unexpectedError }).waitFor();
    // The shop around the error stays usable.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await alert.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe(
      '/',
    );

    await page.unroute(chunk);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: MESSAGES.unexpectedError }).count()).toBe(0);
  });
});

describe('first HTML of product and category pages, from the real build', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

  // The server tests fill a stand-in index.html; this checks the real Vite build's head too.
  it('replaces the build’s default title and description with the product’s own', async () => {
    // A name without characters HTML escapes, so it can be looked for as it is.
    const product = catalog.find((candidate) => !/[&<>"']/.test(candidate.name)) ?? firstProduct();
    const url = running().app.url(`/product/${product.slug}`);
    const html = head(await (await fetch(url)).text());

    expect(count(html, /<title>/g), 'titles').toBe(1);
    // A document's title is the page's own, as the client app showed it (decision 045).
    expect(html).toContain(`<title>${product.name} — Skins</title>`);
    expect(count(html, /<meta\s+name="description"/g), 'descriptions').toBe(1);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image']) {
      expect(count(html, new RegExp(`<meta property="${tag}"`, 'g')), tag).toBe(1);
    }
    const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const data: unknown = JSON.parse(jsonLd ?? 'null');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { priceCurrency: 'INR', price: product.price },
    });
  });

  it('gives a category page its title, description, canonical URL and share tags', async () => {
    const url = running().app.url('/category/laptop-skins');
    const html = head(await (await fetch(url)).text());

    expect(count(html, /<title>/g), 'titles').toBe(1);
    // A document's title is the page's own, as the client app showed it (decision 045).
    expect(html).toContain('<title>Laptop Skins — Skins</title>');
    expect(count(html, /<meta\s+name="description"/g), 'descriptions').toBe(1);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).not.toContain('application/ld+json');
  });
});

import { describe, expect, it } from 'vitest';
import { canonical, metaContent, PUBLIC_URL, seoTestApp, titles } from './seo.fixtures.ts';

// Product and category pages are in seo.routes.test.ts. The shop's return window is 12 days,
// not the default 7: the return policy's description must say the configured one.
const { t, get } = await seoTestApp({ RETURN_WINDOW_DAYS: '12' });

describe('other storefront paths', () => {
  it.each([
    '/',
    '/category',
    '/search?query=matte',
    '/about',
    '/about/',
    '/ABOUT',
    '/blog',
    '/blog/install-without-bubbles',
    '/contact',
    '/faq',
    '/policies/privacy',
    '/policies/returns',
    '/policies/shipping',
    '/policies/terms',
    '/size-guide',
    '/cart',
    '/checkout',
    '/checkout/p/4f1c/pay',
    '/checkout/p/4f1c/buy-now/carbon-fibre-obsidian-iphone',
    '/order-confirmation',
    '/order-confirmation/ord_123?token=abc',
    '/login',
    '/unsubscribe',
    '/track-order',
    '/admin',
    '/admin/products/new',
    '/product/carbon-fibre-obsidian-iphone/',
  ])('answer a client route with the SPA and 200: %s', async (url) => {
    const { status, html } = await get(url);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(titles(html)).toHaveLength(1);
  });

  it.each([
    '/nope',
    '/product',
    '/product/carbon-fibre-obsidian-iphone/extra',
    '/policies/cookies',
    '/blog/a/b',
    '/checkout/p/4f1c',
    '/order-confirmation/a/b',
    '/wp-login.php',
  ])('answer a path no client route matches with the SPA and 404: %s', async (url) => {
    const { status, html, headers } = await get(url);
    expect(status).toBe(404);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('give content pages their own title and canonical URL', async () => {
    const { html } = await get('/policies/returns?ref=footer');
    expect(titles(html)).toEqual(['Return policy | Skins']);
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/policies/returns`]);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/policies/returns`);
  });

  it('describe the return policy with the configured RETURN_WINDOW_DAYS', async () => {
    const { html } = await get('/policies/returns');
    const description =
      'Unused skins can be returned within 12 days of delivery. How to start a return, and how refunds reach your original payment method.';
    expect(metaContent(html, 'description')).toBe(description);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(html).not.toMatch(/\b7 days\b/);
  });

  it('point /category at the first category it redirects to', async () => {
    const { html } = await get('/category');
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/category/mobile-skins`]);
  });

  it('give the home page the shop title and its canonical URL', async () => {
    const { html } = await get('/');
    expect(titles(html)).toEqual(['Skins — premium skins and wraps']);
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/`]);
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/media\/art\//);
  });

  it.each(['/cart', '/search?query=matte', '/checkout/p/4f1c/pay', '/admin'])(
    'keep private pages out of search indexes: %s',
    async (url) => {
      const { html } = await get(url);
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(canonical(html)).toEqual([]);
    },
  );

  it('leave API 404s as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home page, content pages, categories, types and active products', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const url of [
      '/',
      '/about',
      '/faq',
      '/policies/returns',
      '/size-guide',
      '/category/mobile-skins',
      '/category/accessories/apple-watch',
      '/category/mobile-skins/pixel',
      '/product/carbon-fibre-obsidian-iphone',
      '/product/arctic-marble-macbook',
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${url}`);
    }
    expect(locs.filter((loc) => loc?.includes('/category/'))).toHaveLength(24);
    expect(xml).not.toContain('retired-iphone');
    expect(xml).not.toContain('/cart');
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\.in\/product\/carbon-fibre-obsidian-iphone<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
    );
  });

  it('escapes URLs for XML', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>${PUBLIC_URL}/product/o&apos;neil-rock-%26-roll</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('GET /robots.txt', () => {
  it('points crawlers at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /speculation-rules.json', () => {
  it('is named by every storefront page and lets Chromium fetch only browsing pages ahead', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/category/mobile-skins' });
    expect(page.headers['speculation-rules']).toBe('"/speculation-rules.json"');

    const response = await t.app.inject({ method: 'GET', url: '/speculation-rules.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/speculationrules\+json\b/);
    const rules = response.json() as {
      prefetch: { where: { href_matches: string[] }; eagerness: string }[];
      prerender: { where: { href_matches: string }; eagerness: string }[];
    };
    const prefetched = rules.prefetch[0]?.where.href_matches ?? [];
    expect(prefetched).toContain('/category/:category/:type?');
    expect(prefetched).toContain('/product/:idOrSlug');
    // Never a client app's page: a prefetch must not start a checkout.
    for (const appPath of ['/cart', '/checkout', '/checkout/p/:pipelineId/:action/:productId?']) {
      expect(prefetched).not.toContain(appPath);
    }
    expect(rules.prerender[0]?.where.href_matches).toBe('/product/:idOrSlug');
    expect(rules.prerender[0]?.eagerness).toBe('moderate');
  });
});

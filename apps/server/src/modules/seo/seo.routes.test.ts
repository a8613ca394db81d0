import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

const PUBLIC_URL = 'https://shop.example.in';

// The shape of Vite's build: a default title and description that each page must replace.
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>Default title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestContext;
let distDir: string;
let carbonId: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'skins-seo-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  const { db } = t.database;
  const carbon = await createProduct(db, {
    name: 'Carbon Fibre Obsidian — iPhone 16 Pro Skin',
    slug: 'carbon-fibre-obsidian-iphone',
    description: 'A matte carbon-fibre texture that hides fingerprints.\n\nCut for the camera.',
    price: 549,
    compareAtPrice: 699,
  });
  carbonId = carbon.id;
  await createProduct(db, {
    name: 'Arctic Marble — MacBook Air Skin',
    slug: 'arctic-marble-macbook',
    productType: 'macbook',
    price: 1299.5,
  });
  await createProduct(db, {
    name: 'Retired Design — iPhone 13 Skin',
    slug: 'retired-iphone',
    active: false,
  });
  await createProduct(db, {
    name: `</title><script>alert("name")</script> Rock & Roll 'Skin' $& $' $1`,
    slug: "o'neil-rock-&-roll",
    description: '</script><script>alert("description")</script><!-- & more',
    price: 799,
  });
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

async function get(url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await t.app.inject({ method, url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Every `content` of `<meta {name|property}="key">`, unescaped. */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => unescapeHtml(match[1] ?? ''));
}
const metaContent = (html: string, key: string) => {
  const contents = metaContents(html, key);
  expect(contents, `exactly one ${key}`).toHaveLength(1);
  return contents[0];
};
const titles = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescapeHtml(match[1] ?? ''));
const canonical = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) =>
    unescapeHtml(m[1] ?? ''),
  );
const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
function jsonLd(html: string): { raw: string; value: Record<string, unknown> } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const raw = scripts[0]?.[1] ?? '';
  return { raw, value: JSON.parse(raw) };
}

describe('product pages', () => {
  it('carry the title, description, canonical URL, Open Graph tags and the SPA', async () => {
    const { status, html, headers } = await get('/product/carbon-fibre-obsidian-iphone');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc123.js"');

    expect(titles(html)).toEqual(['Carbon Fibre Obsidian — iPhone 16 Pro Skin | Skins']);
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description.');
    expect(metaContent(html, 'description')).toBe(
      'A matte carbon-fibre texture that hides fingerprints. Cut for the camera.',
    );
    const url = `${PUBLIC_URL}/product/carbon-fibre-obsidian-iphone`;
    expect(canonical(html)).toEqual([url]);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(
      'Carbon Fibre Obsidian — iPhone 16 Pro Skin | Skins',
    );
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(
      `${PUBLIC_URL}/media/art/v2/iphone/carbon-fibre/obsidian/front.svg`,
    );
    expect(metaContent(html, 'product:price:amount')).toBe('549.00');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContents(html, 'robots')).toEqual([]);
    // Tags land inside <head>, not in the body.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('describe the product in schema.org JSON-LD with the price in INR', async () => {
    const { html } = await get('/product/carbon-fibre-obsidian-iphone');
    const { raw, value } = jsonLd(html);
    const url = `${PUBLIC_URL}/product/carbon-fibre-obsidian-iphone`;
    expect(value).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Carbon Fibre Obsidian — iPhone 16 Pro Skin',
      description: 'A matte carbon-fibre texture that hides fingerprints.\n\nCut for the camera.',
      image: [`${PUBLIC_URL}/media/art/v2/iphone/carbon-fibre/obsidian/front.svg`],
      sku: 'carbon-fibre-obsidian-iphone',
      productID: carbonId,
      brand: { '@type': 'Brand', name: 'Skins' },
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: 549,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(raw).toContain('"price":549.00,');
  });

  it('write paise exactly and keep two decimals', async () => {
    const { html } = await get('/product/arctic-marble-macbook');
    expect(jsonLd(html).raw).toContain('"price":1299.50,');
    expect(metaContent(html, 'product:price:amount')).toBe('1299.50');
  });

  it('point the canonical URL at the slug when opened by id', async () => {
    const { status, html } = await get(`/product/${carbonId}?utm_source=newsletter`);
    expect(status).toBe(200);
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/product/carbon-fibre-obsidian-iphone`]);
  });

  it('ask for the product and its first image with the HTML, at the URLs the storefront uses', async () => {
    const bySlug = await get('/product/carbon-fibre-obsidian-iphone');
    expect(preloads(bySlug.html)).toEqual([
      '<link rel="preload" as="fetch" href="/api/products/carbon-fibre-obsidian-iphone" crossorigin />',
      '<link rel="preload" as="image" href="/media/art/v2/iphone/carbon-fibre/obsidian/front.svg" fetchpriority="high" />',
    ]);
    // Opened by id, the storefront asks for the product by id: the hint must name that URL.
    const byId = await get(`/product/${carbonId}`);
    expect(preloads(byId.html)[0]).toContain(`href="/api/products/${carbonId}"`);
    const escaped = await get(`/product/${encodeURIComponent("o'neil-rock-&-roll")}`);
    expect(preloads(escaped.html)[0]).toContain('href="/api/products/o&#39;neil-rock-%26-roll"');
  });

  it('answer HEAD like GET, without a body', async () => {
    const { status, html } = await get('/product/carbon-fibre-obsidian-iphone', 'HEAD');
    expect(status).toBe(200);
    expect(html).toBe('');
  });

  it.each([
    '/product/no-such-skin',
    '/product/retired-iphone',
    '/product/00000000-0000-4000-8000-000000000000',
    `/product/${'x'.repeat(500)}`,
  ])('answer the SPA with 404 and noindex for an unknown or inactive product: %s', async (url) => {
    const { status, html } = await get(url);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(canonical(html)).toEqual([]);
    expect(html).not.toContain('application/ld+json');
    expect(preloads(html)).toEqual([]);
  });

  it('escape markup in names and descriptions from the database', async () => {
    const { status, html } = await get(`/product/${encodeURIComponent("o'neil-rock-&-roll")}`);
    expect(status).toBe(200);
    const name = `</title><script>alert("name")</script> Rock & Roll 'Skin' $& $' $1`;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!-- &');
    expect(titles(html)).toEqual([`${name} | Skins`]);
    expect(metaContent(html, 'og:image:alt')).toBe(name);
    expect(metaContent(html, 'description')).toBe(
      '</script><script>alert("description")</script><!-- & more',
    );
    const { raw, value } = jsonLd(html);
    expect(raw).not.toMatch(/[<>]/);
    expect(raw).toContain('\\u003c/script\\u003e');
    expect(value).toMatchObject({
      name,
      description: '</script><script>alert("description")</script><!-- & more',
    });
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/product/o'neil-rock-%26-roll`]);
  });
});

describe('category pages', () => {
  it('carry the category title, description, canonical URL and a share image', async () => {
    const { status, html } = await get('/category/mobile-skins');
    expect(status).toBe(200);
    expect(titles(html)).toEqual(['Mobile Skins | Skins']);
    expect(metaContent(html, 'description')).toMatch(/iPhone, Samsung and OnePlus/);
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/category/mobile-skins`]);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/category/mobile-skins`);
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/media\/art\//);
    expect(html).not.toContain('application/ld+json');
    // Only product pages name what they fetch first; a listing's URL depends on its filters.
    expect(preloads(html)).toEqual([]);
  });

  it('name the product type on type pages', async () => {
    const { status, html } = await get('/category/laptop-skins/macbook');
    expect(status).toBe(200);
    expect(titles(html)).toEqual(['MacBook — Laptop Skins | Skins']);
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/category/laptop-skins/macbook`]);
    expect(metaContent(html, 'og:image')).toBe(
      `${PUBLIC_URL}/media/art/v2/iphone/carbon-fibre/obsidian/front.svg`,
    );
  });

  it('leave the share image out when a listing is empty', async () => {
    const { status, html } = await get('/category/console-skins/ps5');
    expect(status).toBe(200);
    expect(metaContents(html, 'og:image')).toEqual([]);
  });

  it.each([
    '/category/phone-skins',
    '/category/mobile-skins/macbook',
    '/category/mobile-skins/pixel',
    '/category/mobile-skins/iphone/extra',
  ])('answer 404 for an unknown category or type: %s', async (url) => {
    const { status, html } = await get(url);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });
});

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
      '/product/carbon-fibre-obsidian-iphone',
      '/product/arctic-marble-macbook',
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${url}`);
    }
    expect(locs.filter((loc) => loc?.includes('/category/'))).toHaveLength(16);
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

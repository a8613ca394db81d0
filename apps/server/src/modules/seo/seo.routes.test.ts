import { describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/factories.ts';
import {
  canonical,
  metaContent,
  metaContents,
  PUBLIC_URL,
  seoTestApp,
  titles,
} from './seo.fixtures.ts';

// Other storefront paths, the sitemap and robots.txt are in seo.sitemap.test.ts.
const { t, carbonId, get } = await seoTestApp();

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

  it('ask for the first image with the HTML, and not for the product: the page holds it', async () => {
    const bySlug = await get('/product/carbon-fibre-obsidian-iphone');
    expect(preloads(bySlug.html)).toEqual([
      '<link rel="preload" as="image" href="/media/art/v2/iphone/carbon-fibre/obsidian/front.svg" fetchpriority="high" />',
    ]);
    const byId = await get(`/product/${carbonId}`);
    expect(preloads(byId.html)).toEqual(preloads(bySlug.html));
  });

  it("ask for an upload's AVIF, typed so that browsers without AVIF skip the hint", async () => {
    const folder = '/media/uploads/4b0f1111-2222-4333-8444-555566667777';
    await createProduct(t.database.db, {
      slug: 'uploaded-sunset-iphone',
      // The oldest: a category's share image (its newest product, as none has sold) stays artwork.
      createdAt: new Date('2020-01-01T00:00:00Z'),
      images: [`${folder}/1280.webp`, '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg'],
    });
    const { html } = await get('/product/uploaded-sunset-iphone');
    // The gallery's <picture> offers this one file first (product-image.tsx, no sizes).
    expect(preloads(html)).toEqual([
      `<link rel="preload" as="image" href="${folder}/1280.avif" type="image/avif" fetchpriority="high" />`,
    ]);
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
    expect(metaContent(html, 'description')).toMatch(
      /iPhone, Samsung, OnePlus, Xiaomi, Redmi, Vivo, Oppo, Realme, Motorola, Nothing Phone and Google Pixel/,
    );
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
    '/category/mobile-skins/nokia',
    '/category/mobile-skins/iphone/extra',
  ])('answer 404 for an unknown category or type: %s', async (url) => {
    const { status, html } = await get(url);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });
});

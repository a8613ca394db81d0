import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

// The setup the SEO tests share (seo.routes.test.ts and seo.sitemap.test.ts): a built index.html,
// an app per test file with the same products, and readers for the tags a page carries.

export const PUBLIC_URL = 'https://shop.example.in';

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

/**
 * A new app for the calling test file, serving INDEX_HTML, with its products made; `env` adds
 * settings (RETURN_WINDOW_DAYS…).
 */
export async function seoTestApp(env: Record<string, string> = {}) {
  const distDir = await mkdtemp(path.join(tmpdir(), 'skins-seo-'));
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  const t = await buildTestApp({ ...env, WEB_DIST_DIR: distDir, PUBLIC_URL });
  const { db } = t.database;
  const carbon = await createProduct(db, {
    name: 'Carbon Fibre Obsidian — iPhone 16 Pro Skin',
    slug: 'carbon-fibre-obsidian-iphone',
    description: 'A matte carbon-fibre texture that hides fingerprints.\n\nCut for the camera.',
    price: 549,
    compareAtPrice: 699,
  });
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

  async function get(url: string, method: 'GET' | 'HEAD' = 'GET') {
    const response = await t.app.inject({ method, url });
    return { status: response.statusCode, html: response.body, headers: response.headers };
  }

  return { t, carbonId: carbon.id, get };
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
export function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => unescapeHtml(match[1] ?? ''));
}
export const metaContent = (html: string, key: string) => {
  const contents = metaContents(html, key);
  expect(contents, `exactly one ${key}`).toHaveLength(1);
  return contents[0];
};
export const titles = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescapeHtml(match[1] ?? ''));
export const canonical = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) =>
    unescapeHtml(m[1] ?? ''),
  );

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { getPage, unlockCookieOf } from './gated-page.fixtures.ts';

// The storefront's pages while the password gate is on: the HTML that shows the gate must not
// leak the catalog, and nothing of a locked shop may be indexed (docs/decisions/003-password-gate.md).

const PASSWORD = 'open sesame';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Default title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestContext;
let distDir: string;
let unlockCookie: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'skins-locked-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets/index-abc123.js'), 'console.log("shop");\n');
  t = await buildTestApp({ WEB_DIST_DIR: distDir, STORE_PASSWORD: PASSWORD });
  await createProduct(t.database.db, {
    name: 'Secret Launch Design — iPhone 16 Pro Skin',
    slug: 'secret-launch-design',
    description: 'Not to be seen before the launch.',
  });
  unlockCookie = await unlockCookieOf(t.app, PASSWORD);
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => getPage(t.app, url, cookie);

describe('storefront pages of a locked store, without the unlock cookie', () => {
  it.each(['/', '/product/secret-launch-design', '/category/mobile-skins', '/about', '/cart'])(
    'answer %s with the SPA, a generic head, and noindex',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<title>Skins — premium skins and wraps</title>');
      expect(response.body).not.toContain('Secret Launch');
      expect(response.body).not.toContain('application/ld+json');
      expect(response.body).not.toContain('og:image');
      expect(response.body).not.toContain('rel="canonical"');
    },
  );

  it('still answers unknown pages with 404', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('refuses the sitemap (it lists every product URL)', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
  });

  it('serves static assets and robots.txt', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('shop');
    expect((await get('/robots.txt')).statusCode).toBe(200);
  });
});

describe('storefront pages of a locked store, with the unlock cookie', () => {
  it('carry the product head as usual', async () => {
    const response = await get('/product/secret-launch-design', unlockCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.body).toContain(
      '<title>Secret Launch Design — iPhone 16 Pro Skin | Skins</title>',
    );
  });

  it('get the sitemap', async () => {
    const response = await get('/sitemap.xml', unlockCookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/product/secret-launch-design</loc>');
  });
});

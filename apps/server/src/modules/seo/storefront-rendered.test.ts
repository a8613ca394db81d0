import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CART_STATE_SCRIPT, EARLY_TAPS_SCRIPT } from '@skins/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { body as productBody } from '../catalog/product-admin.fixtures.ts';
import { getPage, unlockCookieOf } from './gated-page.fixtures.ts';

// The server's side of server rendering (docs/decisions/029): how it calls the storefront's server
// bundle and what it makes of the answer. The real bundle is tested end to end
// (e2e/server-rendering.spec.ts); here a stand-in bundle reports what it was given.

const PASSWORD = 'open sesame';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head><!--cart-state--><title>Default title</title></head>
  <body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/index.js"></script></body>
</html>
`;

const ISLANDS_HTML = `<!doctype html>
<html lang="en-IN" data-page="document">
  <head><meta charset="UTF-8" /><!--early-taps--><title>Default title</title></head>
  <body><div id="root"><!--app-html--></div><script type="module" src="/assets/islands.js"></script></body>
</html>
`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js: fetches the catalog through the fetch it is
 * given (as the real loaders do) and draws what it saw; some paths redirect, fail or 404.
 */
const ENTRY_SERVER = `
import { Readable } from 'node:stream';
let renders = 0;
export async function renderPage({ url, gate, fetch, isDocument }) {
  const { pathname } = new URL(url);
  if (pathname === '/checkout') return { kind: 'redirect', status: 302, location: '/checkout/p/1/pay' };
  if (pathname === '/broken') throw new Error('the page failed to render');
  const answer = await fetch('/api/products?limit=1', { headers: { Accept: 'application/json' } });
  const body = await answer.text();
  const names = answer.ok ? JSON.parse(body).data.map((p) => p.name).join(',') : 'status ' + answer.status;
  return {
    kind: 'page',
    status: pathname === '/category/nope' ? 404 : 200,
    body: Readable.from(['<title>Own title of ' + pathname + '</title>', '<main>', 'gate=' + gate + ' products=' + names, '</main>', '<p>render ' + ++renders + '</p>', '<p>document=' + Boolean(isDocument) + '</p>']),
    state: () => JSON.stringify({ path: pathname }),
  };
}
`;

let t: TestContext;
let webDir: string;
let unlockCookie: string;
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'skins-rendered-'));
  await mkdir(path.join(webDir, 'dist'));
  await mkdir(path.join(webDir, 'dist-ssr'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'dist', 'islands.html'), ISLANDS_HTML);
  await writeFile(path.join(webDir, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  t = await buildTestApp(
    { WEB_DIST_DIR: path.join(webDir, 'dist'), STORE_PASSWORD: PASSWORD },
    { authenticateAdmin },
  );
  product = await createProduct(t.database.db, { name: 'Carbon Weave — iPhone 16 Pro Skin' });
  unlockCookie = await unlockCookieOf(t.app, PASSWORD);
});

afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => getPage(t.app, url, cookie);

describe('a storefront page rendered on the server', () => {
  it('puts the page in #root and its state after it, fetching the API in-process as the visitor', async () => {
    // A client-app page: the cart (the browsing pages are documents, with no state).
    const response = await get('/cart', unlockCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(
      '<main>gate=passed products=Carbon Weave — iPhone 16 Pro Skin</main>',
    );
    expect(response.body).toContain(
      '<script type="application/json" id="shop-state">{"path":"/cart"}</script><script type="module"',
    );
  });

  it('renders the gate for a locked visitor: the in-process API refuses them the catalog too', async () => {
    const response = await get('/product/anything');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>gate=closed products=status 403</main>');
  });

  it("answers a loader's 404 with 404", async () => {
    expect((await get('/category/nope', unlockCookie)).statusCode).toBe(404);
  });

  it("answers the route table's redirect with a redirect", async () => {
    const response = await get('/checkout', unlockCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/checkout/p/1/pay');
  });

  it('sends a browsing page as a document: islands, the early-taps script, its own title', async () => {
    const response = await get('/about', unlockCookie);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en-IN" data-page="document">');
    expect(response.body).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    expect(response.body).toContain('<p>document=true</p>');
    expect(response.body).not.toContain('shop-state');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<title>Own title of /about</title>');
    expect(head).not.toContain('Default title');
    expect(response.body.slice(head.length)).not.toContain('<title>');
    // The CSP lets that one inline script run, by its hash.
    const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('sends a client-app page with the app, the state it hydrates from and the stored-cart mark', async () => {
    const response = await get('/cart', unlockCookie);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>document=false</p>');
    expect(response.body).toContain('<script type="application/json" id="shop-state">');
    expect(response.body).not.toContain(EARLY_TAPS_SCRIPT);
    expect(response.body).toContain(`<head><script>${CART_STATE_SCRIPT}</script>`);
    // The CSP lets that inline script run, by its hash.
    const hash = createHash('sha256').update(CART_STATE_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('sends a page that fails to render unrendered, for the browser to draw (never a 500)', async () => {
    const response = await get('/broken', unlockCookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><!--app-html--></div>');
  });

  it('leaves sign-in and the admin to the browser', async () => {
    for (const url of ['/login', '/admin/orders']) {
      const response = await get(url, unlockCookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><!--app-html--></div>');
      expect(response.body).not.toContain('shop-state');
    }
  });
});

describe('the page cache', () => {
  const renderNumber = (body: string) => Number(/<p>render (\d+)<\/p>/.exec(body)?.[1]);

  it('keeps a catalog page whole for the next visitor, per gate state, until a catalog write', async () => {
    const first = renderNumber((await get('/category/mobile-skins', unlockCookie)).body);
    expect(renderNumber((await get('/category/mobile-skins', unlockCookie)).body)).toBe(first);
    // A locked visitor's page is another page.
    expect(renderNumber((await get('/category/mobile-skins')).body)).toBeGreaterThan(first);

    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: ADMIN,
      payload: productBody({ name: 'Carbon Weave Mk II — iPhone 16 Pro Skin' }),
    });
    expect(write.statusCode).toBe(200);
    const after = await get('/category/mobile-skins', unlockCookie);
    expect(renderNumber(after.body)).toBeGreaterThan(first + 1);
    expect(after.body).toContain('Carbon Weave Mk II');
  });

  it('renders the cart and checkout for each visitor', async () => {
    const first = renderNumber((await get('/cart', unlockCookie)).body);
    expect(renderNumber((await get('/cart', unlockCookie)).body)).toBe(first + 1);
  });
});

describe('a shop without a store password', () => {
  it('tells the page the gate is off (the browser then leaves the unlock flag alone)', async () => {
    const open = await buildTestApp({ WEB_DIST_DIR: path.join(webDir, 'dist') });
    const response = await open.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>gate=off products=');
  });
});

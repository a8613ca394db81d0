import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ProductListSchema, STOREFRONT_ROUTES } from '@skins/shared';
import {
  findFreePort,
  repoRoot,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/testing/server-process.ts';

export interface StorefrontPage {
  name: string;
  path: string;
  /** False for pages kept out of search engines on purpose (STOREFRONT_ROUTES): no SEO target. */
  isIndexable: boolean;
}

/**
 * The build to measure. BENCH_WEB_DIST_DIR names a private build (`vite build --outDir …`) and
 * is used as it is; otherwise apps/web/dist is built when missing or older than its sources,
 * as `npm start` does, so the figures are those of the current code.
 */
export function prepareWebBuild(): string {
  const configured = process.env.BENCH_WEB_DIST_DIR;
  if (configured) {
    const distDir = resolve(configured);
    if (!existsSync(join(distDir, 'index.html'))) {
      throw new Error(`BENCH_WEB_DIST_DIR=${configured} has no index.html: build into it first`);
    }
    return distDir;
  }
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return join(repoRoot, 'apps/web/dist');
}

/**
 * The shop as a shopper first meets it: the built SPA, the embedded database with the demo
 * catalog, the gate off, production mode. PUBLIC_URL is the server's own address so canonical
 * links and the sitemap point where Lighthouse looks.
 */
export async function startStorefront(dataDir: string, webDistDir: string): Promise<ServerProcess> {
  await mkdir(dataDir, { recursive: true });
  const port = Number(process.env.BENCH_STOREFRONT_PORT) || (await findFreePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    STORE_PASSWORD: '',
    HOST: '127.0.0.1',
    PORT: `${port}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    SEED_DEMO_CATALOG: 'true',
  };
  // The embedded database: a DATABASE_URL from the caller's shell would measure a shared one.
  delete env.DATABASE_URL;
  return startServerProcess({
    label: 'storefront server',
    args: ['apps/server/src/server.ts'],
    env,
    port,
  });
}

/**
 * Home, the first category, the newest product of the running shop's catalog, a search for the
 * first word of that product's name, and the (empty, as on a cold visit) cart.
 */
export async function storefrontPages(baseUrl: string): Promise<StorefrontPage[]> {
  const response = await fetch(`${baseUrl}/api/products?page=1&limit=1`);
  if (response.status !== 200) {
    throw new Error(`GET /api/products answered ${response.status}: ${await response.text()}`);
  }
  const product = ProductListSchema.parse(await response.json()).data[0];
  if (!product) throw new Error('the storefront has no products to open a product page for');
  const page = (name: 'home' | 'category' | 'product' | 'search' | 'cart', path: string) => ({
    name,
    path,
    isIndexable: STOREFRONT_ROUTES[name].isIndexable,
  });
  return [
    page('home', '/'),
    page('category', '/category/mobile-skins'),
    page('product', `/product/${encodeURIComponent(product.slug)}`),
    page('search', `/search?${new URLSearchParams({ query: searchWord(product.name) })}`),
    page('cart', '/cart'),
  ];
}

/** A word the catalog surely matches: the product's own first word (lower case, as typed). */
function searchWord(productName: string): string {
  return (productName.split(/\s+/)[0] ?? 'skin').toLowerCase();
}

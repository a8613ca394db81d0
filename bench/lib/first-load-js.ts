import { gzipSync } from 'node:zlib';
import { type BrowserContextOptions, chromium, type Response } from 'playwright-core';
import { chromiumFlags, chromiumPath, isLocalUrl } from './chromium.ts';
import type { StorefrontPage } from './storefront-server.ts';

export interface JsFile {
  /** Path on the server (the origin is the same for all). */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  page: string;
  path: string;
  viewport: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Biggest first, by gzip size. */
  biggest: JsFile[];
  /** Requests to anywhere but the server under test (blocked by the resolver rule). */
  offOrigin: string[];
}

const viewports: Record<string, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
};

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/i.test(type);
}

/**
 * Every JavaScript response of each page's first load, in a fresh context (empty cache) per
 * page and viewport, until React has taken the page over and the network is idle. Sizes are gzip -9 of the bodies computed here,
 * so the figure is the code's, whatever compression the server applies.
 */
export async function measureFirstLoadJs(
  baseUrl: string,
  pages: StorefrontPage[],
): Promise<FirstLoadJs[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const results: FirstLoadJs[] = [];
    for (const page of pages) {
      for (const [viewport, options] of Object.entries(viewports)) {
        const context = await browser.newContext(options);
        try {
          const tab = await context.newPage();
          const scripts = new Map<string, Promise<JsFile>>();
          const offOrigin = new Set<string>();
          tab.on('request', (request) => {
            if (!isLocalUrl(request.url(), baseUrl)) offOrigin.add(request.url());
          });
          tab.on('response', (response) => {
            const url = response.url();
            if (!isJavaScript(response) || scripts.has(url) || !isLocalUrl(url, baseUrl)) return;
            const size = sizeOf(response);
            // Awaited after the load; until then a failure must not count as unhandled.
            size.catch(() => {});
            scripts.set(url, size);
          });
          const answer = await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
          if (answer?.status() !== 200) {
            throw new Error(`${page.path} answered ${answer?.status() ?? 'nothing'}`);
          }
          // On a busy machine the entry can take longer to run than "network idle" waits: wait
          // until the page is taken over (a client app marks <html data-hydrated="true">; a
          // document's islands that load when idle each mark their root, decision 045), then
          // for the network to settle again.
          await tab.waitForFunction(
            () =>
              document.documentElement.dataset.page === 'document'
                ? [...document.querySelectorAll('shop-island[data-load="idle"]')].every((island) =>
                    island.hasAttribute('data-hydrated'),
                  )
                : document.documentElement.dataset.hydrated === 'true',
            null,
            { timeout: 60_000 },
          );
          await tab.waitForLoadState('networkidle');
          const files = await Promise.all(scripts.values());
          results.push(summarize(page, viewport, files, [...offOrigin]));
        } finally {
          await context.close();
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function sizeOf(response: Response): Promise<JsFile> {
  const body = await response.body();
  return {
    path: new URL(response.url()).pathname,
    rawBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: 9 }).byteLength,
  };
}

function summarize(
  page: StorefrontPage,
  viewport: string,
  files: JsFile[],
  offOrigin: string[],
): FirstLoadJs {
  const sum = (key: 'rawBytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
  return {
    page: page.name,
    path: page.path,
    viewport,
    files: files.length,
    rawBytes: sum('rawBytes'),
    gzipBytes: sum('gzipBytes'),
    biggest: files.toSorted((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3),
    offOrigin,
  };
}

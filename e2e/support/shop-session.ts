import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, type RunningApp, startApp } from './app.ts';
import { launchBrowser } from './browser.ts';

export interface ShopSession {
  app: RunningApp;
  browser: Browser;
  close: () => Promise<void>;
}

/** The server and Chromium start side by side; if either fails, the other is closed again. */
export async function openShopSession(options: AppOptions = {}): Promise<ShopSession> {
  const [app, browser] = await Promise.allSettled([startApp(options), launchBrowser()]);
  if (app.status === 'fulfilled' && browser.status === 'fulfilled') {
    return {
      app: app.value,
      browser: browser.value,
      close: async () => {
        await browser.value.close();
        await app.value.stop();
      },
    };
  }
  if (app.status === 'fulfilled') await app.value.stop();
  if (browser.status === 'fulfilled') await browser.value.close();
  const failures = [app, browser].filter(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  throw failures[0]?.reason;
}

/**
 * One shop session for a spec file: opened before its first test, closed after its last. The
 * getter it returns fails a test with a clear message when the start-up itself failed.
 */
export function useShopSession(options: AppOptions = {}): () => ShopSession {
  let shop: ShopSession | undefined;
  beforeAll(async () => {
    shop = await openShopSession(options);
  });
  afterAll(async () => {
    await shop?.close();
  });
  return () => {
    if (!shop) throw new Error('the shop and the browser did not start');
    return shop;
  };
}

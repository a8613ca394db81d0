import type { Page } from 'playwright-core';

/**
 * Issue [13]'s mid-range phone: the CPU 4× slower, 150 ms of latency, 1.6 Mbit/s down and
 * 750 kbit/s up (DevTools protocol). The page's first paint and its islands' code arrive seconds
 * apart, as on a phone: what a test does at first sight, it does before the islands hydrate.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

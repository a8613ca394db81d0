import type { Page } from 'playwright-core';
import { fillShipping, payNow } from './checkout.ts';
import { mainHeading } from './storefront.ts';

/**
 * On a product page: Buy now with `model`, Asha's shipping, and the simulated gateway's Pay.
 * Resolves with the new order's id, read from the confirmation page's address.
 */
export async function buyNowInSimulatedMode(
  page: Page,
  productName: string,
  model: string,
): Promise<string> {
  if ((await mainHeading(page)) !== productName) {
    throw new Error(`expected the page of ${productName}`);
  }
  await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL((url) => url.pathname.includes('/buy-now/'));
  await fillShipping(page);
  await payNow(page).click();
  await page
    .getByRole('dialog', { name: 'Test payment — no money moves' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

import type { Page } from 'playwright-core';
import { fillShipping, payNow, type ShippingFields } from './checkout.ts';
import { mainHeading } from './storefront.ts';

/** On the checkout: the promo code applied from the order summary (folded away on phones). */
async function applyCoupon(page: Page, code: string): Promise<void> {
  const fold = page.getByRole('button', { name: 'Show order summary' });
  if (await fold.isVisible()) await fold.click();
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('button', { name: `Remove coupon ${code}` }).waitFor();
}

interface PurchaseOptions {
  /** A promo code to apply before paying. */
  coupon?: string;
  /** The shipping form's fields; Asha's by default. */
  shopper?: ShippingFields;
  /** Steps on the filled shipping form before Continue (e.g. ticking the order-updates box). */
  atShipping?: (page: Page) => Promise<void>;
}

/**
 * On a product page: Buy now with `model`, the shopper's shipping (and `atShipping`'s steps), the
 * coupon if given, and the simulated gateway's Pay. Resolves with the new order's id, read from
 * the confirmation page's address.
 */
export async function buyNowInSimulatedMode(
  page: Page,
  productName: string,
  model: string,
  { coupon, shopper, atShipping }: PurchaseOptions = {},
): Promise<string> {
  if ((await mainHeading(page)) !== productName) {
    throw new Error(`expected the page of ${productName}`);
  }
  await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL((url) => url.pathname.includes('/buy-now/'));
  await fillShipping(page, shopper, atShipping);
  if (coupon) await applyCoupon(page, coupon);
  await payNow(page).click();
  await page
    .getByRole('dialog', { name: 'Test payment — no money moves' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

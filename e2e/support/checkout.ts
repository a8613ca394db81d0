import type { Locator, Page } from 'playwright-core';

/** The shopper of the checkout specs, as the shipping form's labels name each field. */
export const ASHA = {
  'First name': 'Asha',
  'Last name': 'Rao',
  Address: '12 MG Road',
  City: 'Bengaluru',
  'PIN code': '560001',
  Phone: '9876543210',
  Email: 'asha@example.in',
} as const;

export type ShippingFields = { [label in keyof typeof ASHA]: string };

/** Fills the shipping form's fields (Karnataka, as Asha's PIN says) without submitting it. */
export async function fillShippingFields(
  page: Page,
  shopper: ShippingFields = ASHA,
): Promise<void> {
  for (const [label, value] of Object.entries(shopper)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('State', { exact: true }).selectOption('Karnataka');
}

/**
 * Fills and submits the shipping form and waits for its summary. `beforeContinue` acts on the
 * filled form first, as a shopper would before pressing Continue (ticking a box under it).
 */
export async function fillShipping(
  page: Page,
  shopper: ShippingFields = ASHA,
  beforeContinue?: (page: Page) => Promise<void>,
): Promise<void> {
  await fillShippingFields(page, shopper);
  await beforeContinue?.(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Shipping to' }).waitFor();
}

export const payNow = (page: Page): Locator => page.getByRole('button', { name: 'Pay Now' });

/** The payment panel's message, once one shows. */
export async function paymentAlert(page: Page): Promise<string> {
  const alert = page.getByRole('region', { name: 'Payment' }).getByRole('alert');
  await alert.waitFor();
  return alert.innerText();
}

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

/** Fills and submits the shipping form (Karnataka, as Asha's PIN says) and waits for its summary. */
export async function fillShipping(page: Page, shopper: ShippingFields = ASHA): Promise<void> {
  for (const [label, value] of Object.entries(shopper)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('State', { exact: true }).selectOption('Karnataka');
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

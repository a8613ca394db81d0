import { STORAGE_KEYS, type StoreConfig } from '@skins/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { PAYMENT_NOTICES } from '#features/checkout/payment/payment-messages.ts';
import { marble, obsidian, stubWindowWidth } from './cart-fixtures.tsx';
import { buildProduct, jsonResponse } from './fixtures.ts';
import { buildOrder } from './order-fixtures.ts';
import { type Answer, errorAnswer, shipping, stubPayments } from './payment-fixtures.tsx';
import { buildStoreConfig } from './store-config.ts';

// The checkout page tests' kit: the shop's API stubbed, the shipping form filled, Pay Now.

export const CREATE = '/payments/create-order';
export const PIPELINE_ID = '0123456789abcdef01234567';
export const PIPELINE = `/checkout/p/${PIPELINE_ID}`;
export const STORE_CONFIG = '/store/config';
/** The cart reminder's draft for PIPELINE (issue [16]). */
export const REMINDER = `/checkouts/${PIPELINE_ID}/reminder`;

/** The store config's answer with these message channels configured. */
export function configWith(messages: StoreConfig['messages']): Answer {
  return () => jsonResponse(buildStoreConfig({ messages }));
}

/** 204: what the reminder's PUT and DELETE answer. */
export const noContent: Answer = () => new Response(null, { status: 204 });

/**
 * The shop's API for these tests: products at the cart's prices (or `prices`), the payment calls
 * from `payments` (each list answered in order, the last repeating) and the order that results.
 */
export function stubShop(
  payments: Record<string, Answer[]> = {},
  prices: Record<string, number> = {},
) {
  return stubPayments(payments, (call) => {
    if (call.path.startsWith('/products/')) {
      const id = decodeURIComponent(call.path.slice('/products/'.length));
      const item = [obsidian, marble].find((line) => line._id === id);
      if (!item && id !== 'id-buy-me') return errorAnswer(404, 'NOT_FOUND', 'Product not found');
      return jsonResponse(
        buildProduct({
          _id: id,
          slug: item?.slug ?? id,
          name: item?.name ?? 'Buy Me Skin',
          price: prices[id] ?? item?.price ?? 649,
          compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
        }),
      );
    }
    if (call.path.startsWith('/orders/')) return jsonResponse(buildOrder({ _id: 'ord-uuid-1' }));
    return errorAnswer(404, 'NOT_FOUND', 'Not found');
  });
}

export const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  city: 'City',
  pin: 'PIN code',
  state: 'State',
  phone: 'Phone',
  email: 'Email',
};

export function fillShipping() {
  for (const [name, label] of Object.entries(LABELS)) {
    const value = shipping[name as keyof typeof shipping] ?? '';
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

export const payNow = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Pay Now' });
export const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
export const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

export async function payInTestDialog() {
  fireEvent.click(payNow());
  const dialog = await screen.findByRole('dialog', { name: PAYMENT_NOTICES.simulatedTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
}

/** The tests' common ground: unlocked, a desktop window, nothing left from the last test. */
export function prepareCheckoutTests() {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
    stubWindowWidth(1280);
  });
}

import { MESSAGES, type Product, STORAGE_KEYS } from '@skins/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import {
  addToCart,
  cartDrawer,
  findTwoModelProduct,
  modelsOf,
  readStoredCart,
} from './support/cart.ts';
import { fetchCatalog } from './support/catalog.ts';
import { fillShipping, paymentAlert, payNow } from './support/checkout.ts';
import { openShopSession, type ShopSession } from './support/shop-session.ts';
import { expectHeading, mainHeading, openAt } from './support/storefront.ts';

// The whole purchase in simulated mode (no Razorpay keys): the shop's own "Test payment" dialog
// stands where Razorpay Checkout would, against the real server and database.

let shop: ShopSession | undefined;
let catalog: Product[] = [];

beforeAll(async () => {
  // E2E_PORT: runs that may only use given ports pin the server's.
  shop = await openShopSession({
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined,
  });
  catalog = await fetchCatalog(shop.app);
});

afterAll(async () => {
  await shop?.close();
});

function running(): ShopSession {
  if (!shop) throw new Error('the shop and the browser did not start');
  return shop;
}

const TEST_DIALOG = 'Test payment — no money moves';

const testDialog = (page: Page) => page.getByRole('dialog', { name: TEST_DIALOG });

async function openProduct(options: typeof desktop, product: Product): Promise<Page> {
  const { page } = await openAt(running(), options, `/product/${product.slug}`);
  return page;
}

describe('cart checkout', () => {
  it('pays after a failed and a cancelled attempt, empties the cart and shows the order', async () => {
    const product = findTwoModelProduct(catalog);
    const [model] = modelsOf(product);
    const page = await openProduct(desktop, product);
    await addToCart(page, product, model);
    await cartDrawer(page).getByRole('link', { name: 'Checkout' }).click();

    await page.waitForURL(/\/checkout\/p\/[0-9a-f]{24}\/pay$/);
    await expectHeading(page, 'Checkout');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    expect(await summary.innerText()).toContain(product.name);

    await payNow(page).click();
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.fixShipping);

    await fillShipping(page);
    await payNow(page).click();
    await testDialog(page).getByRole('button', { name: 'Fail' }).click();
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.failed);

    await payNow(page).click();
    await testDialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.cancelled);

    await payNow(page).click();
    await testDialog(page).getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expectHeading(page, 'Thank you, Asha!');
    const items = page.getByRole('region', { name: 'Items' });
    expect(await items.innerText()).toContain(product.name);
    expect(await items.innerText()).toContain(model);
    expect(await page.getByRole('region', { name: 'Payment summary' }).innerText()).toContain(
      'Completed',
    );
    expect((await readStoredCart(page)).cart).toBeNull();
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Cart/ })
        .getAttribute('aria-label'),
    ).toBe('Cart');

    // The tab keeps the order's token: a reload shows the order again.
    await page.reload();
    expect(await mainHeading(page)).toBe('Thank you, Asha!');

    // Track it (no personal data), then ask to cancel it.
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL((url) => url.pathname === '/track-order');
    const progress = page.getByRole('list', { name: 'Order progress' });
    expect(await progress.locator('[aria-current="step"]').innerText()).toContain('Placed');
    expect(await page.getByRole('main').innerText()).not.toContain('asha@example.in');

    await page.goBack();
    await page.getByRole('button', { name: 'Request cancellation' }).click();
    await page.getByRole('button', { name: 'Yes, request cancellation' }).click();
    await page.getByText('We have your cancellation request', { exact: false }).waitFor();
    const tracking = await (
      await fetch(running().app.url(`/api/orders/track-order/${orderId}`))
    ).json();
    expect(tracking.status).toBe('CancelRequested');
  });

  it('sends an empty cart from checkout to the cart page', async () => {
    const { page } = await openAt(running(), desktop, '/checkout');
    await page.waitForURL((url) => url.pathname === '/cart');
    await expectHeading(page, MESSAGES.cart.empty);
  });
});

describe('buy now', () => {
  it('buys one product at 390 px with the chosen device, leaving the cart alone', async () => {
    const [first, second] = [findTwoModelProduct(catalog), findTwoModelProduct(catalog, 1)];
    const [, model] = modelsOf(second);
    const page = await openProduct(phone, first);
    await addToCart(page, first, modelsOf(first)[0]);
    await page.getByText(`${first.name} added to cart`).waitFor();
    const cartBefore = (await readStoredCart(page)).cart;
    expect(cartBefore).not.toBeNull();

    await page.goto(running().app.url(`/product/${second.slug}`));
    expect(await mainHeading(page)).toBe(second.name);
    await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
    await page.getByRole('button', { name: 'Buy now' }).click();

    await page.waitForURL((url) => url.pathname.endsWith(`/buy-now/${second._id}`));
    expect(new URL(page.url()).searchParams.get('model')).toBe(model);
    await page.getByRole('button', { name: 'Show order summary' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    expect(await summary.innerText()).toContain(second.name);
    expect(await summary.innerText()).not.toContain(first.name);

    await fillShipping(page);
    await payNow(page).click();
    await testDialog(page).getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/order-confirmation\//);
    await expectHeading(page, 'Thank you, Asha!');
    expect(await page.getByRole('region', { name: 'Items' }).innerText()).toContain(second.name);
    expect((await readStoredCart(page)).cart).toBe(cartBefore);
    const token = await page.evaluate(
      () => Object.keys(sessionStorage).filter((key) => key.startsWith('orderToken:')).length,
    );
    expect(token).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart)).toBe(
      cartBefore,
    );
  });
});

describe('accessibility', () => {
  it('has no serious findings on the checkout, the test dialog, the confirmation and tracking', async () => {
    const product = findTwoModelProduct(catalog, 2);
    const page = await openProduct(desktop, product);
    await page.getByRole('combobox', { name: 'Model' }).selectOption(modelsOf(product)[0]);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Checkout');
    await expectNoSeriousViolations(page, 'checkout');

    await fillShipping(page);
    await payNow(page).click();
    await testDialog(page).waitFor();
    await expectNoSeriousViolations(page, 'test payment dialog');

    await testDialog(page).getByRole('button', { name: 'Pay' }).click();
    await expectHeading(page, 'Thank you, Asha!');
    await expectNoSeriousViolations(page, 'confirmation');

    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.getByRole('list', { name: 'Order progress' }).waitFor();
    await expectNoSeriousViolations(page, 'track order');
  });
});

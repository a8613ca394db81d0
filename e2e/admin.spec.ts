import {
  formatInr,
  OrderListSchema,
  OrderTrackingSchema,
  OutboxMailListSchema,
  ProductListSchema,
  rupeesToPaise,
} from '@skins/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminEnv, drawTestImage, E2E_ADMIN, signIn } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, phone, waitUntilSettled } from './support/browser.ts';
import { buyNowInSimulatedMode } from './support/purchase.ts';
import { useShopSession } from './support/shop-session.ts';
import { currentPath, expectHeading, openAt } from './support/storefront.ts';

// The shop owner's day, in the real app: sign in, add a product with a photo, see it sold in
// simulated mode, move the order on, and cancel another with a refund.

const running = useShopSession({ env: adminEnv });

const PRODUCT = {
  name: 'Aurora Borealis Test Wrap',
  slug: 'aurora-borealis-test-wrap',
  description: 'A deep teal to copper gradient, printed on matte vinyl.',
  price: '799',
  brand: 'Apple',
  model: 'iPhone 16 Pro',
};

async function openAdmin(path: string, options = desktop): Promise<Page> {
  const { page, errors } = await openAt(running(), options, path);
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page);
  expect(errors).toEqual([]);
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const adminCalls = adminApi(() => running().app);
const fetchOrder = adminCalls.fetchOrder;

async function fetchTracking(orderId: string) {
  const response = await fetch(running().app.url(`/api/orders/track-order/${orderId}`));
  return OrderTrackingSchema.parse(await response.json());
}

describe('signing in', () => {
  it('sends a visitor from an admin page to sign in and back to that page', async () => {
    const page = await openAdmin('/admin/orders?status=Placed');

    expect(currentPath(page)).toBe('/admin/orders?status=Placed');
    await expectHeading(page, 'Orders');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  it('refuses a wrong password with the server message and keeps no token', async () => {
    const { page } = await openAt(running(), desktop, '/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/email or password/i);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});

describe("the owner's day", () => {
  it('adds a product with a photo, sells it, ships it and refunds another order', async () => {
    // 1. A new product with an uploaded image and one compatible model.
    const admin = await openAdmin('/admin/products/new');
    await expectHeading(admin, 'Add product');
    await admin.getByLabel('Name', { exact: true }).fill(PRODUCT.name);
    expect(await admin.getByLabel('Slug', { exact: true }).inputValue()).toBe(PRODUCT.slug);
    await admin.getByLabel(/^Description/).fill(PRODUCT.description);
    await admin.getByLabel('Category', { exact: true }).selectOption('mobile-skins');
    await admin.getByLabel('Product type', { exact: true }).selectOption('iphone');
    await admin.getByLabel('Price', { exact: true }).fill(PRODUCT.price);
    await admin.getByLabel('New brand').fill(PRODUCT.brand);
    await admin.getByRole('button', { name: 'Add brand' }).click();
    await admin.getByLabel(`New model for ${PRODUCT.brand}`).fill(PRODUCT.model);
    await admin.getByRole('button', { name: `Add model to ${PRODUCT.brand}` }).click();
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'aurora.png',
      mimeType: 'image/png',
      buffer: await drawTestImage(admin),
    });
    await admin.getByRole('button', { name: 'Remove image 1' }).waitFor();
    await admin.getByRole('button', { name: 'Create product' }).click();
    await toast(admin, 'Product created').waitFor();
    // The new page's own address matches the pattern too: wait until it has been left.
    await admin.waitForURL(
      (url) =>
        url.pathname !== '/admin/products/new' && /^\/admin\/products\/[^/]+$/.test(url.pathname),
    );

    // 2. Shoppers see it at once: its page with the uploaded photo, and search.
    const { page: shopper } = await openAt(running(), phone, `/product/${PRODUCT.slug}`);
    await expectHeading(shopper, PRODUCT.name);
    const photo = shopper.getByRole('img', { name: new RegExp(PRODUCT.name) }).first();
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/uploads\/.+\.webp$/);
    // Chromium reads AVIF: it shows the upload's AVIF, and nothing asks for its WebP as well (not
    // the page's preload hint, not the device preview, which draws the gallery's file).
    await shopper.waitForLoadState('load');
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/1280\.avif$/,
    );
    const uploadsFetched = await shopper.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/media/uploads/')),
    );
    expect(new Set(uploadsFetched)).toEqual(new Set([expect.stringMatching(/\/1280\.avif$/)]));
    const search = await fetch(
      running().app.url(`/api/products/search/full?query=${encodeURIComponent('aurora borealis')}`),
    );
    expect(JSON.stringify(await search.json())).toContain(PRODUCT.slug);
    await shopper.goto(running().app.url('/search?query=aurora%20borealis'));
    await shopper
      .getByRole('link', { name: new RegExp(PRODUCT.name) })
      .first()
      .waitFor();

    // 3. Two purchases in simulated mode.
    await shopper.goto(running().app.url(`/product/${PRODUCT.slug}`));
    const shippedOrderId = await buyNowInSimulatedMode(shopper, PRODUCT.name, PRODUCT.model);
    await shopper.goto(running().app.url(`/product/${PRODUCT.slug}`));
    const refundedOrderId = await buyNowInSimulatedMode(shopper, PRODUCT.name, PRODUCT.model);
    const shipped = await fetchOrder(shippedOrderId);
    const refunded = await fetchOrder(refundedOrderId);
    expect([shipped.paymentStatus, refunded.paymentStatus]).toEqual(['Completed', 'Completed']);

    // 4. Found by its number, moved to Processing, then shipped with Delhivery and an AWB.
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expectHeading(admin, 'Orders');
    await admin.getByRole('searchbox').fill(`#${shipped.number}`);
    await admin.getByRole('searchbox').press('Enter');
    await admin.getByRole('link', { name: `#${shipped.number}` }).click();
    await expectHeading(admin, `Order #${shipped.number}`);
    await admin.getByRole('button', { name: 'Mark as processing' }).click();
    await toast(admin, `Order #${shipped.number} marked as processing.`).waitFor();
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    const shipDialog = admin.getByRole('dialog', { name: `Ship order #${shipped.number}` });
    await shipDialog.getByLabel('Courier').selectOption('Delhivery');
    await shipDialog.getByLabel('AWB / tracking number').fill('1234567890123');
    await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await toast(admin, `Order #${shipped.number} marked as shipped.`).waitFor();
    const shippedNow = await fetchOrder(shippedOrderId);
    expect([
      shippedNow.status,
      shippedNow.shipment?.courier,
      shippedNow.shipment?.trackingNumber,
    ]).toEqual(['Shipped', 'Delhivery', '1234567890123']);
    // The shipped mail is in the outbox, once, with the AWB.
    const outbox = await adminCalls.mailsOf('order-shipped', shipped.user.email);
    expect(outbox).toHaveLength(1);

    // 5. The shopper finds it by its number and checkout email (any case): it shows shipped.
    await shopper.goto(running().app.url('/track-order'));
    await shopper.getByLabel('Order number').fill(`#${shipped.number}`);
    await shopper.getByLabel('Email used at checkout').fill(shipped.user.email.toUpperCase());
    await shopper.getByRole('button', { name: 'Find my order' }).click();
    await shopper.waitForURL((url) => url.searchParams.get('id') === shippedOrderId);
    const progress = shopper.getByRole('list', { name: 'Order progress' });
    await expect
      .poll(() => progress.locator('[aria-current="step"]').innerText())
      .toContain('Shipped');
    // The courier, the AWB and the courier's own tracking page.
    await expect.poll(() => shopper.getByRole('main').innerText()).toContain('1234567890123');
    const courierLink = shopper.getByRole('link', { name: 'Track on Delhivery' });
    expect(await courierLink.getAttribute('href')).toContain('1234567890123');
    expect(await courierLink.getAttribute('target')).toBe('_blank');
    expect((await fetchTracking(shippedOrderId)).history.map((event) => event.status)).toEqual([
      'Placed',
      'Processing',
      'Shipped',
    ]);

    // 6. The other order cancelled with a refund of what was paid.
    await admin.goto(running().app.url(`/admin/orders/${refundedOrderId}`));
    await expectHeading(admin, `Order #${refunded.number}`);
    await admin.getByRole('button', { name: 'Cancel order' }).click();
    const paid = formatInr(rupeesToPaise(refunded.amountPaid));
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: `Cancel and refund ${paid}` })
      .click();
    await toast(admin, `Order #${refunded.number} cancelled and ${paid} refunded.`).waitFor();
    const afterCancel = await fetchOrder(refundedOrderId);
    expect([afterCancel.status, afterCancel.paymentStatus]).toEqual(['Cancelled', 'Refunded']);
    await expect.poll(() => admin.getByRole('main').innerText()).toContain('Refunded');

    // 7. The dashboard counts the shipped order and its payment, not the refunded one.
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const sales = admin.getByRole('region', { name: 'Sales', exact: true });
    await expect
      .poll(() => sales.innerText())
      .toContain(formatInr(rupeesToPaise(shipped.amountPaid)));
  });
});

/** Opens each admin screen in turn and checks it with axe. */
async function expectScreensAccessible(page: Page, screens: [path: string, heading: string][]) {
  for (const [path, heading] of screens) {
    await page.goto(running().app.url(path));
    await expectHeading(page, heading);
    await waitUntilSettled(page);
    if (path.startsWith('/admin/outbox/')) {
      // axe waits for ever on a frame that may not run scripts; the preview's sandbox allows
      // none, and what it shows is the mail's own HTML, not the admin's page.
      await page.locator('iframe').evaluate((frame) => frame.remove());
    }
    await expectNoSeriousViolations(page, path);
  }
}

/** The first order, mail and product the owner's day above left, to look at their screens. */
async function firstRecords() {
  const get = async (path: string) => (await adminCalls.call('GET', path)).json();
  const [order] = OrderListSchema.parse(await get('/api/orders/all')).data;
  const [mail] = OutboxMailListSchema.parse(await get('/api/mail/outbox')).data;
  const [product] = ProductListSchema.parse(await get('/api/products?limit=1')).data;
  if (!order || !mail || !product) throw new Error('no order, mail or product to look at');
  return { order, mail, product };
}

// Two tests per screen size, each half of the admin: one test for all of it took up to 120 s on
// two cores kept busy by the flake check (axe on eleven screens), its whole time limit.
describe.each([
  ['1280 px', desktop],
  ['390 px', phone],
])('accessibility of the admin at %s', (_screen, options) => {
  it('has no serious axe findings on sign-in, the dashboard and the product screens', async () => {
    const { page: login } = await openAt(running(), options, '/login');
    await login.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoSeriousViolations(login, 'sign-in');

    const page = await openAdmin('/admin', options);
    await page.getByRole('region', { name: 'Sales' }).waitFor();
    await expectNoSeriousViolations(page, 'dashboard');
    const { product } = await firstRecords();
    await expectScreensAccessible(page, [
      ['/admin/products', 'Products'],
      [`/admin/products/${product._id}`, product.name],
      ['/admin/products/new', 'Add product'],
    ]);
  });

  it('has no serious axe findings on the order, coupon, subscriber and mail screens', async () => {
    const page = await openAdmin('/admin/orders', options);
    await expectHeading(page, 'Orders');
    const { order, mail } = await firstRecords();
    await expectScreensAccessible(page, [
      [`/admin/orders/${order._id}`, `Order #${order.number}`],
      [`/admin/outbox/${mail._id}`, mail.subject],
      ['/admin/orders', 'Orders'],
      ['/admin/coupons', 'Coupons'],
      ['/admin/coupons/new', 'New coupon'],
      ['/admin/subscribers', 'Subscribers'],
      ['/admin/outbox', 'Outbox'],
    ]);
  });
});

import {
  CreateOrderResultSchema,
  formatInr,
  MESSAGES,
  OrderSchema,
  type Product,
  rupeesToPaise,
} from '@skins/shared';
import type { BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRazorpay } from '../apps/server/src/testing/fake-razorpay.ts';
import { desktop, openPage, phone } from './support/browser.ts';
import {
  addToCart,
  cartDrawer,
  findTwoModelProduct,
  headerCartName,
  modelsOf,
  readStoredCart,
} from './support/cart.ts';
import { fetchCatalog } from './support/catalog.ts';
import {
  ASHA,
  fillShipping,
  paymentAlert,
  payNow,
  type ShippingFields,
} from './support/checkout.ts';
import {
  checkoutDialog,
  installRazorpayStandIn,
  RAZORPAY_CHECKOUT_URL,
  type RazorpayStandIn,
} from './support/razorpay.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';
import { openShopSession, type ShopSession } from './support/shop-session.ts';
import { expectHeading } from './support/storefront.ts';

// The purchase in razorpay mode: the shop runs with Razorpay keys against the project's fake
// Razorpay server (in this process, on 127.0.0.1), and the page gets a local stand-in for
// Checkout's script whose buttons pay or fail orders at that fake. Nothing reaches the internet.
// Orders are counted in the database: a scratch PostgreSQL one when a server answers (PGlite
// belongs to the shop's process); without one, those counts (and the webhook test) are skipped.

let gateway: FakeRazorpay | undefined;
let database: ScratchDatabase | null = null;
let shop: ShopSession | undefined;
let catalog: Product[] = [];

beforeAll(async () => {
  // E2E_PORT: runs that may only use given ports pin the shop's; the fake takes the next one.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
  gateway = await FakeRazorpay.start({ port: port === undefined ? undefined : port + 1 });
  database = await createScratchDatabase('razorpay');
  if (!database) {
    console.warn('e2e razorpay: no PostgreSQL on 127.0.0.1:5432; order counts are not checked.');
  }
  shop = await openShopSession({
    port,
    env: { ...gateway.env(), ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  catalog = await fetchCatalog(shop.app);
});

afterAll(async () => {
  await shop?.close();
  await gateway?.close();
  await database?.drop();
});

function running(): { shop: ShopSession; gateway: FakeRazorpay } {
  if (!shop || !gateway) throw new Error('the shop, the browser or the fake gateway did not start');
  return { shop, gateway };
}

interface CheckoutPage {
  page: Page;
  standIn: RazorpayStandIn;
  /** Uncaught exceptions in the page: any one of them is a bug. */
  errors: Error[];
}

/** Opens `path` in a fresh context cut off from the internet, with the stand-in for Checkout. */
async function openWithStandIn(
  options: BrowserContextOptions,
  path: string,
): Promise<CheckoutPage> {
  const page = await openPage(running().shop.browser, options);
  const standIn = await installRazorpayStandIn(page.context(), running().gateway);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(running().shop.app.url(path));
  return { page, standIn, errors };
}

const shopperWith = (email: string): ShippingFields => ({ ...ASHA, Email: email });

const isCreateOrder = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === '/api/payments/create-order';

/** Presses Pay Now and answers what create-order returned, once Checkout is open. */
async function payNowUntilCheckoutOpens(page: Page) {
  const created = page.waitForResponse(isCreateOrder);
  await payNow(page).click();
  const order = CreateOrderResultSchema.parse(await (await created).json());
  await checkoutDialog(page).waitFor();
  return order;
}

const pressInCheckout = (page: Page, name: string) =>
  checkoutDialog(page).getByRole('button', { name, exact: true }).click();

/** The payment the fake gateway captured for its order (exactly one, or the test fails). */
function capturedPaymentOf(razorpayOrderId: string) {
  const captured = [...running().gateway.payments.values()].filter(
    (payment) => payment.order_id === razorpayOrderId && payment.status === 'captured',
  );
  expect(captured).toHaveLength(1);
  return captured[0] as NonNullable<(typeof captured)[0]>;
}

/** The order as its token shows it (the token the tab kept in sessionStorage). */
async function readOrderWithToken(page: Page, orderId: string) {
  const token = await page.evaluate((id) => sessionStorage.getItem(`orderToken:${id}`), orderId);
  expect(token).toBeTruthy();
  const response = await fetch(running().shop.app.url(`/api/orders/${orderId}`), {
    headers: { 'X-Order-Token': token ?? '' },
  });
  expect(response.status).toBe(200);
  return OrderSchema.parse(await response.json());
}

interface RecordedOrder {
  id: string;
  razorpayPaymentId: string | null;
}

/** Every order recorded for `email`, straight from the database; null without PostgreSQL. */
async function recordedOrdersOf(email: string): Promise<RecordedOrder[] | null> {
  if (!database) return null;
  const { rows } = await database.query(
    'select id, razorpay_payment_id from orders where email = $1',
    [email],
  );
  return rows.map((row) => ({ id: row.id, razorpayPaymentId: row.razorpay_payment_id }));
}

/** The database holds exactly these orders for `email` (checked when PostgreSQL is there). */
async function expectRecordedOrders(email: string, expected: RecordedOrder[]): Promise<void> {
  const recorded = await recordedOrdersOf(email);
  if (recorded) expect(recorded).toEqual(expected);
}

const confirmationPath = /\/order-confirmation\/[0-9a-f-]{36}$/;
const orderIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

describe('razorpay checkout', () => {
  it("opens Checkout with the server's order and the shopper's details; a failure, then a payment places one order", async () => {
    const email = 'asha.cart@example.in';
    const product = findTwoModelProduct(catalog);
    const [model] = modelsOf(product);
    const { page, standIn, errors } = await openWithStandIn(desktop, `/product/${product.slug}`);
    await addToCart(page, product, model);
    await cartDrawer(page).getByRole('link', { name: 'Checkout' }).click();
    await expectHeading(page, 'Checkout');
    await fillShipping(page, shopperWith(email));

    const order = await payNowUntilCheckoutOpens(page);
    expect(order.mode).toBe('razorpay');
    const options = await standIn.lastCheckout();
    expect(options).toMatchObject({
      key: running().gateway.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.razorpayOrderId,
      prefill: { name: 'Asha Rao', email, contact: ASHA.Phone },
      handler: 'function',
      modal: { ondismiss: 'function' },
    });
    // The gateway charges the server's amount, which is the one the page shows as payable.
    expect(running().gateway.orders.get(order.razorpayOrderId)?.amount).toBe(options.amount);
    const paymentPanel = page.getByRole('region', { name: 'Payment' });
    expect(await paymentPanel.innerText()).toContain(formatInr(options.amount));
    expect(await payNow(page).isDisabled()).toBe(true);

    // Checkout stays open after a failed payment; the shopper pays in it at the second try.
    await pressInCheckout(page, 'Fail');
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.failed);
    await pressInCheckout(page, 'Pay');

    await page.waitForURL(confirmationPath);
    await expectHeading(page, 'Thank you, Asha!');
    const items = await page.getByRole('region', { name: 'Items' }).innerText();
    expect(items).toContain(product.name);
    expect(items).toContain(model);
    expect(await page.getByRole('region', { name: 'Payment summary' }).innerText()).toContain(
      'Completed',
    );
    expect((await readStoredCart(page)).cart).toBeNull();
    expect(await headerCartName(page)).toBe('Cart');

    const orderId = orderIdOf(page);
    const recorded = await readOrderWithToken(page, orderId);
    expect(recorded).toMatchObject({ status: 'Placed', paymentStatus: 'Completed' });
    expect(rupeesToPaise(recorded.amountPaid)).toBe(options.amount);
    expect(recorded.user.email).toBe(email);
    expect(recorded.products.map((line) => [line.product.name, line.extraInfo.model])).toEqual([
      [product.name, model],
    ]);

    const payments = [...running().gateway.payments.values()].filter(
      (payment) => payment.order_id === order.razorpayOrderId,
    );
    expect(payments.map((payment) => payment.status).sort()).toEqual(['captured', 'failed']);
    const paid = capturedPaymentOf(order.razorpayOrderId);
    await expectRecordedOrders(email, [{ id: orderId, razorpayPaymentId: paid.id }]);
    expect(await standIn.openedCheckouts()).toHaveLength(1);
    expect(standIn.blockedUrls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('closing Checkout cancels with the spec message; Pay Now opens it again (buy now, 390 px)', async () => {
    const email = 'asha.close@example.in';
    const product = findTwoModelProduct(catalog, 1);
    const [, model] = modelsOf(product);
    const { page, standIn, errors } = await openWithStandIn(phone, `/product/${product.slug}`);
    await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Checkout');
    await fillShipping(page, shopperWith(email));

    await payNowUntilCheckoutOpens(page);
    await pressInCheckout(page, 'Close');
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.cancelled);
    expect(await checkoutDialog(page).count()).toBe(0);
    expect(await payNow(page).isEnabled()).toBe(true);
    await expectRecordedOrders(email, []);

    const order = await payNowUntilCheckoutOpens(page);
    expect(await standIn.openedCheckouts()).toHaveLength(2);
    expect((await standIn.lastCheckout()).order_id).toBe(order.razorpayOrderId);
    await pressInCheckout(page, 'Pay');

    await page.waitForURL(confirmationPath);
    await expectHeading(page, 'Thank you, Asha!');
    expect(await page.getByRole('region', { name: 'Items' }).innerText()).toContain(model);
    const paid = capturedPaymentOf(order.razorpayOrderId);
    await expectRecordedOrders(email, [{ id: orderIdOf(page), razorpayPaymentId: paid.id }]);
    expect(standIn.blockedUrls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('refuses a forged signature with the verification message and records no order', async () => {
    const email = 'asha.forged@example.in';
    const product = findTwoModelProduct(catalog, 2);
    const [model] = modelsOf(product);
    const { page, standIn, errors } = await openWithStandIn(desktop, `/product/${product.slug}`);
    await addToCart(page, product, model);
    await cartDrawer(page).getByRole('link', { name: 'Checkout' }).click();
    await expectHeading(page, 'Checkout');
    await fillShipping(page, shopperWith(email));

    await payNowUntilCheckoutOpens(page);
    await pressInCheckout(page, 'Pay with a forged signature');
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.verificationFailed);
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);
    expect(await payNow(page).isEnabled()).toBe(true);
    // Refused on the signature: the shop never even asked the gateway about that payment.
    const [forged] = standIn.forgedPaymentIds;
    expect(forged).toBeDefined();
    expect(running().gateway.callsTo('GET', `/v1/payments/${forged}`)).toEqual([]);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('orderToken:')),
      ),
    ).toEqual([]);
    expect((await readStoredCart(page)).cart).not.toBeNull();
    await expectRecordedOrders(email, []);

    // The shopper then pays for real: one order, for the real payment.
    const order = await payNowUntilCheckoutOpens(page);
    await pressInCheckout(page, 'Pay');
    await page.waitForURL(confirmationPath);
    await expectHeading(page, 'Thank you, Asha!');
    const paid = capturedPaymentOf(order.razorpayOrderId);
    await expectRecordedOrders(email, [{ id: orderIdOf(page), razorpayPaymentId: paid.id }]);
    expect(standIn.blockedUrls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("says so when Checkout's script cannot load, and loads it at the next Pay Now", async () => {
    const product = findTwoModelProduct(catalog, 3);
    const [model] = modelsOf(product);
    const { page, standIn, errors } = await openWithStandIn(desktop, `/product/${product.slug}`);
    await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Checkout');
    await fillShipping(page, shopperWith('asha.offline@example.in'));

    // A page route is asked before the context's stand-in: the script fails as offline would.
    await page.route(RAZORPAY_CHECKOUT_URL, (route) => route.abort('internetdisconnected'));
    await payNow(page).click();
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.loadGateway);
    expect(await payNow(page).isEnabled()).toBe(true);
    expect(await page.evaluate(() => 'Razorpay' in window)).toBe(false);
    expect(await checkoutDialog(page).count()).toBe(0);

    await page.unroute(RAZORPAY_CHECKOUT_URL);
    await payNowUntilCheckoutOpens(page);
    await pressInCheckout(page, 'Close');
    expect(await paymentAlert(page)).toBe(MESSAGES.payment.cancelled);
    expect(await standIn.openedCheckouts()).toHaveLength(1);
    expect(standIn.blockedUrls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('records the order from the signed webhook when the tab closes before verifying (PostgreSQL)', async (context) => {
    if (!database) {
      context.skip();
      return;
    }
    const email = 'asha.webhook@example.in';
    const product = findTwoModelProduct(catalog, 4);
    const [model] = modelsOf(product);
    const { page } = await openWithStandIn(desktop, `/product/${product.slug}`);
    await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Checkout');
    await fillShipping(page, shopperWith(email));
    const order = await payNowUntilCheckoutOpens(page);

    // The shopper pays in Checkout, and the tab is gone before the page could verify.
    const paid = running().gateway.pay(order.razorpayOrderId);
    await page.close();
    await expectRecordedOrders(email, []);

    const { gateway } = running();
    const webhookUrl = running().shop.app.url('/api/payments/webhook');
    const captured = gateway.webhook('payment.captured', paid.razorpay_payment_id);
    // Razorpay retries and sends several events for one payment: one order all the same.
    for (const delivery of [
      captured,
      captured,
      gateway.webhook('order.paid', paid.razorpay_payment_id),
    ]) {
      expect((await gateway.deliver(webhookUrl, delivery)).statusCode).toBe(200);
    }
    const recorded = await recordedOrdersOf(email);
    expect(recorded).toHaveLength(1);
    expect(recorded?.[0]?.razorpayPaymentId).toBe(paid.razorpay_payment_id);

    const tracking = await fetch(
      running().shop.app.url(`/api/orders/track-order/${recorded?.[0]?.id}`),
    );
    expect(tracking.status).toBe(200);
    expect((await tracking.json()).status).toBe('Placed');
  });
});

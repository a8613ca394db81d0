import {
  CART_REMINDER_COPY,
  formatInr,
  ORDER_UPDATES_CONSENT,
  type Product,
  rupeesToPaise,
} from '@skins/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin-api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import { addToCart, cartDrawer, cartLine, findTwoModelProduct, modelsOf } from './support/cart.ts';
import { fetchCatalog } from './support/catalog.ts';
import {
  ASHA,
  fillShipping,
  fillShippingFields,
  payNow,
  type ShippingFields,
} from './support/checkout.ts';
import { seededPhoneSkin } from './support/delivered-order.ts';
import {
  cartRemindersOf,
  messagePhone,
  outboxMessagesTo,
  ownerAt,
  restorePathIn,
  useMessagesShop,
  whatsAppsTo,
} from './support/messages.ts';
import { buyNowInSimulatedMode } from './support/purchase.ts';
import { expectHeading, openAt } from './support/storefront.ts';

// Reaching the shopper beyond mail (issue [16], decisions 059–061): order updates on WhatsApp
// with the shipping step's tick, against the fake Cloud API, with Meta's delivery report on the
// admin's order page; and a cart reminder, ticked and left, whose mail's link brings the cart
// back in another browser, where the order it ends in counts as recovered.

const running = useMessagesShop();
const admin = adminApi(() => running().shop.app);
let skin: Awaited<ReturnType<typeof seededPhoneSkin>>;
let catalog: Product[] = [];

beforeAll(async () => {
  skin = await seededPhoneSkin(running().shop.app);
  catalog = await fetchCatalog(running().shop.app);
});

const updatesBox = (page: Page) =>
  page.getByRole('checkbox', { name: ORDER_UPDATES_CONSENT.whatsapp });
const reminderBox = (page: Page) => page.getByRole('checkbox', { name: CART_REMINDER_COPY.label });

/** On a phone: Buy now of the skin, paid, with or without the order-updates tick. */
async function buySkin(shopper: ShippingFields, tickUpdates: boolean): Promise<string> {
  const { page, errors } = await openAt(running().shop, phone, `/product/${skin.product.slug}`);
  const orderId = await buyNowInSimulatedMode(page, skin.product.name, skin.model, {
    shopper,
    atShipping: async () => {
      // Offered, never ticked for the shopper.
      await updatesBox(page).waitFor();
      expect(await updatesBox(page).isChecked()).toBe(false);
      if (tickUpdates) await updatesBox(page).check();
    },
  });
  expect(errors).toEqual([]);
  await page.context().close();
  return orderId;
}

async function ship(orderId: string, trackingNumber: string): Promise<void> {
  await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'Processing' });
  await admin.call('PUT', `/api/orders/${orderId}/ship`, { courier: 'Delhivery', trackingNumber });
}

describe('order updates on WhatsApp', () => {
  it('a shopper ticks WhatsApp updates, pays, the owner ships: Meta received order_confirmation and order_shipped once each', async () => {
    const { shop, whatsapp } = running();
    const asha = { ...ASHA, Email: 'asha.whatsapp@example.in' };
    const to = messagePhone(asha.Phone);
    const orderId = await buySkin(asha, true);
    const order = await admin.fetchOrder(orderId);
    const number = `#${order.number}`;

    await expect.poll(() => whatsAppsTo(whatsapp, 'order_confirmation', to)).toHaveLength(1);
    expect(whatsAppsTo(whatsapp, 'order_confirmation', to)[0]?.parameters).toEqual([
      number,
      formatInr(rupeesToPaise(order.amountPaid)),
      'paid online',
    ]);

    await ship(orderId, '9988776655');
    await expect.poll(() => whatsAppsTo(whatsapp, 'order_shipped', to)).toHaveLength(1);
    const [shipped] = whatsAppsTo(whatsapp, 'order_shipped', to);
    // The shop's own tracking page (DLT whitelists its domain), not the courier's.
    const trackingLink = shop.app.url(`/track-order?${new URLSearchParams({ id: orderId })}`);
    expect(shipped?.parameters).toEqual([number, 'Delhivery', '9988776655', trackingLink]);

    // Meta reports the shipped message delivered, signed with the app secret.
    const report = whatsapp.statusWebhook([{ id: shipped?.id ?? '', status: 'delivered' }]);
    expect((await whatsapp.deliver(shop.app.baseUrl, report)).statusCode).toBe(200);

    const owner = await ownerAt(shop, `/admin/orders/${orderId}`);
    const messages = owner.getByRole('region', { name: 'Messages' });
    const whatsAppRow = (kind: string) =>
      messages
        .getByRole('listitem')
        .filter({ has: owner.getByText('WhatsApp', { exact: true }) })
        .filter({ has: owner.getByRole('link', { name: kind, exact: true }) });
    await whatsAppRow('Order shipped').getByText('Delivery: Delivered').waitFor();
    expect(await whatsAppRow('Order shipped').innerText()).toContain('To +91 98765 43210');
    expect(await whatsAppRow('Order confirmation').count()).toBe(1);
    expect(await whatsAppRow('Order confirmation').innerText()).not.toContain('Delivered');

    // Once each, after everything that could have sent them again.
    expect(whatsAppsTo(whatsapp, 'order_confirmation', to)).toHaveLength(1);
    expect(whatsAppsTo(whatsapp, 'order_shipped', to)).toHaveLength(1);
    expect(whatsapp.sent.filter((message) => message.to === to)).toHaveLength(2);

    // Another shopper, another phone, the box left unticked: nothing on WhatsApp.
    const ravi = {
      ...ASHA,
      'First name': 'Ravi',
      Phone: '9123456780',
      Email: 'ravi.nowhatsapp@example.in',
    };
    const sentBefore = whatsapp.sent.length;
    const quietOrderId = await buySkin(ravi, false);
    await ship(quietOrderId, '1122334455');

    // The messages of an event are written in its mail's transaction: once the shipped mail is
    // in the outbox, any message for this order would be there too.
    await expect.poll(async () => admin.mailsOf('order-shipped', ravi.Email)).toHaveLength(1);
    expect(await admin.mailsOf('order-confirmation', ravi.Email)).toHaveLength(1);
    expect(await outboxMessagesTo(admin, messagePhone(ravi.Phone))).toEqual([]);
    expect(whatsapp.sent).toHaveLength(sentBefore);
  });
});

describe('cart reminders', () => {
  it('a shopper ticks the reminder box and leaves; the reminder’s link restores the cart in a new browser and the order counts as recovered', async () => {
    const { shop } = running();
    const meera = {
      ...ASHA,
      'First name': 'Meera',
      Phone: '9988001122',
      Email: 'meera.reminder@example.in',
    };
    const product = findTwoModelProduct(catalog);
    const [, model] = modelsOf(product);

    // On a laptop: the cart, then the shipping step, with both boxes unticked.
    const { page } = await openAt(shop, desktop, `/product/${product.slug}`);
    await addToCart(page, product, model);
    await cartDrawer(page).getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/p/'));
    await expectHeading(page, 'Checkout');
    await fillShippingFields(page, meera);
    await updatesBox(page).waitFor();
    expect(await updatesBox(page).isChecked()).toBe(false);
    expect(await reminderBox(page).isChecked()).toBe(false);
    await expectNoSeriousViolations(page, 'the shipping step with both boxes');

    // The tick saves the draft at once; the shopper leaves without paying.
    await reminderBox(page).check();
    await expect.poll(async () => cartRemindersOf(admin, meera.Email)).toHaveLength(1);
    await page.context().close();

    // Due at once (delay 0): the sweep the save woke mails it.
    await expect.poll(async () => admin.mailsOf('cart-reminder', meera.Email)).toHaveLength(1);
    const [mail] = await admin.mailsOf('cart-reminder', meera.Email);
    expect(mail?.text).toContain(product.name);
    const restorePath = restorePathIn(mail?.text ?? '');

    // The link in a new browser on a phone: the cart comes back with the device chosen.
    const restored = await openAt(shop, phone, restorePath);
    const shopper = restored.page;
    await shopper.waitForURL((url) => url.pathname === '/cart');
    await expectHeading(shopper, 'Your Cart (1)');
    await shopper.getByText('We put the items from your reminder back in your cart').waitFor();
    const items = shopper.getByRole('region', { name: 'Items' });
    expect(await cartLine(items, product.name, model).count()).toBe(1);

    await shopper
      .getByRole('region', { name: 'Order summary' })
      .getByRole('link', { name: 'Checkout' })
      .click();
    await shopper.waitForURL((url) => url.pathname.startsWith('/checkout/p/'));
    await expectHeading(shopper, 'Checkout');
    await fillShipping(shopper, meera);
    await payNow(shopper).click();
    await shopper
      .getByRole('dialog', { name: 'Test payment — no money moves' })
      .getByRole('button', { name: 'Pay' })
      .click();
    await shopper.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const orderId = new URL(shopper.url()).pathname.split('/').at(-1) ?? '';
    const order = await admin.fetchOrder(orderId);
    expect(restored.errors).toEqual([]);

    // Recorded with the order: the draft names it as recovered.
    const [draft] = await cartRemindersOf(admin, meera.Email);
    expect(draft?.restoredAt).not.toBeNull();
    expect(draft?.recoveredOrder?.number).toBe(order.number);

    // The owner's list shows it, linked to the order.
    const owner = await ownerAt(shop, '/admin/cart-reminders');
    const row = owner.getByRole('row').filter({ hasText: meera.Email });
    await row.getByRole('link', { name: `#${order.number}` }).waitFor();
    await expectNoSeriousViolations(owner, 'the admin’s cart reminders');
  });
});

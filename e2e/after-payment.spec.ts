import { formatInr, type Product, rupeesToPaise, SubscribeResultSchema } from '@skins/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { phone } from './support/browser.ts';
import { fetchCatalog } from './support/catalog.ts';
import { ASHA } from './support/checkout.ts';
import { pdfText } from './support/delivered-order.ts';
import { buyNowInSimulatedMode } from './support/purchase.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// The life of an order after the money (issue [8]): shipped and delivered with a mail at each
// step, tracked from the mail's link, the tax invoice opened; and a refund that mails the
// shopper and gives the welcome coupon back for the next order.

const running = useShopSession({ env: adminEnv });
const admin = adminApi(() => running().app);
let product: Product;
let model: string;

beforeAll(async () => {
  const catalog = await fetchCatalog(running().app);
  const found = catalog.find(
    (candidate) => candidate.category === 'mobile-skins' && candidate.compatibility.length > 0,
  );
  if (!found) throw new Error('the seeded catalog has no phone skin');
  product = found;
  model = found.compatibility[0]?.models[0] ?? '';
});

async function openProduct(): Promise<Page> {
  const { page } = await openAt(running(), phone, `/product/${product.slug}`);
  return page;
}

const ofOrder = (number: number) => (mail: { text: string }) => mail.text.includes(`#${number}`);

describe('after the payment', () => {
  it('ships and delivers, mails each step once, and the mail’s link tracks it with its invoice', async () => {
    const shopper = await openProduct();
    const orderId = await buyNowInSimulatedMode(shopper, product.name, model);
    const order = await admin.fetchOrder(orderId);
    expect(order.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);

    // The confirmation page links the invoice: a PDF with the order's own figures.
    const invoiceLink = shopper.getByRole('link', { name: /Download invoice/ });
    const href = (await invoiceLink.getAttribute('href')) ?? '';
    const pdf = await shopper.context().request.get(running().app.url(href));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    if (text !== null) {
      expect(text).toContain(order.invoiceNumber);
      expect(text).toContain(`#${order.number}`);
      // Asha ships to Karnataka, the demo seller's state: CGST and SGST, not IGST.
      expect(text).toMatch(/CGST/);
      expect(text).not.toMatch(/IGST/);
    }

    // The owner moves it on: Processing, shipped with Delhivery and an AWB, delivered.
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'Processing' });
    await admin.call('PUT', `/api/orders/${orderId}/ship`, {
      courier: 'Delhivery',
      trackingNumber: '9988776655',
    });
    await admin.call('PUT', `/api/orders/${orderId}/deliver`);

    // One mail per step, each with the order number.
    const email = ASHA.Email;
    const mine = ofOrder(order.number);
    const confirmation = (await admin.mailsOf('order-confirmation', email)).filter(mine);
    const shipped = (await admin.mailsOf('order-shipped', email)).filter(mine);
    const delivered = (await admin.mailsOf('order-delivered', email)).filter(mine);
    expect([confirmation.length, shipped.length, delivered.length]).toEqual([1, 1, 1]);
    expect(shipped[0]?.text).toContain('9988776655');
    expect(confirmation[0]?.text).toContain(`/api/orders/${orderId}/invoice.pdf?token=`);

    // The delivered mail's tracking link: the whole journey, the courier and the invoice.
    const link = delivered[0]?.text.match(/https?:\/\/\S+\/track-order\?id=\S+/)?.[0];
    expect(link).toBeDefined();
    await shopper.goto(
      running().app.url(new URL(link ?? '').pathname + new URL(link ?? '').search),
    );
    const progress = shopper.getByRole('list', { name: 'Order progress' });
    await expect
      .poll(() => progress.locator('[aria-current="step"]').innerText())
      .toContain('Delivered');
    expect(await progress.innerText()).toContain('Delhivery · AWB 9988776655');
    expect(await shopper.getByRole('link', { name: /Download invoice/ }).getAttribute('href')).toBe(
      href,
    );
  });

  it('refunds a cancelled order with a mail, and gives its welcome coupon back', async () => {
    // A new subscriber: the welcome code is for an email's first paid order.
    const shopperFields = { ...ASHA, Email: 'meera@example.in' };
    const subscribed = await fetch(running().app.url('/api/subscription/subscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: shopperFields.Email }),
    });
    const { couponCode } = SubscribeResultSchema.parse(await subscribed.json());

    const shopper = await openProduct();
    const purchase = { coupon: couponCode, shopper: shopperFields };
    const orderId = await buyNowInSimulatedMode(shopper, product.name, model, purchase);
    const order = await admin.fetchOrder(orderId);
    expect(order.coupon?.code).toBe(couponCode);

    // Cancelled before shipping: the payment is refunded and the shopper told.
    await admin.call('PUT', `/api/orders/${orderId}/cancel`);
    const refunded = (await admin.mailsOf('order-refunded', shopperFields.Email)).filter(
      ofOrder(order.number),
    );
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.text).toContain(formatInr(rupeesToPaise(order.amountPaid)));

    // The welcome code works again: the next order gets its discount.
    await shopper.goto(running().app.url(`/product/${product.slug}`));
    const againId = await buyNowInSimulatedMode(shopper, product.name, model, purchase);
    const again = await admin.fetchOrder(againId);
    expect([again.coupon?.code, again.discount > 0]).toEqual([couponCode, true]);
  });
});

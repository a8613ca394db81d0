import type { Order } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { ASHA_SHIPPING } from '../../testing/shopper.ts';
import { orderConfirmationMail } from './order-mail.ts';

const order: Order = {
  _id: '6f1c8a52-5d0e-4c4e-9d7b-2f1f7f0c1a11',
  number: 1042,
  // 20:30 UTC is already the next day in India.
  createdAt: '2026-03-11T20:30:00.000Z',
  status: 'Placed',
  products: [
    {
      _id: 'line-1',
      product: { _id: 'p1', name: 'Carbon Fibre Obsidian', images: ['/media/a.svg'] },
      quantity: 2,
      price: 549,
      extraInfo: { brand: 'Apple', model: 'iPhone 16 Pro' },
    },
    {
      _id: 'line-2',
      product: { _id: 'p2', name: 'Arctic Marble', images: ['/media/b.svg'] },
      quantity: 1,
      price: 1299.5,
      extraInfo: { brand: 'Apple', model: 'MacBook Air M3 13"' },
    },
  ],
  shippingInfo: { ...ASHA_SHIPPING, customerNote: 'Ring twice' },
  placeOfSupply: 'Karnataka',
  coupon: { _id: 'c1', code: 'SKINS10', discount: 0.1 },
  subtotal: 2397.5,
  discount: 239.75,
  tax: 172.62,
  total: 2330.37,
  amountPaid: 2330,
  paymentMethod: 'Online',
  paymentStatus: 'Completed',
  shipment: null,
  invoiceNumber: null,
  creditNoteNumber: null,
  user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '9876543210' },
};
const url = 'https://skins.example.in/order-confirmation?token=abc_DEF-123';
const trackingUrl = `https://skins.example.in/track-order?id=${order._id}&token=abc_DEF-123`;
const links = { orderUrl: url, trackingUrl };

describe('orderConfirmationMail', () => {
  const mail = orderConfirmationMail(order, links);

  it('goes to the buyer with the order number in the subject', () => {
    expect(mail).toMatchObject({ kind: 'order-confirmation', to: 'asha@example.in' });
    expect(mail.subject).toBe('Your Skins order #1042 is confirmed');
  });

  it('carries number, date, items with brand and model, prices, shipping and totals in both bodies', () => {
    for (const body of [mail.html, mail.text]) {
      for (const expected of [
        '#1042',
        '12 March 2026',
        'Carbon Fibre Obsidian',
        'iPhone 16 Pro',
        'Arctic Marble',
        'Rs. 549.00',
        'Rs. 1,098.00',
        'Rs. 1,299.50',
        'Rs. 2,397.50',
        '-Rs. 239.75',
        'Rs. 172.62',
        'Rs. 2,330.37',
        'Rs. 2,330.00',
        'SKINS10',
        '10% off',
        '12 MG Road',
        'Flat 4B',
        'Bengaluru, Karnataka 560001',
        '9876543210',
        'Ring twice',
        'Online · Completed',
      ]) {
        expect(body, expected).toContain(expected);
      }
    }
    expect(mail.text).toContain('Apple iPhone 16 Pro · 2 × Rs. 549.00 = Rs. 1,098.00');
    expect(mail.html).toContain('MacBook Air M3 13&quot;');
  });

  it('names the tax rate while the order has one, and none with two (decision 066)', () => {
    expect(mail.text).toContain('Tax (8%)');
    const [first, second] = order.products;
    if (!first || !second) throw new Error('two lines');
    const mixed = orderConfirmationMail(
      { ...order, products: [first, { ...second, gstRate: 0.18 }] },
      links,
    );
    expect(mixed.text).not.toMatch(/Tax \(/);
    expect(mixed.text).toMatch(/\bTax\b.*Rs\. 172\.62/);
    const accessories = orderConfirmationMail(
      { ...order, products: order.products.map((line) => ({ ...line, gstRate: 0.18 })) },
      links,
    );
    expect(accessories.text).toContain('Tax (18%)');
  });

  it('links to the order in both bodies', () => {
    expect(mail.text).toContain(`View your order: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('carries a one-click tracking link (id and token) with the order number in both bodies', () => {
    expect(mail.text).toContain(`Track your order #1042: ${trackingUrl}`);
    expect(mail.html).toContain(`href="${trackingUrl.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('Track order #1042');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('with the order number #1042 and this email address');
    }
  });

  it('links the paid order’s invoice in both bodies, and leaves it out while unpaid', () => {
    const invoiceUrl = `https://skins.example.in/api/orders/${order._id}/invoice.pdf?token=abc_DEF-123`;
    const paid = orderConfirmationMail(
      { ...order, invoiceNumber: 'INV/2026-27/000123' },
      { ...links, invoiceUrl },
    );
    expect(paid.text).toContain(`Download your invoice (INV/2026-27/000123): ${invoiceUrl}`);
    expect(paid.html).toContain(`href="${invoiceUrl}"`);
    expect(paid.html).toContain('Download your invoice');
    const unpaid = orderConfirmationMail(
      { ...order, paymentMethod: 'Manual', paymentStatus: 'Pending' },
      { ...links, invoiceUrl },
    );
    for (const body of [unpaid.html, unpaid.text, mail.html, mail.text]) {
      expect(body).not.toContain('invoice');
    }
  });

  it('leaves out the discount and coupon lines when there are none', () => {
    const plain = orderConfirmationMail(
      { ...order, coupon: null, discount: 0, subtotal: 2397.5, tax: 191.8, total: 2589.3 },
      links,
    );
    for (const body of [plain.html, plain.text]) {
      expect(body).not.toContain('Discount');
      expect(body).not.toContain('Coupon');
    }
  });

  it('escapes every text the shop did not write in the HTML', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const hostile = orderConfirmationMail(
      {
        ...order,
        products: [
          {
            _id: 'line-evil',
            product: { _id: 'p', name: `Skin ${evil}`, images: [] },
            quantity: 1,
            price: 1,
            extraInfo: { brand: '<b>Brand</b>', model: '"><script>x</script>' },
          },
        ],
        shippingInfo: { ...order.shippingInfo, address: evil, customerNote: evil, city: '<i>' },
        user: { ...order.user, firstName: evil, email: `${evil}@x.in` },
        coupon: { _id: 'c', code: '<u>CODE</u>', discount: 0.1 },
      },
      {
        orderUrl: 'https://skins.example.in/order-confirmation?token=a"><script>',
        trackingUrl: 'https://skins.example.in/track-order?id=x&token=b"><script>',
      },
    );
    expect(hostile.html).not.toMatch(/<img|<script|<b>|<i>|<u>/);
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('token=a&quot;&gt;&lt;script&gt;');
    expect(hostile.html).toContain('token=b&quot;&gt;&lt;script&gt;');
  });
});

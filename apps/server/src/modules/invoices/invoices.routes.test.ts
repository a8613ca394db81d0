import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import {
  ADMIN,
  authenticateAdmin,
  CUSTOMER,
  capturedPayment,
} from '../../testing/order-test-kit.ts';
import { ASHA, ASHA_SHIPPING } from '../../testing/shopper.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';

const gateway = new SimulatedGateway('invoice-routes-test');
const { app, database } = await buildTestApp({}, { authenticateAdmin, gateway });
const { db } = database;

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const isPdf = (response: Awaited<ReturnType<typeof get>>) =>
  response.statusCode === 200 &&
  response.headers['content-type'] === 'application/pdf' &&
  response.rawPayload.subarray(0, 5).toString() === '%PDF-';

describe('GET /api/orders/{id}/invoice.pdf', () => {
  it('answers the paid order’s invoice for its token (query or header) and for an admin', async () => {
    const { order, token } = await createOrder(db);
    const url = `/api/orders/${order.id}/invoice.pdf`;
    const byQuery = await get(`${url}?token=${encodeURIComponent(token)}`);
    expect(isPdf(byQuery)).toBe(true);
    const fileName = `${order.invoiceNumber?.replaceAll('/', '-')}.pdf`;
    expect(byQuery.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
    expect(fileName).toMatch(/^INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    expect(isPdf(await get(url, { 'x-order-token': token }))).toBe(true);
    expect(isPdf(await get(url, ADMIN))).toBe(true);
  });

  it('is 404 without the token, with another order’s token, for a non-admin and for no order', async () => {
    const { order } = await createOrder(db);
    const other = await createOrder(db);
    const url = `/api/orders/${order.id}/invoice.pdf`;
    for (const response of [
      await get(url),
      await get(`${url}?token=${encodeURIComponent(other.token)}`),
      await get(url, { 'x-order-token': 'not-the-token' }),
      await get(url, CUSTOMER),
      await get('/api/orders/00000000-0000-4000-8000-000000000000/invoice.pdf', ADMIN),
      await get('/api/orders/not-a-uuid/invoice.pdf', ADMIN),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('is 404 until a cash-on-delivery order is marked paid', async () => {
    const { order, token } = await createOrder(db, {
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
    });
    const url = `/api/orders/${order.id}/invoice.pdf?token=${encodeURIComponent(token)}`;
    expect((await get(url)).statusCode).toBe(404);
    const paid = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/payment`,
      headers: ADMIN,
      payload: { paymentStatus: 'Completed', method: 'cash' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoiceNumber).toMatch(/^INV\//);
    expect(isPdf(await get(url))).toBe(true);
  });
});

describe('GET /api/orders/{id}/credit-note.pdf', () => {
  it('is 404 until the paid order is refunded, then answers the credit note; the invoice stays', async () => {
    const paymentId = await capturedPayment(gateway, 59_300);
    const { order, token } = await createOrder(db, {
      razorpayPaymentId: paymentId,
      lines: [{ price: 549 }],
    });
    const query = `?token=${encodeURIComponent(token)}`;
    const url = `/api/orders/${order.id}/credit-note.pdf`;
    expect((await get(`${url}${query}`)).statusCode).toBe(404);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      headers: ADMIN,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.json()).toMatchObject({
      paymentStatus: 'Refunded',
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });
    const note = await get(`${url}${query}`);
    expect(isPdf(note)).toBe(true);
    expect(note.headers['content-disposition']).toMatch(
      /^inline; filename="CN-\d{4}-\d{2}-\d{6}\.pdf"$/,
    );
    expect(isPdf(await get(url, ADMIN))).toBe(true);
    expect((await get(url)).statusCode).toBe(404);
    expect(isPdf(await get(`/api/orders/${order.id}/invoice.pdf${query}`))).toBe(true);
  });
});

describe('HSN codes', () => {
  it('keeps the category’s code on the order line: a later edit changes no issued invoice', async () => {
    const product = await createProduct(db, { productType: 'airpods' });
    await db.update(categories).set({ hsnCode: '8518' }).where(eq(categories.slug, 'accessories'));
    const manual = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: ADMIN,
      payload: {
        products: [
          {
            product: product.id,
            quantity: 1,
            extraInfo: {
              brand: product.compatibility[0]?.brand,
              model: product.compatibility[0]?.models[0],
            },
          },
        ],
        user: { ...ASHA },
        shippingInfo: { ...ASHA_SHIPPING },
      },
    });
    expect(manual.statusCode).toBe(201);
    await db.update(categories).set({ hsnCode: '3919' }).where(eq(categories.slug, 'accessories'));
    const lines = await db
      .select({ hsnCode: orderItems.hsnCode })
      .from(orderItems)
      .where(eq(orderItems.orderId, manual.json()._id));
    expect(lines).toEqual([{ hsnCode: '8518' }]);
  });

  it('gives every category the skins’ code, 3919, by default', async () => {
    const rows = await db.select({ hsnCode: categories.hsnCode }).from(categories);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.hsnCode))).toEqual(new Set(['3919']));
  });
});

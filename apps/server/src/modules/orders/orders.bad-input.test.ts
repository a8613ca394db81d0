import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { order, token } = await createOrder(database.db);
const product = await createProduct(database.db);

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, init: { headers?: object; payload?: unknown } = {}) =>
  app.inject({
    method,
    url,
    headers: { ...ADMIN, ...(init.headers as Record<string, string>) },
    ...(init.payload === undefined ? {} : { payload: init.payload as string }),
  });

function expectClean4xx(status: number, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
}

describe('order routes with odd input', () => {
  it.each([
    ['GET', '/api/orders/%00'],
    ['GET', `/api/orders/${order.id}%00`],
    ['GET', `/api/orders/${order.id}?token=a%00b`],
    ['GET', `/api/orders/${order.id}?token=${'t'.repeat(201)}`],
    ['GET', '/api/orders/token/a%00b'],
    ['GET', '/api/orders/track-order/%00'],
    ['GET', '/api/orders/all?search=a%00'],
    ['GET', '/api/orders/all?page=1e400'],
    ['GET', '/api/orders/all?limit=-1'],
    ['GET', '/api/orders/all?status=Placed&status=Shipped'],
    ['PUT', `/api/orders/${order.id}/request-cancel?token=%00`],
    ['DELETE', '/api/orders/%00'],
  ] as const)('%s %s is a 400', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    "1' or '1'='1",
    '%F0%9F%98%80',
    '00000000-0000-0000-0000-000000000000',
    'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
    '-1',
    '1042',
  ])('treats %s as an unknown order (404) everywhere', async (raw) => {
    const id = raw.includes('%') ? raw : encodeURIComponent(raw);
    for (const [method, url] of [
      ['GET', `/api/orders/${id}`],
      ['GET', `/api/orders/track-order/${id}`],
      ['GET', `/api/orders/token/${id}`],
      ['PUT', `/api/orders/${id}/request-cancel?token=${token}`],
      ['PUT', `/api/orders/${id}/cancel`],
      ['DELETE', `/api/orders/${id}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses path parameters over 100 characters before routing (a 4xx)', async () => {
    // Fastify's router answers these (maxParamLength) with 414 before any route runs.
    for (const url of [`/api/orders/${'a'.repeat(101)}`, `/api/orders/token/${'t'.repeat(201)}`]) {
      expectClean4xx((await call('GET', url)).statusCode, url);
    }
  });

  it('treats a token header with odd bytes as a wrong token, never a 500', async () => {
    for (const value of ['é', '\u0001', ' ', 'x'.repeat(201)]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: { 'x-order-token': value },
      });
      expectClean4xx(response.statusCode, JSON.stringify(value));
    }
  });

  it.each([
    ['no body', undefined],
    ['not JSON', '{status'],
    ['a number', { status: 3 }],
    ['an array', [{ status: 'Shipped' }]],
    ['a huge string', { status: 'S'.repeat(100_000) }],
    ['a NUL', { status: 'Shipped\u0000' }],
  ])('refuses a status update with %s (4xx)', async (_case, payload) => {
    const response = await call('PUT', `/api/orders/${order.id}/status`, {
      headers: { 'content-type': 'application/json' },
      payload:
        typeof payload === 'string' || payload === undefined ? payload : JSON.stringify(payload),
    });
    expectClean4xx(response.statusCode, String(_case));
  });

  const line = {
    product: product.id,
    quantity: 1,
    extraInfo: { brand: 'Apple', model: 'iPhone 16' },
  };
  const manual = {
    user: { firstName: 'A', lastName: 'B', email: 'a@example.in', phone: '9876543210' },
    shippingInfo: {
      firstName: 'A',
      lastName: 'B',
      address: 'x',
      city: 'y',
      pin: '560001',
      state: 'Karnataka',
      phone: '9876543210',
      email: 'a@example.in',
    },
    products: [line],
  };

  it.each([
    ['quantity 0', { products: [{ ...line, quantity: 0 }] }, 'products.0.quantity'],
    ['quantity 1e9', { products: [{ ...line, quantity: 1e9 }] }, 'products.0.quantity'],
    ['quantity 1.5', { products: [{ ...line, quantity: 1.5 }] }, 'products.0.quantity'],
    ['a NUL in the product', { products: [{ ...line, product: 'a\u0000' }] }, 'products.0.product'],
    [
      'a 101-character product',
      { products: [{ ...line, product: 'p'.repeat(101) }] },
      'products.0.product',
    ],
    ['51 lines', { products: Array.from({ length: 51 }, () => line) }, 'products'],
    [
      'a 5,000-character address',
      { shippingInfo: { ...manual.shippingInfo, address: 'a'.repeat(5000) } },
      'shippingInfo.address',
    ],
    ['no user', { user: undefined }, 'user'],
  ])('refuses a manual order with %s (400 on the field)', async (_case, change, field) => {
    const response = await call('POST', '/api/orders', { payload: { ...manual, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { fields: { [field]: expect.any(String) } } });
  });

  it('takes the well-formed manual order (the cases above differ from it in one field)', async () => {
    const response = await call('POST', '/api/orders', { payload: manual });
    expect(response.statusCode).toBe(201);
  });
});

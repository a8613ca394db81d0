import { ErrorBodySchema, listEnvelopeSchema, OrderSchema } from '@skins/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SELLER } from '../../seller-config.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign, createOrder } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { orderCsvRow } from './order-csv.ts';
import { orderExportRoutes } from './order-export.routes.ts';
import { listOrdersForExport } from './order-reports.ts';

// The gate is on: exports are the admin token's business alone.
const { app, database } = await buildTestApp(
  { STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const { db } = database;

// 20:00 UTC on 10 March is already 11 March in India: the file is named for the Indian date.
const NOW = new Date('2026-03-10T20:00:00Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
afterAll(() => {
  vi.useRealTimers();
});

const HEADER =
  'number,createdAt,status,paymentStatus,paymentMethod,customerName,email,phone,city,state,' +
  'pincode,items,subtotal,discount,coupon,tax,total,amountPaid,invoiceNumber,creditNoteNumber,' +
  'hsn,taxableValue,cgst,sgst,igst';

const coupon = await createCampaign(db, { code: 'SKINS10', discountBp: 1000 });
const { order: couponed } = await createOrder(db, {
  createdAt: new Date('2026-03-10T09:15:00.000Z'),
  status: 'Shipped',
  email: 'meera@example.in',
  firstName: 'Meera',
  lastName: 'राव',
  phone: '9000011111',
  shipping: { city: 'Pune', state: 'Maharashtra', pin: '411001' },
  lines: [{ price: 549, quantity: 2 }],
  campaign: coupon,
});
const { order: hostile } = await createOrder(db, {
  createdAt: minutesAgo(30),
  email: 'karan@example.in',
  firstName: '=HYPERLINK("http://evil.example")',
  lastName: 'K',
  phone: '+919000022222',
  shipping: { city: 'Navi Mumbai, MH', state: '@SUM(1)', pin: '400703' },
  paymentMethod: 'Manual',
  paymentStatus: 'Pending',
  lines: [{ price: 100 }, { price: 200, quantity: 3 }],
});
const { order: percent } = await createOrder(db, {
  createdAt: minutesAgo(20),
  email: '50%off@example.in',
  status: 'Cancelled',
  paymentStatus: 'Refunded',
});

const exportOrders = (
  query: Record<string, string> = {},
  headers: Record<string, string> = ADMIN,
) => app.inject({ method: 'GET', url: '/api/orders/export', query, headers });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
const numbers = (body: string) => lines(body).map((line) => Number(line.split(',')[0]));

describe('who may export', () => {
  it('answers 401 without a valid token and 403 for another role, before validation', async () => {
    for (const [headers, status, code] of [
      [{}, 401, 'UNAUTHENTICATED'],
      [{ authorization: 'Bearer nope' }, 401, 'UNAUTHENTICATED'],
      [CUSTOMER, 403, 'FORBIDDEN'],
    ] as const) {
      const response = await exportOrders({ status: 'nope' }, headers);
      expect(response.statusCode).toBe(status);
      expect(ErrorBodySchema.parse(response.json()).code).toBe(code);
    }
  });

  it('answers an admin without the unlock cookie: the route wins over /api/orders/{id}', async () => {
    const response = await exportOrders();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-03-11.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/orders/export', () => {
  it('writes a BOM, the header and every order newest first, in rupees, in India time, with its GST figures', async () => {
    const { body } = await exportOrders();
    expect(body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(numbers(body)).toEqual([percent.number, hostile.number, couponed.number]);
    // The contract's example order: 2 × ₹549, 10% off, 8% tax, charged in whole rupees.
    expect(lines(body)[2]).toBe(
      `${couponed.number},2026-03-10T14:45:00+05:30,Shipped,Completed,Online,Meera राव,` +
        'meera@example.in,9000011111,Pune,Maharashtra,411001,2,1098.00,109.80,SKINS10,79.06,' +
        // Shipped out of the seller's state (Karnataka): IGST, on the discounted 988.20.
        '1067.26,1067.00,INV/2025-26/000001,,3919,988.20,0.00,0.00,79.06',
    );
  });

  it('neutralises formulas and quotes commas and quotes', async () => {
    const { body } = await exportOrders({ search: 'karan' });
    expect(lines(body)).toEqual([
      // 19:30 UTC on 10 March is 01:00 on 11 March in India. Not paid: no invoice number.
      `${hostile.number},2026-03-11T01:00:00+05:30,Placed,Pending,Manual,` +
        `"'=HYPERLINK(""http://evil.example"") K",karan@example.in,'+919000022222,` +
        `"Navi Mumbai, MH",'@SUM(1),400703,4,700.00,0.00,,56.00,756.00,0.00,,,3919,700.00,` +
        '0.00,0.00,56.00',
    ]);
  });

  it('splits the tax of an order shipped within the seller’s state, and names its credit note', async () => {
    const [row] = await listOrdersForExport(db, { search: 'meera' }, 1);
    if (!row) throw new Error('no row for Meera');
    const local = {
      ...row,
      shipping: { ...row.shipping, state: 'karnataka' },
      // The split follows the place of supply recorded with the order (decision 047).
      placeOfSupply: 'karnataka',
      creditNoteNumber: 'CN/2025-26/000001',
    };
    // invoiceNumber … igst: the last seven columns; 79.06 of tax in halves, the odd paisa to CGST.
    expect(orderCsvRow(local, DEMO_SELLER).slice(-7)).toEqual([
      'INV/2025-26/000001',
      'CN/2025-26/000001',
      '3919',
      '988.20',
      '39.53',
      '39.53',
      '0.00',
    ]);
  });

  it('sums each kind of tax over the order’s rates, as its invoice’s rows add up (decision 066)', async () => {
    const [row] = await listOrdersForExport(db, { search: 'meera' }, 1);
    if (!row) throw new Error('no row for Meera');
    // Rs. 549 at 8% and Rs. 549 at 18%, 10% off: 5,490 off each; 8% of 49,410 = 3,952.8 →
    // 3,953 (CGST 1,977 + SGST 1,976); 18% of 49,410 = 8,893.8 → 8,894 (4,447 + 4,447).
    const mixed = {
      ...row,
      placeOfSupply: 'Karnataka',
      taxInPaise: 12_847,
      lineRates: [
        { priceInPaise: 54_900, quantity: 1 as const, taxRateBp: 800 },
        { priceInPaise: 54_900, quantity: 1 as const, taxRateBp: 1_800 },
      ],
    };
    expect(orderCsvRow(mixed, DEMO_SELLER).slice(-4)).toEqual(['988.20', '64.24', '64.23', '0.00']);
  });

  it('filters as the order list does', async () => {
    const list = listEnvelopeSchema(OrderSchema);
    const queries: Record<string, string>[] = [
      { status: 'Shipped' },
      { status: 'Delivered' },
      { search: 'EXAMPLE.IN' },
      { search: `#${hostile.number}` },
      { search: '%' },
      { search: '00022222' },
      { search: 'example', status: 'Cancelled' },
    ];
    for (const query of queries) {
      const listed = list.parse(
        (await app.inject({ method: 'GET', url: '/api/orders/all', query, headers: ADMIN })).json(),
      );
      const exported = await exportOrders(query);
      expect(exported.statusCode, JSON.stringify(query)).toBe(200);
      expect(numbers(exported.body), JSON.stringify(query)).toEqual(
        listed.data.map((o) => o.number),
      );
    }
    expect(numbers((await exportOrders({ search: '%' })).body)).toEqual([percent.number]);
    expect(lines((await exportOrders({ status: 'Delivered' })).body)).toEqual([]);
  });

  it('ignores paging: an export holds every matching order', async () => {
    expect(numbers((await exportOrders({ page: '2', limit: '1' })).body)).toHaveLength(3);
  });

  it('answers 400, never 500, for a bad status or search', async () => {
    const queries: Record<string, string>[] = [
      { status: 'Shipping' },
      { status: 'shipped' },
      { search: 'x'.repeat(255) },
    ];
    for (const query of queries) {
      const response = await exportOrders(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
    const twice = await app.inject({
      method: 'GET',
      url: '/api/orders/export?status=Placed&status=Shipped',
      headers: ADMIN,
    });
    expect(twice.statusCode).toBe(400);
  });

  it('stops at the row limit, keeping the newest', async () => {
    const rows = await listOrdersForExport(db, {}, 2);
    expect(rows.map((row) => row.number)).toEqual([percent.number, hostile.number]);
  });

  it('logs who exported how many rows with which filters', async () => {
    const { app: logged, lines: log } = createLoggedApp({ db, authenticateAdmin });
    await logged.register(orderExportRoutes, { prefix: '/api/orders', seller: DEMO_SELLER });
    const response = await logged.inject({
      method: 'GET',
      url: '/api/orders/export?status=Placed',
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    await logged.close();
    const audit = log.filter((line) => line.action === 'orders.export');
    expect(audit).toEqual([
      expect.objectContaining({ admin: 'admin@example.in', rows: 1, status: 'Placed' }),
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the exports as CSV downloads with the lists’ filters, and the dashboard', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        {
          get?: {
            parameters?: { name: string; in: string }[];
            responses: Record<string, { content?: Record<string, unknown> }>;
          };
        }
      >;
    };
    for (const path of ['/api/orders/export', '/api/subscribers/export']) {
      const get = document.paths[path]?.get;
      expect(get?.parameters?.map((p) => `${p.in}:${p.name}`).sort(), path).toEqual([
        'query:search',
        'query:status',
      ]);
      expect(Object.keys(get?.responses['200']?.content ?? {}), path).toEqual(['text/csv']);
    }
    const dashboard = document.paths['/api/admin/dashboard']?.get;
    expect(Object.keys(dashboard?.responses['200']?.content ?? {})).toEqual(['application/json']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';

// Downloads of invoice and credit-note PDFs are limited per order and per client IP (issue [14]
// item 15: four download loops on one order's token starved every other shopper).

const { app, database } = await buildTestApp({
  RATE_LIMIT_INVOICE_PDF_PER_ORDER_PER_MINUTE: '3',
  RATE_LIMIT_INVOICE_PDF_PER_MINUTE: '5',
});

async function invoiceUrl() {
  const { order, token } = await createOrder(database.db);
  const path = `/api/orders/${order.id}/invoice.pdf`;
  return { path, url: `${path}?token=${encodeURIComponent(token)}` };
}

const downloadFrom = (remoteAddress: string, url: string) =>
  app.inject({ method: 'GET', url, remoteAddress });

function expectRateLimited(response: Awaited<ReturnType<typeof downloadFrom>>) {
  expect(response.statusCode).toBe(429);
  const retryAfterSeconds = Number(response.headers['retry-after']);
  expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    message: `Too many attempts. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    code: 'RATE_LIMITED',
    details: { retryAfterSeconds },
  });
}

describe('GET /api/orders/{id}/invoice.pdf rate limits', () => {
  it('answers the 4th download of one order in a minute with 429, whatever the IP; other orders still download', async () => {
    const { url } = await invoiceUrl();
    for (const ip of ['10.15.0.1', '10.15.0.2', '10.15.0.3']) {
      expect((await downloadFrom(ip, url)).statusCode).toBe(200);
    }
    expectRateLimited(await downloadFrom('10.15.0.4', url));
    expect((await downloadFrom('10.15.0.4', (await invoiceUrl()).url)).statusCode).toBe(200);
  });

  it('counts against an order only the downloads its token or an admin may make', async () => {
    const { path, url } = await invoiceUrl();
    for (const ip of ['10.15.1.1', '10.15.1.2', '10.15.1.3', '10.15.1.4']) {
      expect((await downloadFrom(ip, `${path}?token=not-the-token`)).statusCode).toBe(404);
    }
    expect((await downloadFrom('10.15.1.5', url)).statusCode).toBe(200);
  });

  it('answers a client IP’s 6th download in a minute with 429, across orders', async () => {
    const ip = '10.15.2.1';
    for (let i = 0; i < 5; i++) {
      expect((await downloadFrom(ip, (await invoiceUrl()).url)).statusCode).toBe(200);
    }
    expectRateLimited(await downloadFrom(ip, (await invoiceUrl()).url));
    expect((await downloadFrom('10.15.2.2', (await invoiceUrl()).url)).statusCode).toBe(200);
  });
});

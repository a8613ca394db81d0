import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createOrder, createProduct } from '../testing/factories.ts';

const TOKEN = 'scrape-token-0123456789';
const { app, database } = await buildTestApp({ METRICS_TOKEN: TOKEN });
const scrape = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the exposition, by its name and labels as printed. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 to anyone but the scraper holding METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      expect((await scrape(authorization)).statusCode, String(authorization)).toBe(404);
    }
  });

  it("gives Prometheus requests by route template, the cache's hits and misses, orders and the outbox", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: 'Metric Walnut' });
    await createOrder(db, { status: 'Shipped' });
    await createOrder(db, { status: 'Shipped' });
    await createOrder(db, { paymentStatus: 'Pending', paymentMethod: 'COD' });
    await db.insert(mailOutbox).values({
      kind: 'order-confirmation',
      toAddress: 'asha@example.in',
      subject: 'Waiting',
      html: '<p>Waiting</p>',
      text: 'Waiting',
      status: 'queued',
      createdAt: new Date(Date.now() - 90_000),
    });
    for (let i = 0; i < 3; i++) await app.inject({ url: `/api/products/${product.slug}` });

    const response = await scrape(`Bearer ${TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const route = 'method="GET",route="/api/products/:idOrSlug",status_code="200"';
    expect(sample(text, `http_request_duration_seconds_count{${route}}`)).toBe(3);
    // One load, then two answers from the copy.
    expect(sample(text, 'skins_catalog_cache_lookups_total{outcome="miss"}')).toBe(1);
    expect(sample(text, 'skins_catalog_cache_lookups_total{outcome="hit"}')).toBe(2);
    expect(sample(text, 'skins_orders{status="Shipped",payment_status="Completed"}')).toBe(2);
    expect(sample(text, 'skins_orders{status="Placed",payment_status="Pending"}')).toBe(1);
    expect(sample(text, 'skins_mail_outbox_queued')).toBe(1);
    expect(sample(text, 'skins_mail_outbox_oldest_queued_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const { app: plain } = await buildTestApp();
    expect((await plain.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

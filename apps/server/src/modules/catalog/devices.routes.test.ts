import { DEVICE_QUERY_MESSAGES, DeviceListSchema, ErrorBodySchema } from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';

let t: TestContext;
const locked = await buildTestApp({ STORE_PASSWORD: 'open sesame', APP_SECRET: 's'.repeat(43) });

beforeAll(async () => {
  t = await buildTestApp({}, { authenticateAdmin });
  const { db } = t.database;
  await createProduct(db, {
    slug: 'iphone-16-pro-and-15',
    compatibility: [
      { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 15'] },
      { brand: 'Google', models: ['Pixel 9'] },
    ],
  });
  await createProduct(db, {
    slug: 'iphone-9-and-10',
    compatibility: [{ brand: 'Apple', models: ['iPhone 10', 'iPhone 9'] }],
  });
  await createProduct(db, {
    slug: 'galaxy-s24',
    productType: 'samsung',
    compatibility: [{ brand: 'Samsung', models: ['Galaxy S24'] }],
  });
  await createProduct(db, { slug: 'universal-sticker', productType: 'others', compatibility: [] });
  await createProduct(db, {
    slug: 'retired-nokia',
    active: false,
    compatibility: [{ brand: 'Nokia', models: ['3310'] }],
  });
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('GET /api/devices', () => {
  it('lists the brands A–Z and their models in natural order, each once', async () => {
    const { status, body } = await get('/api/devices');
    expect(status).toBe(200);
    expect(DeviceListSchema.parse(body).data).toEqual([
      { brand: 'Apple', models: ['iPhone 9', 'iPhone 10', 'iPhone 15', 'iPhone 16 Pro'] },
      { brand: 'Google', models: ['Pixel 9'] },
      { brand: 'Samsung', models: ['Galaxy S24'] },
    ]);
  });

  it('leaves out devices only inactive products fit', async () => {
    const { body } = await get('/api/devices');
    expect(DeviceListSchema.parse(body).data.map((d) => d.brand)).not.toContain('Nokia');
  });

  it('shows a new model once a product that names it is written', async () => {
    const product = {
      name: 'Oxide Red',
      description: 'Matte vinyl.',
      price: 599,
      images: ['/media/art/v2/samsung/solid/oxide/front.svg'],
      category: 'mobile-skins',
      productType: 'samsung',
      tags: ['matte'],
      compatibility: [{ brand: 'Samsung', models: ['Galaxy A55'] }],
    };
    expect((await get('/api/devices')).status).toBe(200); // cached before the write
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: ADMIN,
      payload: product,
    });
    expect(created.statusCode, created.body).toBe(201);
    const samsung = DeviceListSchema.parse((await get('/api/devices')).body).data.find(
      (d) => d.brand === 'Samsung',
    );
    expect(samsung?.models).toEqual(['Galaxy A55', 'Galaxy S24']);
  });
});

const slugsOf = (body: unknown) =>
  (body as { data: { slug: string }[] }).data.map((p) => p.slug).sort();

describe('the device filter of product lists', () => {
  it('lists products naming the device, and those that fit every device', async () => {
    const { status, body } = await get('/api/products?brand=Apple&model=iPhone%209');
    expect(status).toBe(200);
    expect(slugsOf(body)).toEqual(['iphone-9-and-10', 'universal-sticker']);
    expect(body).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('matches the model within its own brand only', async () => {
    const pixelUnderApple = await get('/api/products?brand=Apple&model=Pixel%209');
    expect(slugsOf(pixelUnderApple.body)).toEqual(['universal-sticker']);
    const pixel = await get('/api/products?brand=Google&model=Pixel%209');
    expect(slugsOf(pixel.body)).toEqual(['iphone-16-pro-and-15', 'universal-sticker']);
  });

  it('keeps the other filters and paging: type, categories, tags, page', async () => {
    const byType = await get('/api/products/type/samsung?brand=Samsung&model=Galaxy%20S24');
    expect(slugsOf(byType.body)).toEqual(['galaxy-s24']);
    const inOthers = await get(
      '/api/products?categories=accessories&brand=Apple&model=iPhone%2015',
    );
    expect(slugsOf(inOthers.body)).toEqual(['universal-sticker']);
    const paged = await get('/api/products?brand=Apple&model=iPhone%2015&limit=1&page=2');
    expect(paged.body).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    const noTag = await get('/api/products?brand=Apple&model=iPhone%2015&tags=holographic');
    expect(noTag.body).toMatchObject({ data: [], total: 0 });
  });

  it('answers an unknown device with the products that fit every device, never a 500', async () => {
    for (const query of [
      'brand=Nokia&model=3310',
      'brand=%22%5D%7D&model=%27%20or%201%3D1--',
      'brand=%F0%9F%93%B1&model=%5C',
    ]) {
      const { status, body } = await get(`/api/products?${query}`);
      expect(status, query).toBe(200);
      expect(slugsOf(body), query).toEqual(['universal-sticker']);
    }
  });

  it('filters full search results by the device too', async () => {
    const all = await get('/api/products/search/full?query=matte');
    expect(slugsOf(all.body).length).toBeGreaterThan(2);
    const fitting = await get(
      '/api/products/search/full?query=matte&brand=Samsung&model=Galaxy%20S24',
    );
    expect(slugsOf(fitting.body)).toEqual(['galaxy-s24', 'universal-sticker']);
  });

  it('answers 400 naming the missing half when only brand or only model is sent', async () => {
    const cases = [
      ['/api/products?brand=Apple', 'model', DEVICE_QUERY_MESSAGES.model],
      ['/api/products?model=iPhone%2015', 'brand', DEVICE_QUERY_MESSAGES.brand],
      ['/api/products/type/iphone?brand=Apple', 'model', DEVICE_QUERY_MESSAGES.model],
      ['/api/products/search/full?query=matte&model=x', 'brand', DEVICE_QUERY_MESSAGES.brand],
    ] as const;
    for (const [url, field, message] of cases) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      const error = ErrorBodySchema.parse(body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.fields, url).toEqual({ [field]: message });
    }
  });

  it('answers 400 for a blank, too long or control-character brand or model', async () => {
    for (const query of [
      `brand=${'A'.repeat(101)}&model=x`,
      `brand=Apple&model=${'9'.repeat(101)}`,
      'brand=%20&model=iPhone%2015',
      'brand=Apple&model=',
      'brand=Apple&model=iPhone%0A15',
    ]) {
      const { status, body } = await get(`/api/products?${query}`);
      expect(status, query).toBe(400);
      expect(ErrorBodySchema.parse(body).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the store gate', () => {
  it('answers GET /api/devices 403 STORE_LOCKED while the store is locked', async () => {
    const response = await locked.app.inject({ method: 'GET', url: '/api/devices' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
  });
});

import {
  AdminCategoryListSchema,
  AdminCategorySchema,
  CategorySchema,
  LoginResultSchema,
  ProductListSchema,
  ProductSchema,
} from '@skins/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, TEST_ADMIN_PASSWORD } from '../../testing/auth-test-kit.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { canonical, PUBLIC_URL, seoTestApp } from '../seo/seo.fixtures.ts';
import { body as productBody } from './product-admin.fixtures.ts';
import { findSellableProducts, hsnCodesOfProducts } from './product-lookup.ts';

// API.md § The owner's desk, categories (decision 067): the owner lists, adds and edits them; a
// renamed slug's old page answers 301; a new category is in the bar, its listing and the product
// form; staff are refused; every write is audited.
const { t, get } = await seoTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
const { app } = t;
const { db } = t.database;

async function tokenOf(role: 'owner' | 'staff') {
  const admin = await createTestAdmin(db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.email, password: TEST_ADMIN_PASSWORD },
  });
  return bearer(LoginResultSchema.parse(response.json()).token);
}
const OWNER = await tokenOf('owner');
const STAFF = await tokenOf('staff');

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = OWNER,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const tablets = {
  name: 'Tablet Skins',
  slug: 'tablet-skins',
  hsnCode: '39199090',
  gstRate: 0.18,
  position: 4,
};
const list = async () =>
  AdminCategoryListSchema.parse((await call('GET', '/api/admin/categories')).json()).data;
const suggested = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/search/autocomplete?query=${query}` }))
    .json()
    .data.map((item: { name: string }) => item.name);
const storefrontCategories = async () =>
  (await app.inject({ method: 'GET', url: '/api/categories' }))
    .json()
    .data.map((c: unknown) => CategorySchema.parse(c));

describe('the owner’s categories', () => {
  it('lists the four built-in categories in the bar’s order with HSN code, rate and counts', async () => {
    const categories = await list();
    expect(categories.map((c) => [c._id, c.slug, c.position, c.builtIn])).toEqual([
      ['mobile-skins', 'mobile-skins', 0, true],
      ['laptop-skins', 'laptop-skins', 1, true],
      ['console-skins', 'console-skins', 2, true],
      ['accessories', 'accessories', 3, true],
    ]);
    expect(categories[0]).toMatchObject({ hsnCode: '3919', gstRate: 0.08, oldSlugs: [] });
    // seoTestApp's products: three phone skins (one of them inactive) and a MacBook skin.
    expect(categories.map((c) => c.productCount)).toEqual([3, 1, 0, 0]);
    // The storefront's answer is kept in the catalog's cache: the writes below must empty it.
    expect((await storefrontCategories()).map((c: { name: string }) => c.name)).toEqual([
      'Mobile Skins',
      'Laptop Skins',
      'Console Skins',
      'Accessories',
    ]);
  });

  it('refuses a bad HSN code, a rate that is no GST slab, a bad slug and staff', async () => {
    for (const [field, value] of [
      ['hsnCode', '391'],
      ['hsnCode', '391999999'],
      ['hsnCode', '39a9'],
      ['gstRate', 0.07],
      ['gstRate', 18],
      ['slug', 'Tablet Skins'],
      ['slug', 'tablet--skins'],
      ['position', -1],
      ['name', '  '],
    ] as const) {
      const response = await call('POST', '/api/admin/categories', { ...tablets, [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(Object.keys(response.json().details.fields)).toEqual([field]);
    }
    expect((await call('POST', '/api/admin/categories', tablets, STAFF)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/categories', undefined, STAFF)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/admin/categories/accessories', tablets, STAFF)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/admin/categories', tablets, {})).statusCode).toBe(401);
    expect(await list()).toHaveLength(4);
  });

  it('adds a category: in the bar at its position, with a listing page, and products can be put in it', async () => {
    const created = await call('POST', '/api/admin/categories', {
      ...tablets,
      slug: ' Tablet-Skins ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tablet = AdminCategorySchema.parse(created.json());
    expect(tablet).toMatchObject({ ...tablets, productCount: 0, builtIn: false, oldSlugs: [] });

    const bar = await storefrontCategories();
    expect(bar.map((c: { slug: string }) => c.slug)).toEqual([
      'mobile-skins',
      'laptop-skins',
      'console-skins',
      'accessories',
      'tablet-skins',
    ]);
    expect(bar[4]).toEqual({
      _id: tablet._id,
      slug: 'tablet-skins',
      name: 'Tablet Skins',
      productTypes: [],
    });

    // A product in it is of type `others` (the category has no device types of its own).
    const refused = await call(
      'POST',
      '/api/products',
      productBody({ category: 'tablet-skins', productType: 'iphone' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({
      productType: 'This product type is not in the chosen category',
    });
    const made = await call(
      'POST',
      '/api/products',
      productBody({ name: 'iPad Air Carbon', category: 'tablet-skins', productType: 'others' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(ProductSchema.parse(made.json()).category).toBe('tablet-skins');
    const listed = ProductListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/products?categories=tablet-skins' })).json(),
    );
    expect(listed.data.map((p) => [p.name, p.category])).toEqual([
      ['iPad Air Carbon', 'tablet-skins'],
    ]);
    expect(listed.total).toBe(1);
    const page = await get('/category/tablet-skins');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Tablet Skins');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.html).toContain('/category/tablet-skins</loc>');

    // Taken now: another category cannot have the slug.
    const twice = await call('POST', '/api/admin/categories', { ...tablets, name: 'Tabs' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details.fields.slug).toBe('The category “Tablet Skins” has this slug');
  });

  it('renames a slug: the old page answers 301 with its query, products follow, the slug stays taken', async () => {
    const renamed = await call('PUT', '/api/admin/categories/accessories', {
      name: 'Gadget Skins',
      slug: 'gadget-skins',
      hsnCode: '3919',
      gstRate: 0.18,
      position: 5,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(AdminCategorySchema.parse(renamed.json())).toMatchObject({
      _id: 'accessories',
      slug: 'gadget-skins',
      oldSlugs: ['accessories'],
      gstRate: 0.18,
    });

    const moved = await get('/category/accessories?sort=Name');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/category/gadget-skins?sort=Name');
    const typeMoved = await get('/category/accessories/airpods');
    expect(typeMoved.headers.location).toBe('/category/gadget-skins/airpods');
    expect((await get('/category/gadget-skins')).status).toBe(200);
    // The API is addressed by the live slug; an old one is unknown there (decision 067).
    expect(
      (await app.inject({ method: 'GET', url: '/api/products?categories=accessories' })).statusCode,
    ).toBe(404);

    // A product of the renamed category is written and answered under its slug now.
    const airpods = await call(
      'POST',
      '/api/products',
      productBody({ name: 'AirPods Pro Carbon', category: 'gadget-skins', productType: 'airpods' }),
    );
    expect(airpods.statusCode, airpods.body).toBe(201);
    const airpodsProduct = ProductSchema.parse(airpods.json());
    expect(await suggested('gadget')).toEqual(['AirPods Pro Carbon']);
    expect(airpodsProduct.category).toBe('gadget-skins');
    // A purchase reads the category's HSN code and rate as they are now (the order line keeps them).
    const sellable = await findSellableProducts(db, [airpodsProduct._id]);
    expect(sellable.get(airpodsProduct._id)?.hsnCode).toBe('3919');
    await call('PUT', '/api/admin/categories/accessories', {
      name: 'Gadget Skins',
      slug: 'gadget-skins',
      hsnCode: '39269099',
      gstRate: 0.18,
      position: 5,
    });
    expect((await hsnCodesOfProducts(db, [airpodsProduct._id]))(airpodsProduct._id)).toBe(
      '39269099',
    );
    expect((await storefrontCategories()).at(-1)).toMatchObject({
      _id: 'accessories',
      slug: 'gadget-skins',
      name: 'Gadget Skins',
    });

    // The old slug is the renamed category's: another cannot take it; the category itself can.
    const taken = await call('POST', '/api/admin/categories', { ...tablets, slug: 'accessories' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/“Gadget Skins”/);
    const back = await call('PUT', '/api/admin/categories/gadget-skins', {
      name: 'Accessories',
      slug: 'accessories',
      hsnCode: '3919',
      gstRate: 0.08,
      position: 3,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(AdminCategorySchema.parse(back.json()).oldSlugs).toEqual(['gadget-skins']);
    // Its products are found by the category's name now, no longer by the old one.
    expect(await suggested('gadget')).toEqual([]);
    expect(await suggested('accessories')).toContain('AirPods Pro Carbon');
    expect((await get('/category/accessories')).status).toBe(200);
    expect((await get('/category/gadget-skins')).headers.location).toBe('/category/accessories');
    expect((await call('PUT', '/api/admin/categories/nope', tablets)).statusCode).toBe(404);
  });

  it('audits every write with the category’s before and after', async () => {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, 'accessories')))
      .orderBy(auditLog.at);
    expect(rows).toHaveLength(2);
    const gadget = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, 'gadget-skins')));
    expect(gadget[0]?.before).toMatchObject({ slug: 'gadget-skins', name: 'Gadget Skins' });
    expect(gadget[0]?.after).toMatchObject({ slug: 'accessories', name: 'Accessories' });
    expect(rows[0]?.before).toMatchObject({ slug: 'accessories', gstRateBp: 800 });
    expect(rows[0]?.after).toMatchObject({ slug: 'gadget-skins', gstRateBp: 1800 });
    const created = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'category'), eq(auditLog.method, 'POST')));
    expect(created).toHaveLength(1);
    expect(created[0]?.after).toMatchObject({ slug: 'tablet-skins', hsnCode: '39199090' });
  });

  it('points /category at the shop’s category (spec: mobile skins) under its slug now, wherever it stands in the bar', async () => {
    const renamed = await call('PUT', '/api/admin/categories/mobile-skins', {
      name: 'Phone Skins',
      slug: 'phone-skins',
      hsnCode: '3919',
      gstRate: 0.08,
      position: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { html } = await get('/category');
    expect(canonical(html)).toEqual([`${PUBLIC_URL}/category/phone-skins`]);
  });
});

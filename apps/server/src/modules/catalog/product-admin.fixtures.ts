import { ProductSchema } from '@skins/shared';
import { expect } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';

export { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';

// The setup the product-admin tests share (product-admin.routes.test.ts and
// product-admin.delete.test.ts): admin tokens, a valid product body, and an app per test file.

export const UPLOAD = '/media/uploads/4b0f1111-2222-4333-8444-555566667777/1280.webp';
export const ARTWORK = '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Carbon Fibre Black',
    description: 'Textured vinyl with a carbon weave.',
    price: 549,
    compareAtPrice: 699,
    images: [UPLOAD, ARTWORK],
    category: 'mobile-skins',
    productType: 'iphone',
    tags: ['textured'],
    compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
    ...overrides,
  };
}

/** A new app for the calling test file, with the admin's and the shopper's calls on it. */
export async function productAdminApp() {
  // The password gate stays on: admin writes must not need the shopper's unlock cookie.
  const { app, database } = await buildTestApp(
    { STORE_PASSWORD: 'open-sesame' },
    { authenticateAdmin },
  );
  const { db } = database;

  const create = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/products',
      headers: ADMIN,
      payload: payload as object,
    });
  const update = (idOrSlug: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/products/${idOrSlug}`,
      headers: ADMIN,
      payload: payload as object,
    });
  const remove = (idOrSlug: string) =>
    app.inject({ method: 'DELETE', url: `/api/products/${idOrSlug}`, headers: ADMIN });

  /** A storefront read, as the admin (the gate is on; an admin token passes it). */
  const read = (url: string) => app.inject({ method: 'GET', url, headers: ADMIN });
  // What the storefront shows: a shopper past the password gate (admins also see inactive products).
  const unlock = await app.inject({
    method: 'POST',
    url: '/api/store/unlock',
    payload: { password: 'open-sesame' },
  });
  const SHOPPER = { cookie: unlock.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  const shopperRead = (url: string) => app.inject({ method: 'GET', url, headers: SHOPPER });

  async function createdProduct(overrides: Record<string, unknown> = {}) {
    const response = await create(body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return ProductSchema.parse(response.json());
  }

  return { app, db, create, update, remove, read, shopperRead, createdProduct };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

let t: TestContext;

beforeAll(async () => {
  // buildTestApp points WEB_DIST_DIR at a directory that does not exist: an API-only run.
  t = await buildTestApp();
  await createProduct(t.database.db, { slug: 'matte-black-iphone' });
});

describe('an API-only run (storefront not built)', () => {
  it.each(['/product/matte-black-iphone', '/category/mobile-skins', '/about'])(
    'answers page paths with the JSON 404: %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('still serves the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/product/matte-black-iphone</loc>');
  });
});

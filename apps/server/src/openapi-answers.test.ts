import { Ajv } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthenticateAdmin } from './plugins/require-admin.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { createProduct } from './testing/factories.ts';
import { fetchOpenApiDocument } from './testing/openapi-document.ts';

// Real answers against the served document: each status a sample request provokes is one the
// operation documents, with the documented content type, headers and (JSON) schema. At least
// one each of 401, 403 (the gate and a non-admin token), 404, 413, 415, 429, 400 and 204.

const PASSWORD = 'open sesame';
const ADMIN = { authorization: 'Bearer admin-token' };
const CLERK = { authorization: 'Bearer clerk-token' };
const authenticateAdmin: AuthenticateAdmin = async (request) => {
  const { authorization } = request.headers;
  if (authorization === ADMIN.authorization) return { email: 'a@example.in', role: 'owner' };
  if (authorization === CLERK.authorization) return { email: 'c@example.in', role: 'clerk' };
  return null;
};

const { app, database } = await buildTestApp(
  { STORE_PASSWORD: PASSWORD, RATE_LIMIT_LOGIN_PER_MINUTE: '1' },
  { authenticateAdmin },
);
const document = await fetchOpenApiDocument(app);
const ajv = new Ajv({ strict: false, allErrors: true });

const unlock = await app.inject({
  method: 'POST',
  url: '/api/store/unlock',
  payload: { password: PASSWORD },
});
const unlocked = { cookie: String(unlock.headers['set-cookie']).split(';')[0] ?? '' };

/** `operation` is `METHOD /document/path`; the answer must be one it documents. */
function expectDocumented(operation: string, response: LightMyRequestResponse): void {
  const [method = '', path = ''] = operation.split(' ');
  const documented = document.paths[path]?.[method.toLowerCase()];
  expect(documented, `${operation} is not in the document`).toBeDefined();
  const answer = documented?.responses[String(response.statusCode)];
  expect(answer, `${operation} answered ${response.statusCode}: ${response.body}`).toBeDefined();
  for (const header of Object.keys(answer?.headers ?? {})) {
    expect(response.headers, `${operation}: header ${header}`).toHaveProperty(header);
  }
  if (!answer?.content) {
    expect(response.body, `${operation}: ${response.statusCode} has no content`).toBe('');
    return;
  }
  const type = String(response.headers['content-type']).split(';')[0] ?? '';
  expect(Object.keys(answer.content), operation).toContain(type);
  const schema = answer.content[type]?.schema;
  if (type !== 'application/json' || !schema) return;
  const validate = ajv.compile({ ...schema, components: document.components });
  expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
}

const MEGABYTE_AND_MORE = JSON.stringify({ email: 'x'.repeat(1024 * 1024), subscribe: true });

describe('answers match the document', () => {
  it('401: an admin call without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/orders/all' });
    expect(response.statusCode).toBe(401);
    expectDocumented('GET /api/orders/all', response);
  });

  it('403 FORBIDDEN: an admin call with the token of another role', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/orders/all', headers: CLERK });
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expectDocumented('GET /api/orders/all', response);
  });

  it('403 STORE_LOCKED: a gated call without the unlock cookie, the sitemap too', async () => {
    for (const [operation, url] of [
      ['GET /api/products/', '/api/products/'],
      ['GET /sitemap.xml', '/sitemap.xml'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.json()).toMatchObject({ code: 'STORE_LOCKED' });
      expectDocumented(operation, response);
    }
  });

  it('404: unknown artwork, an unknown upload, an unknown order', async () => {
    const calls = [
      ['GET /media/art/{*}', '/media/art/v1/no-such-device/x/y/front.svg', {}],
      ['GET /media/uploads/{id}/{file}', '/media/uploads/none/320.webp', {}],
      ['GET /api/orders/{id}', '/api/orders/00000000-0000-4000-8000-000000000000', unlocked],
    ] as const;
    for (const [operation, url, headers] of calls) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expectDocumented(operation, response);
    }
  });

  it('413: a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/toggle-subscription',
      headers: { 'content-type': 'application/json' },
      payload: MEGABYTE_AND_MORE,
    });
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expectDocumented('POST /api/subscription/toggle-subscription', response);
  });

  it('415: a body of a type the route does not take, on a route without a body schema too', async () => {
    const calls = [
      [
        'POST /api/subscription/toggle-subscription',
        'POST',
        '/api/subscription/toggle-subscription',
      ],
      [
        'PUT /api/orders/{id}/deliver',
        'PUT',
        '/api/orders/00000000-0000-4000-8000-000000000000/deliver',
      ],
    ] as const;
    for (const [operation, method, url] of calls) {
      const response = await app.inject({
        method,
        url,
        headers: { ...ADMIN, 'content-type': 'application/xml' },
        payload: '<subscribe/>',
      });
      expect(response.json(), url).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expectDocumented(operation, response);
    }
  });

  it('429: the second sign-in within the minute, with Retry-After', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.in', password: 'wrong password' },
      });
    expectDocumented('POST /api/auth/login', await login());
    const response = await login();
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expectDocumented('POST /api/auth/login', response);
  });

  it('400: a NUL character in the query of a route that takes no input', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/?probe=%00' });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expectDocumented('GET /api/health/', response);
  });

  it('400: a campaign discount under the documented minimum', async () => {
    const documented = document.paths['/api/campaigns/']?.post?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, { minimum?: number }> } }>;
    };
    const minimum = documented.content['application/json']?.schema.properties.discount?.minimum;
    expect(minimum).toBe(0.0001);
    const response = await app.inject({
      method: 'POST',
      url: '/api/campaigns/',
      headers: ADMIN,
      payload: { name: 'TINY', discount: 0.00005 },
    });
    expect(response.statusCode).toBe(400);
    expectDocumented('POST /api/campaigns/', response);
  });

  it('200 and 204: health, robots.txt, the sitemap and catalog reads unlocked, a deleted product', async () => {
    expectDocumented('GET /api/health/', await app.inject({ method: 'GET', url: '/api/health/' }));
    expectDocumented('GET /robots.txt', await app.inject({ method: 'GET', url: '/robots.txt' }));
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: unlocked });
    expect(sitemap.statusCode).toBe(200);
    expectDocumented('GET /sitemap.xml', sitemap);

    const product = await createProduct(database.db);
    const reads = [
      ['GET /api/store/config', '/api/store/config'],
      ['GET /api/categories/', '/api/categories/'],
      ['GET /api/products/', '/api/products/'],
      ['GET /api/products/{idOrSlug}', `/api/products/${product.slug}`],
      ['GET /api/products/search/autocomplete', '/api/products/search/autocomplete?query=matte'],
    ] as const;
    for (const [operation, url] of reads) {
      const response = await app.inject({ method: 'GET', url, headers: unlocked });
      expect(response.statusCode, url).toBe(200);
      expectDocumented(operation, response);
    }
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: ADMIN,
    });
    expect(deleted.statusCode).toBe(204);
    expectDocumented('DELETE /api/products/{idOrSlug}', deleted);
  });
});

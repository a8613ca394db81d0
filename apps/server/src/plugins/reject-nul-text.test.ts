import { ErrorBodySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createProduct } from '../testing/factories.ts';
import { MAX_JSON_DEPTH } from './reject-nul-text.ts';

const { app, database } = await buildTestApp();

describe('text holding a NUL character', () => {
  it.each([
    ['a product id or slug', '/api/products/%00x', 'idOrSlug'],
    ['a search query', '/api/products/search/full?query=skin%00', 'query'],
    ['an autocomplete query', '/api/products/search/autocomplete?query=%00', 'query'],
    ['a coupon name', '/api/campaigns/search?name=SKINS%0010', 'name'],
  ])('answers 400 for %s, not a database error', async (_what, url, field) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.fields).toEqual({ [field]: 'Text may not contain a NUL character.' });
  });

  it('answers 400 for a JSON body field and names the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: { email: 'nul\u0000@example.com' },
    });

    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).details?.fields).toEqual({
      email: 'Text may not contain a NUL character.',
    });
  });

  it('leaves ordinary text alone', async () => {
    const product = await createProduct(database.db, { name: 'Carbon Black' });

    const response = await app.inject({ method: 'GET', url: `/api/products/${product.slug}` });

    expect(response.statusCode).toBe(200);
  });
});

describe('JSON nested too deeply', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['login', '/api/auth/login', (deep: string) => `{"email":${deep},"password":"x"}`, 'email'],
    ['subscribe', '/api/subscription/subscribe', (deep: string) => `{"email":${deep}}`, 'email'],
    ['a whole body', '/api/auth/login', (deep: string) => deep, '(root)'],
  ])(
    'answers 400 on %s for 20,000 levels of [[[…]]], not a 500',
    async (_what, url, body, field) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body(nested(20_000)),
      });

      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).details?.fields).toEqual({
        [field]: `Values may nest at most ${MAX_JSON_DEPTH} levels deep.`,
      });
    },
  );

  it('lets a body at the limit through to its route’s own validation', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(MAX_JSON_DEPTH - 1)}}`,
    });

    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).not.toMatch(/nest/);
  });

  it('still names the first NUL field in the order the body wrote them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: { email: 'a\u0000@example.com', name: 'b\u0000' },
    });
    expect(ErrorBodySchema.parse(response.json()).details?.fields).toEqual({
      email: 'Text may not contain a NUL character.',
    });
  });
});

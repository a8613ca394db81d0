import { ErrorBodySchema, ProductListSchema, STORAGE_KEYS } from '@skins/shared';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fakeFetch, rejectionOf, requestOf } from '#testing/fake-fetch.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { ApiError, apiGet, createApiClient, errorBodyOf, redirectToLogin } from './api-client.ts';

const OkSchema = z.object({ ok: z.literal(true) });

describe('api client', () => {
  it('attaches the stored token as a bearer header', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }));
    const client = createApiClient({ fetch: fetchFn });

    await client.get('/auth/me', OkSchema);

    expect(requestOf(fetchFn).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no authorization header without a token', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }));
    await createApiClient({ fetch: fetchFn }).get('/health', OkSchema);

    expect(requestOf(fetchFn).headers.has('Authorization')).toBe(false);
  });

  it('builds the URL under /api, skipping empty values and joining lists with commas', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }));
    await createApiClient({ fetch: fetchFn }).get('/products', OkSchema, {
      query: { page: 2, search: '', sort: undefined, categories: ['mobile-skins', 'accessories'] },
    });

    expect(requestOf(fetchFn).url).toBe(
      '/api/products?page=2&categories=mobile-skins%2Caccessories',
    );
  });

  it('passes the abort signal to fetch', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }));
    const controller = new AbortController();
    await createApiClient({ fetch: fetchFn }).get('/health', OkSchema, {
      signal: controller.signal,
    });

    expect(requestOf(fetchFn).init?.signal).toBe(controller.signal);
  });

  it('sends a JSON body with its content type', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }, 201));
    await createApiClient({ fetch: fetchFn }).send('/subscription/subscribe', OkSchema, {
      method: 'POST',
      body: { email: 'a@example.in' },
    });

    const { init, headers } = requestOf(fetchFn);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@example.in"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('returns the response parsed by the schema', async () => {
    const list = buildProductList([buildProduct()]);
    const client = createApiClient({ fetch: fakeFetch(() => jsonResponse(list)) });

    await expect(client.get('/products', ProductListSchema)).resolves.toEqual(list);
  });

  it('on 401 removes the token, redirects to login and rejects', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'expired');
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: fakeFetch(() =>
        jsonResponse({ message: 'Sign in again', code: 'UNAUTHENTICATED' }, 401),
      ),
      onUnauthorized,
    });

    const error = await rejectionOf(client.get('/orders/all', OkSchema));

    expect(error.status).toBe(401);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not redirect on other errors', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'valid');
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: fakeFetch(() => jsonResponse({ message: 'No', code: 'FORBIDDEN' }, 403)),
      onUnauthorized,
    });

    await rejectionOf(client.get('/orders/all', OkSchema));

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('valid');
  });

  it('parses the error body into an ApiError', async () => {
    const body = {
      message: 'Invalid input',
      code: 'VALIDATION_FAILED',
      details: { fields: { limit: 'Must be at most 100' } },
    };
    const client = createApiClient({ fetch: fakeFetch(() => jsonResponse(body, 400)) });

    const error = await rejectionOf(client.get('/products', OkSchema));

    expect(error).toMatchObject({ status: 400, ...body });
  });

  it('keeps the status when the error body is not the contract shape', async () => {
    const client = createApiClient({
      fetch: fakeFetch(() => new Response('<h1>Bad Gateway</h1>', { status: 502 })),
    });

    const error = await rejectionOf(client.get('/products', OkSchema));

    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', details: undefined });
  });

  it("keeps a busy answer's message and its Retry-After", async () => {
    const body = {
      message: 'The shop is busy. Please try again in a few seconds.',
      code: 'OVERLOADED',
      details: { retryAfterSeconds: 2 },
    };
    const busy = () =>
      new Response(JSON.stringify(body), {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
      });
    const client = createApiClient({ fetch: fakeFetch(busy) });

    const error = await rejectionOf(client.get('/products', OkSchema));

    expect(error).toMatchObject({ status: 503, ...body, retryAfterSeconds: 2 });
  });

  it("gives a bare 503 (a proxy, a busy server) the shop's busy sentence", async () => {
    const client = createApiClient({
      fetch: fakeFetch(() => new Response('Service Unavailable', { status: 503 })),
    });

    const error = await rejectionOf(client.get('/products', OkSchema));

    expect(error).toMatchObject({
      status: 503,
      code: 'HTTP_ERROR',
      message: 'The shop is busy. Please try again in a few seconds.',
      retryAfterSeconds: undefined,
    });
  });

  it('turns a network failure into status 0 and code NETWORK', async () => {
    const client = createApiClient({
      fetch: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    });

    const error = await rejectionOf(client.get('/products', OkSchema));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('lets an aborted request reject with the abort, not as a network error', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      fetch: vi.fn<typeof fetch>((_url, init) => {
        controller.abort();
        return Promise.reject(init?.signal?.reason);
      }),
    });

    const rejection = client.get('/products', OkSchema, { signal: controller.signal });

    await expect(rejection).rejects.toMatchObject({ name: 'AbortError' });
    await expect(rejection).rejects.not.toBeInstanceOf(ApiError);
  });

  it('rejects a success response that does not match the schema', async () => {
    const client = createApiClient({
      fetch: fakeFetch(() => jsonResponse({ data: [{ name: 'no id, no price' }] })),
    });

    const error = await rejectionOf(client.get('/products', ProductListSchema));

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(error.details?.issues).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it('rejects a success response that is not JSON', async () => {
    const client = createApiClient({
      fetch: fakeFetch(() => new Response('<!doctype html><html></html>', { status: 200 })),
    });

    const error = await rejectionOf(client.get('/products', ProductListSchema));

    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('apiGet uses the global fetch and the stored token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-abc');
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchFn);

    await expect(apiGet('/health', OkSchema)).resolves.toEqual({ ok: true });
    expect(requestOf(fetchFn).url).toBe('/api/health');
    expect(requestOf(fetchFn).headers.get('Authorization')).toBe('Bearer token-abc');
  });
});

describe('redirectToLogin', () => {
  it('navigates to /login, remembering the page to return to', () => {
    const location = { pathname: '/admin/orders', search: '?status=Placed', assign: vi.fn() };
    redirectToLogin(location);
    expect(location.assign).toHaveBeenCalledWith('/login?next=%2Fadmin%2Forders%3Fstatus%3DPlaced');
  });

  it('stays put when already on /login, so a 401 there cannot loop', () => {
    const location = { pathname: '/login', search: '?next=%2Fadmin', assign: vi.fn() };
    redirectToLogin(location);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('read (no schema, for islands)', () => {
  it('resolves with the JSON as it came', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ brands: ['Apple'] }));
    const answer = await createApiClient({ fetch: fetchFn }).read<{ brands: string[] }>('/devices');

    expect(answer).toEqual({ brands: ['Apple'] });
    expect(requestOf(fetchFn).url).toMatch(/\/api\/devices$/);
  });

  it('rejects a body that is not JSON as an invalid response', async () => {
    const fetchFn = fakeFetch(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = await rejectionOf(createApiClient({ fetch: fetchFn }).read('/devices'));

    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it("rejects an error answer with the server's code and message", async () => {
    const fetchFn = fakeFetch(() =>
      jsonResponse({ code: 'NOT_FOUND', message: 'Product not found' }, 404),
    );
    const error = await rejectionOf(createApiClient({ fetch: fetchFn }).read('/products/x'));

    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found', status: 404 });
  });
});

describe('write (no schema, for islands)', () => {
  it('sends JSON and resolves with the answer as it came', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ status: 'success' }, 201));
    const answer = await createApiClient({ fetch: fetchFn }).write<{ status: string }>(
      '/subscription/subscribe',
      { method: 'POST', body: { email: 'asha@example.com' } },
    );

    expect(answer).toEqual({ status: 'success' });
    const { init, headers } = requestOf(fetchFn);
    expect(init?.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ email: 'asha@example.com' }));
  });

  it("rejects an error answer with the server's code and details", async () => {
    const fetchFn = fakeFetch(() =>
      jsonResponse({ code: 'EXISTS', message: 'Already', details: { couponCode: 'X1' } }, 409),
    );
    const error = await rejectionOf(
      createApiClient({ fetch: fetchFn }).write('/subscription/subscribe', { method: 'POST' }),
    );

    expect(error).toMatchObject({ status: 409, code: 'EXISTS', details: { couponCode: 'X1' } });
  });
});

describe('errorBodyOf', () => {
  // The hand check (no zod on browsing pages, decision 045) against the shared schema.
  it.each<[string, unknown]>([
    ['a body', { code: 'NOT_FOUND', message: 'Gone' }],
    ['a body with details', { code: 'VALIDATION', message: 'Bad', details: { field: 'x' } }],
    ['an extra field', { code: 'X', message: 'Y', requestId: 'r1' }],
    ['null', null],
    ['a list', [{ code: 'X', message: 'Y' }]],
    ['no code', { message: 'Y' }],
    ['a numeric code', { code: 404, message: 'Y' }],
    ['no message', { code: 'X' }],
    ['details that are a list', { code: 'X', message: 'Y', details: ['a'] }],
    ['details that are null', { code: 'X', message: 'Y', details: null }],
    ['details that are text', { code: 'X', message: 'Y', details: 'why' }],
  ])('gives the schema’s verdict on %s', (_case, value) => {
    const expected = ErrorBodySchema.safeParse(value);
    expect(errorBodyOf(value)).toEqual(expected.success ? expected.data : null);
  });
});

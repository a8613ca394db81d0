import { ProductListSchema, STORAGE_KEYS } from '@skins/shared';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fakeFetch, rejectionOf, requestOf } from '#testing/fake-fetch.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { ApiError, apiGet, createApiClient, redirectToLogin } from './api-client.ts';

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

import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fakeFetch, rejectionOf, requestOf } from '#testing/fake-fetch.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { createApiClient } from './api-client.ts';
import { createFileApi } from './api-files.ts';

const OkSchema = z.object({ ok: z.literal(true) });

describe('sendForm', () => {
  it('posts the form as multipart with the token, leaving the boundary to the browser', async () => {
    const fetchFn = fakeFetch(() => jsonResponse({ ok: true }, 201));
    const client = createFileApi(
      createApiClient({ fetch: fetchFn, readToken: () => 'admin-token' }),
    );
    const form = new FormData();
    form.set('image', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await expect(client.sendForm('/media', OkSchema, form)).resolves.toEqual({ ok: true });
    const { url, init, headers } = requestOf(fetchFn);
    expect(url).toBe('/api/media');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });
});

describe('getFile', () => {
  it('answers the body as a blob with the name from Content-Disposition', async () => {
    const fetchFn = fakeFetch(
      () =>
        new Response('\uFEFFnumber\n1001\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="orders-2026-11-23.csv"',
          },
        }),
    );
    const client = createFileApi(
      createApiClient({ fetch: fetchFn, readToken: () => 'admin-token' }),
    );

    const file = await client.getFile('/orders/export', { query: { status: 'Placed' } });
    expect(file.filename).toBe('orders-2026-11-23.csv');
    // The byte-order mark survives, so a spreadsheet reads the file as UTF-8.
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    const { url, headers } = requestOf(fetchFn);
    expect(url).toBe('/api/orders/export?status=Placed');
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('turns a 401 into the sign-in redirect like any other call', async () => {
    const onUnauthorized = vi.fn();
    const clearToken = vi.fn();
    const fetchFn = fakeFetch(() =>
      jsonResponse(
        { message: 'Please sign in as an admin to continue.', code: 'UNAUTHENTICATED' },
        401,
      ),
    );
    const client = createFileApi(createApiClient({ fetch: fetchFn, onUnauthorized, clearToken }));

    const error = await rejectionOf(client.getFile('/orders/export'));
    expect(error.status).toBe(401);
    expect(clearToken).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

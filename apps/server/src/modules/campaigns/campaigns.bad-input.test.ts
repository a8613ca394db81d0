import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

// Every admin is let in: this file is about what the routes do with odd input, not about auth.
const { app } = await buildTestApp(
  { RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: '1000' },
  { authenticateAdmin: async () => ({ email: 'admin@example.in', role: 'owner' }) },
);

const create = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/campaigns', payload: payload as object });

describe('campaign routes with odd input', () => {
  it.each([
    ['a NUL in the code', { name: 'BAD\u0000', discount: 0.1 }, 'name'],
    ['a code that changes when upper-cased (ß → SS)', { name: 'ß', discount: 0.1 }, 'name'],
    ['a code with a space inside', { name: 'TWO WORDS', discount: 0.1 }, 'name'],
    [
      'a year PostgreSQL cannot store',
      { name: 'OLD', discount: 0.1, startsAt: '-271821-04-20T00:00:00Z' },
      'startsAt',
    ],
    [
      'a year past 9999',
      { name: 'FAR', discount: 0.1, endsAt: '+275760-09-13T00:00:00Z' },
      'endsAt',
    ],
    ['a date Date.parse guesses at', { name: 'GUESS', discount: 0.1, startsAt: '1' }, 'startsAt'],
    ['a day that does not exist', { name: 'FEB', discount: 0.1, endsAt: '2026-02-31' }, 'endsAt'],
    [
      'a time without its zone',
      { name: 'ZONE', discount: 0.1, startsAt: '2026-04-01T10:00' },
      'startsAt',
    ],
    ['an owner email with a NUL', { name: 'OWNED', discount: 0.1, email: 'a\u0000@b.in' }, 'email'],
    ['an owner email that is not one', { name: 'OWNED2', discount: 0.1, email: 'nobody' }, 'email'],
    ['an absurd limit', { name: 'MANY', discount: 0.1, maxRedemptions: 1e20 }, 'maxRedemptions'],
    ['an absurd discount', { name: 'HUGE', discount: 1e308 }, 'discount'],
    // More than 0, yet 0 basis points once stored: it used to trip the database CHECK (a 500).
    ['the smallest double as a discount', { name: 'TINY', discount: 5e-324 }, 'discount'],
    ['a discount below one basis point', { name: 'TINY2', discount: 1e-200 }, 'discount'],
  ])('refuses %s with 400 on the field', async (_case, payload, field) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { [field]: expect.any(String) } },
    });
  });

  it('refuses a tiny discount on replace too, and keeps the campaign as it was', async () => {
    const created = await create({ name: 'KEEP', discount: 0.1 });
    const id = created.json<{ _id: string }>()._id;
    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/campaigns/${id}`,
      payload: { name: 'KEEP', discount: 5e-324 },
    });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toMatchObject({
      details: { fields: { discount: 'Discount must be at least 0.0001 (0.01% off)' } },
    });
    const list = await app.inject({ method: 'GET', url: '/api/campaigns?search=KEEP' });
    expect(list.json<{ data: { discount: number }[] }>().data[0]?.discount).toBe(0.1);
  });

  it('takes the smallest discount the shop stores: one basis point', async () => {
    const response = await create({ name: 'ONEBP', discount: 0.0001 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ discount: 0.0001 });
  });

  it('takes a blank owner email as "anyone" and a date-only day as midnight UTC', async () => {
    const response = await create({
      name: 'open-day',
      discount: 0.05,
      email: '  ',
      startsAt: '2026-04-01',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'OPEN-DAY',
      email: null,
      startsAt: '2026-04-01T00:00:00.000Z',
    });
  });

  // A NUL character is refused for every route before validation (plugins/reject-nul-text.ts).
  it('answers the search for characters no code has with 404, not 500', async () => {
    for (const name of ['ß', '%_\\', 'DROP TABLE campaigns;']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/campaigns/search',
        query: { name },
      });
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({
        message: 'Invalid or expired coupon code',
        code: 'NOT_FOUND',
      });
    }
  });

  it('answers a repeated query parameter or an odd list filter with 400', async () => {
    const twice = await app.inject({ method: 'GET', url: '/api/campaigns/search?name=A&name=B' });
    expect(twice.statusCode).toBe(400);
    const filter = await app.inject({ method: 'GET', url: '/api/campaigns?search=%25%00' });
    expect(filter.statusCode).toBe(400);
    const body = await app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(body.statusCode).toBe(400);
  });
});

import { CampaignSchema, CampaignSearchResultSchema, listEnvelopeSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { redeemCoupon } from './campaigns.service.ts';

// The admin's CRUD; the shopper's search has its own file (campaigns.search.test.ts).
const { app, database } = await buildTestApp(
  { RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: '1000' },
  { authenticateAdmin },
);
const { db } = database;

const search = (name: string) =>
  app.inject({ method: 'GET', url: '/api/campaigns/search', query: { name } });

describe('admin auth on /api/campaigns', () => {
  const calls = [
    { method: 'GET', url: '/api/campaigns' },
    { method: 'GET', url: '/api/campaigns/00000000-0000-4000-8000-000000000000' },
    { method: 'POST', url: '/api/campaigns', payload: { name: 'X', discount: 0 } },
    { method: 'PUT', url: '/api/campaigns/00000000-0000-4000-8000-000000000000', payload: {} },
    { method: 'DELETE', url: '/api/campaigns/00000000-0000-4000-8000-000000000000' },
  ] as const;

  it('answers 401 UNAUTHENTICATED without a valid token, before validation', async () => {
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
        const response = await app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('answers 403 FORBIDDEN for a token of another role', async () => {
    for (const call of calls) {
      const response = await app.inject({
        ...call,
        headers: { authorization: 'Bearer test-customer' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('admin CRUD', () => {
  const create = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/campaigns', headers: ADMIN, payload });

  it('refuses discount 0 or above 0.9 and an end before the start (400)', async () => {
    const bad = [
      [{ name: 'BAD1', discount: 0 }, 'discount'],
      [{ name: 'BAD2', discount: 0.95 }, 'discount'],
      [
        {
          name: 'BAD3',
          discount: 0.1,
          startsAt: '2026-05-01T00:00:00Z',
          endsAt: '2026-04-01T00:00:00Z',
        },
        'endsAt',
      ],
      [{ name: 'BAD4', discount: 0.12345 }, 'discount'],
      [{ name: 'BAD5', discount: 0.1, maxRedemptions: 0 }, 'maxRedemptions'],
    ] as const;
    for (const [payload, field] of bad) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        details: { fields: { [field]: expect.any(String) } },
      });
    }
  });

  it('answers 409 CONFLICT for a code that exists in another case', async () => {
    expect((await create({ name: 'DUPE15', discount: 0.15 })).statusCode).toBe(201);
    const again = await create({ name: ' dupe15 ', discount: 0.2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('creates, reads, lists, updates and deletes a campaign', async () => {
    const created = await create({
      name: 'summer25',
      discount: 0.25,
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
      maxRedemptions: 100,
      email: ' Owner@Example.IN ',
    });
    expect(created.statusCode).toBe(201);
    const campaign = CampaignSchema.parse(created.json());
    expect(campaign).toMatchObject({
      name: 'SUMMER25',
      discount: 0.25,
      active: true,
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
      maxRedemptions: 100,
      redemptions: 0,
      firstOrderOnly: false,
      email: 'owner@example.in',
    });

    const url = `/api/campaigns/${campaign._id}`;
    const read = await app.inject({ method: 'GET', url, headers: ADMIN });
    expect(read.json()).toEqual(campaign);

    const list = await app.inject({
      method: 'GET',
      url: '/api/campaigns',
      headers: ADMIN,
      query: { search: 'mmer2', limit: '5' },
    });
    expect(listEnvelopeSchema(CampaignSchema).parse(list.json())).toEqual({
      data: [campaign],
      page: 1,
      limit: 5,
      total: 1,
      totalPages: 1,
    });

    const updated = await app.inject({
      method: 'PUT',
      url,
      headers: ADMIN,
      payload: { name: 'SUMMER30', discount: 0.3, active: false, firstOrderOnly: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(CampaignSchema.parse(updated.json())).toMatchObject({
      _id: campaign._id,
      name: 'SUMMER30',
      discount: 0.3,
      active: false,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      firstOrderOnly: true,
      email: null,
    });

    const deleted = await app.inject({ method: 'DELETE', url, headers: ADMIN });
    expect(deleted.json()).toEqual({ _id: campaign._id, outcome: 'deleted' });
    expect((await app.inject({ method: 'GET', url, headers: ADMIN })).statusCode).toBe(404);
  });

  it('deactivates instead of deleting a campaign that was redeemed', async () => {
    const row = await createCampaign(db);
    await redeemCoupon(db, row.id);
    const url = `/api/campaigns/${row.id}`;
    const response = await app.inject({ method: 'DELETE', url, headers: ADMIN });
    expect(response.json()).toEqual({ _id: row.id, outcome: 'deactivated' });
    const read = await app.inject({ method: 'GET', url, headers: ADMIN });
    expect(CampaignSchema.parse(read.json())).toMatchObject({ active: false, redemptions: 1 });
    expect((await search(row.code)).statusCode).toBe(404);
  });

  it('deactivates a subscriber’s welcome coupon (the subscriber refers to it)', async () => {
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: { email: 'keep-my-coupon@example.in' },
    });
    const { couponCode } = subscribed.json<{ couponCode: string }>();
    const found = await search(couponCode);
    const { id } = CampaignSearchResultSchema.parse(found.json());
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${id}`,
      headers: ADMIN,
    });
    expect(response.json()).toEqual({ _id: id, outcome: 'deactivated' });
  });

  it('refuses a limit below the uses so far (400), keeping the count', async () => {
    const row = await createCampaign(db, { maxRedemptions: 5, redemptions: 3 });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/campaigns/${row.id}`,
      headers: ADMIN,
      payload: { name: row.code, discount: 0.1, maxRedemptions: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: { fields: { maxRedemptions: expect.any(String) } },
    });
  });

  it('answers 404 for an unknown or malformed id, 409 for renaming onto another code', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await app.inject({ method, url: `/api/campaigns/${id}`, headers: ADMIN });
        expect(response.statusCode).toBe(404);
      }
    }
    const taken = await createCampaign(db);
    const other = await createCampaign(db);
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/campaigns/${other.id}`,
      headers: ADMIN,
      payload: { name: taken.code.toLowerCase(), discount: 0.1 },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('pages the list and refuses a bad page or limit (400)', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/campaigns',
      headers: ADMIN,
      query: { page: '999', limit: '2' },
    });
    const body = listEnvelopeSchema(CampaignSchema).parse(page.json());
    expect(body.data).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.totalPages).toBe(Math.ceil(body.total / 2));
    for (const query of [{ page: '0' }, { limit: '101' }, { limit: 'abc' }] as Record<
      string,
      string
    >[]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/campaigns',
        headers: ADMIN,
        query,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

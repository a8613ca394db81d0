import { CampaignSearchResultSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign } from '../../testing/factories.ts';

// The shopper's coupon search (API.md § Campaigns). A generous limit: the rate limit has its own
// file.
const { app, database } = await buildTestApp({ RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: '1000' });
const { db } = database;
const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID = { message: 'Invalid or expired coupon code', code: 'NOT_FOUND' };

const search = (name: string) =>
  app.inject({ method: 'GET', url: '/api/campaigns/search', query: { name } });

describe('GET /api/campaigns/search', () => {
  it('finds a usable code in any case, trimmed, as { id, discount }', async () => {
    const row = await createCampaign(db, { code: 'SKINS10', discountBp: 1000 });
    const response = await search(' skins10 ');
    expect(response.statusCode).toBe(200);
    expect(CampaignSearchResultSchema.parse(response.json())).toEqual({
      id: row.id,
      discount: 0.1,
    });
  });

  it('answers 404 with the one message for unknown, inactive, expired, future and used-up codes', async () => {
    const now = Date.now();
    const refused = [
      await createCampaign(db, { active: false }),
      await createCampaign(db, { endsAt: new Date(now - DAY_MS) }),
      await createCampaign(db, { startsAt: new Date(now + DAY_MS) }),
      await createCampaign(db, { maxRedemptions: 2, redemptions: 2 }),
    ];
    for (const code of ['NOPE-NOT-A-CODE', ...refused.map((row) => row.code)]) {
      const response = await search(code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject(INVALID);
    }
  });

  it('says why an expired or used-up code ran out, and tells nothing about unknown, inactive or future ones', async () => {
    const now = Date.now();
    const expired = await createCampaign(db, { endsAt: new Date('2026-10-25T10:00:00Z') });
    const usedOnce = await createCampaign(db, { maxRedemptions: 1, redemptions: 1 });
    const usedUp = await createCampaign(db, { maxRedemptions: 5, redemptions: 5 });
    expect((await search(expired.code)).json()).toEqual({
      ...INVALID,
      details: { reason: 'EXPIRED', note: 'This coupon expired on 25 October 2026.' },
    });
    expect((await search(usedOnce.code)).json()).toEqual({
      ...INVALID,
      details: { reason: 'USED_UP', note: 'This coupon has already been used.' },
    });
    expect((await search(usedUp.code)).json().details).toEqual({
      reason: 'USED_UP',
      note: 'This coupon has reached its usage limit.',
    });
    const silent = [
      'NOPE-NOT-A-CODE',
      (await createCampaign(db, { active: false, endsAt: new Date(now - DAY_MS) })).code,
      (await createCampaign(db, { startsAt: new Date(now + DAY_MS) })).code,
    ];
    for (const code of silent) expect((await search(code)).json(), code).toEqual(INVALID);
  });

  it('finds owner-bound and first-order codes (their email checks happen at checkout)', async () => {
    const owned = await createCampaign(db, { ownerEmail: 'asha@example.in', maxRedemptions: 1 });
    expect((await search(owned.code)).statusCode).toBe(200);
    const first = await createCampaign(db, { firstOrderOnly: true });
    expect((await search(first.code)).statusCode).toBe(200);
  });

  it('answers 400 for a blank, missing or 41-character code', async () => {
    for (const query of [{ name: '   ' }, {}, { name: 'A'.repeat(41) }] as Record<
      string,
      string
    >[]) {
      const response = await app.inject({ method: 'GET', url: '/api/campaigns/search', query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await search('A'.repeat(40))).statusCode).toBe(404);
  });
});

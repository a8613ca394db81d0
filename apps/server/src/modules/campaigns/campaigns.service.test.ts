import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign, createSubscriber } from '../../testing/factories.ts';
import { checkCouponUsable, findCampaignByCode, redeemCoupon } from './campaigns.service.ts';
import { campaigns } from './campaigns.tables.ts';

const { database } = await buildTestApp();
const { db } = database;

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
// A buyer with no paid order yet: only the first-order tests ask otherwise.
const neverOrdered = async () => false;

describe('findCampaignByCode', () => {
  it('matches any case, trimmed', async () => {
    const row = await createCampaign(db, { code: 'FINDME5' });
    expect((await findCampaignByCode(db, '  findMe5 '))?.id).toBe(row.id);
    expect(await findCampaignByCode(db, 'NOPE')).toBeNull();
  });
});

describe('checkCouponUsable', () => {
  it('accepts an active, unlimited code and returns the campaign', async () => {
    const row = await createCampaign(db);
    const result = await checkCouponUsable(db, row.code.toLowerCase(), {
      hasPaidOrder: neverOrdered,
      now: NOW,
    });
    expect(result).toEqual({ usable: true, campaign: row });
  });

  it('refuses each unusable code with its reason and a message for the buyer', async () => {
    const inactive = await createCampaign(db, { active: false });
    const future = await createCampaign(db, { startsAt: daysFromNow(2) });
    const ended = await createCampaign(db, { endsAt: daysFromNow(-1) });
    const usedUp = await createCampaign(db, { maxRedemptions: 1, redemptions: 1 });
    const cases = [
      ['NO-SUCH-CODE', 'NOT_FOUND', /does not exist/],
      [inactive.code, 'INACTIVE', /no longer active/],
      [future.code, 'NOT_STARTED', /not valid yet\. It can be used from 12 March 2026\./],
      [ended.code, 'EXPIRED', /expired on 9 March 2026\./],
      [usedUp.code, 'USED_UP', /already been used/],
    ] as const;
    for (const [code, reason, message] of cases) {
      const result = await checkCouponUsable(db, code, {
        hasPaidOrder: neverOrdered,
        now: NOW,
        email: 'a@example.in',
      });
      expect(result).toMatchObject({
        usable: false,
        reason,
        message: expect.stringMatching(message),
      });
    }
  });

  it('treats the window as start-inclusive and end-exclusive', async () => {
    const row = await createCampaign(db, { startsAt: NOW, endsAt: daysFromNow(1) });
    expect(
      (await checkCouponUsable(db, row.code, { hasPaidOrder: neverOrdered, now: NOW })).usable,
    ).toBe(true);
    const atEnd = await checkCouponUsable(db, row.code, {
      hasPaidOrder: neverOrdered,
      now: daysFromNow(1),
    });
    expect(atEnd).toMatchObject({ usable: false, reason: 'EXPIRED' });
  });

  it('says a shared code has reached its limit (not "already used")', async () => {
    const row = await createCampaign(db, { maxRedemptions: 3, redemptions: 3 });
    expect(
      await checkCouponUsable(db, row.code, { hasPaidOrder: neverOrdered, now: NOW }),
    ).toMatchObject({
      reason: 'USED_UP',
      message: 'This coupon has reached its usage limit.',
    });
  });

  it('needs an email for an owner-bound code, and only the owner’s (any case)', async () => {
    const row = await createCampaign(db, { ownerEmail: 'asha@example.in', maxRedemptions: 1 });
    expect(
      await checkCouponUsable(db, row.code, { hasPaidOrder: neverOrdered, now: NOW }),
    ).toMatchObject({
      usable: false,
      reason: 'EMAIL_REQUIRED',
    });
    expect(
      await checkCouponUsable(db, row.code, {
        hasPaidOrder: neverOrdered,
        now: NOW,
        email: 'ravi@example.in',
      }),
    ).toMatchObject({ usable: false, reason: 'WRONG_EMAIL' });
    const owner = await checkCouponUsable(db, row.code, {
      hasPaidOrder: neverOrdered,
      now: NOW,
      email: ' Asha@EXAMPLE.in ',
    });
    expect(owner.usable).toBe(true);
  });

  it('refuses a first-order code once the email has a paid order', async () => {
    const row = await createCampaign(db, { firstOrderOnly: true });
    const asked: string[] = [];
    const hasPaidOrder = async (email: string) => {
      asked.push(email);
      return email === 'repeat@example.in';
    };
    expect(
      await checkCouponUsable(db, row.code, { now: NOW, email: 'Repeat@example.in', hasPaidOrder }),
    ).toMatchObject({
      usable: false,
      reason: 'FIRST_ORDER_ONLY',
      message: 'This coupon is only valid on your first order.',
    });
    expect(
      (await checkCouponUsable(db, row.code, { now: NOW, email: 'new@example.in', hasPaidOrder }))
        .usable,
    ).toBe(true);
    expect(asked).toEqual(['repeat@example.in', 'new@example.in']);
    expect(
      await checkCouponUsable(db, row.code, { hasPaidOrder: neverOrdered, now: NOW }),
    ).toMatchObject({
      reason: 'EMAIL_REQUIRED',
    });
  });

  it('treats every email as a first order until orders exist (the default lookup)', async () => {
    const row = await createCampaign(db, { firstOrderOnly: true });
    const result = await checkCouponUsable(db, row.code, {
      hasPaidOrder: neverOrdered,
      now: NOW,
      email: 'x@example.in',
    });
    expect(result.usable).toBe(true);
  });

  it('checks the window before the email (the broader reason first)', async () => {
    const row = await createCampaign(db, {
      ownerEmail: 'asha@example.in',
      endsAt: daysFromNow(-1),
    });
    expect(
      await checkCouponUsable(db, row.code, { hasPaidOrder: neverOrdered, now: NOW }),
    ).toMatchObject({
      reason: 'EXPIRED',
    });
  });
});

describe('a subscriber’s welcome coupon', () => {
  it('works once, for its owner only, on a first order', async () => {
    const { coupon } = await createSubscriber(db, { email: 'Welcome.Me@Example.in' });
    const check = (email: string, hasPaidOrder = async () => false) =>
      checkCouponUsable(db, coupon.code, { now: NOW, email, hasPaidOrder });

    expect(await check(' WELCOME.me@example.IN ')).toMatchObject({ usable: true });
    expect(await check('someone@example.in')).toMatchObject({ reason: 'WRONG_EMAIL' });
    expect(await check('welcome.me@example.in', async () => true)).toMatchObject({
      reason: 'FIRST_ORDER_ONLY',
    });
    expect(await redeemCoupon(db, coupon.id)).toBe(true);
    expect(await redeemCoupon(db, coupon.id)).toBe(false);
    expect(await check('welcome.me@example.in')).toMatchObject({
      reason: 'USED_UP',
      message: 'This coupon has already been used.',
    });
  });
});

describe('redeemCoupon', () => {
  it('never exceeds maxRedemptions: 20 concurrent redemptions of 5 → exactly 5 succeed', async () => {
    const row = await createCampaign(db, { maxRedemptions: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => redeemCoupon(db, row.id)));
    expect(results.filter(Boolean)).toHaveLength(5);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, row.id));
    expect(after?.redemptions).toBe(5);
  });

  it('counts unlimited codes and refuses inactive ones', async () => {
    const unlimited = await createCampaign(db);
    expect(await redeemCoupon(db, unlimited.id)).toBe(true);
    expect(await redeemCoupon(db, unlimited.id)).toBe(true);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, unlimited.id));
    expect(after?.redemptions).toBe(2);
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(unlimited.updatedAt.getTime());

    const inactive = await createCampaign(db, { active: false });
    expect(await redeemCoupon(db, inactive.id)).toBe(false);
  });

  it('counts inside the caller’s transaction (rolled back with it)', async () => {
    const row = await createCampaign(db, { maxRedemptions: 1 });
    await expect(
      db.transaction(async (tx) => {
        expect(await redeemCoupon(tx, row.id)).toBe(true);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, row.id));
    expect(after?.redemptions).toBe(0);
  });
});

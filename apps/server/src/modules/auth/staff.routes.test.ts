import { LoginResultSchema, StaffListSchema, StaffMemberSchema } from '@skins/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, TEST_ADMIN_PASSWORD } from '../../testing/auth-test-kit.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { adminLinks } from './admins.tables.ts';

// The owner's Staff page on the real sign-in: invite → mail → set-password → sign in → a staff
// member ships but cannot refund; disabling, the last owner, the link's one use and 72 hours.
const PUBLIC_URL = 'https://shop.example.in';
const { app, database } = await buildTestApp({
  PUBLIC_URL,
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
});
const { db } = database;

async function signIn(email: string, password = TEST_ADMIN_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return response.statusCode === 200
    ? bearer(LoginResultSchema.parse(response.json()).token)
    : null;
}
const owner = await createTestAdmin(db, { email: 'owner@staff.test' });
const OWNER = (await signIn(owner.email)) ?? {};
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = OWNER,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const setPassword = (token: string, password = 'a good long password') =>
  app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

async function linkTokenMailedTo(email: string, kind: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.createdAt));
  const match = /\/admin\/set-password\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1] || !mail?.text.includes(PUBLIC_URL)) throw new Error(`no ${kind} link`);
  return match[1];
}

async function invite(email: string, role: 'owner' | 'staff' = 'staff') {
  const response = await call('POST', '/api/admin/staff', { email, name: 'Ravi', role });
  expect(response.statusCode).toBe(201);
  return StaffMemberSchema.parse(response.json());
}

describe('inviting staff', () => {
  it('invites, mails the one-time link, and the staff member ships an order but cannot refund it', async () => {
    const member = await invite(' Ravi@Staff.TEST ');
    expect(member).toMatchObject({ email: 'ravi@staff.test', role: 'staff', pending: true });
    expect(await signIn('ravi@staff.test')).toBeNull();
    const token = await linkTokenMailedTo('ravi@staff.test', 'staff-invite');
    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email: 'ravi@staff.test' });
    const staff = (await signIn('ravi@staff.test', 'a good long password')) ?? {};

    const { order } = await createOrder(db, { status: 'Processing' });
    const shipped = await call(
      'PUT',
      `/api/orders/${order.id}/ship`,
      { courier: 'Delhivery', trackingNumber: 'AWB123' },
      staff,
    );
    expect(shipped.statusCode).toBe(200);
    const refund = await call('PUT', `/api/orders/${order.id}/cancel`, {}, staff);
    expect(refund.statusCode).toBe(403);
    expect(refund.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('GET', '/api/admin/staff', undefined, staff)).statusCode).toBe(403);

    const list = StaffListSchema.parse((await call('GET', '/api/admin/staff')).json());
    expect(list.data.find((row) => row.email === 'ravi@staff.test')).toMatchObject({
      pending: false,
      disabledAt: null,
    });
  });

  it('answers 409 for an email already an admin, 400 for bad input', async () => {
    await invite('twice@staff.test');
    expect(
      (
        await call('POST', '/api/admin/staff', {
          email: 'TWICE@staff.test',
          name: 'X',
          role: 'staff',
        })
      ).statusCode,
    ).toBe(409);
    for (const payload of [
      {},
      { email: 'not-an-email', name: 'X', role: 'staff' },
      { email: 'a@staff.test', name: ' ', role: 'staff' },
      { email: 'a@staff.test', name: 'X', role: 'admin' },
    ]) {
      const response = await call('POST', '/api/admin/staff', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PUT', '/api/admin/staff/not-a-uuid', { name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/staff/${owner.id}`, { role: 'boss' })).statusCode).toBe(
      400,
    );
  });
});

describe('one-time links', () => {
  it('works once; a later link replaces an earlier one; an expired one is refused', async () => {
    const member = await invite('links@staff.test');
    const first = await linkTokenMailedTo('links@staff.test', 'staff-invite');
    await call('PUT', `/api/admin/staff/${member._id}`, { resetPassword: true });
    const [, second] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'links@staff.test'))
      .orderBy(asc(mailOutbox.createdAt));
    const secondToken = /set-password\/([\w-]+)/.exec(second?.text ?? '')?.[1] ?? '';
    const expired = { message: expect.any(String), code: 'LINK_EXPIRED' };
    expect((await setPassword(first)).json()).toEqual(expired);
    expect((await setPassword(secondToken, 'short')).statusCode).toBe(400);
    expect((await setPassword(secondToken)).statusCode).toBe(200);
    expect((await setPassword(secondToken, 'another long password')).json()).toEqual(expired);
    expect((await setPassword('x'.repeat(43))).json()).toEqual(expired);

    const late = await invite('late@staff.test');
    const lateToken = await linkTokenMailedTo('late@staff.test', 'staff-invite');
    await db
      .update(adminLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminLinks.adminId, late._id));
    expect((await setPassword(lateToken)).json()).toEqual(expired);
  });

  it('mails a password reset that signs out the old password once used', async () => {
    const member = await invite('reset@staff.test');
    await setPassword(await linkTokenMailedTo('reset@staff.test', 'staff-invite'));
    const before = (await signIn('reset@staff.test', 'a good long password')) ?? {};
    expect(
      (await call('PUT', `/api/admin/staff/${member._id}`, { resetPassword: true })).statusCode,
    ).toBe(200);
    const token = await linkTokenMailedTo('reset@staff.test', 'password-reset');
    expect((await setPassword(token, 'the newest long password')).statusCode).toBe(200);
    expect((await call('GET', '/api/orders/all', undefined, before)).statusCode).toBe(401);
    expect(await signIn('reset@staff.test', 'the newest long password')).not.toBeNull();
  });
});

describe('disabling and the last owner', () => {
  it("stops a disabled member's token at once, and removes a never-used invite", async () => {
    const member = await invite('gone@staff.test');
    await setPassword(await linkTokenMailedTo('gone@staff.test', 'staff-invite'));
    const staff = (await signIn('gone@staff.test', 'a good long password')) ?? {};
    expect((await call('GET', '/api/orders/all', undefined, staff)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/staff/${member._id}`)).json()).toEqual({
      outcome: 'disabled',
    });
    expect((await call('GET', '/api/orders/all', undefined, staff)).statusCode).toBe(401);
    expect(await signIn('gone@staff.test', 'a good long password')).toBeNull();

    const unused = await invite('unused@staff.test');
    expect((await call('DELETE', `/api/admin/staff/${unused._id}`)).json()).toEqual({
      outcome: 'removed',
    });
    expect((await call('DELETE', `/api/admin/staff/${unused._id}`)).statusCode).toBe(404);
  });

  it('refuses to disable or demote yourself or the last owner', async () => {
    for (const change of [{ disabled: true }, { role: 'staff' }]) {
      const response = await call('PUT', `/api/admin/staff/${owner.id}`, change);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect((await call('DELETE', `/api/admin/staff/${owner.id}`)).statusCode).toBe(409);
    // A second owner, signed in, cannot take away the first while the first is the only other.
    const second = await invite('second@staff.test', 'owner');
    await setPassword(await linkTokenMailedTo('second@staff.test', 'staff-invite'));
    const SECOND = (await signIn('second@staff.test', 'a good long password')) ?? {};
    expect(
      (await call('PUT', `/api/admin/staff/${owner.id}`, { role: 'staff' }, SECOND)).statusCode,
    ).toBe(200);
    const last = await call('PUT', `/api/admin/staff/${second._id}`, { disabled: true }, SECOND);
    expect(last.statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/admin/staff/${owner.id}`, { role: 'owner' }, SECOND)).statusCode,
    ).toBe(200);
  });
});

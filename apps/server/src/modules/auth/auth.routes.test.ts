import { AdminUserSchema, LoginResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, TEST_ADMIN_PASSWORD } from '../../testing/auth-test-kit.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { AdminTokens } from './admin-tokens.ts';
import { setAdminPassword } from './admins.service.ts';
import { admins } from './admins.tables.ts';

const APP_SECRET = 'auth-routes-test-secret-of-32-characters';
// The login limit has its own file; here every test signs in from the same address.
const { app, database, config } = await buildTestApp({
  APP_SECRET,
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
});
const { db } = database;
const gated = await buildTestApp({ STORE_PASSWORD: 'open sesame' });
const INVALID = { message: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS' };
const UNAUTHENTICATED = {
  message: 'Please sign in as an admin to continue.',
  code: 'UNAUTHENTICATED',
};

const login = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const me = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers });
const listCampaigns = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/campaigns', headers });
const listOrders = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/orders/all', headers });

async function signIn(email: string, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await login({ email, password });
  expect(response.statusCode).toBe(200);
  return LoginResultSchema.parse(response.json()).token;
}

describe('POST /api/auth/login', () => {
  it('answers a token and the user for the right email and password, and records the sign-in', async () => {
    const admin = await createTestAdmin(db, { email: 'owner@example.in' });
    expect(admin.lastLoginAt).toBeNull();
    const response = await login({ email: 'owner@example.in', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const result = LoginResultSchema.parse(response.json());
    expect(result.user).toEqual({ email: 'owner@example.in', name: '', role: 'owner' });
    expect(result.token.split('.')).toHaveLength(3);
    const [row] = await db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    // The token opens the admin calls.
    expect((await listCampaigns(bearer(result.token))).statusCode).toBe(200);
    expect((await listOrders(bearer(result.token))).statusCode).toBe(200);
  });

  it('matches the email in any case and with spaces around it', async () => {
    await createTestAdmin(db, { email: 'casey@example.in' });
    const response = await login({ email: '  Casey@Example.IN ', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('casey@example.in');
  });

  it('answers 400 INVALID_CREDENTIALS, with one message, for a wrong password and an unknown email', async () => {
    await createTestAdmin(db, { email: 'wrong@example.in' });
    const wrongPassword = await login({ email: 'wrong@example.in', password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.in', password: TEST_ADMIN_PASSWORD });
    const almost = await login({ email: 'wrong@example.in', password: `${TEST_ADMIN_PASSWORD} ` });
    for (const response of [wrongPassword, unknownEmail, almost]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('answers 400 VALIDATION_FAILED for missing, malformed or oversized input', async () => {
    const bad = [
      {},
      { email: 'owner@example.in' },
      { password: TEST_ADMIN_PASSWORD },
      { email: 'not-an-email', password: TEST_ADMIN_PASSWORD },
      { email: '', password: TEST_ADMIN_PASSWORD },
      { email: 'owner@example.in', password: '' },
      { email: 'owner@example.in', password: 'x'.repeat(201) },
      { email: `${'a'.repeat(250)}@example.in`, password: TEST_ADMIN_PASSWORD },
      { email: ['owner@example.in'], password: TEST_ADMIN_PASSWORD },
      { email: 'owner@example.in', password: 12345678901 },
    ];
    for (const payload of bad) {
      const response = await login(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 400 for a NUL character in the email or the password, not a database error', async () => {
    await createTestAdmin(db, { email: 'nul@example.in' });
    for (const payload of [
      { email: 'nul@example.in\u0000', password: TEST_ADMIN_PASSWORD },
      { email: 'nul@example.in', password: `${TEST_ADMIN_PASSWORD}\u0000` },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('stays open while the store gate is locked (the admin signs in before unlocking)', async () => {
    await createTestAdmin(gated.database.db, { email: 'gate@example.in' });
    const response = await gated.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gate@example.in', password: TEST_ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { token } = LoginResultSchema.parse(response.json());
    // An admin token passes the gate; without it the catalog is locked.
    const products = (headers: Record<string, string>) =>
      gated.app.inject({ method: 'GET', url: '/api/products', headers });
    expect((await products({})).json().code).toBe('STORE_LOCKED');
    expect((await products(bearer(token))).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers who the token belongs to', async () => {
    await createTestAdmin(db, { email: 'me@example.in' });
    const token = await signIn('me@example.in');
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(AdminUserSchema.parse(response.json())).toEqual({
      email: 'me@example.in',
      name: '',
      role: 'owner',
    });
    // The scheme is case-insensitive (RFC 9110).
    expect((await me({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED without a token, or with one that is not a token', async () => {
    await createTestAdmin(db, { email: 'basic@example.in' });
    const token = await signIn('basic@example.in');
    const refused: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer not.a.token' },
      { authorization: `Basic ${token}` },
      { authorization: token },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ];
    for (const headers of refused) {
      const response = await me(headers);
      expect(response.statusCode, JSON.stringify(headers).slice(0, 40)).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });
});

describe('admin tokens on admin routes', () => {
  const tokens = new AdminTokens(APP_SECRET, config.admin.tokenTtlSeconds);
  const claimsOf = async (email: string) => {
    const admin = await createTestAdmin(db, { email });
    return {
      adminId: admin.id,
      email: admin.email,
      role: admin.role,
      passwordVersion: tokens.passwordVersion(admin.passwordHash ?? ''),
    };
  };

  it('keeps answering 401 to a caller without a token', async () => {
    expect((await listCampaigns()).statusCode).toBe(401);
    expect((await listOrders()).json()).toEqual(UNAUTHENTICATED);
  });

  it('accepts a token of this app secret, and answers 401 for an expired one', async () => {
    const claims = await claimsOf('expired@example.in');
    const fresh = await tokens.sign(claims);
    expect((await listCampaigns(bearer(fresh))).statusCode).toBe(200);
    const lifetimeMs = config.admin.tokenTtlSeconds * 1000;
    const expired = await tokens.sign(claims, new Date(Date.now() - lifetimeMs - 60_000));
    const response = await listCampaigns(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
    expect((await me(bearer(expired))).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret, or with an edited role', async () => {
    const claims = await claimsOf('forged@example.in');
    const otherSecret = await new AdminTokens('another-secret-of-at-least-32-chars!!', 3600).sign(
      claims,
    );
    expect((await listCampaigns(bearer(otherSecret))).statusCode).toBe(401);
    const [header, payload, signature] = (await tokens.sign({ ...claims, role: 'viewer' })).split(
      '.',
    );
    const promoted = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        role: 'admin',
      }),
    ).toString('base64url');
    expect((await listCampaigns(bearer(`${header}.${promoted}.${signature}`))).statusCode).toBe(
      401,
    );
  });

  it('answers 401 once the admin is deleted, though the token has not expired', async () => {
    const token = await signIn((await createTestAdmin(db, { email: 'gone@example.in' })).email);
    expect((await listOrders(bearer(token))).statusCode).toBe(200);
    await db.delete(admins).where(eq(admins.email, 'gone@example.in'));
    expect((await listOrders(bearer(token))).statusCode).toBe(401);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 to tokens issued before the password changed', async () => {
    await createTestAdmin(db, { email: 'reset@example.in' });
    const before = await signIn('reset@example.in');
    await setAdminPassword(db, 'reset@example.in', 'a brand new password');
    expect((await listCampaigns(bearer(before))).statusCode).toBe(401);
    const after = await signIn('reset@example.in', 'a brand new password');
    expect((await listCampaigns(bearer(after))).statusCode).toBe(200);
  });

  it("answers 403 FORBIDDEN to staff on an owner's route, and lets staff list orders", async () => {
    await createTestAdmin(db, { email: 'staff@example.in', role: 'staff' });
    const token = await signIn('staff@example.in');
    const response = await listCampaigns(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "Only the shop's owner can do this.",
      code: 'FORBIDDEN',
    });
    expect((await listOrders(bearer(token))).statusCode).toBe(200);
    expect((await me(bearer(token))).json()).toEqual({
      email: 'staff@example.in',
      name: '',
      role: 'staff',
    });
  });

  it('follows the account, not the token, when an owner is demoted or disabled', async () => {
    await createTestAdmin(db, { email: 'demoted@example.in' });
    const token = await signIn('demoted@example.in');
    expect((await listCampaigns(bearer(token))).statusCode).toBe(200);
    await db.update(admins).set({ role: 'staff' }).where(eq(admins.email, 'demoted@example.in'));
    expect((await listCampaigns(bearer(token))).statusCode).toBe(403);
    await db
      .update(admins)
      .set({ disabledAt: new Date() })
      .where(eq(admins.email, 'demoted@example.in'));
    expect((await listOrders(bearer(token))).statusCode).toBe(401);
    expect((await me(bearer(token))).statusCode).toBe(401);
    const again = await login({ email: 'demoted@example.in', password: TEST_ADMIN_PASSWORD });
    expect(again.json()).toEqual(INVALID);
  });
});

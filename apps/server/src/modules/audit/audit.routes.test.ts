import { AuditListSchema, LoginResultSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createTestAdmin, TEST_ADMIN_PASSWORD } from '../../testing/auth-test-kit.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCampaign, createOrder } from '../../testing/factories.ts';

// The audit log on the real sign-in: rows written by the admin scope for writes of both roles,
// with the changed fields before and after, and GET /api/admin/audit's filters (owner only).
const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
const { db } = database;

async function signIn(role: 'owner' | 'staff') {
  const { email } = await createTestAdmin(db, { role, email: `${role}@audit.test` });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_ADMIN_PASSWORD },
  });
  return bearer(LoginResultSchema.parse(response.json()).token);
}
const OWNER = await signIn('owner');
const STAFF = await signIn('staff');
const call = (method: 'GET' | 'PUT', url: string, headers = OWNER, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const audit = async (query = '') => {
  const response = await call('GET', `/api/admin/audit${query}`);
  expect(response.statusCode).toBe(200);
  return AuditListSchema.parse(response.json());
};

const { order } = await createOrder(db, { status: 'Processing' });
const campaign = await createCampaign(db, { code: 'DIWALI10' });
const shipped = await call('PUT', `/api/orders/${order.id}/ship`, STAFF, {
  courier: 'Delhivery',
  trackingNumber: 'AWB42',
});
const refused = await call('PUT', `/api/campaigns/${campaign.id}`, STAFF, {});

describe('audit log rows', () => {
  it("records staff's ship with the order's fields before and after, and not a refused call", async () => {
    expect(shipped.statusCode).toBe(200);
    expect(refused.statusCode).toBe(403);
    const { data, total } = await audit();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      adminEmail: 'staff@audit.test',
      action: 'order.ship',
      method: 'PUT',
      route: '/api/orders/:id/ship',
      entityType: 'order',
      entityId: order.id,
      before: expect.objectContaining({ status: 'Processing' }),
      after: expect.objectContaining({ status: 'Shipped' }),
    });
    // Only what changed: the customer's email is the same before and after.
    expect(Object.keys(data[0]?.after ?? {})).not.toContain('email');
  });

  it("records the owner's deliver under the owner's email", async () => {
    const response = await call('PUT', `/api/orders/${order.id}/deliver`, OWNER);
    expect(response.statusCode).toBe(200);
    const [row] = (await audit(`?entityId=${order.id}&action=order.deliver`)).data;
    expect(row).toMatchObject({ adminEmail: 'owner@audit.test', before: { status: 'Shipped' } });
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by who, action, entity and India day, and pages', async () => {
    expect((await audit('?admin=STAFF@audit.test')).data.map((row) => row.action)).toEqual([
      'order.ship',
    ]);
    expect((await audit('?entityType=campaign')).total).toBe(0);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(2);
    expect((await audit('?to=2020-01-01')).total).toBe(0);
    const paged = await audit('?limit=1&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(paged.data[0]?.action).toBe('order.ship');
  });

  it('is the owner’s: 403 to staff, 400 for bad filters', async () => {
    expect((await call('GET', '/api/admin/audit', STAFF)).statusCode).toBe(403);
    for (const query of [
      '?from=2026-13',
      '?to=2026-02-30',
      '?limit=0',
      '?page=x',
      `?admin=${'a'.repeat(300)}`,
    ]) {
      expect((await call('GET', `/api/admin/audit${query}`)).statusCode, query).toBe(400);
    }
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLoggedApp } from '../testing/logged-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import {
  type AuthenticateAdmin,
  auditAdminAction,
  nobodyIsAdmin,
  requireAdmin,
} from './require-admin.ts';

async function appWith(authenticateAdmin: AuthenticateAdmin) {
  const app = Fastify();
  registerErrorHandler(app);
  app.addHook('onRequest', requireAdmin({ authenticateAdmin }));
  app.get('/secret', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('requireAdmin', () => {
  it('lets an admin through', async () => {
    const app = await appWith(async () => ({ email: 'a@example.in', role: 'admin' }));
    expect((await app.inject('/secret')).json()).toEqual({ ok: true });
  });

  it('answers 401 UNAUTHENTICATED when nobody is signed in', async () => {
    const app = await appWith(nobodyIsAdmin);
    const response = await app.inject('/secret');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please sign in as an admin to continue.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers 403 FORBIDDEN for a signed-in user of another role', async () => {
    const app = await appWith(async () => ({ email: 'c@example.in', role: 'customer' }));
    const response = await app.inject('/secret');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('auditAdminAction', () => {
  it('logs who did what, at info level, after requireAdmin let the admin through', async () => {
    const { app, lines } = createLoggedApp();
    app.addHook(
      'onRequest',
      requireAdmin({
        authenticateAdmin: async () => ({ email: 'owner@example.in', role: 'admin' }),
      }),
    );
    app.delete('/things/:id', async (request) => {
      auditAdminAction(request, 'thing.delete', { thingId: 'T-1', admin: 'forged@example.in' });
      return { ok: true };
    });
    await app.ready();
    expect((await app.inject({ method: 'DELETE', url: '/things/T-1' })).statusCode).toBe(200);
    const audit = lines.filter((line) => line.action === 'thing.delete');
    expect(audit).toHaveLength(1);
    // The signed-in admin, never a detail of the same name, says who.
    expect(audit[0]).toMatchObject({ level: 30, admin: 'owner@example.in', thingId: 'T-1' });
    await app.close();
  });
});

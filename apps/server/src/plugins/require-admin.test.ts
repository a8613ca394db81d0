import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { type AuthenticateAdmin, nobodyIsAdmin, requireAdmin } from './require-admin.ts';

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
    const app = await appWith(async () => ({ email: 'a@example.in', role: 'owner' }));
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

  it('answers 403 FORBIDDEN to staff unless the route says allowStaff', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.addHook(
      'onRequest',
      requireAdmin({ authenticateAdmin: async () => ({ email: 's@example.in', role: 'staff' }) }),
    );
    app.get('/owners', async () => ({ ok: true }));
    app.get('/everyone', { config: { allowStaff: true } }, async () => ({ ok: true }));
    await app.ready();
    const refused = await app.inject('/owners');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Only the shop's owner can do this.",
      code: 'FORBIDDEN',
    });
    expect((await app.inject('/everyone')).json()).toEqual({ ok: true });
  });
});

import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-scope.ts';
import { someAppServices } from './app-services.ts';
import { registerErrorHandler } from './error-handler.ts';
import type { AuthenticateAdmin } from './require-admin.ts';

const ADMIN = { authorization: 'Bearer admin' };
const authenticateAdmin: AuthenticateAdmin = async (request) =>
  request.headers.authorization === ADMIN.authorization
    ? { email: 'owner@example.in', role: 'owner' }
    : null;

async function shopWithAdminPart() {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(someAppServices, { authenticateAdmin });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(
    async (module) => {
      module.get('/search', async () => ({ open: true }));
      await module.register(
        adminRoutes(async (admin) => {
          admin.get('/', async () => ({ admin: true }));
        }),
      );
      module.get('/after', async () => ({ open: true }));
    },
    { prefix: '/api/things' },
  );
  await app.ready();
  // Read after the declarations: the scope's own onRoute hook sets the flag after this one.
  const flags = Object.fromEntries(
    routes.map((route) => [`${route.method} ${route.url}`, route.config?.adminOnly]),
  );
  return { app, flags };
}

describe('adminRoutes', () => {
  it('refuses an anonymous caller with 401 and answers an admin, never cached', async () => {
    const { app } = await shopWithAdminPart();
    const anonymous = await app.inject('/api/things/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    const admin = await app.inject({ url: '/api/things/', headers: ADMIN });
    expect(admin.json()).toEqual({ admin: true });
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });

  it('covers only the routes declared inside it', async () => {
    const { app } = await shopWithAdminPart();
    for (const url of ['/api/things/search', '/api/things/after']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('marks its routes adminOnly for the store gate, and no others', async () => {
    const { flags } = await shopWithAdminPart();
    expect(flags).toMatchObject({
      'GET /api/things/': true,
      'GET /api/things/search': undefined,
      'GET /api/things/after': undefined,
    });
  });
});

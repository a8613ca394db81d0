import { DashboardSchema, ErrorBodySchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type AuthenticateAdmin, requireAdmin } from '../../plugins/require-admin.ts';
import { loadDashboard } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  db: Db;
  authenticateAdmin: AuthenticateAdmin;
}

/** The admin's dashboard (API.md § Admin dashboard), under /api/admin. Admin only. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db, authenticateAdmin },
) => {
  app.addHook('onRequest', requireAdmin({ authenticateAdmin }));
  // Takings and shoppers' names: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/dashboard',
    {
      // Outside the gated prefixes today; should /api/admin ever be gated, auth still decides.
      config: { adminOnly: true },
      schema: {
        tags: ['admin'],
        summary: 'Orders and takings today and in 30 days, orders waiting, new subscribers (admin)',
        response: { 200: DashboardSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => loadDashboard(db, new Date()),
  );
};

import { DashboardSchema, ErrorBodySchema } from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { loadDashboard } from './dashboard.service.ts';

/** The admin's dashboard (API.md § Admin dashboard), under /api/admin: takings and shoppers' names. */
export const dashboardRoutes = adminRoutes(async (app) => {
  app.get(
    '/dashboard',
    {
      config: { allowStaff: true },
      schema: {
        tags: ['admin'],
        summary:
          'Orders and takings today and in 30 days, orders waiting, cart reminders, new subscribers (admin)',
        response: { 200: DashboardSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => loadDashboard(app.db, new Date()),
  );
});

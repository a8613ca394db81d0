import { ErrorBodySchema, OrderActivitySchema, OrderIdParamsSchema } from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { type GatewayOrderIdOf, orderActivity } from './order-activity.ts';

export interface OrderActivityRoutesOptions {
  gatewayOrderIdOf: GatewayOrderIdOf;
}

/** GET /api/orders/{id}/activity: what the admin's order page shows of the order's records. */
export const orderActivityRoutes = adminRoutes<OrderActivityRoutesOptions>(
  async (admin, { gatewayOrderIdOf }) => {
    admin.get(
      '/:id/activity',
      {
        config: { allowStaff: true },
        schema: {
          tags: ['orders'],
          summary:
            "An order's history with who and when, its gateway ids and its mails with their status (admin)",
          params: OrderIdParamsSchema,
          response: {
            200: OrderActivitySchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => orderActivity(admin.db, request.params.id, gatewayOrderIdOf),
    );
  },
);

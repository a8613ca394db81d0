import type { AdminUser, Order } from '@skins/shared';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildActivity, ORDER_ID } from '#testing/order-fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

export const ORDER_PATH = `/orders/${ORDER_ID}`;
export const ORDER_ACTIVITY_PATH = `${ORDER_PATH}/activity`;

/**
 * The admin's order page over a tiny server: GET answers `state.order` as it is now, and
 * `change` answers the admin's calls (and may move `state.order`, as another admin would).
 */
export function renderAdminOrder(
  order: Order,
  change: (call: ApiCall, state: { order: Order }) => Response,
  admin?: AdminUser,
) {
  const state = { order };
  const view = renderAdmin(
    `/admin/orders/${ORDER_ID}`,
    (call) => {
      if (call.path === ORDER_ACTIVITY_PATH) {
        return jsonResponse(buildActivity([{ status: 'Placed', at: order.createdAt }]));
      }
      if (call.method === 'GET' && call.path === ORDER_PATH) return jsonResponse(state.order);
      if (call.path === '/orders/all')
        return jsonResponse({ data: [], page: 1, limit: 20, total: 0, totalPages: 0 });
      if (call.path.startsWith(ORDER_PATH)) return change(call, state);
      return undefined;
    },
    admin,
  );
  return { ...view, state };
}

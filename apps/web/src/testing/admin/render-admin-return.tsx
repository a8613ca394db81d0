import type { AdminReturn, AdminUser, Order, Return } from '@skins/shared';
import { screen } from '@testing-library/react';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { buildDeliveredOrder, buildReturn, RETURN_ID } from '#testing/returns-fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

export const RETURN_STEP_PATH = `/returns/${RETURN_ID}`;

/** The page's Actions card, once the return has come. */
export const actions = () => screen.findByRole('region', { name: 'Actions' }, { timeout: 4000 });

/** The server moves the return to `status` (with `extra`) and answers it. */
export const movesTo =
  (status: Return['status'], extra: Partial<Return> = {}) =>
  (_call: ApiCall, state: { item: Return }) => {
    state.item = { ...state.item, status, ...extra };
    return jsonResponse(state.item);
  };

/** The admin's view of a return: `buildReturn`'s, with the buyer, the hours waiting, no refund. */
export function buildAdminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    ...buildReturn(),
    email: 'asha@example.in',
    customerName: 'Asha Rao',
    paymentMethod: 'Online',
    hoursWaiting: 5,
    refundDefault: null,
    ...overrides,
  };
}

/**
 * The admin's return page over a tiny server: GETs answer `state.item` (in its order's returns,
 * and as the admin's view with `state.refundDefault`) and `state.order` as they are now; `step`
 * answers each `PUT /returns/{id}/{step}` and may move `state.item`, as the server would.
 */
export function renderAdminReturn(
  item: Return,
  step: (call: ApiCall, state: { item: Return; order: Order }) => Response,
  order: Order = buildDeliveredOrder(),
  admin?: AdminUser,
) {
  const state: { item: Return; order: Order; refundDefault: number | null } = {
    item,
    order,
    refundDefault: null,
  };
  const view = renderAdmin(
    `/admin/orders/${ORDER_ID}/returns/${RETURN_ID}`,
    (call) => {
      if (call.method === 'GET' && call.path === `/orders/${ORDER_ID}/returns`) {
        return jsonResponse({ data: [state.item] });
      }
      if (call.method === 'GET' && call.path === `/admin/returns/${RETURN_ID}`) {
        return jsonResponse(
          buildAdminReturn({ ...state.item, refundDefault: state.refundDefault }),
        );
      }
      if (call.method === 'GET' && call.path === `/orders/${ORDER_ID}`) {
        return jsonResponse(state.order);
      }
      if (call.method === 'PUT' && call.path.startsWith(`${RETURN_STEP_PATH}/`)) {
        return step(call, state);
      }
      return undefined;
    },
    admin,
  );
  return { ...view, state };
}

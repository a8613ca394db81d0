import { type AdminUser, STORAGE_KEYS } from '@skins/shared';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { type ApiCall, stubApiCalls } from '#testing/stub-api-calls.ts';
// The admin's lazy pages, loaded with the test file: the router's `import()` then resolves at
// once, so a test's first wait measures the page, not module loading on a busy machine.
import '#app/routes/admin/layout.tsx';
import '#app/routes/admin/dashboard.tsx';
import '#app/routes/admin/products.tsx';
import '#app/routes/admin/product-edit.tsx';
import '#app/routes/admin/orders.tsx';
import '#app/routes/admin/order-detail.tsx';
import '#app/routes/admin/returns.tsx';
import '#app/routes/admin/return-detail.tsx';
import '#app/routes/admin/reviews.tsx';
import '#app/routes/admin/coupons.tsx';
import '#app/routes/admin/coupon-edit.tsx';
import '#app/routes/admin/subscribers.tsx';
import '#app/routes/admin/cart-reminders.tsx';
import '#app/routes/admin/outbox.tsx';
import '#app/routes/admin/outbox-mail.tsx';
import '#app/routes/admin/staff.tsx';
import '#app/routes/admin/categories.tsx';
import '#app/routes/admin/audit.tsx';

export const TEST_ADMIN = { email: 'owner@skins.test', name: 'Asha', role: 'owner' } as const;

/** A staff member (decision 063): orders, returns and reviews; ship and deliver. */
export const TEST_STAFF: AdminUser = { email: 'kiran@skins.test', name: 'Kiran', role: 'staff' };

/**
 * Mounts the real app at an /admin `path` as a signed-in admin: a token in storage and
 * `/auth/me` answering `admin` (`TEST_ADMIN`, the owner, by default). Every other call goes to `answer` (404 when it returns
 * nothing), so a test states exactly what the server says, and when (a promise it settles).
 */
export function renderAdmin(
  path: string,
  answer: (call: ApiCall) => Response | Promise<Response> | undefined,
  admin: AdminUser = TEST_ADMIN,
  /** `{ categories: null }`: the shop's categories go to `answer` too (stub-api-calls.ts). */
  stubOptions?: Parameters<typeof stubApiCalls>[1],
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'test-admin-token');
  const api = stubApiCalls((call) => {
    if (call.path === '/auth/me') return jsonResponse(admin);
    return (
      answer(call) ??
      jsonResponse({ message: `No stub for ${call.method} ${call.path}`, code: 'NOT_FOUND' }, 404)
    );
  }, stubOptions);
  return { ...renderApp(path), api };
}

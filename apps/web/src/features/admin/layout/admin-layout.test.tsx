import { STORAGE_KEYS } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, TEST_ADMIN } from '#testing/admin/render-admin.tsx';
import { renderAdminReturn } from '#testing/admin/render-admin-return.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { buildReturn } from '#testing/returns-fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { stubLocation } from '#testing/stub-location.ts';
import { ADMIN_NAV, adminNavFor } from './admin-nav.ts';

const emptyDashboard = {
  today: { orders: 0, revenue: 0 },
  last30Days: { orders: 0, revenue: 0 },
  needsAction: { placed: 0, cancelRequested: 0, orders: [] },
  pendingReviews: 0,
  cartReminders: { sent: 0, recovered: 0, recoveredInPaise: 0 },
  recentSubscribers: [],
  generatedAt: '2026-11-23T10:00:00.000Z',
};

describe('the admin area', () => {
  it('sends a visitor without a token to sign in, remembering the page', async () => {
    const api = stubApiCalls(() => jsonResponse({}));
    const { router } = renderApp('/admin/orders?status=Placed');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/admin/orders?status=Placed')}`,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows the sections and who is signed in, outside the storefront layout and its gate', async () => {
    renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard' ? jsonResponse(emptyDashboard) : undefined,
    );

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const section of [
      'Dashboard',
      'Products',
      'Orders',
      'Returns',
      'Reviews',
      'Coupons',
      'Subscribers',
      'Cart reminders',
      'Outbox',
      'Staff',
      'Audit log',
    ]) {
      expect(within(nav).getByRole('link', { name: section })).toBeTruthy();
    }
    expect(screen.getByText(TEST_ADMIN.email)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cart' })).toBeNull();
    expect(screen.queryByLabelText('Store password')).toBeNull();
  });

  it("marks the page's section as current: a return's page under its order is Returns'", async () => {
    const current = async () => {
      const nav = await screen.findByRole('navigation', { name: 'Admin' });
      return within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    };
    const { unmount } = renderAdminReturn(buildReturn(), () => jsonResponse({}));
    expect(await current()).toEqual(['Returns']);
    unmount();

    renderAdmin(`/admin/orders/${ORDER_ID}`, () => undefined);
    expect(await current()).toEqual(['Orders']);
  });

  it('signs out: the token goes and the sign-in page shows', async () => {
    const { router } = renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard' ? jsonResponse(emptyDashboard) : undefined,
    );

    fireEvent.click((await screen.findAllByRole('button', { name: 'Sign out' }))[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('opens the shop from "View shop" past its gate: the admin token unlocks this browser', async () => {
    const { router, api } = renderAdmin('/admin', (call) => {
      if (call.path === '/admin/dashboard') return jsonResponse(emptyDashboard);
      if (call.path === '/store/preview') return jsonResponse({ unlocked: true });
      return undefined;
    });

    fireEvent.click((await screen.findAllByRole('link', { name: 'View shop' }))[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.find((call) => call.path === '/store/preview')?.method).toBe('POST');
    expect(window.localStorage.getItem(STORAGE_KEYS.siteUnlocked)).toBe('true');
  });

  it('still opens the shop, at its gate, when the unlock call fails', async () => {
    const { router } = renderAdmin('/admin', (call) => {
      if (call.path === '/admin/dashboard') return jsonResponse(emptyDashboard);
      if (call.path === '/store/preview')
        return jsonResponse({ message: 'x', code: 'INTERNAL' }, 500);
      return undefined;
    });

    fireEvent.click((await screen.findAllByRole('link', { name: 'View shop' }))[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.siteUnlocked)).toBeNull();
  });

  it('turns an expired token (401) into the sign-in redirect and drops the token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'expired');
    const assign = stubLocation({ pathname: '/admin/coupons', search: '' });
    stubApiCalls(() =>
      jsonResponse(
        { message: 'Please sign in as an admin to continue.', code: 'UNAUTHENTICATED' },
        401,
      ),
    );

    renderApp('/admin/coupons');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?next=%2Fadmin%2Fcoupons'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows staff only their sections, and the owner every one', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'staff-token');
    stubApiCalls(() => jsonResponse({ email: 'staff@skins.test', name: 'Ravi', role: 'staff' }));

    renderApp('/admin/orders');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Orders', 'Returns', 'Reviews']);
    expect(adminNavFor('owner').map((item) => item.label)).toEqual(
      ADMIN_NAV.map((item) => item.label),
    );
  });
});

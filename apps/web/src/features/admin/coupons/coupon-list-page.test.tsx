import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoupon, buildCouponList } from '#testing/admin/coupon-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

const coupons = [
  buildCoupon({
    _id: 'c-festive',
    name: 'FESTIVE20',
    discount: 0.2,
    startsAt: '2026-10-01T00:00:00.000Z',
    endsAt: '2026-11-01T00:00:00.000Z',
    maxRedemptions: 100,
    redemptions: 12,
  }),
  buildCoupon({
    _id: 'c-welcome',
    name: 'WELCOME-7QK2MD',
    discount: 0.125,
    redemptions: 3,
    firstOrderOnly: true,
    email: 'asha@example.in',
  }),
  buildCoupon({ _id: 'c-off', name: 'PAUSED5', discount: 0.05, active: false }),
];

describe('the coupons list', () => {
  it('asks for the first page and shows each coupon’s code, discount, status, window and uses', async () => {
    const { api } = renderAdmin('/admin/coupons', (call) =>
      call.path === '/campaigns' ? jsonResponse(buildCouponList(coupons)) : undefined,
    );

    const table = await screen.findByRole('table', { name: 'Coupons' });
    const [request] = api.callsTo('/campaigns');
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('limit')).toBe('20');
    expect(request?.query.has('search')).toBe(false);

    const festive = within(table).getByRole('row', { name: /FESTIVE20/ });
    expect(within(festive).getByRole('link', { name: 'FESTIVE20' }).getAttribute('href')).toBe(
      '/admin/coupons/c-festive',
    );
    expect(within(festive).getByText('20%')).toBeTruthy();
    expect(within(festive).getByText('12 / 100')).toBeTruthy();
    // The window is shown on India's clock: 1 Oct midnight UTC is 5:30 am there.
    expect(within(festive).getByText(/From 1 Oct 2026, 05:30 am/i)).toBeTruthy();
    expect(within(festive).getByText('Anyone')).toBeTruthy();

    const welcome = within(table).getByRole('row', { name: /WELCOME-7QK2MD/ });
    expect(within(welcome).getByText('12.5%')).toBeTruthy();
    expect(within(welcome).getByText('3')).toBeTruthy();
    expect(within(welcome).getByText('Yes')).toBeTruthy();
    expect(within(welcome).getByText('asha@example.in')).toBeTruthy();
    expect(within(welcome).getByText('Active')).toBeTruthy();
    expect(within(welcome).getByText('Always')).toBeTruthy();

    const paused = within(table).getByRole('row', { name: /PAUSED5/ });
    expect(within(paused).getByText('Inactive')).toBeTruthy();

    expect(screen.getByText('3 coupons')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New coupon' }).getAttribute('href')).toBe(
      '/admin/coupons/new',
    );
  });

  it('sends the URL’s search and page, and a new search starts again at page 1', async () => {
    const { api, router } = renderAdmin('/admin/coupons?search=fest&page=2', (call) =>
      call.path === '/campaigns'
        ? jsonResponse(buildCouponList(coupons.slice(0, 1), { page: 2, total: 21 }))
        : undefined,
    );

    await screen.findByRole('table', { name: 'Coupons' });
    const [first] = api.callsTo('/campaigns');
    expect(first?.query.get('search')).toBe('fest');
    expect(first?.query.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Coupon pages' })).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Search coupons by code' });
    fireEvent.change(box, { target: { value: 'welcome' } });
    const form = box.closest('form');
    if (!form) throw new Error('The search box is not in a form');
    fireEvent.submit(form);

    await screen.findByRole('table', { name: 'Coupons' });
    expect(router.state.location.search).toBe('?search=welcome');
    await expect.poll(() => api.callsTo('/campaigns').at(-1)?.query.get('search')).toBe('welcome');
    expect(api.callsTo('/campaigns').at(-1)?.query.get('page')).toBe('1');
  });

  it('says when nothing matches a search, with a way back to all', async () => {
    renderAdmin('/admin/coupons?search=nope', (call) =>
      call.path === '/campaigns' ? jsonResponse(buildCouponList([])) : undefined,
    );

    expect(await screen.findByText('No coupons match')).toBeTruthy();
    expect(screen.getByText(/No coupon code contains “nope”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all coupons' }).getAttribute('href')).toBe(
      '/admin/coupons',
    );
  });

  it('invites the first coupon when there are none', async () => {
    renderAdmin('/admin/coupons', (call) =>
      call.path === '/campaigns' ? jsonResponse(buildCouponList([])) : undefined,
    );

    expect(await screen.findByText('No coupons yet')).toBeTruthy();
  });

  it('shows the server’s reason for a refused search, and a failure with a retry', async () => {
    renderAdmin('/admin/coupons?search=50%25', (call) =>
      call.path === '/campaigns'
        ? jsonResponse(
            {
              message: 'Some fields are invalid.',
              code: 'VALIDATION_FAILED',
              details: { fields: { search: 'Use letters, digits, - and _ only' } },
            },
            400,
          )
        : undefined,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Use letters, digits, - and _ only');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the server’s message when the list is refused', async () => {
    renderAdmin('/admin/coupons', (call) =>
      call.path === '/campaigns'
        ? jsonResponse({ message: 'This needs an admin account.', code: 'FORBIDDEN' }, 403)
        : undefined,
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This needs an admin account.',
    );
  });
});

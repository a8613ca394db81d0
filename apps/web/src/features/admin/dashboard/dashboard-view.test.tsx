import type { Dashboard, Order } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, TEST_STAFF } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    number: 1042,
    createdAt: '2026-11-22T09:15:00.000Z',
    status: 'Placed',
    products: [],
    shippingInfo: {
      firstName: 'Asha',
      lastName: 'Rao',
      address: '12 MG Road',
      city: 'Bengaluru',
      pin: '560001',
      state: 'Karnataka',
      country: 'India',
      phone: '9876543210',
      email: 'asha@example.in',
    },
    placeOfSupply: 'Karnataka',
    coupon: null,
    subtotal: 1098,
    discount: 0,
    tax: 0,
    total: 1098,
    amountPaid: 1098,
    paymentMethod: 'Razorpay',
    paymentStatus: 'Completed',
    shipment: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '9876543210' },
    ...overrides,
  };
}

const dashboard: Dashboard = {
  today: { orders: 3, revenue: 2547 },
  last30Days: { orders: 128, revenue: 123456.5 },
  needsAction: {
    placed: 4,
    cancelRequested: 1,
    orders: [
      buildOrder(),
      buildOrder({ _id: 'order-2', number: 1043, status: 'CancelRequested', total: 549 }),
    ],
  },
  pendingReviews: 2,
  cartReminders: { sent: 214, recovered: 9, recoveredInPaise: 1_234_550 },
  recentSubscribers: [
    {
      _id: 'sub-1',
      email: 'neha@example.in',
      status: 'subscribed',
      couponCode: 'WELCOME-7QX2',
      subscribedAt: '2026-11-23T04:00:00.000Z',
      unsubscribedAt: null,
      createdAt: '2026-11-23T04:00:00.000Z',
    },
  ],
  generatedAt: '2026-11-23T10:00:00.000Z',
};

describe('the dashboard', () => {
  it("shows today's and 30 days' orders and revenue in rupees", async () => {
    renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard' ? jsonResponse(dashboard) : undefined,
    );

    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('Rs. 2,547.00')).toBeTruthy();
    expect(within(sales).getByText('128')).toBeTruthy();
    // Indian digit grouping: one lakh twenty-three thousand…
    expect(within(sales).getByText('Rs. 1,23,456.50')).toBeTruthy();
  });

  it('lists the orders waiting, linking each to its page and the counts to filtered lists', async () => {
    renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard' ? jsonResponse(dashboard) : undefined,
    );

    const waiting = await screen.findByRole('region', { name: 'Orders needing action' });
    expect(within(waiting).getByRole('link', { name: /#1042/ }).getAttribute('href')).toBe(
      '/admin/orders/order-1',
    );
    expect(within(waiting).getByRole('link', { name: /#1043.*Cancel requested/ })).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: '4 placed' }).getAttribute('href')).toBe(
      '/admin/orders?status=Placed',
    );
    expect(
      within(waiting).getByRole('link', { name: '1 cancel request' }).getAttribute('href'),
    ).toBe('/admin/orders?status=CancelRequested');
    const subscribers = screen.getByRole('region', { name: 'Recent subscribers' });
    expect(within(subscribers).getByText('neha@example.in')).toBeTruthy();
  });

  it('counts the reviews waiting and links to the moderation list', async () => {
    renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard' ? jsonResponse(dashboard) : undefined,
    );

    const reviews = await screen.findByRole('region', { name: 'Reviews waiting' });
    expect(within(reviews).getByText('2')).toBeTruthy();
    expect(
      within(reviews).getByRole('link', { name: 'Moderate reviews' }).getAttribute('href'),
    ).toBe('/admin/reviews');
  });

  it('sums up 30 days of cart reminders and links to their list', async () => {
    renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard' ? jsonResponse(dashboard) : undefined,
    );

    const card = await screen.findByRole('region', { name: 'Cart reminders (30 days)' });
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Reminders sent', '214'],
      ['Orders recovered', '9'],
      ['Recovered revenue', 'Rs. 12,345.50'],
    ]);
    expect(
      within(card).getByRole('link', { name: 'All cart reminders' }).getAttribute('href'),
    ).toBe('/admin/cart-reminders');
  });

  it('says when nothing is waiting', async () => {
    renderAdmin('/admin', (call) =>
      call.path === '/admin/dashboard'
        ? jsonResponse({
            ...dashboard,
            needsAction: { placed: 0, cancelRequested: 0, orders: [] },
            pendingReviews: 0,
            cartReminders: { sent: 0, recovered: 0, recoveredInPaise: 0 },
            recentSubscribers: [],
          })
        : undefined,
    );

    expect(await screen.findByText('Nothing waiting. Every order is on its way.')).toBeTruthy();
    expect(screen.getByText('No sign-ups yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0 cancel requests' })).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'Reviews waiting' });
    expect(within(reviews).getByText('Every review has been published or hidden.')).toBeTruthy();
    expect(within(reviews).getByRole('link', { name: 'All reviews' })).toBeTruthy();
    const reminders = screen.getByRole('region', { name: 'Cart reminders (30 days)' });
    expect(within(reminders).getByText('Rs. 0.00')).toBeTruthy();
  });

  it("shows the server's refusal with a retry", async () => {
    // As staff see it: the owner's page has the analytics' own retry above (decision 064).
    renderAdmin(
      '/admin',
      (call) =>
        call.path === '/admin/dashboard'
          ? jsonResponse({ message: 'This needs an admin account.', code: 'FORBIDDEN' }, 403)
          : undefined,
      TEST_STAFF,
    );

    expect(await screen.findByText('This needs an admin account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

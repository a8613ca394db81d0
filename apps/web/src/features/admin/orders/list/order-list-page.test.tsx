import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder, buildOrderList } from '#testing/order-fixtures.ts';

const paid = buildAdminOrder();
const refunded = buildAdminOrder({
  _id: 'b2c4e6f8-0000-4000-8000-000000000002',
  number: 1041,
  createdAt: '2026-03-11T18:45:00.000Z',
  status: 'Cancelled',
  paymentStatus: 'Refunded',
  products: [{ ...paid.products[1], quantity: 1 } as (typeof paid.products)[number]],
  total: 970.92,
  user: { firstName: 'Vikram', lastName: 'Iyer', email: 'vik@example.in', phone: '9123456780' },
});

function answerList(list = buildOrderList([paid, refunded])) {
  return renderAdmin('/admin/orders', (call) =>
    call.path === '/orders/all' ? jsonResponse(list) : undefined,
  );
}

describe('admin orders list', () => {
  it('shows each order: number linking to it, date, customer, items, total and both statuses', async () => {
    answerList();

    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '#1042' }).getAttribute('href')).toBe(
      `/admin/orders/${paid._id}`,
    );
    expect(first.textContent).toContain('12 Mar 2026, 02:35 pm');
    expect(first.textContent).toContain('Asha Rao');
    expect(first.textContent).toContain('asha@example.in');
    // 2 + 1 pieces, not 2 lines.
    expect(within(first).getAllByRole('cell')[3]?.textContent).toBe('3');
    expect(first.textContent).toContain('Rs. 1,941.08');
    expect(first.textContent).toContain('Placed');
    expect(first.textContent).toContain('Payment: Paid');
    const second = rows[1] as HTMLElement;
    expect(second.textContent).toContain('Cancelled');
    expect(second.textContent).toContain('Payment: Refunded');
    expect(screen.getByText('2 orders')).toBeTruthy();
  });

  it('asks for the URL’s status, search and page, 20 to a page', async () => {
    const { api } = renderAdmin('/admin/orders?status=Placed&search=%231042&page=2', (call) =>
      call.path === '/orders/all'
        ? jsonResponse(buildOrderList([paid], { page: 2, total: 21, totalPages: 2 }))
        : undefined,
    );

    await screen.findByRole('link', { name: '#1042' });
    const query = api.callsTo('/orders/all')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      status: 'Placed',
      search: '#1042',
      limit: '20',
    });
    expect(
      screen.getByRole('button', { name: 'Placed (needs action)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('21 matching orders')).toBeTruthy();
  });

  it('filters by status from page 1, and back to all', async () => {
    const { api, router } = renderAdmin('/admin/orders?page=3', (call) =>
      call.path === '/orders/all' ? jsonResponse(buildOrderList([paid])) : undefined,
    );
    await screen.findByRole('link', { name: '#1042' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel requested (needs action)' }));

    await waitFor(() => expect(api.callsTo('/orders/all')).toHaveLength(2));
    expect(api.callsTo('/orders/all')[1]?.query.get('status')).toBe('CancelRequested');
    expect(api.callsTo('/orders/all')[1]?.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=CancelRequested');

    fireEvent.click(screen.getByRole('button', { name: 'All orders' }));
    await waitFor(() => expect(api.callsTo('/orders/all')).toHaveLength(3));
    expect(api.callsTo('/orders/all')[2]?.query.has('status')).toBe(false);
  });

  it('searches by number, email or phone', async () => {
    const { api } = answerList();
    await screen.findByRole('table');

    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: ' 98765 ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);

    await waitFor(() =>
      expect(api.callsTo('/orders/all').at(-1)?.query.get('search')).toBe('98765'),
    );
  });

  it('pages through the orders, keeping the filters', async () => {
    const { api } = renderAdmin('/admin/orders?status=Shipped', (call) =>
      call.path === '/orders/all'
        ? jsonResponse(
            buildOrderList([paid], {
              page: Number(call.query.get('page')),
              total: 45,
              totalPages: 3,
            }),
          )
        : undefined,
    );
    await screen.findByRole('table');

    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/admin/orders?status=Shipped&page=2');
    fireEvent.click(next);

    await waitFor(() => expect(api.callsTo('/orders/all').at(-1)?.query.get('page')).toBe('2'));
    expect(api.callsTo('/orders/all').at(-1)?.query.get('status')).toBe('Shipped');
  });

  it('says when there are no orders at all', async () => {
    answerList(buildOrderList([], { totalPages: 0 }));

    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nothing matches, with a way back to every order', async () => {
    renderAdmin('/admin/orders?status=Shipped&search=zed', (call) =>
      call.path === '/orders/all' ? jsonResponse(buildOrderList([], { totalPages: 0 })) : undefined,
    );

    expect(await screen.findByText('No orders match')).toBeTruthy();
    expect(screen.getByText('No order matches “Shipped” and “zed”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all orders' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });

  it('shows the server’s message when the list fails, and tries again', async () => {
    let isDown = true;
    const { api } = renderAdmin('/admin/orders', (call) => {
      if (call.path !== '/orders/all') return undefined;
      return isDown
        ? jsonResponse({ message: 'Only admins may list orders.', code: 'FORBIDDEN' }, 403)
        : jsonResponse(buildOrderList([paid]));
    });

    expect(await screen.findByText('Only admins may list orders.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '#1042' })).toBeTruthy();
    expect(api.callsTo('/orders/all')).toHaveLength(2);
  });

  it('exports the orders it shows: the same status and search', async () => {
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => 'blob:orders',
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { api } = renderAdmin('/admin/orders?status=Delivered&search=asha', (call) => {
      if (call.path === '/orders/all') return jsonResponse(buildOrderList([paid]));
      if (call.path === '/orders/export') {
        return new Response('number,email\n1042,asha@example.in\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="orders-2026-03-12.csv"',
          },
        });
      }
      return undefined;
    });
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportCall = api.callsTo('/orders/export')[0];
    expect(Object.fromEntries(exportCall?.query ?? [])).toEqual({
      status: 'Delivered',
      search: 'asha',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('orders-2026-03-12.csv');
  });
});

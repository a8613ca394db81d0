import type { AdminReturn } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildAdminReturn } from '#testing/admin/render-admin-return.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { RETURN_ID } from '#testing/returns-fixtures.ts';

const listOf = (returns: AdminReturn[]) => ({
  data: returns,
  page: 1,
  limit: 20,
  total: returns.length,
  totalPages: 1,
});

const overdue = buildAdminReturn({ hoursWaiting: 52 });
const recent = buildAdminReturn({
  _id: 'return-2',
  number: 'R1002',
  orderNumber: 1043,
  status: 'Requested',
  reason: 'ChangedMind',
  resolution: 'Refund',
  hoursWaiting: 47,
});
const waitingOnShopper = buildAdminReturn({
  _id: 'return-3',
  number: 'R1003',
  status: 'InfoRequested',
  hoursWaiting: 80,
});
const settled = buildAdminReturn({
  _id: 'return-4',
  number: 'R1004',
  status: 'Refunded',
  hoursWaiting: null,
});

describe('the returns queue', () => {
  it('lists returns as the server orders them, with the hours waiting and a warning past 48 h', async () => {
    const { api } = renderAdmin('/admin/returns', (call) =>
      call.path === '/admin/returns'
        ? jsonResponse(listOf([overdue, recent, waitingOnShopper, settled]))
        : undefined,
    );

    const table = await screen.findByRole('table', { name: 'Returns' }, { timeout: 4000 });
    expect(Object.fromEntries(api.callsTo('/admin/returns')[0]?.query ?? [])).toEqual({
      page: '1',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'R1001',
      'R1002',
      'R1003',
      'R1004',
    ]);
    const [first, second, third, fourth] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByRole('link', { name: 'R1001' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}/returns/${RETURN_ID}`,
    );
    expect(within(first).getByText('Asha Rao')).toBeTruthy();
    expect(within(first).getByText('Misprint')).toBeTruthy();
    expect(within(first).getByText('Replacement · 1 item')).toBeTruthy();
    expect(within(first).getByText('52 h · past 48 h')).toBeTruthy();
    expect(within(second).getByText('47 h')).toBeTruthy();
    expect(within(second).getByText('Changed my mind')).toBeTruthy();
    // Waiting on the shopper's answer is not the shop's overdue answer.
    expect(within(third).getByText('80 h')).toBeTruthy();
    expect(within(third).getByText('Info requested')).toBeTruthy();
    expect(within(fourth).getByText('—')).toBeTruthy();
    expect(screen.queryAllByText(/past 48 h/)).toHaveLength(1);
  });

  it('filters by status in the URL, starting again at page 1', async () => {
    const { api, router } = renderAdmin('/admin/returns?page=2', (call) =>
      call.path === '/admin/returns' ? jsonResponse(listOf([overdue])) : undefined,
    );

    await screen.findByRole('table', { name: 'Returns' }, { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: 'Received (needs action)' }));

    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/admin/returns').at(-1)?.query ?? [])).toEqual({
        page: '1',
        status: 'Received',
      }),
    );
    expect(router.state.location.search).toBe('?status=Received');
  });

  it('says when there are no returns at all', async () => {
    renderAdmin('/admin/returns', (call) =>
      call.path === '/admin/returns' ? jsonResponse(listOf([])) : undefined,
    );

    expect(await screen.findByText('No returns yet', {}, { timeout: 4000 })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminOrder } from '#testing/admin/render-admin-order.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder, ORDER_ID } from '#testing/order-fixtures.ts';
import { buildReturn, RETURN_ID } from '#testing/returns-fixtures.ts';

describe('the order page’s returns', () => {
  it('lists the order’s returns, each linking to its page', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Delivered' }), (call) =>
      call.method === 'GET' && call.path === `/orders/${ORDER_ID}/returns`
        ? jsonResponse({ data: [buildReturn({ status: 'Approved' })] })
        : jsonResponse({ message: 'Unexpected', code: 'NOT_FOUND' }, 404),
    );

    const returns = await screen.findByRole('region', { name: 'Returns' }, { timeout: 4000 });
    const link = within(returns).getByRole('link', { name: /R1001/ });
    expect(link.getAttribute('href')).toBe(`/admin/orders/${ORDER_ID}/returns/${RETURN_ID}`);
    expect(within(link).getByText('Misprint · Replacement')).toBeTruthy();
    expect(within(link).getByText('Approved')).toBeTruthy();
  });

  it('shows no returns card for an order without returns', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Delivered' }), () =>
      jsonResponse({ data: [] }),
    );

    await screen.findByRole('region', { name: 'Actions' }, { timeout: 4000 });
    await waitFor(() => expect(api.callsTo(`/orders/${ORDER_ID}/returns`)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });
});

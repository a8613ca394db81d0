import type { Order } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_PATH, renderAdminOrder } from '#testing/admin/render-admin-order.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder } from '#testing/order-fixtures.ts';

// Issue [14] item 1: a cash-on-delivery (or manual) order's money is recorded from its page, at
// every status it can arrive in, Delivered included.

const codOrder = (overrides: Partial<Order> = {}) =>
  buildAdminOrder({
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
    amountPaid: 0,
    invoiceNumber: null,
    ...overrides,
  });

const actionsRegion = () => screen.findByRole('region', { name: 'Actions' });

describe('marking a cash-on-delivery order paid', () => {
  it.each(['Placed', 'Shipped', 'Delivered'] as const)(
    'records the money of a %s order with how it came and its reference',
    async (status) => {
      const { api } = renderAdminOrder(codOrder({ status }), (call, state) => {
        state.order = { ...state.order, paymentStatus: 'Completed' };
        return call.path === `${ORDER_PATH}/payment` ? jsonResponse(state.order) : jsonResponse({});
      });

      const actions = await actionsRegion();
      expect(actions.textContent).toContain('Cash on delivery: not paid yet.');
      fireEvent.click(within(actions).getByRole('button', { name: 'Mark as paid' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark order #1042 as paid?' });
      const method = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Paid by' });
      expect(method.value).toBe('Cash');
      fireEvent.change(method, { target: { value: 'UPI' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Reference/ }), {
        target: { value: ' UTR 4477 ' },
      });
      expect(api.callsTo(`${ORDER_PATH}/payment`)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

      expect(await screen.findByText('Order #1042 marked as paid.')).toBeTruthy();
      const [put] = api.callsTo(`${ORDER_PATH}/payment`);
      expect(put?.method).toBe('PUT');
      expect(put?.body).toEqual({
        paymentStatus: 'Completed',
        method: 'UPI',
        reference: 'UTR 4477',
      });
      await waitFor(() =>
        expect(within(actions).queryByRole('button', { name: 'Mark as paid' })).toBeNull(),
      );
    },
  );

  it('is not offered for an order paid online, a paid one or a cancelled one', async () => {
    for (const order of [
      buildAdminOrder({ status: 'Delivered' }),
      codOrder({ status: 'Delivered', paymentStatus: 'Completed' }),
      codOrder({ status: 'Cancelled' }),
    ]) {
      const { unmount } = renderAdminOrder(order, () => jsonResponse({}));
      const actions = await actionsRegion();
      expect(within(actions).queryByRole('button', { name: 'Mark as paid' })).toBeNull();
      unmount();
    }
  });

  it("shows the server's refusal and the order as it is now", async () => {
    renderAdminOrder(codOrder({ status: 'Delivered' }), (_call, state) => {
      state.order = { ...state.order, status: 'Cancelled' };
      return jsonResponse(
        {
          message: 'A cancelled order that was never paid cannot be marked paid.',
          code: 'CONFLICT',
        },
        409,
      );
    });

    const actions = await actionsRegion();
    fireEvent.click(within(actions).getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1042 as paid?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    expect(
      await screen.findByText('A cancelled order that was never paid cannot be marked paid.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

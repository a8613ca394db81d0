import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_STAFF } from '#testing/admin/render-admin.tsx';
import {
  ORDER_ACTIVITY_PATH,
  ORDER_PATH,
  renderAdminOrder,
} from '#testing/admin/render-admin-order.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder, ORDER_ID } from '#testing/order-fixtures.ts';

const noChange = () => jsonResponse({ message: 'Unexpected call', code: 'NOT_FOUND' }, 404);

function actions() {
  return screen.findByRole('region', { name: 'Actions' });
}

function buttonNames(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('admin order actions', () => {
  it('offers only the moves the transition table allows', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Placed' }), noChange);
    expect(buttonNames(await actions())).toEqual([
      'Mark as processing',
      'Mark as shipped',
      'Mark as delivered',
      'Cancel order',
    ]);
  });

  it('offers staff only shipping and delivery, saying the rest is the owner’s', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Placed' }), noChange, TEST_STAFF);
    const region = await actions();
    expect(buttonNames(region)).toEqual(['Mark as shipped', 'Mark as delivered']);
    expect(region.textContent).toContain(
      'Cancelling, refunds, payments and deleting are the owner’s.',
    );
  });

  it('offers a shipped order delivery or a cancel, never a step back', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Shipped' }), noChange);
    expect(buttonNames(await actions())).toEqual(['Mark as delivered', 'Cancel order']);
  });

  it('offers nothing for a delivered order', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Delivered' }), noChange);
    const region = await actions();
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(region.textContent).toContain('Delivered orders are final.');
  });

  it('moves the order with PUT status and shows it moved', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Placed' }), (_call, state) => {
      state.order = { ...state.order, status: 'Processing' };
      return jsonResponse(state.order);
    });

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Mark as processing' }));

    expect(await screen.findByText('Order #1042 marked as processing.')).toBeTruthy();
    const [put] = api.callsTo(`${ORDER_PATH}/status`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ status: 'Processing' });
    expect(buttonNames(await actions())).toEqual([
      'Mark as shipped',
      'Mark as delivered',
      'Cancel order',
    ]);
    // The history is asked again for the new event.
    await waitFor(() => expect(api.callsTo(ORDER_ACTIVITY_PATH).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal when someone else moved it first, and the order as it is now', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Placed' }), (_call, state) => {
      state.order = { ...state.order, status: 'Delivered' };
      return jsonResponse(
        {
          message: 'This order is delivered and cannot move to Processing.',
          code: 'CONFLICT',
          details: { status: 'Delivered' },
        },
        409,
      );
    });

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Mark as processing' }));

    expect(
      await screen.findByText('This order is delivered and cannot move to Processing.'),
    ).toBeTruthy();
    expect(await screen.findByText('Delivered orders are final.')).toBeTruthy();
    expect(api.callsTo(ORDER_PATH).filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('cancels a paid order after saying what is refunded, then shows it refunded', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Processing' }), (_call, state) => {
      state.order = { ...state.order, status: 'Cancelled', paymentStatus: 'Refunded' };
      return jsonResponse(state.order);
    });

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order #1042?' });
    expect(dialog.textContent).toContain(
      'Order #1042 will be cancelled and the completed payment of Rs. 1,941.00 refunded to the customer through the payment gateway.',
    );
    expect(api.callsTo(`${ORDER_PATH}/cancel`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund Rs. 1,941.00' }));

    expect(
      await screen.findByText('Order #1042 cancelled and Rs. 1,941.00 refunded.'),
    ).toBeTruthy();
    const [put] = api.callsTo(`${ORDER_PATH}/cancel`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('Payment: Refunded');
    expect(buttonNames(await actions())).toEqual(['Delete order']);
  });

  it('keeps the dialog open with the gateway’s reason when the refund fails', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Placed' }), () =>
      jsonResponse(
        {
          message:
            'The payment gateway could not refund this order, so it was not cancelled. Please try again.',
          code: 'GATEWAY_ERROR',
          details: { gatewayCode: 'BAD_REQUEST_ERROR', gatewayDescription: 'Refund window over' },
        },
        502,
      ),
    );

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancel and refund/ }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The payment gateway could not refund this order, so it was not cancelled. Please try again. (Gateway: Refund window over)',
    );
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Payment: Paid');
  });

  it('closes the cancel dialog on a 409 and shows the order as it is now', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Processing' }), (_call, state) => {
      state.order = { ...state.order, status: 'Delivered' };
      return jsonResponse(
        {
          message: 'This order has been delivered and can no longer be cancelled.',
          code: 'CANNOT_CANCEL',
          details: { status: 'Delivered' },
        },
        409,
      );
    });

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: /Cancel and refund/ }));

    expect(
      await screen.findByText('This order has been delivered and can no longer be cancelled.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Delivered orders are final.')).toBeTruthy();
  });

  it('cancels an unpaid order without promising a refund', async () => {
    renderAdminOrder(
      buildAdminOrder({ paymentMethod: 'Manual', paymentStatus: 'Pending', amountPaid: 0 }),
      noChange,
    );

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('No payment was completed, so nothing is refunded.');
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('answers a cancel request: accept opens the cancel, decline asks for a reason', async () => {
    const { api } = renderAdminOrder(
      buildAdminOrder({ status: 'CancelRequested' }),
      (_call, state) => {
        state.order = { ...state.order, status: 'Processing' };
        return jsonResponse(state.order);
      },
    );

    const region = await actions();
    expect(region.textContent).toContain('The customer asked to cancel this order.');
    expect(buttonNames(region)).toEqual(['Accept and cancel', 'Decline request']);
    fireEvent.click(within(region).getByRole('button', { name: 'Accept and cancel' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Accept the cancel request?' }).textContent,
    ).toContain(
      'As the customer asked, order #1042 will be cancelled and the completed payment of Rs. 1,941.00 refunded',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));

    fireEvent.click(within(region).getByRole('button', { name: 'Decline request' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the cancel request?' });
    // The reason is required: nothing is sent without one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByText('Say why, for the customer.')).toBeTruthy();
    expect(api.callsTo(`${ORDER_PATH}/decline-cancel`)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason for the customer'), {
      target: { value: '  Your skin is already printed.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(
      await screen.findByText('Cancel request declined: order #1042 is processing.'),
    ).toBeTruthy();
    const [put] = api.callsTo(`${ORDER_PATH}/decline-cancel`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ reason: 'Your skin is already printed.' });
    expect(api.callsTo(`${ORDER_PATH}/status`)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(buttonNames(await actions())).toEqual([
      'Mark as shipped',
      'Mark as delivered',
      'Cancel order',
    ]);
  });

  it('deletes a cancelled order after confirming, and goes back to the list', async () => {
    const { api, router } = renderAdminOrder(
      buildAdminOrder({ status: 'Cancelled', paymentStatus: 'Refunded' }),
      () => new Response(null, { status: 204 }),
    );

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete order #1042?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete order' }));

    expect(await screen.findByText('Order #1042 deleted.')).toBeTruthy();
    expect(api.callsTo(ORDER_PATH).filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });

  it('offers no delete for a cancelled order with a tax invoice, and says why', async () => {
    renderAdminOrder(
      buildAdminOrder({
        status: 'Cancelled',
        paymentStatus: 'Refunded',
        invoiceNumber: 'INV/2026-27/000042',
      }),
      noChange,
    );
    const box = await actions();
    expect(within(box).queryByRole('button', { name: 'Delete order' })).toBeNull();
    expect(box.textContent).toContain(
      'This order has tax invoice INV/2026-27/000042: a tax record, kept for years, so it cannot be deleted.',
    );
  });

  it('offers no delete before the order is cancelled', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Processing' }), noChange);
    expect(within(await actions()).queryByRole('button', { name: 'Delete order' })).toBeNull();
  });

  it('shows the server’s refusal of a delete and stays', async () => {
    const { router } = renderAdminOrder(buildAdminOrder({ status: 'Cancelled' }), () =>
      jsonResponse(
        { message: 'Only cancelled orders can be deleted.', code: 'CONFLICT', details: {} },
        409,
      ),
    );

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Delete order' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete order' }),
    );

    expect(await screen.findByText('Only cancelled orders can be deleted.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`);
  });

  it('tells the admin when the move could not reach the server', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Placed' }), () => {
      throw new TypeError('Failed to fetch');
    });

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Mark as processing' }));

    expect(
      await screen.findByText(
        'Network error. Please check your internet connection and try again.',
      ),
    ).toBeTruthy();
  });
});

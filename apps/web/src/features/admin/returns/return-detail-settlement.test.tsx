import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  actions,
  movesTo,
  RETURN_STEP_PATH,
  renderAdminReturn,
} from '#testing/admin/render-admin-return.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildDeliveredOrder, buildReturn } from '#testing/returns-fixtures.ts';
import { putsOf } from '#testing/stub-api-calls.ts';

describe('a return’s page once approved: receiving, refunding, shipping or rejecting', () => {
  it('marks a change of mind received before its refund, never refunding it first', async () => {
    const { api } = renderAdminReturn(
      buildReturn({ status: 'Approved', reason: 'ChangedMind', resolution: 'Refund' }),
      movesTo('Received'),
    );

    const card = await actions();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark received', 'Reject']);
    fireEvent.click(within(card).getByRole('button', { name: 'Mark received' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark received' }),
    );

    expect(await screen.findByText('Return R1001 marked as received.')).toBeTruthy();
    expect(putsOf(api.calls).map((call) => call.path)).toEqual([`${RETURN_STEP_PATH}/receive`]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', {
          name: 'Refund',
        }),
      ).toBeTruthy(),
    );
  });

  it('refunds an approved faulty skin at once, nothing needing to come back', async () => {
    renderAdminReturn(buildReturn({ status: 'Approved', resolution: 'Refund' }), () =>
      jsonResponse({}),
    );

    const card = await actions();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Refund', 'Mark received', 'Reject']);
  });

  it('rejects an approval that cannot be carried out, saying the shopper is mailed the reason', async () => {
    const { api } = renderAdminReturn(
      buildReturn({ status: 'Approved', reason: 'Damaged', resolution: 'Replacement' }),
      movesTo('Rejected'),
    );

    const card = await actions();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ship replacement', 'Reject']);
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject return R1001?' });
    expect(dialog.textContent).toContain('Only when the approval cannot be carried out');
    expect(dialog.textContent).toContain('The shopper is mailed your reason');
    fireEvent.change(within(dialog).getByLabelText('Reason for the shopper'), {
      target: { value: 'This design is no longer printed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject return' }));

    expect(await screen.findByText('Return R1001 rejected.')).toBeTruthy();
    expect(putsOf(api.calls).map((call) => [call.path, call.body])).toEqual([
      [`${RETURN_STEP_PATH}/reject`, { reason: 'This design is no longer printed.' }],
    ]);
    expect(await screen.findByText('Rejected: nothing more to do.')).toBeTruthy();
  });

  it('refunds a COD order by its UPI reference, the amount left to the server’s default', async () => {
    let isFirst = true;
    const { api } = renderAdminReturn(
      buildReturn({ status: 'Received', reason: 'Damaged', resolution: 'Refund' }),
      (call, state) => {
        if (isFirst) {
          isFirst = false;
          return jsonResponse(
            {
              message: 'Some fields are invalid.',
              code: 'VALIDATION_FAILED',
              details: {
                fields: {
                  amount:
                    'The refund can be at most Rs. 592.92: these items’ price, tax and discount share.',
                },
              },
            },
            400,
          );
        }
        return movesTo('Refunded', {
          refund: {
            amount: 592.92,
            creditNoteNumber: 'CN/2025-26/000003',
            reference: 'UPI-4471',
            at: '2026-03-21T05:00:00.000Z',
          },
        })(call, state);
      },
      buildDeliveredOrder({ paymentMethod: 'COD' }),
    );

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund return R1001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter the UPI or bank transfer’s reference.')).toBeTruthy();
    expect(putsOf(api.calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount (optional)'), {
      target: { value: '600' },
    });
    fireEvent.change(within(dialog).getByLabelText('UPI or bank reference'), {
      target: { value: 'UPI-4471' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(
        'The refund can be at most Rs. 592.92: these items’ price, tax and discount share.',
      ),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Amount (optional)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Return R1001 refunded: Rs. 592.92.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Actions' }));
    expect(putsOf(api.calls).map((call) => call.body)).toEqual([
      { amount: 600, reference: 'UPI-4471' },
      { reference: 'UPI-4471' },
    ]);
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(refund.textContent).toContain('reference UPI-4471');
    expect(
      within(refund).getByRole('button', { name: 'Credit note CN/2025-26/000003' }),
    ).toBeTruthy();
  });

  it('ships a replacement with the courier and AWB, and links its Rs. 0 order', async () => {
    const { api } = renderAdminReturn(
      buildReturn({ status: 'Approved' }),
      movesTo('ReplacementShipped', { replacement: { orderId: 'order-r', number: 1077 } }),
    );

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Ship replacement' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship the replacement for R1001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship replacement' }));
    expect(within(dialog).getByText('Choose a courier.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'Delhivery' } });
    fireEvent.change(within(dialog).getByLabelText('AWB / tracking number'), {
      target: { value: 'DL123456789IN' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship replacement' }));

    expect(await screen.findByText('Replacement order #1077 shipped.')).toBeTruthy();
    expect(putsOf(api.calls).map((call) => [call.path, call.body])).toEqual([
      [
        `${RETURN_STEP_PATH}/ship-replacement`,
        { courier: 'Delhivery', trackingNumber: 'DL123456789IN' },
      ],
    ]);
    expect(
      (await screen.findByRole('link', { name: 'Replacement order #1077' })).getAttribute('href'),
    ).toBe('/admin/orders/order-r');
  });
});

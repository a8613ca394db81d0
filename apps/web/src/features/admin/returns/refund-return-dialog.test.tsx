import type { Return } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETURN_STEP_PATH, renderAdminReturn } from '#testing/admin/render-admin-return.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildReturn, RETURN_ID } from '#testing/returns-fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

// The refund dialog starts at the server's default refund (the admin view's `refundDefault`):
// the amount the owner sees is the amount sent. The page's other steps: return-detail-page.test.

const received = buildReturn({ status: 'Received', reason: 'Damaged', resolution: 'Refund' });
const refunded = (call: ApiCall, state: { item: Return }) => {
  const { amount } = call.body as { amount?: number };
  state.item = {
    ...state.item,
    status: 'Refunded',
    refund: {
      amount: amount ?? 592.92,
      creditNoteNumber: 'CN/2025-26/000003',
      reference: null,
      at: '2026-03-21T05:00:00.000Z',
    },
  };
  return jsonResponse(state.item);
};

async function openRefund() {
  const actions = await screen.findByRole('region', { name: 'Actions' }, { timeout: 4000 });
  fireEvent.click(within(actions).getByRole('button', { name: 'Refund' }));
  return screen.getByRole('dialog', { name: 'Refund return R1001' });
}

const refundPuts = (calls: readonly ApiCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === `${RETURN_STEP_PATH}/refund`);

describe('the refund dialog', () => {
  it('prefills the default refund, says what it is, and refunds that amount', async () => {
    const { api, state } = renderAdminReturn(received, refunded);
    state.refundDefault = 592.92;

    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount (optional)') as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('592.92'));
    expect(
      within(dialog).getByText(
        'Default Rs. 592.92: these items’ price, tax and share of the order’s discount. Less keeps the rest back.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(`/admin/returns/${RETURN_ID}`)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Return R1001 refunded: Rs. 592.92.')).toBeTruthy();
    expect(refundPuts(api.calls).map((call) => call.body)).toEqual([{ amount: 592.92 }]);
  });

  it('refunds less when the owner keeps some back', async () => {
    const { api, state } = renderAdminReturn(received, refunded);
    state.refundDefault = 592.92;
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount (optional)') as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('592.92'));

    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Return R1001 refunded: Rs. 500.00.')).toBeTruthy();
    expect(refundPuts(api.calls).map((call) => call.body)).toEqual([{ amount: 500 }]);
  });

  it('leaves the amount empty for the server when the view has no default', async () => {
    const { api } = renderAdminReturn(received, refunded);
    const dialog = await openRefund();
    await waitFor(() => expect(api.callsTo(`/admin/returns/${RETURN_ID}`)).toHaveLength(1));
    const amount = within(dialog).getByLabelText('Amount (optional)') as HTMLInputElement;
    expect(amount.value).toBe('');
    expect(
      within(dialog).getByText(
        'Empty: these items’ price, tax and share of the order’s discount, to the paisa. Less keeps the rest back.',
      ),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Return R1001 refunded: Rs. 592.92.')).toBeTruthy();
    expect(refundPuts(api.calls).map((call) => call.body)).toEqual([{}]);
  });
});

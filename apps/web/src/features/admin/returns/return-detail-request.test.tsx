import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_STAFF } from '#testing/admin/render-admin.tsx';
import {
  actions,
  movesTo,
  RETURN_STEP_PATH,
  renderAdminReturn,
} from '#testing/admin/render-admin-return.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { buildReturn } from '#testing/returns-fixtures.ts';
import { putsOf } from '#testing/stub-api-calls.ts';

describe('a return’s page on a request: what it shows, and approving, rejecting or asking', () => {
  it('shows the lines, the reason, the shopper’s words, photos, messages and history', async () => {
    renderAdminReturn(
      buildReturn({
        status: 'Requested',
        messages: [
          {
            _id: 'm1',
            from: 'shop',
            body: 'Which corner?',
            photos: [],
            at: '2026-03-20T06:00:00.000Z',
          },
          {
            _id: 'm2',
            from: 'shopper',
            body: 'Top left, near the lens.',
            photos: [{ _id: 'p2', url: '/media/uploads/p2/1280.webp' }],
            at: '2026-03-20T07:00:00.000Z',
          },
        ],
        history: [
          {
            from: null,
            to: 'Requested',
            at: '2026-03-20T05:00:00.000Z',
            by: 'shopper',
            actor: null,
            note: null,
          },
          {
            from: 'Requested',
            to: 'InfoRequested',
            at: '2026-03-20T06:00:00.000Z',
            by: 'shop',
            actor: 'owner@skins.test',
            note: 'Which corner?',
          },
          {
            from: 'InfoRequested',
            to: 'Requested',
            at: '2026-03-20T07:00:00.000Z',
            by: 'shopper',
            actor: null,
            note: null,
          },
        ],
      }),
      () => jsonResponse({}),
    );

    await actions();
    expect(screen.getByRole('heading', { name: 'Return R1001' })).toBeTruthy();
    const request = screen.getByRole('region', { name: 'Request' });
    expect(within(request).getByText('Carbon Fibre Obsidian')).toBeTruthy();
    expect(within(request).getByText('1 × Rs. 549.00')).toBeTruthy();
    expect(within(request).getByText('Misprint')).toBeTruthy();
    expect(within(request).getByText('A replacement')).toBeTruthy();
    expect(within(request).getByText('The print is smudged at the camera.')).toBeTruthy();
    expect(within(request).getByRole('img', { name: 'Photos, 1 of 1' })).toBeTruthy();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('Which corner?')).toBeTruthy();
    expect(
      within(messages).getByRole('img', { name: 'Photos with the answer, 1 of 1' }),
    ).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Info requested')).toBeTruthy();
    expect(history.textContent).toContain('owner@skins.test');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Order #1042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
  });

  it('offers staff only asking the shopper, saying approving and rejecting are the owner’s', async () => {
    renderAdminReturn(buildReturn(), movesTo('Approved'), undefined, TEST_STAFF);
    const card = await actions();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ask for more information']);
    expect(card.textContent).toContain('Approving, rejecting and refunding are the owner’s.');
  });

  it('offers approve, ask and reject on a request, and approves after confirming', async () => {
    const { api } = renderAdminReturn(buildReturn(), movesTo('Approved'));

    const card = await actions();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Ask for more information', 'Reject']);
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve return R1001?' });
    expect(dialog.textContent).toContain('Then ship the replacement from here.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Return R1001 approved.')).toBeTruthy();
    expect(putsOf(api.calls).map((call) => call.path)).toEqual([`${RETURN_STEP_PATH}/approve`]);
    // The Approve button goes: focus waits on the card's title, not lost with it.
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Actions' }));
    // Approved replacement: ship it, or reject it if it cannot be made.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Actions' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Ship replacement', 'Reject']),
    );
  });

  it('rejects only with a reason, and shows the server’s refusal in the dialog', async () => {
    let isFirst = true;
    const { api } = renderAdminReturn(buildReturn(), (call, state) => {
      if (isFirst) {
        isFirst = false;
        return jsonResponse(
          {
            message: 'This return is refunded (Refunded), so it cannot move to Rejected.',
            code: 'CONFLICT',
          },
          409,
        );
      }
      return movesTo('Rejected')(call, state);
    });

    fireEvent.click(within(await actions()).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject return R1001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(within(dialog).getByText('Give the reason the shopper will read.')).toBeTruthy();
    expect(putsOf(api.calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason for the shopper'), {
      target: { value: ' The skin was applied and cut. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(
      await within(dialog).findByText(
        'This return is refunded (Refunded), so it cannot move to Rejected.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject return' }));

    expect(await screen.findByText('Return R1001 rejected.')).toBeTruthy();
    expect(putsOf(api.calls).map((call) => [call.path, call.body])).toEqual([
      [`${RETURN_STEP_PATH}/reject`, { reason: 'The skin was applied and cut.' }],
      [`${RETURN_STEP_PATH}/reject`, { reason: 'The skin was applied and cut.' }],
    ]);
    expect(await screen.findByText('Rejected: nothing more to do.')).toBeTruthy();
  });

  it('asks the shopper a question, then waits for their answer', async () => {
    const { api } = renderAdminReturn(buildReturn(), movesTo('InfoRequested'));

    fireEvent.click(
      within(await actions()).getByRole('button', { name: 'Ask for more information' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ask about return R1001' });
    fireEvent.change(within(dialog).getByLabelText('Question for the shopper'), {
      target: { value: 'Could you send a photo in daylight?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));

    expect(await screen.findByText('Question sent for return R1001.')).toBeTruthy();
    expect(putsOf(api.calls)[0]?.body).toEqual({ question: 'Could you send a photo in daylight?' });
    expect(
      await screen.findByText('Waiting for the shopper’s answer; it comes back as Requested.'),
    ).toBeTruthy();
    // A shopper who never answers may still be rejected, with the note beside the button.
    expect(
      within(await actions())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject']);
  });
});

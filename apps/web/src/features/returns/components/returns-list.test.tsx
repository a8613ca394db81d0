import { REFUND_TIME_WORDING, RETURN_STATUS_LABELS } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveOrderToken } from '#features/orders/index.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { stubOrderPage } from '#testing/order-returns-kit.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import {
  buildDeliveredOrder,
  buildDeliveredTracking,
  buildReturn,
  RETURN_ID,
} from '#testing/returns-fixtures.ts';

// The order's returns on its page: each status in plain words, the shop's question with the
// answer box, the refund and the replacement.

beforeEach(() => {
  window.sessionStorage.clear();
  saveOrderToken(ORDER_ID, 'tok-1');
});

const MESSAGES_PATH = `/orders/${ORDER_ID}/returns/${RETURN_ID}/messages`;

function openWithReturns(
  returns: ReturnType<typeof buildReturn>[],
  write?: Parameters<typeof stubOrderPage>[0]['write'],
) {
  const api = stubOrderPage({
    order: buildDeliveredOrder(),
    tracking: buildDeliveredTracking(2),
    returns,
    write,
  });
  renderOrderRoute(`/order-confirmation/${ORDER_ID}`);
  return api;
}

const card = (number: string) => screen.findByRole('article', { name: `Return ${number}` });

describe("the order's returns", () => {
  it('shows each return with its number, its status in plain words and what it holds', async () => {
    openWithReturns([
      buildReturn(),
      buildReturn({ _id: 'r-2', number: 'R1002', status: 'Rejected' }),
    ]);
    const first = await card('R1001');
    expect(first.querySelector('header')?.textContent).toBe(
      `Return R1001${RETURN_STATUS_LABELS.Requested}`,
    );
    expect(first.textContent).toContain('Misprint, asking for a replacement');
    expect(first.textContent).toContain('Carbon Fibre Obsidian · iPhone 16 Pro × 1');
    expect((await card('R1002')).querySelector('header')?.textContent).toBe(
      'Return R1002Not accepted',
    );
  });

  it('shows the history with who moved it and why', async () => {
    openWithReturns([
      buildReturn({
        status: 'Rejected',
        history: [
          ...buildReturn().history,
          {
            from: 'Requested',
            to: 'Rejected',
            at: '2026-03-21T05:00:00.000Z',
            by: 'shop',
            actor: null,
            note: 'The skin was applied.',
          },
        ],
      }),
    ]);
    const history = within(await card('R1001')).getByRole('group');
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      RETURN_STATUS_LABELS.Requested,
      RETURN_STATUS_LABELS.Rejected,
    ]);
    expect(steps[1]?.textContent).toContain('the shop');
    expect(steps[1]?.textContent).toContain('The skin was applied.');
  });

  it("shows the shop's question and sends the answer with the token, then reads the returns again", async () => {
    const asked = buildReturn({
      status: 'InfoRequested',
      messages: [
        {
          _id: 'm-1',
          from: 'shop',
          body: 'Which corner is smudged?',
          photos: [],
          at: '2026-03-21T05:00:00.000Z',
        },
      ],
    });
    const api = openWithReturns([asked], () => jsonResponse(buildReturn(), 201));
    const question = within(await card('R1001')).getByRole('region', { name: 'Our question' });
    expect(question.textContent).toContain('Which corner is smudged?');

    fireEvent.click(within(question).getByRole('button', { name: 'Send answer' }));
    expect(within(question).getByRole('alert').textContent).toBe('Write your answer.');
    expect(api.callsTo(MESSAGES_PATH)).toEqual([]);

    api.state.returns = [buildReturn()];
    fireEvent.change(within(question).getByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'The top left one.' },
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Our question' })).toBeNull());
    const [answer] = api.callsTo(MESSAGES_PATH);
    expect(answer?.headers.get('X-Order-Token')).toBe('tok-1');
    expect(answer?.body).toEqual({ body: 'The top left one.', photoIds: [] });
    await waitFor(async () =>
      expect((await card('R1001')).querySelector('header')?.textContent).toContain(
        RETURN_STATUS_LABELS.Requested,
      ),
    );
  });

  it("shows the server's refusal of an answer", async () => {
    openWithReturns(
      [
        buildReturn({
          status: 'InfoRequested',
          messages: [
            {
              _id: 'm-1',
              from: 'shop',
              body: 'Which one?',
              photos: [],
              at: '2026-03-21T05:00:00.000Z',
            },
          ],
        }),
      ],
      () =>
        jsonResponse(
          { message: 'This return is not waiting for an answer from you.', code: 'CONFLICT' },
          409,
        ),
    );
    const question = within(await card('R1001')).getByRole('region', { name: 'Our question' });
    fireEvent.change(within(question).getByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'Left.' },
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Send answer' }));
    expect((await within(question).findByRole('alert')).textContent).toBe(
      'This return is not waiting for an answer from you.',
    );
  });

  it('shows a refund with its amount and the credit note, opened with the token', async () => {
    openWithReturns([
      buildReturn({
        status: 'Refunded',
        resolution: 'Refund',
        refund: {
          amount: 533.92,
          creditNoteNumber: 'CN/2026-27/000004',
          reference: null,
          at: '2026-03-22T05:00:00.000Z',
        },
      }),
    ]);
    const refund = within(await card('R1001')).getByRole('region', { name: 'Refund' });
    expect(refund.textContent).toContain('Refunded Rs. 533.92');
    expect(refund.textContent).toContain(REFUND_TIME_WORDING);
    expect(
      within(refund)
        .getByRole('link', { name: /Credit note CN\/2026-27\/000004/ })
        .getAttribute('href'),
    ).toBe(`/api/orders/${ORDER_ID}/credit-note.pdf?token=tok-1&return=${RETURN_ID}`);
  });

  it("shows a hand refund's reference instead of the card wording", async () => {
    openWithReturns([
      buildReturn({
        status: 'Refunded',
        resolution: 'Refund',
        refund: {
          amount: 549,
          creditNoteNumber: null,
          reference: 'UPI 4021 8877',
          at: '2026-03-22T05:00:00.000Z',
        },
      }),
    ]);
    const refund = within(await card('R1001')).getByRole('region', { name: 'Refund' });
    expect(refund.textContent).toContain('Refund reference UPI 4021 8877.');
    expect(refund.textContent).not.toContain(REFUND_TIME_WORDING);
  });

  it("shows the replacement's order number and its tracking link", async () => {
    const replacementId = '9d4a5c0b-3f6e-4b8d-8e1f-4a5b6c7d8e01';
    openWithReturns([
      buildReturn({
        status: 'ReplacementShipped',
        replacement: { orderId: replacementId, number: 1077 },
      }),
    ]);
    const replacement = within(await card('R1001')).getByRole('region', { name: 'Replacement' });
    expect(replacement.textContent).toContain('Replacement order #1077');
    expect(
      within(replacement).getByRole('link', { name: 'Track the replacement' }).getAttribute('href'),
    ).toBe(`/track-order?id=${replacementId}`);
  });

  it('keeps the list after the window closed, without the button', async () => {
    stubOrderPage({
      order: buildDeliveredOrder(),
      tracking: buildDeliveredTracking(40),
      returns: [buildReturn({ status: 'Approved' })],
    });
    renderOrderRoute(`/order-confirmation/${ORDER_ID}`);
    expect((await card('R1001')).querySelector('header')?.textContent).toContain(
      RETURN_STATUS_LABELS.Approved,
    );
    expect(screen.queryByRole('button', { name: 'Report a problem or return' })).toBeNull();
  });
});

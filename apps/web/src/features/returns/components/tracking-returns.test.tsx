import { RETURN_STATUS_LABELS } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { stubOrderPage } from '#testing/order-returns-kit.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import {
  buildDeliveredOrder,
  buildDeliveredTracking,
  buildReturn,
} from '#testing/returns-fixtures.ts';

// The tracking page opened from a mail (?id=…&token=…): the order's returns as the order page
// shows them, read only, with links to the order page for what needs a form.

const ORDER_HREF = `/order-confirmation/${ORDER_ID}?token=tok-1`;

describe('returns on the tracking page', () => {
  it("shows the same status, and the shop's question links to the order page to answer", async () => {
    const api = stubOrderPage({
      order: buildDeliveredOrder(),
      tracking: buildDeliveredTracking(2),
      returns: [
        buildReturn({
          status: 'InfoRequested',
          messages: [
            {
              _id: 'm-1',
              from: 'shop',
              body: 'Which corner?',
              photos: [],
              at: '2026-03-21T05:00:00.000Z',
            },
          ],
        }),
      ],
    });
    renderOrderRoute(`/track-order?id=${ORDER_ID}&token=tok-1`);

    const card = await screen.findByRole('article', { name: 'Return R1001' });
    expect(card.querySelector('header')?.textContent).toContain(RETURN_STATUS_LABELS.InfoRequested);
    const question = within(card).getByRole('region', { name: 'Our question' });
    expect(within(question).queryByRole('textbox')).toBeNull();
    expect(
      within(question)
        .getByRole('link', { name: 'Answer on your order page' })
        .getAttribute('href'),
    ).toBe(`${ORDER_HREF}#returns`);
    const [read] = api.callsTo(`/orders/${ORDER_ID}/returns`);
    expect(read?.headers.get('X-Order-Token')).toBe('tok-1');
  });

  it('asks for no returns without the token', async () => {
    const api = stubOrderPage({
      order: buildDeliveredOrder(),
      tracking: buildDeliveredTracking(2),
      returns: [buildReturn()],
    });
    renderOrderRoute(`/track-order?id=${ORDER_ID}`);
    await screen.findByRole('region', { name: 'Order #1042' });
    expect(api.callsTo(`/orders/${ORDER_ID}/returns`)).toEqual([]);
    expect(screen.queryByRole('article', { name: 'Return R1001' })).toBeNull();
  });
});

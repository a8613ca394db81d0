import { RETURN_STATUS_LABELS } from '@skins/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import { stubOrderPage } from '#testing/order-returns-kit.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import {
  buildDeliveredOrder,
  buildDeliveredTracking,
  buildReturn,
  LINE_IDS,
} from '#testing/returns-fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { ALL_IN_A_RETURN } from '../returnable-quantities.ts';

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

  it('offers to start a return while a unit is left, and says when every unit is in one', async () => {
    // The order's two Obsidian skins and one Marble Arctic; R1001 holds one Obsidian.
    const api = stubOrderPage({
      order: buildDeliveredOrder(),
      tracking: buildDeliveredTracking(2),
      returns: [buildReturn()],
    });
    const view = openWithStoreConfig();
    const returns = await screen.findByRole('region', { name: 'Returns and problems' });
    expect(
      (
        await within(returns).findByRole('link', { name: 'Report a problem or return' })
      ).getAttribute('href'),
    ).toBe(`${ORDER_HREF}#returns`);
    expect(api.callsTo(`/orders/${ORDER_ID}`)[0]?.headers.get('X-Order-Token')).toBe('tok-1');
    view.unmount();

    stubOrderPage({
      order: buildDeliveredOrder(),
      tracking: buildDeliveredTracking(2),
      returns: [
        buildReturn({ lines: [{ ...buildReturn().lines[0], quantity: 2 } as never] }),
        buildReturn({
          _id: 'r-2',
          number: 'R1002',
          lines: [{ ...buildReturn().lines[0], itemId: LINE_IDS.marble, quantity: 1 } as never],
        }),
      ],
    });
    openWithStoreConfig();
    const full = await screen.findByRole('region', { name: 'Returns and problems' });
    expect(await within(full).findByText(ALL_IN_A_RETURN)).toBeTruthy();
    expect(within(full).queryByText(/You can report a problem or start a return/)).toBeNull();
    expect(within(full).queryByRole('link', { name: 'Report a problem or return' })).toBeNull();
  });
});

/** The page from a mail's link, with the store config its server render fetched. */
function openWithStoreConfig() {
  const view = renderOrderRoute(`/track-order?id=${ORDER_ID}&token=tok-1`);
  act(() => view.queryClient.setQueryData(['store', 'config'], buildStoreConfig()));
  return view;
}

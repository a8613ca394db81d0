import { formatShopDateTime, ORDER_LINK_MESSAGES, type OrderLookupAnswer } from '@skins/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildTracking } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { buildDeliveredTracking } from '#testing/returns-fixtures.ts';
import { type ApiCall, stubApiCalls } from '#testing/stub-api-calls.ts';
import { LookedUpOrder } from './looked-up-order.tsx';

// "Find my order" found it: the order below the form, its items and "Email me my order link"
// (docs/decisions/050-track-order-link.md).

const answer: OrderLookupAnswer = {
  ...buildTracking({ invoiceNumber: 'INV/2026-27/000123' }),
  items: [
    {
      _id: 'line-carbon',
      name: 'Carbon Fibre Black',
      brand: 'Apple',
      model: 'iPhone 16 Pro',
      quantity: 2,
      image: '/media/carbon.webp',
    },
    {
      _id: 'line-marble',
      name: 'Marble White',
      brand: 'Samsung',
      model: 'Galaxy S25',
      quantity: 1,
      image: '/media/marble.webp',
    },
  ],
};

/** The lookup answers the order; the link call answers `link`. */
function stubLookupAnd(link: (call: ApiCall) => Response | Promise<Response>) {
  return stubApiCalls((call) =>
    call.path === '/orders/lookup/link' ? link(call) : jsonResponse(answer),
  );
}

async function findOrder() {
  renderOrderRoute('/track-order');
  const number = await screen.findByRole('textbox', { name: 'Order number' });
  fireEvent.change(number, { target: { value: ' # 1042 ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email used at checkout' }), {
    target: { value: 'Asha@Example.IN' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find my order' }));
  return screen.findByRole('region', { name: 'Order #1042' });
}

const linkButton = () => screen.getByRole('button', { name: ORDER_LINK_MESSAGES.button });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('an order found by number and email', () => {
  it('shows below the form its progress and its items: name, device and quantity', async () => {
    stubLookupAnd(() => jsonResponse({ sentTo: 'asha@example.in' }, 202));

    const card = await findOrder();

    expect(within(card).getByRole('list', { name: 'Order progress' })).toBeTruthy();
    const items = within(within(card).getByRole('region', { name: 'Items' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Carbon Fibre BlackApple · iPhone 16 ProQty 2',
      'Marble WhiteSamsung · Galaxy S25Qty 1',
    ]);
    // The invoice's link is one mail away; no personal data is shown.
    expect(card.textContent).toContain(
      'INV/2026-27/000123: the download link is in your order confirmation email, and in the order link we can email you.',
    );
    expect(card.textContent).not.toMatch(/Asha|@/i);
    // The address names the order (a reload tracks it by id), never the email.
    expect(window.location.search).toBe(`?id=${answer._id}`);
    expect(linkButton()).toBeTruthy();
  });

  it('emails the link with the number and email that found it, and says where it went', async () => {
    let answerLink: (response: Response) => void = () => {};
    const api = stubLookupAnd(() => new Promise((resolve) => (answerLink = resolve)));
    await findOrder();

    fireEvent.click(linkButton());

    const pending = await screen.findByRole('button', { name: ORDER_LINK_MESSAGES.sending });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [call] = api.callsTo('/orders/lookup/link');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ number: ' # 1042 ', email: 'Asha@Example.IN' });

    answerLink(jsonResponse({ sentTo: 'asha@example.in' }, 202));

    const sent = await screen.findByText(ORDER_LINK_MESSAGES.sent('asha@example.in'));
    expect(sent.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: ORDER_LINK_MESSAGES.button })).toBeNull();
    expect(api.callsTo('/orders/lookup/link')).toHaveLength(1);
  });

  it('passes on the wait when the order’s link was asked for too often, and may be tried again', async () => {
    const message = 'Too many attempts. Please try again in 3540 seconds.';
    const api = stubLookupAnd(() =>
      jsonResponse({ message, code: 'RATE_LIMITED', details: { retryAfterSeconds: 3540 } }, 429),
    );
    await findOrder();

    fireEvent.click(linkButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((linkButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(ORDER_LINK_MESSAGES.sent('asha@example.in'))).toBeNull();
    fireEvent.click(linkButton());
    await screen.findByRole('button', { name: ORDER_LINK_MESSAGES.sending });
    expect(api.callsTo('/orders/lookup/link')).toHaveLength(2);
  });

  it('says the link could not be sent when the server fails, never that it went', async () => {
    stubLookupAnd(() => jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500));
    await findOrder();

    fireEvent.click(linkButton());

    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_LINK_MESSAGES.failed);
    expect(screen.queryByText(ORDER_LINK_MESSAGES.sent('asha@example.in'))).toBeNull();
  });
});

describe('a delivered order found by number and email', () => {
  const pair = { number: '1042', email: 'asha@example.in' };
  const deliveredAnswer = (daysAgo: number): OrderLookupAnswer => ({
    ...answer,
    ...buildDeliveredTracking(daysAgo),
  });

  it('says until when a return can be started, from the order page its link opens', () => {
    render(<LookedUpOrder answer={deliveredAnswer(2)} pair={pair} returnWindowDays={12} />);
    expect(
      screen.getByText(
        /^Until .+ you can report a problem or start a return for anything not already in one, from your order page: email yourself its link below\.$/,
      ),
    ).toBeTruthy();
  });

  it('says when the window closed, and shows nothing for an order not delivered', () => {
    const view = render(
      <LookedUpOrder answer={deliveredAnswer(13)} pair={pair} returnWindowDays={12} />,
    );
    expect(screen.getByText(/^Returns for this order closed on /)).toBeTruthy();
    view.unmount();
    render(<LookedUpOrder answer={answer} pair={pair} returnWindowDays={12} />);
    expect(screen.queryByText(/return/i)).toBeNull();
  });

  it('closes at the instant the server does: 12 × 24 hours after the last delivery', () => {
    const deliveredAt = Date.parse('2026-11-20T09:30:00.000Z');
    const closesAt = new Date(deliveredAt + 12 * 24 * 60 * 60 * 1000);
    const delivered = deliveredAnswer(0);
    delivered.history = [
      { status: 'Delivered', at: '2026-11-18T09:30:00.000Z' },
      { status: 'Delivered', at: new Date(deliveredAt).toISOString() },
    ];
    const closes = formatShopDateTime(closesAt.toISOString());
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: closesAt.getTime() - 1 });
      const view = render(<LookedUpOrder answer={delivered} pair={pair} returnWindowDays={12} />);
      expect(screen.getByText(new RegExp(`^Until ${closes} you can `))).toBeTruthy();
      view.unmount();
      vi.setSystemTime(closesAt);
      render(<LookedUpOrder answer={delivered} pair={pair} returnWindowDays={12} />);
      expect(
        screen.getByText(`Returns for this order closed on ${closes}.`, { exact: false }),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

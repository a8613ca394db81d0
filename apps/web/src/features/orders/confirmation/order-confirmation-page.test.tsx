import { MESSAGES } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildOrder } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { saveOrderToken } from '../order-token-storage.ts';

const order = buildOrder();
const ORDER_PATH = `/orders/${order._id}`;
const notFound = () => jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404);

beforeEach(() => {
  window.sessionStorage.clear();
  for (const meta of document.head.querySelectorAll('meta[name="robots"]')) meta.remove();
});

describe('order confirmation', () => {
  it('says the order id is missing when the link has neither id nor token', async () => {
    const api = stubApiCalls(() => jsonResponse(order));

    renderOrderRoute('/order-confirmation');

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.confirmation.missingId }),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the order paid in this tab, asking with the token kept in sessionStorage', async () => {
    saveOrderToken(order._id, 'tok-1');
    const api = stubApiCalls(() => jsonResponse(order));

    renderOrderRoute(`/order-confirmation/${order._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' })).toBeTruthy();
    const [call] = api.calls;
    expect(call?.path).toBe(ORDER_PATH);
    expect(call?.headers.get('X-Order-Token')).toBe('tok-1');
    // The token goes in the header only, never the URL.
    expect(call?.query.toString()).toBe('');

    expect(screen.getByText('ORDER #1042')).toBeTruthy();
    expect(screen.getByText(/^12 March 2026/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Order #1042 — Skins'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );

    const items = screen.getByRole('region', { name: 'Items' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(
      within(lines[0] as HTMLElement)
        .getByRole('img', { name: 'Carbon Fibre Obsidian' })
        .getAttribute('src'),
    ).toBe('/media/obsidian.svg');
    expect(lines[0]?.textContent).toContain('Apple - iPhone 16 Pro');
    expect(lines[0]?.textContent).toContain('Qty 2 × Rs. 549.00');
    expect(lines[0]?.textContent).toContain('Rs. 1,098.00');
    expect(lines[1]?.textContent).toContain('Apple - MacBook Air 13" M3');

    const shipping = screen.getByRole('region', { name: 'Shipping details' });
    expect(shipping.textContent).toContain('Asha Rao');
    expect(shipping.textContent).toContain('12 MG Road');
    expect(shipping.textContent).toContain('Flat 4B');
    expect(shipping.textContent).toContain('Bengaluru 560001');
    expect(shipping.textContent).toContain('Karnataka, India');
    expect(shipping.textContent).toContain('Leave with the guard');

    const totals = screen.getByRole('region', { name: 'Payment summary' });
    expect(totals.textContent).toContain('CouponWELCOME-ASHA (10% off)');
    expect(totals.textContent).toContain('SubtotalRs. 1,997.00');
    expect(totals.textContent).toContain('Discount−Rs. 199.70');
    expect(totals.textContent).toContain('TaxRs. 143.78');
    expect(totals.textContent).toContain('TotalRs. 1,941.08');
    expect(totals.textContent).toContain('Amount chargedRs. 1,941.00');
    expect(totals.textContent).toContain('Payment methodOnline');
    expect(totals.textContent).toContain('Payment statusCompleted');
    expect(screen.getByText('Placed', { selector: 'span' })).toBeTruthy();
    // One click to the tracking page, whose link to the whole order needs the token.
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe(
      `/track-order?id=${order._id}&token=tok-1`,
    );
    expect(
      screen.getByText(/track it at any time with the order number #1042 and asha@example.in/),
    ).toBeTruthy();
  });

  it('opens the order from the mail link by its token alone', async () => {
    const api = stubApiCalls(() => jsonResponse(buildOrder({ coupon: null, discount: 0 })));

    renderOrderRoute('/order-confirmation?token=tok-mail');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' })).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/orders/token/tok-mail');
    const totals = screen.getByRole('region', { name: 'Payment summary' });
    expect(totals.textContent).not.toContain('Coupon');
    expect(totals.textContent).toContain('DiscountRs. 0.00');
  });

  it('shows a shipped order’s courier, AWB and the courier’s tracking link', async () => {
    stubApiCalls(() =>
      jsonResponse(
        buildOrder({
          status: 'Shipped',
          shipment: {
            courier: 'Blue Dart',
            trackingNumber: 'BD998877',
            trackingUrl: 'https://www.bluedart.com/track/BD998877',
            shippedAt: '2026-03-13T05:00:00.000Z',
          },
        }),
      ),
    );

    renderOrderRoute('/order-confirmation?token=tok-mail');

    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment.textContent).toContain('Blue Dart');
    expect(shipment.textContent).toContain('BD998877');
    const link = within(shipment).getByRole('link', { name: /Track on Blue Dart/ });
    expect(link.getAttribute('href')).toBe('https://www.bluedart.com/track/BD998877');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['Placed', 'A confirmation email is on its way to asha@example.in.', null],
    ['Shipped', 'It has shipped: the courier and the AWB number are below.', 'On its way'],
    ['Delivered', 'It has been delivered. We hope you love it.', 'Delivered'],
    [
      'CancelRequested',
      'You asked to cancel it: the shop is looking at your request.',
      'On its way',
    ],
    ['Cancelled', 'It has been cancelled.', null],
  ] as const)(
    'says what has happened to a %s order, and where its parcel is',
    async (status, line, parcel) => {
      const shipment = {
        courier: 'Blue Dart',
        trackingNumber: 'BD998877',
        trackingUrl: 'https://www.bluedart.com/track/BD998877',
        shippedAt: '2026-03-13T05:00:00.000Z',
      };
      const placed = buildOrder({ status, shipment: parcel ? shipment : null });
      stubApiCalls(() => jsonResponse(placed));

      renderOrderRoute('/order-confirmation?token=tok-mail');

      const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
      expect(heading.parentElement?.textContent).toContain(line);
      if (status !== 'Placed') {
        expect(document.body.textContent).not.toContain('confirmation email is on its way');
      }
      const region = screen.queryByRole('region', { name: 'Shipment' });
      expect(region?.querySelector('h3')?.textContent ?? null).toBe(parcel);
    },
  );

  it('links the invoice and, once refunded, the credit note, each with the token', async () => {
    const refunded = buildOrder({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      invoiceNumber: 'INV/2026-27/000007',
      creditNoteNumber: 'CN/2026-27/000002',
    });
    stubApiCalls(() => jsonResponse(refunded));

    renderOrderRoute('/order-confirmation?token=tok-mail');

    const invoice = await screen.findByRole('link', { name: /Download invoice/ });
    expect(invoice.getAttribute('href')).toBe(
      `/api/orders/${refunded._id}/invoice.pdf?token=tok-mail`,
    );
    expect(invoice.textContent).toContain('INV/2026-27/000007');
    const creditNote = screen.getByRole('link', { name: /Download credit note/ });
    expect(creditNote.getAttribute('href')).toBe(
      `/api/orders/${refunded._id}/credit-note.pdf?token=tok-mail`,
    );
  });

  it('offers no invoice before the order is paid', async () => {
    stubApiCalls(() => jsonResponse(buildOrder({ paymentStatus: 'Pending', invoiceNumber: null })));
    renderOrderRoute('/order-confirmation?token=tok-mail');
    await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
    expect(screen.queryByRole('link', { name: /Download invoice/ })).toBeNull();
  });

  it('says the order is not found when the server does not know it (or the token)', async () => {
    stubApiCalls(() => notFound());

    renderOrderRoute(`/order-confirmation/${order._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.confirmation.notFound }),
    ).toBeTruthy();
  });

  it('says the details failed to load, and loads them on Try again', async () => {
    saveOrderToken(order._id, 'tok-1');
    let answers = 0;
    stubApiCalls(() =>
      answers++ === 0
        ? jsonResponse({ message: 'Bad request', code: 'VALIDATION_FAILED' }, 400)
        : jsonResponse(order),
    );

    renderOrderRoute(`/order-confirmation/${order._id}`);

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.confirmation.loadFailed,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' })).toBeTruthy();
  });

  it('says the details failed to load when the answer is not an order', async () => {
    stubApiCalls(() => jsonResponse({ _id: order._id }));

    renderOrderRoute('/order-confirmation?token=tok-mail');

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.confirmation.loadFailed,
    );
  });
});

import { REFUND_TIME_WORDING } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildTracking } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';

const INVOICE = 'INV/2026-27/000123';

async function openCard(path: string) {
  renderOrderRoute(path);
  return screen.findByRole('region', { name: 'Order #1042' });
}

describe('tracking card: refund, invoice and cancellation', () => {
  it('shows a refunded order’s refund: the amount, when, and how long it takes to arrive', async () => {
    const refunded = buildTracking({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      history: [
        { status: 'Placed', at: '2026-03-12T03:35:00.000Z' },
        { status: 'Cancelled', at: '2026-03-14T06:30:00.000Z' },
      ],
      refund: { amount: 1941, at: '2026-03-14T06:30:00.000Z' },
    });
    stubApiCalls(() => jsonResponse(refunded));

    const card = await openCard(`/track-order?id=${refunded._id}`);

    const refund = within(card).getByRole('region', { name: 'Refund' });
    expect(refund.textContent).toContain('Refunded Rs. 1,941.00 on 14 March 2026');
    expect(refund.textContent).toContain(REFUND_TIME_WORDING);
  });

  it('shows no refund block for an order that was not refunded', async () => {
    stubApiCalls(() => jsonResponse(buildTracking()));
    const card = await openCard('/track-order?id=ord-1');
    expect(within(card).queryByRole('region', { name: 'Refund' })).toBeNull();
  });

  it('names the courier and AWB on the Shipped step', async () => {
    const shipped = buildTracking({
      status: 'Shipped',
      shipment: {
        courier: 'Blue Dart',
        trackingNumber: 'BD998877',
        trackingUrl: 'https://www.bluedart.com/?BD998877',
        shippedAt: '2026-03-13T05:00:00.000Z',
      },
    });
    stubApiCalls(() => jsonResponse(shipped));

    const card = await openCard(`/track-order?id=${shipped._id}`);

    const steps = within(within(card).getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps[2]?.textContent).toContain('Blue Dart · AWB BD998877');
    expect(steps[1]?.textContent).not.toContain('AWB');
  });

  it('with the token: the invoice download (new tab, token in the link) and the cancel request', async () => {
    const paid = buildTracking({ invoiceNumber: INVOICE });
    stubApiCalls(() => jsonResponse(paid));

    const card = await openCard(`/track-order?id=${paid._id}&token=tok-1`);

    const invoice = within(card).getByRole('link', { name: /Download invoice/ });
    expect(invoice.getAttribute('href')).toBe(`/api/orders/${paid._id}/invoice.pdf?token=tok-1`);
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.textContent).toContain(INVOICE);
    expect(within(card).getByRole('button', { name: 'Request cancellation' })).toBeTruthy();
  });

  it('with the token, before payment: no invoice; once shipped: no cancel request', async () => {
    const shipped = buildTracking({ status: 'Shipped', invoiceNumber: null });
    stubApiCalls(() => jsonResponse(shipped));

    const card = await openCard(`/track-order?id=${shipped._id}&token=tok-1`);

    expect(within(card).queryByRole('link', { name: /Download invoice/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });

  it('without the token: the invoice number and where its link is, but no download or cancel', async () => {
    const paid = buildTracking({ invoiceNumber: INVOICE });
    stubApiCalls(() => jsonResponse(paid));

    const card = await openCard(`/track-order?id=${paid._id}`);

    expect(card.textContent).toContain(
      `Invoice ${INVOICE}: the download link is in your order confirmation email.`,
    );
    expect(within(card).queryByRole('link', { name: /Download invoice/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });
});

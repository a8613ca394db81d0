import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildOrder } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { saveOrderToken } from '../order-token-storage.ts';
import { CANCEL_MESSAGES } from './cancel-request.tsx';

// The cancellation request on the order's confirmation page (its token in this tab), answered by
// the server. The page itself: order-confirmation-page.test.tsx.

const order = buildOrder();
const _ORDER_PATH = `/orders/${order._id}`;
const _notFound = () => jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404);

beforeEach(() => {
  window.sessionStorage.clear();
  for (const meta of document.head.querySelectorAll('meta[name="robots"]')) meta.remove();
});

describe('cancellation request', () => {
  const cancelButton = () => screen.findByRole('button', { name: 'Request cancellation' });

  it('asks first, then requests it with the token and shows the new status', async () => {
    saveOrderToken(order._id, 'tok-1');
    const api = stubApiCalls((call) =>
      call.method === 'PUT'
        ? jsonResponse(buildOrder({ status: 'CancelRequested' }))
        : jsonResponse(order),
    );
    renderOrderRoute(`/order-confirmation/${order._id}`);

    fireEvent.click(await cancelButton());
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    const confirm = screen.getByRole('region', { name: 'Ask us to cancel order #1042?' });
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Yes, request cancellation' }),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, request cancellation' }));

    expect((await screen.findByText(CANCEL_MESSAGES.requested)).getAttribute('role')).toBe(
      'status',
    );
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/orders/${order._id}/request-cancel`);
    expect(put?.headers.get('X-Order-Token')).toBe('tok-1');
    expect(screen.getByText('Cancellation requested', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });

  it('promises no refund for an order not paid yet (cash on delivery), before or after', async () => {
    const cod = buildOrder({ paymentMethod: 'COD', paymentStatus: 'Pending' });
    saveOrderToken(cod._id, 'tok-1');
    stubApiCalls((call) =>
      call.method === 'PUT'
        ? jsonResponse({ ...cod, status: 'CancelRequested' })
        : jsonResponse(cod),
    );
    renderOrderRoute(`/order-confirmation/${cod._id}`);

    fireEvent.click(await cancelButton());
    const confirm = screen.getByRole('region', { name: 'Ask us to cancel order #1042?' });
    expect(confirm.textContent).toContain('Nothing was charged, so you owe nothing.');
    expect(confirm.textContent).not.toMatch(/refund/i);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, request cancellation' }));

    expect(await screen.findByText(CANCEL_MESSAGES.requestedUnpaid)).toBeTruthy();
    expect(screen.queryByText(CANCEL_MESSAGES.requested)).toBeNull();
  });

  it('sends the reason the shopper gives (optional), which the owner reads in their mail', async () => {
    saveOrderToken(order._id, 'tok-1');
    const api = stubApiCalls((call) =>
      call.method === 'PUT'
        ? jsonResponse(buildOrder({ status: 'CancelRequested' }))
        : jsonResponse(order),
    );
    renderOrderRoute(`/order-confirmation/${order._id}`);

    fireEvent.click(await cancelButton());
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason.getAttribute('maxlength')).toBe('500');
    fireEvent.change(reason, { target: { value: 'Ordered the wrong model' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, request cancellation' }));

    await screen.findByText(CANCEL_MESSAGES.requested);
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ reason: 'Ordered the wrong model' });
  });

  it('keeps the order when the shopper changes their mind', async () => {
    saveOrderToken(order._id, 'tok-1');
    const api = stubApiCalls(() => jsonResponse(order));
    renderOrderRoute(`/order-confirmation/${order._id}`);

    fireEvent.click(await cancelButton());
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));

    expect(await cancelButton()).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's reason when the order can no longer be cancelled", async () => {
    saveOrderToken(order._id, 'tok-1');
    stubApiCalls((call) =>
      call.method === 'PUT'
        ? jsonResponse(
            {
              message: 'This order has shipped and can no longer be cancelled',
              code: 'CANNOT_CANCEL',
            },
            409,
          )
        : jsonResponse(order),
    );
    renderOrderRoute(`/order-confirmation/${order._id}`);

    fireEvent.click(await cancelButton());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, request cancellation' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order has shipped and can no longer be cancelled',
    );
  });

  it('says the request failed when the call fails', async () => {
    saveOrderToken(order._id, 'tok-1');
    stubApiCalls((call) =>
      call.method === 'PUT' ? new Response('down', { status: 503 }) : jsonResponse(order),
    );
    renderOrderRoute(`/order-confirmation/${order._id}`);

    fireEvent.click(await cancelButton());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, request cancellation' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CANCEL_MESSAGES.failed);
  });

  it.each([
    ['Processing', true],
    ['Shipped', false],
    ['Delivered', false],
    ['Cancelled', false],
  ] as const)('offers cancellation for a %s order: %s', async (status, isOffered) => {
    saveOrderToken(order._id, 'tok-1');
    stubApiCalls(() => jsonResponse(buildOrder({ status })));

    renderOrderRoute(`/order-confirmation/${order._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
    expect(screen.queryByRole('button', { name: 'Request cancellation' }) !== null).toBe(isOffered);
  });

  it('offers no cancellation without the token (an admin viewing the order)', async () => {
    stubApiCalls(() => jsonResponse(order));

    renderOrderRoute(`/order-confirmation/${order._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });
});

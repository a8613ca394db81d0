import type { Order } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildActivity, buildAdminOrder, ORDER_ID } from '#testing/order-fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const ORDER_PATH = `/orders/${ORDER_ID}`;
const ACTIVITY_PATH = `/orders/${ORDER_ID}/activity`;

const ACTIVITY = buildActivity(
  [
    { status: 'Placed', at: '2026-03-12T09:05:00.000Z' },
    { status: 'Processing', at: '2026-03-13T04:30:00.000Z', actor: 'owner@skins.in' },
    {
      status: 'Shipped',
      at: '2026-03-14T06:00:00.000Z',
      actor: 'owner@skins.in',
      note: 'Delhivery DL-77',
    },
  ],
  {
    gateway: { orderId: 'order_Abc123', paymentId: 'pay_Xyz789', refundId: null },
  },
);

function renderOrder(
  order: Order,
  answer: (call: ApiCall) => Response | undefined = () => undefined,
  activity = ACTIVITY,
) {
  return renderAdmin(`/admin/orders/${ORDER_ID}`, (call) => {
    if (call.method === 'GET' && call.path === ORDER_PATH) return jsonResponse(order);
    if (call.path === ACTIVITY_PATH) return jsonResponse(activity);
    return answer(call);
  });
}

describe('admin order detail', () => {
  it('shows the header, items, totals, customer, shipping, payment and history', async () => {
    const { api } = renderOrder(buildAdminOrder({ status: 'Processing' }));

    const title = await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(api.callsTo(ORDER_PATH)[0]?.headers.get('Authorization')).toBe(
      'Bearer test-admin-token',
    );
    const header = title.closest('header') as HTMLElement;
    expect(header.textContent).toContain('Placed 12 Mar 2026, 02:35 pm');
    expect(header.textContent).toContain('Processing');
    expect(header.textContent).toContain('Payment: Paid');

    const items = screen.getByRole('region', { name: 'Items' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/obs.svg');
    expect(lines[0]?.textContent).toContain('Carbon Fibre Obsidian');
    expect(lines[0]?.textContent).toContain('Apple · iPhone 16 Pro');
    expect(lines[0]?.textContent).toContain('2 × Rs. 549.00');
    expect(lines[0]?.textContent).toContain('Line total: Rs. 1,098.00');
    // A snapshot without an image keeps the line, without a broken picture.
    expect(lines[1]?.querySelector('img')).toBeNull();
    expect(items.textContent).toContain('SubtotalRs. 1,997.00');
    expect(items.textContent).toContain('DiscountWELCOME-ASHA · 10% off−Rs. 199.70');
    expect(items.textContent).toContain('TaxRs. 143.78');
    expect(items.textContent).toContain('TotalRs. 1,941.08');

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'asha@example.in' })).toBeTruthy();
    expect(customer.textContent).toContain('12 MG Road');
    expect(customer.textContent).toContain('Flat 4B');
    expect(customer.textContent).toContain('Bengaluru 560001');
    expect(customer.textContent).toContain('Karnataka, India');
    expect(customer.textContent).toContain('Phone: 9876543210');
    expect(customer.textContent).toContain('Leave with the guard');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('MethodOnline (payment gateway)');
    expect(payment.textContent).toContain('Amount paidRs. 1,941.00');
    expect(payment.textContent).toContain('the total was Rs. 1,941.08');

    const history = screen.getByRole('region', { name: 'History' });
    const events = await within(history).findAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      'PlacedPlaced and paid online by the customer12 Mar 2026, 02:35 pm',
      'ProcessingMarked as processing by owner@skins.in13 Mar 2026, 10:00 am',
      'ShippedMarked as shipped by owner@skins.inDelhivery DL-7714 Mar 2026, 11:30 am',
    ]);
    expect(api.callsTo(ACTIVITY_PATH)[0]?.headers.get('Authorization')).toBe(
      'Bearer test-admin-token',
    );

    // The gateway's ids; an order never refunded has no refund row.
    expect(payment.textContent).toContain('Gateway orderorder_Abc123');
    expect(payment.textContent).toContain('Gateway paymentpay_Xyz789');
    expect(payment.textContent).not.toContain('Gateway refund');
  });

  it('says a COD order was placed to pay on delivery, and a declined cancel request by whom and why', async () => {
    const activity = buildActivity([
      { status: 'Placed', at: '2026-03-12T09:05:00.000Z' },
      { status: 'CancelRequested', at: '2026-03-12T10:00:00.000Z' },
      {
        status: 'Placed',
        at: '2026-03-12T11:00:00.000Z',
        actor: 'owner@skins.in',
        note: 'Cancel request declined: already packed',
      },
    ]);
    renderOrder(buildAdminOrder({ status: 'Placed', paymentMethod: 'COD' }), undefined, activity);

    const history = await screen.findByRole('region', { name: 'History' });
    const events = await within(history).findAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      'PlacedPlaced by the customer, to pay cash on delivery12 Mar 2026, 02:35 pm',
      'Cancel requestedThe customer asked to cancel12 Mar 2026, 03:30 pm',
      'PlacedCancel request declined by owner@skins.in; the order goes onCancel request declined: already packed12 Mar 2026, 04:30 pm',
    ]);
  });

  it('says a payment recorded on a delivered order is a record by whom, not a second delivery', async () => {
    const activity = buildActivity([
      { status: 'Placed', at: '2026-03-12T09:05:00.000Z' },
      { status: 'Delivered', at: '2026-03-14T09:00:00.000Z', actor: 'owner@skins.in' },
      {
        status: 'Delivered',
        at: '2026-03-14T10:00:00.000Z',
        actor: 'owner@skins.in',
        note: 'Payment received: Rs. 593.00, by Cash',
      },
    ]);
    renderOrder(
      buildAdminOrder({ status: 'Delivered', paymentMethod: 'COD' }),
      undefined,
      activity,
    );

    const history = await screen.findByRole('region', { name: 'History' });
    const events = await within(history).findAllByRole('listitem');
    expect(events.map((event) => event.textContent).slice(1)).toEqual([
      'DeliveredMarked as delivered by owner@skins.in14 Mar 2026, 02:30 pm',
      'DeliveredRecorded by owner@skins.in; the status staysPayment received: Rs. 593.00, by Cash14 Mar 2026, 03:30 pm',
    ]);
  });

  it('says so when there is no such order', async () => {
    renderAdmin(`/admin/orders/${ORDER_ID}`, (call) =>
      call.path === ORDER_PATH
        ? jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404)
        : undefined,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the orders' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });

  it('shows a failed load with a way to try again', async () => {
    renderAdmin(`/admin/orders/${ORDER_ID}`, (call) =>
      call.path === ORDER_PATH
        ? jsonResponse({ message: 'Only admins may see this.', code: 'FORBIDDEN' }, 403)
        : undefined,
    );

    expect(await screen.findByText('Only admins may see this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says a manual order was entered by the shop and has taken no money', async () => {
    renderOrder(
      buildAdminOrder({
        paymentMethod: 'Manual',
        paymentStatus: 'Pending',
        amountPaid: 0,
        coupon: null,
        discount: 0,
      }),
    );

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('Payment: Pending');
    expect(payment.textContent).toContain('Manual (taken by the shop)');
    expect(payment.textContent).toContain('Amount paidRs. 0.00');
    expect(screen.getByRole('region', { name: 'Items' }).textContent).not.toContain('Discount');
    expect(
      await within(screen.getByRole('region', { name: 'History' })).findByText(
        'Entered by the shop as a manual order',
      ),
    ).toBeTruthy();
  });
});

import { COURIER_NAMES, type Order } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_PATH, renderAdminOrder } from '#testing/admin/render-admin-order.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder } from '#testing/order-fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const SHIPPED_AT = '2026-03-13T05:00:00.000Z';

/** Answers PUT ship as the server does: shipped, with the shipment from the body. */
function shipAsServer(call: ApiCall, state: { order: Order }): Response {
  const body = call.body as { courier: string; trackingNumber: string; trackingUrl?: string };
  state.order = {
    ...state.order,
    status: 'Shipped',
    shipment: {
      courier: body.courier,
      trackingNumber: body.trackingNumber,
      trackingUrl:
        body.trackingUrl ?? `https://www.delhivery.com/track/package/${body.trackingNumber}`,
      shippedAt: state.order.shipment?.shippedAt ?? SHIPPED_AT,
    },
  };
  return jsonResponse(state.order);
}

async function openShipDialog(): Promise<HTMLElement> {
  const actions = await screen.findByRole('region', { name: 'Actions' });
  fireEvent.click(within(actions).getByRole('button', { name: 'Mark as shipped' }));
  return screen.getByRole('dialog', { name: 'Ship order #1042' });
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const shippedOrder = () =>
  buildAdminOrder({
    status: 'Shipped',
    shipment: {
      courier: 'Other',
      trackingNumber: 'SHIP-77',
      trackingUrl: 'https://track.example.in/SHIP-77',
      shippedAt: SHIPPED_AT,
    },
  });

describe('ship an order', () => {
  it('asks for a courier from the shared list and the AWB, then ships with PUT ship', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Processing' }), shipAsServer);
    const dialog = await openShipDialog();

    const courier = within(dialog).getByLabelText('Courier') as HTMLSelectElement;
    expect(
      [...courier.options].filter((option) => !option.disabled).map((option) => option.value),
    ).toEqual([...COURIER_NAMES]);
    // A known courier's page follows from its template: no address is asked for.
    fireEvent.change(courier, { target: { value: 'Delhivery' } });
    expect(within(dialog).queryByLabelText('Tracking page')).toBeNull();
    fill(dialog, 'AWB / tracking number', ' 1234567890 ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(await screen.findByText('Order #1042 marked as shipped.')).toBeTruthy();
    const [put] = api.callsTo(`${ORDER_PATH}/ship`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ courier: 'Delhivery', trackingNumber: '1234567890' });
    expect(api.callsTo(`${ORDER_PATH}/status`)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The page shows the order as shipped, with its shipment.
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment.textContent).toContain('Delhivery');
    expect(shipment.textContent).toContain('1234567890');
    const link = within(shipment).getByRole('link', { name: /Track on Delhivery/ });
    expect(link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
  });

  it('sends nothing without a courier and an AWB', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Placed' }), shipAsServer);
    const dialog = await openShipDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(within(dialog).getByText('Choose a courier.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the AWB / tracking number.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Courier').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(`${ORDER_PATH}/ship`)).toEqual([]);
  });

  it('asks for the tracking page when the courier is Other', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Placed' }), shipAsServer);
    const dialog = await openShipDialog();

    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'Other' } });
    fill(dialog, 'AWB / tracking number', 'LOCAL-9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(within(dialog).getByText('Give the tracking page for another courier.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Tracking page').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.callsTo(`${ORDER_PATH}/ship`)).toEqual([]);

    fill(dialog, 'Tracking page', 'ftp://nope');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(
      within(dialog).getByText(
        'Enter the tracking page as an http(s) address (at most 500 characters).',
      ),
    ).toBeTruthy();
    expect(api.callsTo(`${ORDER_PATH}/ship`)).toEqual([]);

    fill(dialog, 'Tracking page', 'https://track.example.in/LOCAL-9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Order #1042 marked as shipped.')).toBeTruthy();
    expect(api.callsTo(`${ORDER_PATH}/ship`)[0]?.body).toEqual({
      courier: 'Other',
      trackingNumber: 'LOCAL-9',
      trackingUrl: 'https://track.example.in/LOCAL-9',
    });
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(
      within(shipment)
        .getByRole('link', { name: /Open the tracking page/ })
        .getAttribute('href'),
    ).toBe('https://track.example.in/LOCAL-9');
  });

  it('shows the server’s field errors of a 400 by their fields and keeps the dialog open', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Placed' }), () =>
      jsonResponse(
        {
          message: 'Invalid request',
          code: 'VALIDATION_ERROR',
          details: {
            fields: {
              trackingNumber: 'This AWB has a character the courier does not use.',
              trackingUrl: 'Enter the tracking page as an http(s) address.',
            },
          },
        },
        400,
      ),
    );
    const dialog = await openShipDialog();

    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'Other' } });
    fill(dialog, 'AWB / tracking number', 'AWB∆1');
    fill(dialog, 'Tracking page', 'https://track.example.in/x');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(
      await within(dialog).findByText('This AWB has a character the courier does not use.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter the tracking page as an http(s) address.')).toBeTruthy();
    expect(
      within(dialog).getByLabelText('AWB / tracking number').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe('Check the fields marked in red.');
    expect(screen.getByRole('dialog', { name: 'Ship order #1042' })).toBeTruthy();
  });

  it('closes on a 409 and shows the order as it is now', async () => {
    const { api } = renderAdminOrder(buildAdminOrder({ status: 'Processing' }), (_call, state) => {
      state.order = { ...state.order, status: 'Cancelled', paymentStatus: 'Refunded' };
      return jsonResponse(
        {
          message: 'This order is cancelled and cannot be shipped.',
          code: 'CONFLICT',
          details: { status: 'Cancelled' },
        },
        409,
      );
    });
    const dialog = await openShipDialog();
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'DTDC' } });
    fill(dialog, 'AWB / tracking number', 'D1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(await screen.findByText('This order is cancelled and cannot be shipped.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Delete order' })).toBeTruthy();
    expect(api.callsTo(ORDER_PATH).filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('corrects a shipped order’s tracking in the same dialog, prefilled', async () => {
    const { api } = renderAdminOrder(shippedOrder(), shipAsServer);

    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment.textContent).toContain('SHIP-77');
    fireEvent.click(within(shipment).getByRole('button', { name: 'Edit tracking' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit tracking of order #1042' });
    expect((within(dialog).getByLabelText('Courier') as HTMLSelectElement).value).toBe('Other');
    expect((within(dialog).getByLabelText('AWB / tracking number') as HTMLInputElement).value).toBe(
      'SHIP-77',
    );
    expect((within(dialog).getByLabelText('Tracking page') as HTMLInputElement).value).toBe(
      'https://track.example.in/SHIP-77',
    );

    fill(dialog, 'AWB / tracking number', 'SHIP-78');
    fill(dialog, 'Tracking page', 'https://track.example.in/SHIP-78');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tracking' }));

    expect(await screen.findByText('Tracking of order #1042 updated.')).toBeTruthy();
    expect(api.callsTo(`${ORDER_PATH}/ship`)[0]?.body).toEqual({
      courier: 'Other',
      trackingNumber: 'SHIP-78',
      trackingUrl: 'https://track.example.in/SHIP-78',
    });
    expect((await screen.findByRole('region', { name: 'Shipment' })).textContent).toContain(
      'SHIP-78',
    );
  });

  it('offers no tracking edit once delivered, but still shows the shipment', async () => {
    renderAdminOrder({ ...shippedOrder(), status: 'Delivered' }, () => jsonResponse({}, 404));
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment.textContent).toContain('SHIP-77');
    expect(within(shipment).queryByRole('button')).toBeNull();
  });
});

describe('deliver an order', () => {
  it('marks a shipped order delivered with PUT deliver', async () => {
    const { api } = renderAdminOrder(shippedOrder(), (_call, state) => {
      state.order = { ...state.order, status: 'Delivered' };
      return jsonResponse(state.order);
    });

    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Mark as delivered' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order #1042 as delivered?',
    });
    expect(dialog.textContent).toContain('is mailed that order #1042 has been delivered.');
    expect(dialog.textContent).toContain('Delivered orders are final: this cannot be undone.');
    expect(dialog.textContent).not.toContain('never marked as shipped');
    expect(api.callsTo(`${ORDER_PATH}/deliver`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));

    expect(await screen.findByText('Order #1042 marked as delivered.')).toBeTruthy();
    const [put] = api.callsTo(`${ORDER_PATH}/deliver`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toBeUndefined();
    expect(api.callsTo(`${ORDER_PATH}/status`)).toEqual([]);
    expect(await screen.findByText('Delivered orders are final.')).toBeTruthy();
  });

  it('shows the refusal of a repeat and the order as it is now', async () => {
    renderAdminOrder(buildAdminOrder({ status: 'Placed' }), (_call, state) => {
      state.order = { ...state.order, status: 'Delivered' };
      return jsonResponse(
        { message: 'This order is already delivered.', code: 'CONFLICT', details: {} },
        409,
      );
    });

    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Mark as delivered' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order #1042 as delivered?',
    });
    expect(dialog.textContent).toContain(
      'It was never marked as shipped: no courier or AWB number is recorded for it.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));

    expect(await screen.findByText('This order is already delivered.')).toBeTruthy();
    expect(await screen.findByText('Delivered orders are final.')).toBeTruthy();
  });

  it('asks first, and marks nothing when the owner steps back', async () => {
    const { api } = renderAdminOrder(shippedOrder(), (_call, state) => jsonResponse(state.order));

    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Mark as delivered' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order #1042 as delivered?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(`${ORDER_PATH}/deliver`)).toEqual([]);
    expect(within(actions).getByRole('button', { name: 'Mark as delivered' })).toBeTruthy();
  });
});

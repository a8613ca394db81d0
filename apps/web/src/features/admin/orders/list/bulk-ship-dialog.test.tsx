import type { Order } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder, buildOrderList } from '#testing/order-fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const placed = buildAdminOrder();
const processing = buildAdminOrder({
  _id: 'b2c4e6f8-0000-4000-8000-000000000003',
  number: 1043,
  status: 'Processing',
});
const shipped = buildAdminOrder({
  _id: 'b2c4e6f8-0000-4000-8000-000000000004',
  number: 1044,
  status: 'Shipped',
});

/** The list over a server whose bulk ship answers `shipBulk`; the list as `orders` says. */
function renderList(shipBulk: (call: ApiCall) => Response, orders: { list: Order[] }) {
  return renderAdmin('/admin/orders', (call) => {
    if (call.path === '/orders/all') return jsonResponse(buildOrderList(orders.list));
    if (call.path === '/orders/ship-bulk') return shipBulk(call);
    return undefined;
  });
}

async function selectAndOpen() {
  const table = await screen.findByRole('table', { name: 'Orders, newest first' });
  fireEvent.click(within(table).getByRole('checkbox', { name: 'Select order #1042' }));
  fireEvent.click(within(table).getByRole('checkbox', { name: 'Select order #1043' }));
  fireEvent.click(screen.getByRole('button', { name: 'Ship selected (2)' }));
  return screen.findByRole('dialog', { name: 'Ship 2 orders' });
}

const csvField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Orders to ship (CSV)') as HTMLTextAreaElement;

describe('ship selected orders from a CSV', () => {
  it('offers a checkbox only on orders that can ship, and prefills one line per order', async () => {
    renderList(() => jsonResponse({}), { list: [placed, processing, shipped] });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(table).queryByRole('checkbox', { name: 'Select order #1044' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Ship selected' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const dialog = await selectAndOpen();
    expect(csvField(dialog).value).toBe('number,courier,awb\n1042,,\n1043,,');
  });

  it('sends the CSV as written, and shows each refused line from the server', async () => {
    const { api } = renderList(
      () =>
        jsonResponse(
          {
            message: '2 lines of the CSV cannot be shipped; nothing was shipped.',
            code: 'VALIDATION_FAILED',
            details: {
              rows: [
                { line: 2, number: '1042', message: 'Unknown courier "FedUp": use one of …' },
                { line: 3, number: '1043', message: 'Enter the AWB / tracking number.' },
              ],
            },
          },
          400,
        ),
      { list: [placed, processing] },
    );
    const dialog = await selectAndOpen();
    const csv = 'number,courier,awb\n1042,FedUp,A1\n1043,DTDC,';
    fireEvent.change(csvField(dialog), { target: { value: csv } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship these orders' }));

    const alert = await within(dialog).findByRole('alert');
    expect(api.callsTo('/orders/ship-bulk')[0]?.body).toEqual({ csv });
    expect(alert.textContent).toContain('nothing was shipped');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2 (#1042): Unknown courier "FedUp": use one of …',
      'Line 3 (#1043): Enter the AWB / tracking number.',
    ]);
    expect(csvField(dialog).getAttribute('aria-invalid')).toBe('true');

    // Editing the file clears the old answer.
    fireEvent.change(csvField(dialog), { target: { value: `${csv}X` } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('loads a .csv file into the field', async () => {
    renderList(() => jsonResponse({}), { list: [placed, processing] });
    const dialog = await selectAndOpen();
    const file = new File(['1042,Delhivery,DL1\n1043,DTDC,D2\n'], 'awbs.csv', {
      type: 'text/csv',
    });
    fireEvent.change(within(dialog).getByLabelText(/Or load a \.csv file/), {
      target: { files: [file] },
    });
    await waitFor(() => expect(csvField(dialog).value).toBe('1042,Delhivery,DL1\n1043,DTDC,D2\n'));
  });

  it('says how many shipped, closes, and shows the list again from the server', async () => {
    const orders = { list: [placed, processing] };
    const { api } = renderList(() => {
      orders.list = orders.list.map((order) => ({ ...order, status: 'Shipped' as const }));
      return jsonResponse({ shipped: [1042, 1043] });
    }, orders);
    const dialog = await selectAndOpen();
    fireEvent.change(csvField(dialog), {
      target: { value: 'number,courier,awb\n1042,Delhivery,DL1\n1043,DTDC,D2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship these orders' }));

    expect(await screen.findByText('2 orders marked as shipped.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('/orders/all').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Ship selected' })).toBeTruthy();
  });
});

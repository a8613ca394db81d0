import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminOrder } from '#testing/admin/render-admin-order.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildAdminOrder, ORDER_ID } from '#testing/order-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

function catchDownloads() {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:pdf', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

const pdf = (filename: string) =>
  new Response('%PDF-1.7', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
    },
  });

describe("the admin's order: invoice and credit note", () => {
  it('shows the numbers and downloads each PDF with the admin token', async () => {
    const click = catchDownloads();
    const order = buildAdminOrder({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      invoiceNumber: 'INV/2026-27/000042',
      creditNoteNumber: 'CN/2026-27/000003',
    });
    const { api } = renderAdminOrder(order, (call) =>
      call.path.endsWith('/invoice.pdf')
        ? pdf('INV-2026-27-000042.pdf')
        : call.path.endsWith('/credit-note.pdf')
          ? pdf('CN-2026-27-000003.pdf')
          : jsonResponse({ message: 'x', code: 'NOT_FOUND' }, 404),
    );

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('INV/2026-27/000042');
    expect(payment.textContent).toContain('CN/2026-27/000003');

    fireEvent.click(within(payment).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('INV-2026-27-000042.pdf');
    fireEvent.click(within(payment).getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.callsTo(`/orders/${ORDER_ID}/credit-note.pdf`)).toHaveLength(1);
  });

  it('offers no invoice before the order is paid, and names cash on delivery', async () => {
    renderAdminOrder(
      buildAdminOrder({ paymentMethod: 'COD', paymentStatus: 'Pending', invoiceNumber: null }),
      () => jsonResponse({}),
    );

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('Cash on delivery');
    expect(within(payment).queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('names the place of supply the tax split used, with its GST state code', async () => {
    renderAdminOrder(
      buildAdminOrder({ invoiceNumber: 'INV/2026-27/000042', placeOfSupply: 'Maharashtra' }),
      () => jsonResponse({}),
    );

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Place of supply').parentElement?.textContent).toBe(
      'Place of supplyMaharashtra (27)',
    );
  });
});

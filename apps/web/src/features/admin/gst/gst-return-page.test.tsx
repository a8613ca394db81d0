import type { Gstr1 } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '#app/routes/admin/gst-return.tsx';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { lastMonthOf } from './gst-return-page.tsx';

const PATH = '/admin/gst/gstr1';
const NET = { taxableValue: 91_647, igst: 7_243.92, cgst: 43.92, sgst: 43.92 };

const OCTOBER: Gstr1 = {
  gstin: '29AABCS1234K1Z5',
  fp: '102026',
  b2cs: [
    { sply_ty: 'INTER', pos: '07', typ: 'OE', rt: 8, txval: 549, iamt: 43.92, csamt: 0 },
    {
      sply_ty: 'INTRA',
      pos: '29',
      typ: 'OE',
      rt: 8,
      txval: 1098,
      camt: 43.92,
      samt: 43.92,
      csamt: 0,
    },
  ],
  b2cl: [
    {
      pos: '27',
      inv: [
        {
          inum: 'INV/2026-27/000005',
          idt: '15-10-2026',
          val: 145_800,
          itms: [{ num: 1, itm_det: { rt: 8, txval: 135_000, iamt: 10_800, csamt: 0 } }],
        },
      ],
    },
  ],
  cdnur: [],
  hsn: {
    hsn_b2c: [
      {
        num: 1,
        hsn_sc: '3919',
        desc: '',
        uqc: 'NOS',
        qty: 5,
        rt: 8,
        txval: 91_647,
        iamt: 7_243.92,
        camt: 43.92,
        samt: 43.92,
        csamt: 0,
      },
    ],
  },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: 'INV/2026-27/000002',
            to: 'INV/2026-27/000005',
            totnum: 4,
            cancel: 0,
            net_issue: 4,
          },
        ],
      },
    ],
  },
  reconciliation: {
    invoices: { count: 4, taxableValue: 137_446, igst: 10_907.84, cgst: 43.92, sgst: 43.92 },
    creditNotes: { count: 2, taxableValue: 45_799, igst: 3_663.92, cgst: 0, sgst: 0 },
    net: NET,
    returnTables: NET,
    hsnSummary: NET,
    isBalanced: true,
  },
};

describe('the GST return page', () => {
  it('shows the month’s tables with their totals, the reconciliation and the downloads', async () => {
    const { api } = renderAdmin('/admin/gst?period=2026-10', (call) =>
      call.path === PATH ? jsonResponse(OCTOBER) : undefined,
    );
    const b2cs = await screen.findByRole(
      'table',
      { name: 'B2C small sales by place of supply and rate' },
      { timeout: 4000 },
    );
    expect(Object.fromEntries(api.callsTo(PATH)[0]?.query ?? [])).toEqual({ period: '2026-10' });
    expect(screen.getByRole('heading', { level: 1, name: 'GST return' })).toBeTruthy();
    expect(
      within(b2cs)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SupplyPlace of supplyRateTaxable valueIGSTCGSTSGST',
      'INTER078%Rs. 549.00Rs. 43.92Rs. 0.00Rs. 0.00',
      'INTRA298%Rs. 1,098.00Rs. 0.00Rs. 43.92Rs. 43.92',
      'TotalRs. 1,647.00Rs. 43.92Rs. 43.92Rs. 43.92',
    ]);
    const b2cl = screen.getByRole('table', { name: 'Inter-state invoices over Rs. 1,00,000' });
    expect(within(b2cl).getByText('INV/2026-27/000005')).toBeTruthy();
    expect(within(b2cl).getAllByText('Rs. 1,35,000.00')).toHaveLength(2);
    expect(screen.getByText('No credit note against a B2CL invoice this month.')).toBeTruthy();
    const hsn = screen.getByRole('table', { name: 'Sales by HSN code and rate' });
    expect(within(hsn).getByRole('row', { name: /3919/ }).textContent).toBe(
      '3919NOS8%5Rs. 91,647.00Rs. 7,243.92Rs. 43.92Rs. 43.92',
    );
    const docs = screen.getByRole('table', {
      name: 'Invoice and credit note numbers issued this month',
    });
    expect(within(docs).getByRole('row', { name: /Invoices/ }).textContent).toBe(
      'Invoices for outward supplyINV/2026-27/000002INV/2026-27/000005404',
    );
    const reconciliation = screen.getByRole('region', { name: 'Reconciliation' });
    expect(reconciliation.textContent).toContain(
      '4 invoices (taxable Rs. 1,37,446.00, tax Rs. 10,995.68) less 2 credit notes (taxable Rs. 45,799.00, tax Rs. 3,663.92) = taxable Rs. 91,647.00, tax Rs. 7,331.76.',
    );
    expect(reconciliation.textContent).toContain('add up to the same, to the paisa');
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV (zip)' })).toBeTruthy();
    expect(screen.getByLabelText('Month')).toHaveProperty('value', '2026-10');
  });

  it('opens on last month in India', () => {
    expect(lastMonthOf(new Date('2026-01-15T00:00:00+05:30'))).toBe('2025-12');
    expect(lastMonthOf(new Date('2026-11-01T00:10:00+05:30'))).toBe('2026-10');
  });
});

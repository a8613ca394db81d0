import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import type { OrderRow } from '../orders/orders.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';
import { nextDocumentNumber } from './numbering.ts';
import { issueReturnCreditNote } from './return-credit-notes.ts';

// October 2026, built by hand, every figure below worked out on paper. The seller is the demo's,
// in Karnataka (29); tax is 8%: CGST 4% + SGST 4% within Karnataka, IGST 8% to another state.
//   INV 1  30 Sep  Karnataka  1 × 549                    (September: not in October's return)
//   INV 2   1 Oct  Karnataka  2 × 549   = 1098.00 + 43.92 CGST + 43.92 SGST, paid 1186
//   INV 3  10 Oct  Delhi      1 × 799   =  799.00 + 63.92 IGST, paid 863; credited whole 20 Oct
//   INV 4  12 Oct  Delhi      1 × 549   =  549.00 + 43.92 IGST, paid 593
//   INV 5  15 Oct  Maharashtra 3 × 45000 = 135000.00 + 10800.00 IGST, paid 145800: B2CL
//   CN 1   20 Oct  INV 3's whole credit note: 799.00 + 63.92 IGST, value 863
//   CN 2   25 Oct  a return of 1 unit of INV 5: 45000.00 + 3600.00 IGST, value 48600: CDNUR
//   INV 6   1 Nov  Karnataka  1 × 549                    (November: not in October's return)

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;

const ist = (local: string) => new Date(`${local}+05:30`);
const orderIn = (state: string, at: string, price: number, quantity: number) =>
  createOrder(db, {
    shipping: { state },
    lines: [{ price, quantity }],
    createdAt: ist(at),
  }).then(({ order }) => order);

async function creditWhole(order: OrderRow, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, 'credit-note', at);
    await tx
      .update(orders)
      .set({ creditNoteNumber: number, creditedAt: at, paymentStatus: 'Refunded' })
      .where(eq(orders.id, order.id));
  });
}

/** One unit of the order's only line back, refunded at its worth (no discount, 8% tax). */
async function creditOneUnit(order: OrderRow, at: Date, priceInPaise: number): Promise<void> {
  const taxInPaise = priceInPaise * 0.08;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(returns)
      .values({ orderId: order.id, reason: 'Damaged', resolution: 'Refund', details: 'Torn' })
      .returning();
    if (!row) throw new Error('no return');
    const line = { name: 'Skin', brand: 'Apple', model: 'iPhone 16 Pro', hsnCode: '3919' };
    await issueReturnCreditNote(
      tx,
      {
        orderId: order.id,
        returnId: row.id,
        returnNumber: `R${row.number}`,
        figures: {
          lines: [
            {
              ...line,
              priceInPaise,
              quantity: 1,
              amountInPaise: priceInPaise,
              discountInPaise: 0,
              taxableInPaise: priceInPaise,
            },
          ],
          subtotalInPaise: priceInPaise,
          discountInPaise: 0,
          taxableInPaise: priceInPaise,
          taxInPaise,
          totalInPaise: priceInPaise + taxInPaise,
          roundOffInPaise: 0,
          amountInPaise: priceInPaise + taxInPaise,
        },
      },
      at,
    );
  });
}

await orderIn('Karnataka', '2026-09-30T23:59:59', 549, 1);
await orderIn('Karnataka', '2026-10-01T00:00:00', 549, 2);
const creditedWhole = await orderIn('Delhi', '2026-10-10T12:00:00', 799, 1);
await orderIn('Delhi', '2026-10-12T12:00:00', 549, 1);
const large = await orderIn('Maharashtra', '2026-10-15T12:00:00', 45_000, 3);
await creditWhole(creditedWhole, ist('2026-10-20T12:00:00'));
await creditOneUnit(large, ist('2026-10-25T12:00:00'), 4_500_000);
await orderIn('Karnataka', '2026-11-01T00:00:00', 549, 1);

const get = (query: string, headers: Record<string, string> = ADMIN) =>
  app.inject({ method: 'GET', url: `/api/admin/gst/gstr1${query}`, headers });

const OCTOBER = {
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
  cdnur: [
    {
      typ: 'B2CL',
      ntty: 'C',
      nt_num: 'CN/2026-27/000002',
      nt_dt: '25-10-2026',
      val: 48_600,
      pos: '27',
      itms: [{ num: 1, itm_det: { rt: 8, txval: 45_000, iamt: 3_600, csamt: 0 } }],
    },
  ],
  hsn: {
    hsn_b2c: [
      {
        num: 1,
        hsn_sc: '3919',
        desc: '',
        uqc: 'NOS',
        // 2 + 1 + 1 + 3 sold, 1 + 1 credited
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
      {
        doc_num: 5,
        docs: [
          {
            num: 1,
            from: 'CN/2026-27/000001',
            to: 'CN/2026-27/000002',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
      },
    ],
  },
};

const NET = { taxableValue: 91_647, igst: 7_243.92, cgst: 43.92, sgst: 43.92 };

describe('GET /api/admin/gst/gstr1', () => {
  it('answers October’s return, every figure as worked out by hand, and its reconciliation', async () => {
    const response = await get('?period=2026-10');
    expect(response.statusCode).toBe(200);
    const { reconciliation, ...file } = response.json();
    expect(file).toEqual(OCTOBER);
    expect(reconciliation).toEqual({
      invoices: { count: 4, taxableValue: 137_446, igst: 10_907.84, cgst: 43.92, sgst: 43.92 },
      creditNotes: { count: 2, taxableValue: 45_799, igst: 3_663.92, cgst: 0, sgst: 0 },
      net: NET,
      returnTables: NET,
      hsnSummary: NET,
      isBalanced: true,
    });
  });

  it('answers the portal’s file alone as a download', async () => {
    const response = await get('?period=2026-10&format=file');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="GSTR1_29AABCS1234K1Z5_102026.json"',
    );
    expect(response.json()).toEqual(OCTOBER);
  });

  it('answers the tables as CSV files in a zip', async () => {
    const response = await get('?period=2026-10&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'b2cl.csv',
      'b2cs.csv',
      'cdnur.csv',
      'docs.csv',
      'hsn-b2c.csv',
      'reconciliation.csv',
    ]);
    const text = (name: string) => Buffer.from(files[name] ?? []).toString('utf8');
    const b2cs = text('b2cs.csv').split('\r\n');
    // The byte order mark first, as every CSV of the admin (Excel reads UTF-8 by it).
    expect(b2cs[0]).toBe('\uFEFFType,Place of supply,Rate,Taxable value,IGST,CGST,SGST');
    expect(b2cs[2]).toBe('INTRA,29,8,1098.00,0.00,43.92,43.92');
    const cdnur = text('cdnur.csv').split('\r\n');
    expect(cdnur[1]).toBe('CN/2026-27/000002,25-10-2026,48600.00,27,8,45000.00,3600.00,0.00,0.00');
  });

  it('is empty, and balanced, for a month with no documents', async () => {
    const empty = await get('?period=2025-01');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ fp: '012025', b2cs: [], b2cl: [], cdnur: [] });
    expect(empty.json().doc_issue).toEqual({ doc_det: [] });
    expect(empty.json().reconciliation.isBalanced).toBe(true);
  });

  it('is 400 for a period that is no month, or one not begun, and asks for an admin', async () => {
    for (const query of [
      '',
      '?period=2026-13',
      '?period=2026-1',
      '?period=Oct',
      '?period=2026-10&format=xml',
      '?period=2999-01',
      '?period=2017-06',
      '?period=0000-12',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await get('?period=2026-10', {})).statusCode).toBe(401);
    expect((await get('?period=2026-10', CUSTOMER)).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import type { OrderRow } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';
import { issueReturnCreditNote } from './return-credit-notes.ts';

// August 2026 with two rates (decision 066), every figure worked out on paper. The seller is
// in Karnataka (29); skins are 8%, the stands (HSN 3919 too) 18%.
//   INV A  1 Aug Karnataka 2 × 549 at 8% = 1098.00 + 43.92 CGST 4% + 43.92 SGST 4%
//                          2 × 799 at 18% = 1598.00 + 143.82 CGST 9% + 143.82 SGST 9%
//   INV B  5 Aug Delhi     1 × 799 at 18% =  799.00 + 143.82 IGST 18%
//   CN    10 Aug one stand of INV A back: 799.00 + 71.91 CGST 9% + 71.91 SGST 9%, value 942.82

const { app, database } = await buildTestApp({}, { authenticateAdmin });
const { db } = database;
const ist = (local: string) => new Date(`${local}+05:30`);

const skins = { price: 549, quantity: 2 };
const stands = { price: 799, quantity: 2, gstRateBp: 1_800 };
const { order: inKarnataka } = await createOrder(db, {
  shipping: { state: 'Karnataka' },
  lines: [skins, stands],
  createdAt: ist('2026-08-01T10:00:00'),
});
await createOrder(db, {
  shipping: { state: 'Delhi' },
  lines: [{ ...stands, quantity: 1 }],
  createdAt: ist('2026-08-05T10:00:00'),
});

async function creditOneStand(order: OrderRow, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(returns)
      .values({ orderId: order.id, reason: 'Damaged', resolution: 'Refund', details: 'Bent' })
      .returning();
    if (!row) throw new Error('no return');
    const line = { name: 'Stand', brand: 'Apple', model: 'iPhone 16 Pro', hsnCode: '3919' };
    const stand = { priceInPaise: 79_900, quantity: 1, amountInPaise: 79_900 };
    await issueReturnCreditNote(
      tx,
      {
        orderId: order.id,
        returnId: row.id,
        returnNumber: `R${row.number}`,
        figures: {
          lines: [
            { ...line, ...stand, discountInPaise: 0, taxableInPaise: 79_900, taxRateBp: 1_800 },
          ],
          subtotalInPaise: 79_900,
          discountInPaise: 0,
          taxableInPaise: 79_900,
          taxInPaise: 14_382,
          taxByRate: [{ rateBp: 1_800, taxableInPaise: 79_900, taxInPaise: 14_382 }],
          totalInPaise: 94_282,
          roundOffInPaise: 0,
          amountInPaise: 94_282,
        },
      },
      at,
    );
  });
}
await creditOneStand(inKarnataka, ist('2026-08-10T10:00:00'));

describe('GET /api/admin/gst/gstr1 with two rates', () => {
  it('counts each line at its own rate: B2CS per place and rate, HSN per code and rate', async () => {
    expect(inKarnataka.taxInPaise).toBe(8_784 + 28_764);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/gst/gstr1?period=2026-08',
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    const { b2cs, hsn, reconciliation } = response.json();
    expect(b2cs).toEqual([
      { sply_ty: 'INTER', pos: '07', typ: 'OE', rt: 18, txval: 799, iamt: 143.82, csamt: 0 },
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
      // 1598 sold less 799 credited; 143.82 less 71.91 of each half.
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 18,
        txval: 799,
        camt: 71.91,
        samt: 71.91,
        csamt: 0,
      },
    ]);
    const row = { hsn_sc: '3919', desc: '', uqc: 'NOS', csamt: 0 };
    expect(hsn.hsn_b2c).toEqual([
      { num: 1, ...row, qty: 2, rt: 8, txval: 1098, iamt: 0, camt: 43.92, samt: 43.92 },
      // 2 + 1 sold, 1 credited; 1598 + 799 − 799.
      { num: 2, ...row, qty: 2, rt: 18, txval: 1598, iamt: 143.82, camt: 71.91, samt: 71.91 },
    ]);
    const net = { taxableValue: 2_696, igst: 143.82, cgst: 115.83, sgst: 115.83 };
    expect(reconciliation).toEqual({
      invoices: { count: 2, taxableValue: 3_495, igst: 143.82, cgst: 187.74, sgst: 187.74 },
      creditNotes: { count: 1, taxableValue: 799, igst: 0, cgst: 71.91, sgst: 71.91 },
      net,
      returnTables: net,
      hsnSummary: net,
      isBalanced: true,
    });
  });
});

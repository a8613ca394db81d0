import { priceCheckout } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../seller-config.ts';
import { invoiceSource } from '../../testing/invoice-source-fixture.ts';
import { documentFigures } from './invoice-data.ts';
import { sameState, taxRows } from './tax-split.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('documentFigures: the tax invoice', () => {
  const figures = documentFigures(invoiceSource(), DEMO_SELLER, 'invoice');

  it('closes every sum with the order’s own totals, to the paisa', () => {
    if (!figures) throw new Error('expected an invoice');
    expect(figures).toMatchObject({
      title: 'Tax Invoice',
      number: 'INV/2026-27/000123',
      date: '26 November 2026',
      againstInvoice: null,
      orderNumber: 1042,
      placeOfSupply: 'Karnataka (29)',
      isIntraState: true,
      subtotalInPaise: 199_700,
      discount: { label: 'Discount (WELCOME10)', amountInPaise: 19_970 },
      taxableInPaise: 179_730,
      taxes: [
        { label: 'CGST 4%', amountInPaise: 7_189 },
        { label: 'SGST 4%', amountInPaise: 7_189 },
      ],
      totalInPaise: 194_108,
      roundOffInPaise: -8,
      payable: { label: 'Amount paid', amountInPaise: 194_100 },
      amountInWords: 'Rupees One Thousand Nine Hundred Forty-One Only',
    });
    expect(figures.lines.map((line) => line.description)).toEqual([
      'Carbon Fibre Obsidian — Apple iPhone 16 Pro',
      'Marble Arctic — Apple MacBook Air 13" M3',
    ]);
    expect(sum(figures.lines.map((line) => line.amountInPaise))).toBe(figures.subtotalInPaise);
    expect(sum(figures.lines.map((line) => line.taxableInPaise))).toBe(figures.taxableInPaise);
    expect(sum(figures.taxes.map((tax) => tax.amountInPaise))).toBe(14_378);
  });

  it('charges IGST to another state, and CGST + SGST to the seller’s state however it is written', () => {
    const delhi = invoiceSource({ shipping: { ...invoiceSource().shipping, state: 'Delhi' } });
    expect(documentFigures(delhi, DEMO_SELLER, 'invoice')?.taxes).toEqual([
      { label: 'IGST 8%', amountInPaise: 14_378, rateBp: 800 },
    ]);
    const shouted = invoiceSource({
      shipping: { ...invoiceSource().shipping, state: ' KARNATAKA ' },
    });
    expect(documentFigures(shouted, DEMO_SELLER, 'invoice')?.isIntraState).toBe(true);
  });

  it('has no invoice before payment, and no credit note before a refund', () => {
    const unpaid = invoiceSource({ invoiceNumber: null, invoicedAt: null });
    expect(documentFigures(unpaid, DEMO_SELLER, 'invoice')).toBeNull();
    expect(documentFigures(invoiceSource(), DEMO_SELLER, 'credit-note')).toBeNull();
  });
});

describe('documentFigures: lines at two rates (decision 066)', () => {
  // The laptop skin at 18%: the 10% discount shared 10,980 (8%) + 8,990 (18%); 8% of 98,820 =
  // 7,905.6 → 7,906 and 18% of 80,910 = 14,563.8 → 14,564: tax 22,470, total 2,022.00.
  const base = invoiceSource();
  const overrides = {
    lines: base.lines.map((line, index) => (index === 1 ? { ...line, gstRateBp: 1_800 } : line)),
    taxInPaise: 22_470,
    totalInPaise: 202_200,
    amountPaidInPaise: 202_200,
  };
  const mixed = invoiceSource(overrides);

  it('prints each line’s rate and the tax rows per rate, adding up to the order’s tax', () => {
    const figures = documentFigures(mixed, DEMO_SELLER, 'invoice');
    expect(figures?.lines.map((line) => line.taxPercent)).toEqual([8, 18]);
    expect(figures?.taxes).toEqual([
      { label: 'CGST 4%', amountInPaise: 3_953, rateBp: 800 },
      { label: 'SGST 4%', amountInPaise: 3_953, rateBp: 800 },
      { label: 'CGST 9%', amountInPaise: 7_282, rateBp: 1_800 },
      { label: 'SGST 9%', amountInPaise: 7_282, rateBp: 1_800 },
    ]);
    expect(figures?.roundOffInPaise).toBe(0);
    const delhi = invoiceSource({ ...overrides, shipping: { ...base.shipping, state: 'Delhi' } });
    expect(documentFigures(delhi, DEMO_SELLER, 'invoice')?.taxes).toEqual([
      { label: 'IGST 8%', amountInPaise: 7_906, rateBp: 800 },
      { label: 'IGST 18%', amountInPaise: 14_564, rateBp: 1_800 },
    ]);
  });
});

describe('documentFigures: the credit note', () => {
  it('refers to the invoice and credits what was paid', () => {
    const refunded = invoiceSource({
      creditNoteNumber: 'CN/2027-28/000001',
      creditedAt: new Date('2027-04-01T00:00:00+05:30'),
    });
    expect(documentFigures(refunded, DEMO_SELLER, 'credit-note')).toMatchObject({
      title: 'Credit Note',
      number: 'CN/2027-28/000001',
      date: '1 April 2027',
      againstInvoice: 'INV/2026-27/000123',
      payable: { label: 'Amount refunded', amountInPaise: 194_100 },
      amountInWords: 'Rupees One Thousand Nine Hundred Forty-One Only',
    });
  });
});

describe('taxRows', () => {
  it.each([0, 1, 7, 14_378, 14_379, 99_999])('splits %i paise into halves that add up', (tax) => {
    const [cgst, sgst] = taxRows([{ rateBp: 800, taxInPaise: tax }], true);
    expect((cgst?.amountInPaise ?? 0) + (sgst?.amountInPaise ?? 0)).toBe(tax);
    expect(Math.abs((cgst?.amountInPaise ?? 0) - (sgst?.amountInPaise ?? 0))).toBeLessThanOrEqual(
      1,
    );
  });

  it('matches the shared pricing of any order', () => {
    for (let price = 100; price < 200_000; price += 7_919) {
      const totals = priceCheckout(
        [
          { priceInPaise: price, quantity: 3 },
          { priceInPaise: price + 1, quantity: 1, taxRateBp: 1_800 },
        ],
        0.15,
      );
      expect(sum(taxRows(totals.taxByRate, true).map((row) => row.amountInPaise))).toBe(
        totals.taxInPaise,
      );
      expect(sum(taxRows(totals.taxByRate, false).map((row) => row.amountInPaise))).toBe(
        totals.taxInPaise,
      );
    }
  });
});

describe('sameState', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(sameState('Tamil  Nadu', 'tamil-nadu')).toBe(true);
    expect(sameState('Karnataka', 'Kerala')).toBe(false);
  });
});

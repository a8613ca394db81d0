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
      { label: 'IGST 8%', amountInPaise: 14_378 },
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
    const [cgst, sgst] = taxRows(tax, true);
    expect((cgst?.amountInPaise ?? 0) + (sgst?.amountInPaise ?? 0)).toBe(tax);
    expect(Math.abs((cgst?.amountInPaise ?? 0) - (sgst?.amountInPaise ?? 0))).toBeLessThanOrEqual(
      1,
    );
  });

  it('matches the shared pricing of any order', () => {
    for (let price = 100; price < 200_000; price += 7_919) {
      const totals = priceCheckout([{ priceInPaise: price, quantity: 3 }], 0.15);
      expect(sum(taxRows(totals.taxInPaise, true).map((row) => row.amountInPaise))).toBe(
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

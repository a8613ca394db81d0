import { placeOfSupplyOf } from '@skins/shared';
import type { InvoiceSource } from '../modules/orders/index.ts';
import { ASHA, ASHA_SHIPPING } from './shopper.ts';

/**
 * A paid order as the invoice reads it: two lines, a 10% coupon, shipped to Karnataka (the demo
 * seller's state). Figures as the shared pricing makes them: subtotal 1,997.00, discount 199.70,
 * tax 8% of 1,797.30 = 143.78, total 1,941.08, paid 1,941.00.
 */
export function invoiceSource(overrides: Partial<InvoiceSource> = {}): InvoiceSource {
  return {
    id: '0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00',
    number: 1042,
    invoiceNumber: 'INV/2026-27/000123',
    invoicedAt: new Date('2026-11-26T10:00:00Z'),
    creditNoteNumber: null,
    creditedAt: null,
    customer: { ...ASHA },
    shipping: { ...ASHA_SHIPPING },
    coupon: { campaignId: 'campaign-1', code: 'WELCOME10', discountBp: 1000 },
    subtotalInPaise: 199_700,
    discountInPaise: 19_970,
    taxInPaise: 14_378,
    totalInPaise: 194_108,
    amountPaidInPaise: 194_100,
    lines: [
      {
        name: 'Carbon Fibre Obsidian',
        brand: 'Apple',
        model: 'iPhone 16 Pro',
        hsnCode: '3919',
        priceInPaise: 54_900,
        quantity: 2,
        gstRateBp: 800,
      },
      {
        name: 'Marble Arctic',
        brand: 'Apple',
        model: 'MacBook Air 13" M3',
        hsnCode: '3919',
        priceInPaise: 89_900,
        quantity: 1,
        gstRateBp: 800,
      },
    ],
    ...overrides,
    // Recorded from the shipping state when the order is placed (insert-order.ts).
    placeOfSupply:
      overrides.placeOfSupply ?? placeOfSupplyOf((overrides.shipping ?? ASHA_SHIPPING).state),
  };
}

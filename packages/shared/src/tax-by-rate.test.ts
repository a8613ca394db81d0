import { describe, expect, it } from 'vitest';
import { priceCheckout, taxByRate } from './checkout-pricing.ts';
import { GST_RATES_BP, TAX_RATE_BP } from './constants.ts';
import {
  applyBasisPoints,
  fractionToBasisPoints,
  type PricedLine,
  priceCart,
  singleRateOf,
} from './pricing.ts';

// Decision 066: each line is taxed at its own rate, per rate group, the discount shared over
// the groups exactly; one rate prices as the spec's single formula did.

/** A small seeded generator (mulberry32), so a failing cart can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomCart(next: () => number, rates: readonly number[]): PricedLine[] {
  const count = 1 + Math.floor(next() * 6);
  return Array.from({ length: count }, () => ({
    priceInPaise: 1 + Math.floor(next() * 5_000_000),
    quantity: 1 + Math.floor(next() * 99),
    taxRateBp: rates[Math.floor(next() * rates.length)],
  }));
}

const FRACTIONS = [0, 0.05, 0.1, 0.125, 0.15, 0.25, 0.3333, 0.5, 0.9, 1];

describe('one rate: the spec formula to the paisa', () => {
  it('prices every random one-rate cart and checkout as round(rate × (subtotal − discount))', () => {
    const next = random(66);
    for (let run = 0; run < 3_000; run += 1) {
      const rateBp = GST_RATES_BP[Math.floor(next() * GST_RATES_BP.length)] ?? TAX_RATE_BP;
      const lines = randomCart(next, [rateBp]);
      const fraction = FRACTIONS[run % FRACTIONS.length] ?? 0;
      const cart = priceCart(lines);
      expect(cart.taxInPaise).toBe(applyBasisPoints(cart.subtotalInPaise, rateBp));
      const checkout = priceCheckout(lines, fraction);
      const discount = applyBasisPoints(checkout.subtotalInPaise, fractionToBasisPoints(fraction));
      expect(checkout.discountInPaise).toBe(discount);
      expect(checkout.taxInPaise).toBe(
        applyBasisPoints(checkout.subtotalInPaise - discount, rateBp),
      );
      expect(checkout.taxByRate).toEqual([
        {
          rateBp,
          taxableInPaise: checkout.subtotalInPaise - discount,
          taxInPaise: checkout.taxInPaise,
        },
      ]);
    }
  });

  it('keeps the spec 8% for lines that name no rate', () => {
    const lines = [{ priceInPaise: 54_900, quantity: 2 }];
    expect(priceCart(lines).taxByRate).toEqual([
      { rateBp: TAX_RATE_BP, taxableInPaise: 109_800, taxInPaise: 8_784 },
    ]);
    expect(priceCart(lines)).toEqual(
      priceCart(lines.map((line) => ({ ...line, taxRateBp: TAX_RATE_BP }))),
    );
  });
});

describe('several rates', () => {
  const skin = { priceInPaise: 54_900, quantity: 2, taxRateBp: 800 };
  const stand = { priceInPaise: 79_900, quantity: 1, taxRateBp: 1_800 };

  it('taxes the cart per rate: 8% of Rs. 1,098 and 18% of Rs. 799', () => {
    const cart = priceCart([stand, skin]);
    expect(cart.taxByRate).toEqual([
      { rateBp: 800, taxableInPaise: 109_800, taxInPaise: 8_784 },
      { rateBp: 1_800, taxableInPaise: 79_900, taxInPaise: 14_382 },
    ]);
    expect(cart).toMatchObject({ subtotalInPaise: 189_700, taxInPaise: 23_166 });
    expect(cart.totalInPaise).toBe(212_866);
    expect(singleRateOf(cart.taxByRate)).toBeNull();
    expect(singleRateOf(priceCart([stand]).taxByRate)).toBe(1_800);
  });

  it('shares a 10% discount over the rates and taxes what each keeps', () => {
    // Discount 18,970 = 10,980 (8% group) + 7,990 (18%); 8% of 98,820 = 7,905.6 → 7,906;
    // 18% of 71,910 = 12,943.8 → 12,944.
    const checkout = priceCheckout([skin, stand], 0.1);
    expect(checkout).toEqual({
      subtotalInPaise: 189_700,
      discountInPaise: 18_970,
      taxInPaise: 20_850,
      totalInPaise: 191_580,
      gatewayAmountInRupees: 1_916,
      gatewayAmountInPaise: 191_600,
      taxByRate: [
        { rateBp: 800, taxableInPaise: 98_820, taxInPaise: 7_906 },
        { rateBp: 1_800, taxableInPaise: 71_910, taxInPaise: 12_944 },
      ],
    });
  });

  it('gives a paisa left by rounding to the larger remainder, a tie to the higher rate', () => {
    // 25% of 2,002 = 500.5 → 501: each group's exact share is 250.5; the odd paisa goes to 18%.
    const checkout = priceCheckout(
      [
        { priceInPaise: 1_001, quantity: 1, taxRateBp: 800 },
        { priceInPaise: 1_001, quantity: 1, taxRateBp: 1_800 },
      ],
      0.25,
    );
    expect(checkout.taxByRate).toEqual([
      { rateBp: 800, taxableInPaise: 751, taxInPaise: 60 }, // 60.08 → 60
      { rateBp: 1_800, taxableInPaise: 750, taxInPaise: 135 },
    ]);
    expect(checkout.totalInPaise).toBe(2_002 - 501 + 195);
    // 3 paise over 1 and 2: exact shares 1 and 2, nothing left over.
    expect(
      taxByRate(
        [
          { priceInPaise: 100, quantity: 1, taxRateBp: 500 },
          { priceInPaise: 200, quantity: 1, taxRateBp: 1_200 },
        ],
        3,
      ).map((group) => group.taxableInPaise),
    ).toEqual([99, 198]);
  });

  it('shares every discount exactly, each group within a paisa of its proportion', () => {
    const next = random(1_800);
    for (let run = 0; run < 2_000; run += 1) {
      const lines = randomCart(next, GST_RATES_BP);
      const checkout = priceCheckout(lines, FRACTIONS[run % FRACTIONS.length]);
      const taxable = checkout.taxByRate.reduce((sum, group) => sum + group.taxableInPaise, 0);
      expect(taxable).toBe(checkout.subtotalInPaise - checkout.discountInPaise);
      const tax = checkout.taxByRate.reduce((sum, group) => sum + group.taxInPaise, 0);
      expect(tax).toBe(checkout.taxInPaise);
      for (const group of checkout.taxByRate) {
        const amount = lines
          .filter((line) => line.taxRateBp === group.rateBp)
          .reduce((sum, line) => sum + line.priceInPaise * line.quantity, 0);
        const exactShare = (amount * checkout.discountInPaise) / checkout.subtotalInPaise;
        expect(Math.abs(amount - group.taxableInPaise - exactShare)).toBeLessThan(1.000001);
        expect(group.taxInPaise).toBe(applyBasisPoints(group.taxableInPaise, group.rateBp));
      }
    }
  });

  it('refuses a rate outside 0..100% or not whole basis points', () => {
    expect(() => priceCart([{ priceInPaise: 100, quantity: 1, taxRateBp: -1 }])).toThrow(
      RangeError,
    );
    expect(() => priceCart([{ priceInPaise: 100, quantity: 1, taxRateBp: 10_001 }])).toThrow(
      RangeError,
    );
    expect(() => priceCart([{ priceInPaise: 100, quantity: 1, taxRateBp: 1.5 }])).toThrow(
      RangeError,
    );
    expect(() => taxByRate([{ priceInPaise: 100, quantity: 1 }], 101)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { priceCheckout } from './checkout-pricing.ts';
import { applyBasisPoints, fractionToBasisPoints, priceCart } from './pricing.ts';

describe('applyBasisPoints (round half up)', () => {
  it('rounds exactly half a paisa up', () => {
    // 8% of 1,006 paise = 80.48 → 80; of 1,025 = 82.0; of 1,031.25… use x.5 cases:
    expect(applyBasisPoints(1_000_6, 800)).toBe(800); // 800.48 → 800
    expect(applyBasisPoints(1_5, 1000)).toBe(2); // 1.5 → 2
    expect(applyBasisPoints(2_5, 1000)).toBe(3); // 2.5 → 3 (not banker's 2)
    expect(applyBasisPoints(1_4, 1000)).toBe(1); // 1.4 → 1
  });

  it('prices 0.1 × odd amounts without floating-point drift', () => {
    // 0.1 has no exact binary form: 1005 * 0.1 = 100.50000000000001, 35 * 0.1 = 3.5000000000000004
    for (const [amount, expected] of [
      [1005, 101],
      [35, 4],
      [45, 5],
      [1, 0],
      [5, 1],
      [54_999, 5500],
    ] as const) {
      expect(applyBasisPoints(amount, fractionToBasisPoints(0.1))).toBe(expected);
    }
  });

  it('refuses negative or fractional amounts and over-precise rates', () => {
    expect(() => applyBasisPoints(-1, 800)).toThrow(RangeError);
    expect(() => applyBasisPoints(1.5, 800)).toThrow(RangeError);
    expect(() => fractionToBasisPoints(0.12345)).toThrow(RangeError);
    expect(fractionToBasisPoints(0.125)).toBe(1250);
  });
});

describe('priceCart', () => {
  it('charges 8% tax on the subtotal and counts quantities', () => {
    const totals = priceCart([
      { priceInPaise: 54_900, quantity: 2 },
      { priceInPaise: 129_900, quantity: 1 },
    ]);
    expect(totals).toEqual({
      subtotalInPaise: 239_700,
      taxInPaise: 19_176,
      totalInPaise: 258_876,
      itemCount: 3,
      taxByRate: [{ rateBp: 800, taxableInPaise: 239_700, taxInPaise: 19_176 }],
    });
  });

  it('rounds tax half up at the paisa', () => {
    // 8% of 1,231.25 rupees would be fractional; 8% of 6,25 paise = 0.5 → 1 paisa
    expect(priceCart([{ priceInPaise: 625, quantity: 1 }]).taxInPaise).toBe(50);
    expect(priceCart([{ priceInPaise: 1_9, quantity: 1 }]).taxInPaise).toBe(2); // 1.52 → 2
    expect(priceCart([{ priceInPaise: 1_8, quantity: 1 }]).taxInPaise).toBe(1); // 1.44 → 1
  });

  it('stays exact for large quantities', () => {
    const totals = priceCart([{ priceInPaise: 199_999, quantity: 99 }]);
    expect(totals.subtotalInPaise).toBe(19_799_901);
    expect(totals.taxInPaise).toBe(1_583_992); // 1,583,992.08 → 1,583,992
    expect(totals.totalInPaise).toBe(21_383_893);
  });

  it('is zero for an empty cart and refuses a zero quantity', () => {
    expect(priceCart([])).toEqual({
      subtotalInPaise: 0,
      taxInPaise: 0,
      totalInPaise: 0,
      itemCount: 0,
      taxByRate: [],
    });
    expect(() => priceCart([{ priceInPaise: 100, quantity: 0 }])).toThrow(RangeError);
  });
});

describe('priceCheckout', () => {
  it('discounts the subtotal, taxes what remains and rounds the gateway amount to rupees', () => {
    expect(priceCheckout([{ priceInPaise: 54_900, quantity: 1 }], 0.1)).toEqual({
      subtotalInPaise: 54_900,
      discountInPaise: 5_490,
      taxInPaise: 3_953, // 8% of 49,410 = 3,952.8 → 3,953
      totalInPaise: 53_363,
      gatewayAmountInRupees: 534, // 533.63 → 534
      gatewayAmountInPaise: 53_400,
      taxByRate: [{ rateBp: 800, taxableInPaise: 49_410, taxInPaise: 3_953 }],
    });
  });

  it('rounds a total of exactly x.50 rupees up at the gateway and x.49 down', () => {
    // 25,000 paise subtotal, no discount: tax 2,000 → total 27,000 (whole rupees)
    expect(priceCheckout([{ priceInPaise: 25_000, quantity: 1 }]).gatewayAmountInRupees).toBe(270);
    // subtotal 4,213 → tax 337.04 → 337 → total 4,550 → Rs. 45.50 → 46
    const half = priceCheckout([{ priceInPaise: 4_213, quantity: 1 }]);
    expect(half.totalInPaise).toBe(4_550);
    expect(half.gatewayAmountInRupees).toBe(46);
    // subtotal 4,212 → tax 336.96 → 337 → total 4,549 → 45
    expect(priceCheckout([{ priceInPaise: 4_212, quantity: 1 }]).gatewayAmountInRupees).toBe(45);
  });

  it('rounds a half-paisa discount up', () => {
    // 10% of 1,005 paise = 100.5 → 101
    expect(priceCheckout([{ priceInPaise: 1_005, quantity: 1 }], 0.1).discountInPaise).toBe(101);
  });

  it('keeps the identity total = subtotal − discount + tax over many odd amounts', () => {
    for (let paise = 1; paise < 5_000; paise += 37) {
      for (const fraction of [0, 0.1, 0.15, 0.25, 0.9]) {
        const t = priceCheckout([{ priceInPaise: paise, quantity: 3 }], fraction);
        expect(t.totalInPaise).toBe(t.subtotalInPaise - t.discountInPaise + t.taxInPaise);
        expect(Math.abs(t.gatewayAmountInPaise - t.totalInPaise)).toBeLessThanOrEqual(50);
      }
    }
  });

  it('refuses a discount outside 0..1', () => {
    expect(() => priceCheckout([{ priceInPaise: 100, quantity: 1 }], 1.5)).toThrow(RangeError);
    expect(() => priceCheckout([{ priceInPaise: 100, quantity: 1 }], -0.1)).toThrow(RangeError);
  });
});

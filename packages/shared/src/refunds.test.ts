import { describe, expect, it } from 'vitest';
import { priceCheckout } from './checkout-pricing.ts';
import { type RefundableOrder, refundFigures, refundFiguresFor, shareDiscount } from './refunds.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** An order priced as checkout prices it, paid in whole rupees as the gateway charges. */
function order(
  lines: { priceInPaise: number; quantity: number }[],
  discountFraction = 0,
): RefundableOrder {
  const totals = priceCheckout(lines, discountFraction);
  return {
    lines,
    discountInPaise: totals.discountInPaise,
    taxInPaise: totals.taxInPaise,
    amountPaidInPaise: totals.gatewayAmountInPaise,
  };
}

/** Every way to return an order's units one return at a time, in the given return order. */
function refundsOf(paid: RefundableOrder, returns: number[][]): number[] {
  const before = paid.lines.map(() => 0);
  return returns.map((units) => {
    const figures = refundFigures(paid, before, units);
    units.forEach((count, index) => {
      before[index] = (before[index] ?? 0) + count;
    });
    return figures.amountInPaise;
  });
}

describe('shareDiscount', () => {
  it('spreads the discount in proportion, the shares adding up exactly', () => {
    expect(shareDiscount([109_800, 89_900], 19_970)).toEqual([10_980, 8_990]);
    expect(shareDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(sum(shareDiscount([333, 333, 334], 101))).toBe(101);
    expect(shareDiscount([500, 500], 0)).toEqual([0, 0]);
  });
});

describe('refundFigures', () => {
  it('gives back a line’s price, less its discount share, plus the tax on that', () => {
    // Rs. 549 × 2 and Rs. 899 with 10% off: discount 19,970, taxable 179,730, tax 14,378.
    const paid = order(
      [
        { priceInPaise: 54_900, quantity: 2 },
        { priceInPaise: 89_900, quantity: 1 },
      ],
      0.1,
    );
    const figures = refundFigures(paid, [0, 0], [1, 0]);
    expect(figures).toEqual({
      lines: [
        {
          index: 0,
          quantity: 1,
          amountInPaise: 54_900,
          discountInPaise: 5_490,
          taxableInPaise: 49_410,
          taxRateBp: 800,
        },
      ],
      subtotalInPaise: 54_900,
      discountInPaise: 5_490,
      taxableInPaise: 49_410,
      taxInPaise: 3_953, // 8% of 49,410 = 3,952.8
      taxByRate: [{ rateBp: 800, taxableInPaise: 49_410, taxInPaise: 3_953 }],
      totalInPaise: 53_363,
      roundOffInPaise: 0,
      amountInPaise: 53_363,
    });
  });

  it('gives the order’s round off to the return that completes it, so all refunds add up to what was paid', () => {
    // total 194,108 paise, charged Rs. 1,941: 8 paise short of the exact total.
    const paid = order(
      [
        { priceInPaise: 54_900, quantity: 2 },
        { priceInPaise: 89_900, quantity: 1 },
      ],
      0.1,
    );
    expect(paid.amountPaidInPaise).toBe(194_100);
    const last = refundFigures(paid, [1, 1], [1, 0]);
    expect(last.roundOffInPaise).not.toBe(0);
    expect(last.amountInPaise).toBe(last.totalInPaise + last.roundOffInPaise);
    for (const returns of [
      [[2, 1]],
      [
        [1, 0],
        [1, 0],
        [0, 1],
      ],
      [
        [0, 1],
        [1, 0],
        [1, 0],
      ],
      [
        [1, 1],
        [1, 0],
      ],
    ]) {
      expect(sum(refundsOf(paid, returns))).toBe(paid.amountPaidInPaise);
    }
  });

  it('never gives back more than was paid, however the units come back', () => {
    // Awkward prices and quantities, a 12.5% coupon: every split must stay within the paid sum.
    const paid = order(
      [
        { priceInPaise: 59_901, quantity: 3 },
        { priceInPaise: 33_333, quantity: 7 },
        { priceInPaise: 1, quantity: 2 },
      ],
      0.125,
    );
    const singles = [
      ...Array.from({ length: 3 }, () => [1, 0, 0]),
      ...Array.from({ length: 7 }, () => [0, 1, 0]),
      ...Array.from({ length: 2 }, () => [0, 0, 1]),
    ];
    const refunds = refundsOf(paid, singles);
    expect(refunds.every((amount) => amount >= 0)).toBe(true);
    expect(sum(refunds)).toBe(paid.amountPaidInPaise);
    const partial = refundsOf(paid, singles.slice(0, 9));
    expect(sum(partial)).toBeLessThanOrEqual(paid.amountPaidInPaise);
  });

  it('charges a later return the same discount share, so one unit’s refund does not depend on the order it came back in', () => {
    const paid = order([{ priceInPaise: 59_900, quantity: 4 }], 0.1);
    const [first, second] = refundsOf(paid, [[1], [1]]);
    expect(first).toBe(second);
  });

  it('gives a coupon-free order its price and tax', () => {
    const paid = order([{ priceInPaise: 59_900, quantity: 2 }]);
    expect(refundFigures(paid, [0], [1])).toMatchObject({
      discountInPaise: 0,
      taxableInPaise: 59_900,
      taxInPaise: 4_792,
      amountInPaise: 64_692,
    });
  });

  it('refuses units the order does not have or that came back already', () => {
    const paid = order([{ priceInPaise: 59_900, quantity: 2 }]);
    expect(() => refundFigures(paid, [0], [3])).toThrow(RangeError);
    expect(() => refundFigures(paid, [2], [1])).toThrow(RangeError);
    expect(() => refundFigures(paid, [0], [-1])).toThrow(RangeError);
    expect(() => refundFigures(paid, [0], [0.5])).toThrow(RangeError);
    expect(() => refundFigures(paid, [0], [0, 1])).toThrow(RangeError);
  });
});

describe('refundFiguresFor', () => {
  const paid = order(
    [
      { priceInPaise: 54_900, quantity: 2 },
      { priceInPaise: 89_900, quantity: 1 },
    ],
    0.1,
  );
  const whole = refundFigures(paid, [0, 0], [2, 1]);

  it('keeps the figures for the full amount', () => {
    expect(refundFiguresFor(whole, whole.amountInPaise)).toBe(whole);
  });

  it('splits a smaller amount into tax and taxable value in the refund’s proportion, every sum closing', () => {
    const less = refundFiguresFor(whole, 100_000);
    expect(less.amountInPaise).toBe(100_000);
    expect(less.taxInPaise).toBe(Math.round((whole.taxInPaise * 100_000) / whole.amountInPaise));
    expect(less.taxableInPaise + less.taxInPaise).toBe(100_000);
    expect(sum(less.lines.map((line) => line.taxableInPaise))).toBe(less.taxableInPaise);
    expect(less.subtotalInPaise - less.discountInPaise).toBe(less.taxableInPaise);
    expect(less.roundOffInPaise).toBe(0);
    for (const line of less.lines) {
      expect(line.amountInPaise - line.discountInPaise).toBe(line.taxableInPaise);
    }
  });

  it('refuses more than the refund is worth, and a negative or fractional amount', () => {
    expect(() => refundFiguresFor(whole, whole.amountInPaise + 1)).toThrow(RangeError);
    expect(() => refundFiguresFor(whole, -1)).toThrow(RangeError);
    expect(() => refundFiguresFor(whole, 1.5)).toThrow(RangeError);
  });
});

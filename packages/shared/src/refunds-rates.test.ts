import { describe, expect, it } from 'vitest';
import { priceCheckout } from './checkout-pricing.ts';
import { type RefundableOrder, refundFigures, refundFiguresFor } from './refunds.ts';

// Decision 066: a return's refund taxes each returned line at its own rate.

/** Rs. 549 × 2 skins at 8% and a Rs. 799 stand at 18%, 10% off, paid Rs. 1,916. */
function mixedOrder(): RefundableOrder {
  const lines = [
    { priceInPaise: 54_900, quantity: 2, taxRateBp: 800 },
    { priceInPaise: 79_900, quantity: 1, taxRateBp: 1_800 },
  ];
  const totals = priceCheckout(lines, 0.1);
  // Discount 18,970 (10,980 + 7,990); tax 7,906 + 12,944 = 20,850; total 191,580.
  expect(totals.taxInPaise).toBe(20_850);
  return {
    lines,
    discountInPaise: totals.discountInPaise,
    taxInPaise: totals.taxInPaise,
    amountPaidInPaise: totals.gatewayAmountInPaise,
  };
}

describe('refunds with two rates', () => {
  it('gives back the 18% line at 18% and the rest at 8%, adding up to what was paid', () => {
    const paid = mixedOrder();
    const stand = refundFigures(paid, [0, 0], [0, 1]);
    // 79,900 less its share 7,990 = 71,910; 18% = 12,943.8 → 12,944.
    expect(stand).toMatchObject({
      taxableInPaise: 71_910,
      taxInPaise: 12_944,
      taxByRate: [{ rateBp: 1_800, taxableInPaise: 71_910, taxInPaise: 12_944 }],
      totalInPaise: 84_854,
      roundOffInPaise: 0,
      amountInPaise: 84_854,
    });
    expect(stand.lines).toEqual([
      {
        index: 1,
        quantity: 1,
        amountInPaise: 79_900,
        discountInPaise: 7_990,
        taxableInPaise: 71_910,
        taxRateBp: 1_800,
      },
    ]);
    // The skins complete the order: the order's 8% tax, and its 20 paise of round off.
    const skins = refundFigures(paid, [0, 1], [2, 0]);
    expect(skins).toMatchObject({
      taxableInPaise: 98_820,
      taxInPaise: 7_906,
      taxByRate: [{ rateBp: 800, taxableInPaise: 98_820, taxInPaise: 7_906 }],
      roundOffInPaise: 20,
      amountInPaise: 106_746,
    });
    expect(stand.amountInPaise + skins.amountInPaise).toBe(paid.amountPaidInPaise);
  });

  it('returns of both rates at once split the tax per rate', () => {
    const both = refundFigures(mixedOrder(), [0, 0], [1, 1]);
    // One skin: 54,900 − 5,490 = 49,410 at 8% = 3,952.8 → 3,953; the stand as above.
    expect(both.taxByRate).toEqual([
      { rateBp: 800, taxableInPaise: 49_410, taxInPaise: 3_953 },
      { rateBp: 1_800, taxableInPaise: 71_910, taxInPaise: 12_944 },
    ]);
    expect(both.taxInPaise).toBe(3_953 + 12_944);
  });

  it('keeps a part refund’s tax per rate adding up to its tax', () => {
    const both = refundFigures(mixedOrder(), [0, 0], [1, 1]);
    const part = refundFiguresFor(both, 60_000);
    const rates = part.taxByRate;
    expect(rates.reduce((sum, rate) => sum + rate.taxInPaise, 0)).toBe(part.taxInPaise);
    expect(rates.reduce((sum, rate) => sum + rate.taxableInPaise, 0)).toBe(part.taxableInPaise);
    expect(part.taxableInPaise + part.taxInPaise).toBe(60_000);
    // 60,000 × 16,897 / 138,217 = 7,335.0… → 7,335, shared 3,953 : 12,944.
    expect(part.taxInPaise).toBe(7_335);
    expect(rates.map((rate) => rate.rateBp)).toEqual([800, 1_800]);
  });
});

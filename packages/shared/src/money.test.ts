import { describe, expect, it } from 'vitest';
import { formatInr, hasWholePaise, paiseToRupees, rupeesToPaise } from './money.ts';

describe('formatInr', () => {
  it('formats with Rs., Indian grouping and two decimals', () => {
    expect(formatInr(129_900)).toBe('Rs. 1,299.00');
    expect(formatInr(54_900)).toBe('Rs. 549.00');
    expect(formatInr(0)).toBe('Rs. 0.00');
    expect(formatInr(5)).toBe('Rs. 0.05');
    expect(formatInr(1_234_567_89)).toBe('Rs. 12,34,567.89');
    expect(formatInr(10_000_000_000)).toBe('Rs. 10,00,00,000.00');
  });

  it("groups digits as the browser's own en-IN formatter does, at every length", () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const rupees = [0, 7, 99, 999, 1_000, 9_999, 12_345, 99_999, 1_00_000, 12_34_567];
    for (let digits = 1; digits <= 13; digits++) rupees.push(Number('9'.repeat(digits)));
    rupees.push(Math.trunc(Number.MAX_SAFE_INTEGER / 100));
    for (const amount of rupees) {
      expect(formatInr(amount * 100 + 5)).toBe(`Rs. ${intl.format(amount)}.05`);
    }
  });

  it('keeps the sign of refunds and credits', () => {
    expect(formatInr(-129_950)).toBe('-Rs. 1,299.50');
  });

  it('refuses fractional paise', () => {
    expect(() => formatInr(10.5)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it('recovers exact paise where rupees × 100 is not exact in floating point', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(549)).toBe(54_900);
  });

  it('refuses amounts with more than two decimals', () => {
    expect(() => rupeesToPaise(1.234)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(hasWholePaise(1.23)).toBe(true);
    expect(hasWholePaise(1.234)).toBe(false);
  });

  it('round-trips with paiseToRupees', () => {
    for (const paise of [0, 1, 99, 4392, 129_900, 987_654_321]) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it('reads rupees and paise as Indian invoices print them', () => {
    expect(amountInWords(155_326)).toBe(
      'Rupees One Thousand Five Hundred Fifty-Three and Twenty-Six Paise Only',
    );
    expect(amountInWords(155_300)).toBe('Rupees One Thousand Five Hundred Fifty-Three Only');
    expect(amountInWords(1000)).toBe('Rupees Ten Only');
    expect(amountInWords(7)).toBe('Seven Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paise Only');
  });

  it('refuses what is no amount of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it.each([
    [11, 'Eleven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [105, 'One Hundred Five'],
    [1000, 'One Thousand'],
    [10_001, 'Ten Thousand One'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [250_000, 'Two Lakh Fifty Thousand'],
    [1_234_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_000_000_000, 'One Hundred Crore'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});

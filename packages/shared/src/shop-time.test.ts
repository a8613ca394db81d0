import { describe, expect, it } from 'vitest';
import {
  formatShopDate,
  formatShopDateTime,
  isoToShopLocal,
  shopCalendarDate,
  shopFinancialYear,
  shopIsoDateTime,
  shopLocalToIso,
  startOfShopDay,
} from './shop-time.ts';

describe('startOfShopDay', () => {
  it('is 18:30 UTC of the day before for any time of the Indian day', () => {
    for (const now of [
      '2026-03-10T00:00:00+05:30',
      '2026-03-10T09:15:00Z',
      '2026-03-10T23:59:59.999+05:30',
    ]) {
      expect(startOfShopDay(new Date(now)).toISOString(), now).toBe('2026-03-09T18:30:00.000Z');
    }
  });

  it('moves to the next day at midnight in India, not at midnight UTC', () => {
    expect(startOfShopDay(new Date('2026-03-10T18:29:59.999Z')).toISOString()).toBe(
      '2026-03-09T18:30:00.000Z',
    );
    expect(startOfShopDay(new Date('2026-03-10T18:30:00Z')).toISOString()).toBe(
      '2026-03-10T18:30:00.000Z',
    );
  });

  it('works before 1970 as after', () => {
    expect(startOfShopDay(new Date('1969-12-31T12:00:00Z')).toISOString()).toBe(
      '1969-12-30T18:30:00.000Z',
    );
  });
});
describe('shopCalendarDate', () => {
  it('is the date in India, which runs 5½ hours ahead of UTC', () => {
    expect(shopCalendarDate(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(shopCalendarDate(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
    expect(shopCalendarDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('shopLocalToIso', () => {
  it('reads the wall-clock time as India time', () => {
    const iso = shopLocalToIso('2026-04-01T00:00');
    expect(iso).toBe('2026-04-01T00:00:00+05:30');
    // Midnight in India is 18:30 UTC the day before.
    expect(new Date(iso ?? '').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('keeps seconds when the input has them', () => {
    expect(shopLocalToIso('2026-12-31T23:59:30')).toBe('2026-12-31T23:59:30+05:30');
  });

  it('turns a blank input into null (no start, no end)', () => {
    expect(shopLocalToIso('')).toBeNull();
    expect(shopLocalToIso('  ')).toBeNull();
  });

  it('passes other text on unchanged, for the schema to refuse', () => {
    expect(shopLocalToIso('tomorrow')).toBe('tomorrow');
  });
});

describe('isoToShopLocal', () => {
  it('shows a UTC instant on India’s clock, across the date line', () => {
    expect(isoToShopLocal('2026-03-31T18:30:00.000Z')).toBe('2026-04-01T00:00');
    expect(isoToShopLocal('2026-04-01T00:00:00.000Z')).toBe('2026-04-01T05:30');
  });

  it('drops seconds (the input shows minutes)', () => {
    expect(isoToShopLocal('2026-06-15T10:15:45.000Z')).toBe('2026-06-15T15:45');
  });

  it('accepts an instant given with another zone', () => {
    expect(isoToShopLocal('2026-04-01T00:00:00+05:30')).toBe('2026-04-01T00:00');
  });

  it('shows nothing for null', () => {
    expect(isoToShopLocal(null)).toBe('');
  });

  it('round-trips: what the form shows is what it sends back', () => {
    for (const local of ['2026-01-01T00:00', '2026-07-31T23:59', '2027-02-28T05:30']) {
      const iso = shopLocalToIso(local);
      expect(isoToShopLocal(new Date(iso ?? '').toISOString())).toBe(local);
    }
  });
});

describe('formatShopDate and formatShopDateTime', () => {
  it('print the calendar day and clock of India, not of the machine', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatShopDate('2026-12-31T20:00:00Z')).toBe('1 January 2027');
    expect(formatShopDate(new Date('2026-12-31T20:00:00Z'), 'short')).toBe('1 Jan 2027');
    expect(formatShopDateTime('2026-03-12T09:05:00Z')).toBe('12 March 2026, 2:35 pm');
    expect(formatShopDateTime('2026-03-12T09:05:00Z', { month: 'short', hour: '2-digit' })).toBe(
      '12 Mar 2026, 02:35 pm',
    );
  });
});

describe('shopFinancialYear', () => {
  it('turns at midnight of 1 April, India time, not UTC', () => {
    expect(shopFinancialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    expect(shopFinancialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(shopFinancialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
  });

  it('writes the end year in two digits, across a century', () => {
    expect(shopFinancialYear(new Date('2026-11-26T12:00:00Z'))).toBe('2026-27');
    expect(shopFinancialYear(new Date('2100-01-15T12:00:00Z'))).toBe('2099-00');
  });
});

describe('shopIsoDateTime', () => {
  it("writes India's wall clock with its offset, across the date line", () => {
    expect(shopIsoDateTime(new Date('2026-03-10T09:15:00.000Z'))).toBe('2026-03-10T14:45:00+05:30');
    expect(shopIsoDateTime(new Date('2026-03-10T19:30:59.999Z'))).toBe('2026-03-11T01:00:59+05:30');
  });
});

import { describe, expect, it } from 'vitest';
import { daysBefore, indianDate, startOfIndianDay } from './india-time.ts';

describe('startOfIndianDay', () => {
  it('is 18:30 UTC of the day before for any time of the Indian day', () => {
    for (const now of [
      '2026-03-10T00:00:00+05:30',
      '2026-03-10T09:15:00Z',
      '2026-03-10T23:59:59.999+05:30',
    ]) {
      expect(startOfIndianDay(new Date(now)).toISOString(), now).toBe('2026-03-09T18:30:00.000Z');
    }
  });

  it('moves to the next day at midnight in India, not at midnight UTC', () => {
    expect(startOfIndianDay(new Date('2026-03-10T18:29:59.999Z')).toISOString()).toBe(
      '2026-03-09T18:30:00.000Z',
    );
    expect(startOfIndianDay(new Date('2026-03-10T18:30:00Z')).toISOString()).toBe(
      '2026-03-10T18:30:00.000Z',
    );
  });

  it('works before 1970 as after', () => {
    expect(startOfIndianDay(new Date('1969-12-31T12:00:00Z')).toISOString()).toBe(
      '1969-12-30T18:30:00.000Z',
    );
  });
});

describe('indianDate', () => {
  it('is the date in India, which runs 5½ hours ahead of UTC', () => {
    expect(indianDate(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(indianDate(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
    expect(indianDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('daysBefore', () => {
  it('goes back whole 24-hour days', () => {
    expect(daysBefore(new Date('2026-03-31T10:00:00Z'), 30).toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { indiaLocalToIso, isoToIndiaLocal } from './india-time.ts';

describe('indiaLocalToIso', () => {
  it('reads the wall-clock time as India time', () => {
    const iso = indiaLocalToIso('2026-04-01T00:00');
    expect(iso).toBe('2026-04-01T00:00:00+05:30');
    // Midnight in India is 18:30 UTC the day before.
    expect(new Date(iso ?? '').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('keeps seconds when the input has them', () => {
    expect(indiaLocalToIso('2026-12-31T23:59:30')).toBe('2026-12-31T23:59:30+05:30');
  });

  it('turns a blank input into null (no start, no end)', () => {
    expect(indiaLocalToIso('')).toBeNull();
    expect(indiaLocalToIso('  ')).toBeNull();
  });

  it('passes other text on unchanged, for the schema to refuse', () => {
    expect(indiaLocalToIso('tomorrow')).toBe('tomorrow');
  });
});

describe('isoToIndiaLocal', () => {
  it('shows a UTC instant on India’s clock, across the date line', () => {
    expect(isoToIndiaLocal('2026-03-31T18:30:00.000Z')).toBe('2026-04-01T00:00');
    expect(isoToIndiaLocal('2026-04-01T00:00:00.000Z')).toBe('2026-04-01T05:30');
  });

  it('drops seconds (the input shows minutes)', () => {
    expect(isoToIndiaLocal('2026-06-15T10:15:45.000Z')).toBe('2026-06-15T15:45');
  });

  it('accepts an instant given with another zone', () => {
    expect(isoToIndiaLocal('2026-04-01T00:00:00+05:30')).toBe('2026-04-01T00:00');
  });

  it('shows nothing for null', () => {
    expect(isoToIndiaLocal(null)).toBe('');
  });

  it('round-trips: what the form shows is what it sends back', () => {
    for (const local of ['2026-01-01T00:00', '2026-07-31T23:59', '2027-02-28T05:30']) {
      const iso = indiaLocalToIso(local);
      expect(isoToIndiaLocal(new Date(iso ?? '').toISOString())).toBe(local);
    }
  });
});

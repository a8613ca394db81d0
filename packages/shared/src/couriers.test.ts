import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { COURIER_NAMES, COURIERS, courierTrackingUrl, ShipOrderInputSchema } from './couriers.ts';

describe('couriers', () => {
  it('puts the URL-encoded AWB into the courier tracking page', () => {
    expect(courierTrackingUrl('Delhivery', '1234 5/6')).toBe(
      'https://www.delhivery.com/track/package/1234%205%2F6',
    );
    expect(courierTrackingUrl('Blue Dart', 'BD&1')).toContain('trackNo=BD%261');
    expect(courierTrackingUrl('Other', '1')).toBeNull();
  });

  it('lists every courier of the table, plus Other', () => {
    expect(COURIER_NAMES).toEqual([...COURIERS.map((c) => c.name), 'Other']);
  });

  it('asks for a tracking page for Other only', () => {
    expect(
      z.safeParse(ShipOrderInputSchema, { courier: 'Other', trackingNumber: 'X1' }).success,
    ).toBe(false);
    expect(
      z.safeParse(ShipOrderInputSchema, {
        courier: 'Other',
        trackingNumber: 'X1',
        trackingUrl: 'https://track.example.in/X1',
      }).success,
    ).toBe(true);
    expect(
      z.safeParse(ShipOrderInputSchema, { courier: 'DTDC', trackingNumber: ' D1 ' }).data,
    ).toEqual({
      courier: 'DTDC',
      trackingNumber: 'D1',
    });
    expect(
      z.safeParse(ShipOrderInputSchema, {
        courier: 'Other',
        trackingNumber: 'X1',
        trackingUrl: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
  });
});

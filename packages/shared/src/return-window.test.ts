import { describe, expect, it } from 'vitest';
import { returnWindowOf, trackedReturnWindow } from './return-window.ts';

describe('returnWindowOf', () => {
  const deliveredAt = '2026-03-20T10:00:00.000Z';
  const closesAt = '2026-03-27T10:00:00.000Z';

  it('is open until the instant N whole days after the delivery, and closed from it', () => {
    expect(returnWindowOf([deliveredAt], 7, new Date('2026-03-27T09:59:59.999Z'))).toEqual({
      deliveredAt,
      closesAt,
      isOpen: true,
    });
    expect(returnWindowOf([new Date(deliveredAt)], 7, new Date(closesAt))).toEqual({
      deliveredAt,
      closesAt,
      isOpen: false,
    });
  });

  it('counts from the last delivery, in whatever order they come', () => {
    const again = '2026-03-25T10:00:00.000Z';
    const window = returnWindowOf([again, deliveredAt], 1, new Date('2026-03-26T09:00:00.000Z'));
    expect(window).toEqual({
      deliveredAt: again,
      closesAt: '2026-03-26T10:00:00.000Z',
      isOpen: true,
    });
  });

  it('has no window without a delivery time it can read', () => {
    expect(returnWindowOf([], 7, new Date(deliveredAt))).toBeNull();
    expect(returnWindowOf(['not a time'], 7, new Date(deliveredAt))).toBeNull();
    expect(returnWindowOf(['not a time', deliveredAt], 7, new Date(deliveredAt))?.closesAt).toBe(
      closesAt,
    );
  });
});

describe('trackedReturnWindow', () => {
  const history = [
    { status: 'Placed' as const, at: '2026-03-12T09:05:00.000Z' },
    { status: 'Delivered' as const, at: '2026-03-20T10:00:00.000Z' },
  ];

  it('reads the deliveries from the history, and gives an order not delivered no window', () => {
    const now = new Date('2026-03-21T10:00:00.000Z');
    expect(trackedReturnWindow({ status: 'Delivered', history }, 7, now)?.closesAt).toBe(
      '2026-03-27T10:00:00.000Z',
    );
    expect(trackedReturnWindow({ status: 'Shipped', history }, 7, now)).toBeNull();
    expect(trackedReturnWindow({ status: 'Delivered', history: [] }, 7, now)).toBeNull();
  });
});

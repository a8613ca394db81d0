import { describe, expect, it } from 'vitest';
import { buildDeliveredOrder, buildReturn, LINE_IDS } from '#testing/returns-fixtures.ts';
import { returnableQuantities, returnWindowOf } from './return-window.ts';

const DELIVERED_AT = '2026-03-20T10:00:00.000Z';
const delivered = {
  status: 'Delivered' as const,
  history: [
    { status: 'Placed' as const, at: '2026-03-12T09:05:00.000Z' },
    { status: 'Delivered' as const, at: DELIVERED_AT },
  ],
};

describe('returnWindowOf', () => {
  it('closes the window whole days after the delivery, to the millisecond', () => {
    const closesAt = '2026-03-27T10:00:00.000Z';
    expect(returnWindowOf(delivered, 7, new Date('2026-03-27T09:59:59.999Z'))).toEqual({
      deliveredAt: DELIVERED_AT,
      closesAt,
      isOpen: true,
    });
    expect(returnWindowOf(delivered, 7, new Date(closesAt))?.isOpen).toBe(false);
  });

  it('measures from the last delivery, and gives no window to an order not delivered', () => {
    const redelivered = {
      ...delivered,
      history: [
        ...delivered.history,
        { status: 'Delivered' as const, at: '2026-03-25T10:00:00.000Z' },
      ],
    };
    expect(returnWindowOf(redelivered, 1, new Date('2026-03-26T09:00:00.000Z'))?.isOpen).toBe(true);
    expect(
      returnWindowOf({ ...delivered, status: 'Shipped' }, 7, new Date(DELIVERED_AT)),
    ).toBeNull();
    expect(
      returnWindowOf({ status: 'Delivered', history: [] }, 7, new Date(DELIVERED_AT)),
    ).toBeNull();
  });
});

describe('returnableQuantities', () => {
  const lines = buildDeliveredOrder().products;

  it('is what was bought, less what returns hold; a rejected return holds nothing', () => {
    const held = returnableQuantities(lines, [
      buildReturn({ status: 'Requested' }),
      buildReturn({ status: 'Rejected' }),
    ]);
    expect(held.get(LINE_IDS.obsidian)).toBe(1);
    expect(held.get(LINE_IDS.marble)).toBe(1);
  });

  it('never goes below zero', () => {
    const line = buildReturn().lines[0];
    if (!line) throw new Error('a line');
    const held = returnableQuantities(lines, [buildReturn({ lines: [{ ...line, quantity: 5 }] })]);
    expect(held.get(LINE_IDS.obsidian)).toBe(0);
  });
});

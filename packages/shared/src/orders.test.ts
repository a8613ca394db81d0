import { describe, expect, it } from 'vitest';
import {
  ADMIN_STATUS_TARGETS,
  CANCELLABLE_STATUSES,
  canMoveOrder,
  ORDER_STATUSES,
  type OrderStatus,
  statusesThatMoveTo,
} from './orders.ts';

const FULFILMENT: OrderStatus[] = ['Placed', 'Processing', 'Shipped', 'Delivered'];

describe('order status moves', () => {
  it('moves fulfilment forward only, skipping allowed', () => {
    for (const [i, from] of FULFILMENT.entries()) {
      for (const [j, to] of FULFILMENT.entries()) {
        expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(j > i);
      }
    }
  });

  it('lets the shopper ask to cancel exactly while the order may be cancelled by request', () => {
    expect(statusesThatMoveTo('CancelRequested')).toEqual([...CANCELLABLE_STATUSES]);
  });

  it('lets an admin decline a cancel request (the order goes on) or grant it', () => {
    expect(
      ['Processing', 'Shipped', 'Delivered', 'Cancelled'].every((to) =>
        canMoveOrder('CancelRequested', to as OrderStatus),
      ),
    ).toBe(true);
    expect(canMoveOrder('CancelRequested', 'Placed')).toBe(false);
  });

  it('never moves a delivered or cancelled order, and never back to Placed', () => {
    for (const status of ORDER_STATUSES) {
      expect(canMoveOrder('Delivered', status)).toBe(false);
      expect(canMoveOrder('Cancelled', status)).toBe(false);
      expect(canMoveOrder(status, 'Placed')).toBe(false);
    }
    expect(statusesThatMoveTo('Cancelled')).toEqual([
      'Placed',
      'Processing',
      'Shipped',
      'CancelRequested',
    ]);
  });

  it('gives admins every target but Placed and the shopper’s CancelRequested', () => {
    expect([...ADMIN_STATUS_TARGETS].sort()).toEqual(
      ORDER_STATUSES.filter((s) => s !== 'Placed' && s !== 'CancelRequested').sort(),
    );
  });
});

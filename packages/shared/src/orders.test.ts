import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ADMIN_STATUS_TARGETS,
  CANCELLABLE_STATUSES,
  canMoveOrder,
  ORDER_STATUSES,
  OrderLookupInputSchema,
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

describe('OrderLookupInputSchema', () => {
  const parse = (number: unknown, email: unknown = 'asha@example.in') =>
    z.safeParse(OrderLookupInputSchema, { number, email });

  it('reads the order number as printed: 1001, "1001", "#1001", with spaces', () => {
    for (const number of [1001, '1001', '#1001', ' #1001 ', '# 1001', ' 1 001 ']) {
      expect(parse(number).data?.number, JSON.stringify(number)).toBe(1001);
    }
  });

  it('refuses what cannot be an order number', () => {
    for (const number of [
      0,
      -1,
      10.5,
      '',
      '#',
      'abc',
      '10a',
      '##1001',
      '1e3',
      2_147_483_648,
      null,
    ]) {
      expect(parse(number).success, JSON.stringify(number)).toBe(false);
    }
    expect(parse('9'.repeat(21)).success).toBe(false);
  });

  it('trims and lower-cases the email, and refuses a missing, malformed or too long one', () => {
    expect(parse(1001, '  Asha.Rao@Example.IN ').data?.email).toBe('asha.rao@example.in');
    for (const email of ['', '   ', 'asha', 'asha@example', null, `${'a'.repeat(250)}@x.in`]) {
      expect(parse(1001, email).success, String(email)).toBe(false);
    }
  });
});

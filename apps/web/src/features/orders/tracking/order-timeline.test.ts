import type { OrderTracking } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './order-timeline.ts';

function tracking(overrides: Partial<OrderTracking>): OrderTracking {
  return {
    _id: 'ord-1',
    number: 1042,
    status: 'Placed',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    history: [{ status: 'Placed', at: '2026-03-01T10:00:00.000Z' }],
    shipment: null,
    paymentStatus: 'Completed',
    refund: null,
    invoiceNumber: null,
    ...overrides,
  };
}

describe('timelineOf', () => {
  it('shows the whole journey, done up to the current step, with the times reached', () => {
    const steps = timelineOf(
      tracking({
        status: 'Shipped',
        history: [
          { status: 'Placed', at: '2026-03-01T10:00:00.000Z' },
          { status: 'Processing', at: '2026-03-02T09:00:00.000Z' },
          { status: 'Shipped', at: '2026-03-03T12:00:00.000Z' },
        ],
      }),
    );

    expect(steps).toEqual([
      { status: 'Placed', state: 'done', at: '2026-03-01T10:00:00.000Z' },
      { status: 'Processing', state: 'done', at: '2026-03-02T09:00:00.000Z' },
      { status: 'Shipped', state: 'current', at: '2026-03-03T12:00:00.000Z' },
      { status: 'Delivered', state: 'upcoming', at: null },
    ]);
  });

  it('marks a skipped step done without a time, and takes Placed from the order date', () => {
    const steps = timelineOf(
      tracking({
        status: 'Shipped',
        history: [{ status: 'Shipped', at: '2026-03-03T12:00:00.000Z' }],
      }),
    );

    expect(steps.map((step) => [step.status, step.state, step.at])).toEqual([
      ['Placed', 'done', '2026-03-01T10:00:00.000Z'],
      ['Processing', 'done', null],
      ['Shipped', 'current', '2026-03-03T12:00:00.000Z'],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('ends a cancelled order with its request and its cancellation, dropping the rest of the journey', () => {
    const steps = timelineOf(
      tracking({
        status: 'Cancelled',
        history: [
          { status: 'Placed', at: '2026-03-01T10:00:00.000Z' },
          { status: 'CancelRequested', at: '2026-03-01T11:00:00.000Z' },
          { status: 'Cancelled', at: '2026-03-01T12:00:00.000Z' },
        ],
      }),
    );

    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['Placed', 'done'],
      ['CancelRequested', 'done'],
      ['Cancelled', 'current'],
    ]);
  });

  it('shows a pending cancel request as the current step', () => {
    const steps = timelineOf(
      tracking({
        status: 'CancelRequested',
        history: [
          { status: 'Placed', at: '2026-03-01T10:00:00.000Z' },
          { status: 'Processing', at: '2026-03-01T10:30:00.000Z' },
          { status: 'CancelRequested', at: '2026-03-01T11:00:00.000Z' },
        ],
      }),
    );

    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['Placed', 'done'],
      ['Processing', 'done'],
      ['CancelRequested', 'current'],
    ]);
  });
});

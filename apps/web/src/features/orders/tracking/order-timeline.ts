import type { OrderStatus, OrderTracking } from '@skins/shared';
import { ORDER_JOURNEY } from '../order-status.tsx';

export interface TimelineStep {
  status: OrderStatus;
  state: 'done' | 'current' | 'upcoming';
  /** When the order reached this step, if it has. */
  at: string | null;
}

/**
 * The steps to show: the usual journey up to Delivered, each with the time it was reached. A
 * cancelled order (or one with a pending cancel request) ends with that step instead of the
 * journey's rest.
 */
export function timelineOf(tracking: OrderTracking): TimelineStep[] {
  const reachedAt = (status: OrderStatus) =>
    tracking.history.findLast((entry) => entry.status === status)?.at ??
    (status === 'Placed' ? tracking.createdAt : null);
  const currentIndex = ORDER_JOURNEY.indexOf(tracking.status);

  if (currentIndex >= 0) {
    return ORDER_JOURNEY.map((status, index) => ({
      status,
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
      at: index <= currentIndex ? reachedAt(status) : null,
    }));
  }
  const reached: TimelineStep[] = ORDER_JOURNEY.filter((status) => reachedAt(status) !== null).map(
    (status) => ({ status, state: 'done', at: reachedAt(status) }),
  );
  const steps: TimelineStep[] = [...reached];
  if (tracking.status === 'Cancelled' && reachedAt('CancelRequested')) {
    steps.push({ status: 'CancelRequested', state: 'done', at: reachedAt('CancelRequested') });
  }
  steps.push({ status: tracking.status, state: 'current', at: reachedAt(tracking.status) });
  return steps;
}

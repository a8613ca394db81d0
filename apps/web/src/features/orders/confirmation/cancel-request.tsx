import { CANCELLABLE_STATUSES, MAX_LENGTH, type Order } from '@skins/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { island } from '#lib/island.tsx';
import { requestOrderCancel } from '../api/request-cancel.ts';

export const CANCEL_MESSAGES = {
  requested:
    'We have your cancellation request. If the order has not shipped, we cancel it and refund your payment.',
  /** An order not paid yet (cash on delivery, or a manual order): nothing to refund. */
  requestedUnpaid:
    'We have your cancellation request. If the order has not shipped, we cancel it. Nothing was charged, so there is nothing to refund.',
  failed: 'Failed to request cancellation. Please try again.',
} as const;

/** What cancelling does to the money: a paid order is refunded; an unpaid one owes nothing. */
const CANCEL_PROMISE = {
  paid: 'If it has not shipped yet, we cancel it and refund your payment.',
  unpaid: 'If it has not shipped yet, we cancel it. Nothing was charged, so you owe nothing.',
} as const;

interface CancelRequestProps {
  /** The whole order (confirmation page) or its track view (tracking page with the token). */
  order: Pick<Order, '_id' | 'number' | 'status' | 'paymentStatus'>;
  token: string;
  /** The confirmation page keeps its order's cache in step; the tracking page needs nothing. */
  onAnswer?: (answer: { order: Order } | { isRefused: true }) => void;
}

type Sending =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'requested' }
  | { status: 'error'; error: unknown };

/**
 * 'Request cancellation' for an order still Placed or Processing (API.md § Orders), with a
 * confirm step: a tap in passing must not cancel a purchase.
 */
export function CancelRequest({ order, token, onAnswer }: CancelRequestProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [reason, setReason] = useState('');
  const questionId = useId();
  const reasonId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);

  const isPaid = order.paymentStatus === 'Completed';
  if (sending.status === 'requested') {
    return (
      <p
        role="status"
        className="rounded-2xl bg-orange-50 px-4 py-3 text-orange-950 text-sm ring-1 ring-orange-200"
      >
        {isPaid ? CANCEL_MESSAGES.requested : CANCEL_MESSAGES.requestedUnpaid}
      </p>
    );
  }
  if (!CANCELLABLE_STATUSES.includes(order.status)) return null;

  async function request() {
    if (sending.status === 'pending') return;
    setSending({ status: 'pending' });
    try {
      const answer = await requestOrderCancel(order._id, token, reason);
      setSending({ status: 'requested' });
      onAnswer?.({ order: answer });
    } catch (error) {
      setSending({ status: 'error', error });
      // Refused (409 CANNOT_CANCEL: it has moved on): the page may show the status it has now.
      if (isApiError(error) && error.status === 409) onAnswer?.({ isRefused: true });
    }
  }

  const isPending = sending.status === 'pending';
  const error = sending.status === 'error' ? sending.error : null;
  const message = error
    ? isApiError(error) && error.status === 409
      ? error.message
      : CANCEL_MESSAGES.failed
    : null;

  return (
    <div className="space-y-3">
      {isConfirming ? (
        <section
          aria-labelledby={questionId}
          className="rounded-2xl bg-neutral-50 p-4 ring-1 ring-neutral-200"
        >
          <p id={questionId} className="font-medium text-neutral-900 text-sm">
            Ask us to cancel order #{order.number}?
          </p>
          <p className="mt-1 text-neutral-600 text-sm">
            {isPaid ? CANCEL_PROMISE.paid : CANCEL_PROMISE.unpaid}
          </p>
          <label htmlFor={reasonId} className="mt-4 block font-medium text-neutral-900 text-sm">
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={MAX_LENGTH.customerNote}
            rows={2}
            disabled={isPending}
            className="mt-1 block w-full rounded-xl bg-white px-3 py-2 text-neutral-900 text-sm ring-1 ring-neutral-300 focus:outline-none focus:ring-2 focus:ring-neutral-900"
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="button"
              onClick={() => void request()}
              disabled={isPending}
              className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-red-800 disabled:opacity-60"
            >
              {isPending ? 'Sending…' : 'Yes, request cancellation'}
            </button>
            <button
              type="button"
              onClick={() => {
                setIsConfirming(false);
                setSending({ status: 'idle' });
              }}
              disabled={isPending}
              className="rounded-full px-5 py-2.5 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100 disabled:opacity-60"
            >
              Keep my order
            </button>
          </div>
        </section>
      ) : (
        <button
          type="button"
          onClick={() => setIsConfirming(true)}
          className="w-full rounded-full px-5 py-3 font-medium text-red-700 text-sm ring-1 ring-red-200 transition hover:bg-red-50"
        >
          Request cancellation
        </button>
      )}
      {message && (
        <p role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      )}
    </div>
  );
}

/** On the tracking page (a document, decision 045): its own root, hydrated once in sight. */
export const CancelRequestIsland = island('cancel-request', CancelRequest, 'visible');

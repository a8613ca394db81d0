import {
  formatShopDateTime,
  type Order,
  type OrderTracking,
  type ReturnWindow,
  returnAcknowledgement,
  trackedReturnWindow,
} from '@skins/shared';
import { useState } from 'react';
import { useReturnWindowDays, useSeller } from '#features/gate/index.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useOrderReturns } from '../api/list-returns.ts';
import { returnableQuantities } from '../returnable-quantities.ts';
import { ReturnCard } from './return-card.tsx';
import { ReturnRequestForm } from './return-request-form.tsx';

interface OrderReturnsProps {
  order: Pick<Order, '_id' | 'products'>;
  /** The order's track view: its status and when it was delivered. */
  tracking: Pick<OrderTracking, 'status' | 'history'>;
  token: string;
  creditNoteHref: string;
}

/**
 * The order page's returns (issue [15]): "Report a problem or return" while a delivered order's
 * window is open, the line saying until when (or that it closed, and whom to write to), and the
 * order's returns with their status, history and the shop's questions.
 */
export function OrderReturns({ order, tracking, token, creditNoteHref }: OrderReturnsProps) {
  const windowDays = useReturnWindowDays({ ask: true });
  const returns = useOrderReturns(order._id, token);
  const [isOpen, setIsOpen] = useState(false);
  const [sentNumber, setSentNumber] = useState<string | null>(null);
  // Read once per visit: the window's end is a date, not a countdown.
  const [now] = useState(() => new Date());

  const returnWindow = windowDays === null ? null : trackedReturnWindow(tracking, windowDays, now);
  const list = returns.data?.data ?? [];
  if (!returnWindow && list.length === 0) return null;

  const returnable = returnableQuantities(order.products, list);
  const hasReturnable = [...returnable.values()].some((left) => left > 0);

  return (
    <section aria-labelledby="returns-heading" id="returns" className="space-y-4">
      <h2 id="returns-heading" className="font-semibold text-neutral-900 text-xl tracking-tight">
        Returns and problems
      </h2>
      {returnWindow && <WindowLine window={returnWindow} hasReturnable={hasReturnable} />}
      {sentNumber && (
        <p
          role="status"
          className="rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-950 text-sm ring-1 ring-emerald-200"
        >
          <span className="block font-semibold">Return {sentNumber} sent</span>
          {returnAcknowledgement(sentNumber)}
        </p>
      )}
      {returnWindow?.isOpen && hasReturnable && returns.isSuccess && !isOpen && (
        <button
          type="button"
          onClick={() => {
            setIsOpen(true);
            setSentNumber(null);
          }}
          className="flex h-12 w-full items-center justify-center rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700 sm:w-auto"
        >
          Report a problem or return
        </button>
      )}
      {isOpen && returnWindow?.isOpen && (
        <ReturnRequestForm
          order={order}
          token={token}
          returnable={returnable}
          onCancel={() => setIsOpen(false)}
          onSent={(number) => {
            setIsOpen(false);
            setSentNumber(number);
          }}
        />
      )}
      {returns.isPending && <Spinner label="Loading your returns" />}
      {returns.isError && (
        <QueryError
          message="Your returns could not be loaded."
          onRetry={() => void returns.refetch()}
          isRetrying={returns.isFetching}
        />
      )}
      {list.map((request) => (
        <ReturnCard
          key={request._id}
          request={request}
          token={token}
          creditNoteHref={creditNoteHref}
        />
      ))}
    </section>
  );
}

function WindowLine({ window, hasReturnable }: { window: ReturnWindow; hasReturnable: boolean }) {
  const seller = useSeller();
  const closes = formatShopDateTime(window.closesAt);
  if (window.isOpen) {
    return (
      <p className="text-neutral-700 text-sm">
        {hasReturnable
          ? `You can report a problem or start a return until ${closes}.`
          : 'Every item of this order is already in a return.'}
      </p>
    );
  }
  return (
    <p className="text-neutral-700 text-sm">
      Returns for this order closed on {closes}. If something is still wrong, write to{' '}
      {seller ? (
        <>
          our grievance officer, {seller.grievance.name}, at{' '}
          <a
            href={`mailto:${seller.grievance.email}`}
            className="font-medium underline underline-offset-4"
          >
            {seller.grievance.email}
          </a>
          , or to{' '}
          <a href={`mailto:${seller.email}`} className="font-medium underline underline-offset-4">
            {seller.email}
          </a>
          .
        </>
      ) : (
        'us from the contact page.'
      )}
    </p>
  );
}

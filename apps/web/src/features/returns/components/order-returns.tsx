import {
  formatShopDateTime,
  type Order,
  type OrderTracking,
  type ReturnWindow,
  returnAcknowledgement,
  trackedReturnWindow,
} from '@skins/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useReturnWindowDays, useSeller } from '#features/gate/index.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useOrderReturns } from '../api/list-returns.ts';
import { ALL_IN_A_RETURN, returnableQuantities } from '../returnable-quantities.ts';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // Set when the form closes: its Cancel or Send button goes with it, so focus must move.
  const isRefocusDue = useRef(false);

  const returnWindow = windowDays === null ? null : trackedReturnWindow(tracking, windowDays, now);
  const list = returns.data?.data ?? [];
  const isShown = returnWindow !== null || list.length > 0;

  useScrollToReturnsOnce(isShown, headingRef);
  useEffect(() => {
    if (isOpen || !isRefocusDue.current) return;
    isRefocusDue.current = false;
    (sentRef.current ?? openerRef.current)?.focus();
  }, [isOpen]);

  if (!isShown) return null;

  const returnable = returnableQuantities(order.products, list);
  const hasReturnable = [...returnable.values()].some((left) => left > 0);

  return (
    <section aria-labelledby="returns-heading" id="returns" className="space-y-4">
      <h2
        ref={headingRef}
        id="returns-heading"
        tabIndex={-1}
        className="scroll-mt-24 font-semibold text-neutral-900 text-xl tracking-tight focus:outline-none"
      >
        Returns and problems
      </h2>
      {returnWindow && <WindowLine window={returnWindow} hasReturnable={hasReturnable} />}
      {sentNumber && (
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-950 text-sm ring-1 ring-emerald-200"
        >
          <span className="block font-semibold">Return {sentNumber} sent</span>
          {returnAcknowledgement(sentNumber)}
        </p>
      )}
      {returnWindow?.isOpen && hasReturnable && returns.isSuccess && !isOpen && (
        <button
          ref={openerRef}
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
          onCancel={() => {
            isRefocusDue.current = true;
            setIsOpen(false);
          }}
          onSent={(number) => {
            isRefocusDue.current = true;
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

/**
 * The tracking page and the mails link to `…#returns`, but the section renders only after its
 * queries, after the browser looked for the anchor: once it first appears, scroll to it and
 * focus its heading, once per visit.
 */
function useScrollToReturnsOnce(
  isShown: boolean,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const { hash } = useLocation();
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (!isShown || hasScrolled.current || hash !== '#returns') return;
    hasScrolled.current = true;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [isShown, hash, headingRef]);
}

function WindowLine({ window, hasReturnable }: { window: ReturnWindow; hasReturnable: boolean }) {
  const seller = useSeller();
  const closes = formatShopDateTime(window.closesAt);
  if (window.isOpen) {
    return (
      <p className="text-neutral-700 text-sm">
        {hasReturnable
          ? `You can report a problem or start a return until ${closes}.`
          : ALL_IN_A_RETURN}
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

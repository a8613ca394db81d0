import { MESSAGES, ORDER_LOOKUP_REFUSALS } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useReturnWindowDays } from '#features/gate/index.ts';
import { TrackingReturns } from '#features/returns/index.ts';
import { isApiError } from '#lib/api-client.ts';
import { isKnownReason } from '#lib/form-return.ts';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { confirmationOrderQueryOptions } from '../api/get-order.ts';
import { trackOrderQueryOptions } from '../api/track-order.ts';
import { creditNoteUrl } from '../order-documents.tsx';
import { OrderLookupIsland } from './order-lookup-form.tsx';
import { TrackingCard } from './tracking-card.tsx';

export const TRACK_MESSAGES = {
  missingId: 'Please enter your order ID or tracking link',
} as const;

// A tracking link is longer than the UUID it carries; anything past this is neither.
const ORDER_ID_MAX_LENGTH = 500;

/** The query parameter the "order ID or tracking link" form sends (a GET form). */
export const TRACKING_INPUT_PARAM = 'orderId';

/**
 * /track-order: an order's status, with no personal data (API.md § Orders), found by its number
 * and checkout email, or by its id or a link carrying it. `?id=…&token=…` (the mails' tracking
 * link) tracks at once and, with the token, links to the whole order. A document (decision 045):
 * both forms work without JavaScript (the route's loader reads a pasted id or link; the server
 * answers the number-and-email form), and the server renders the order's tracking.
 */
export function TrackOrderPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('id')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() || null;
  // The loader sends a readable id or link on to its page: one still here held nothing to track.
  const inputError = searchParams.has(TRACKING_INPUT_PARAM) ? TRACK_MESSAGES.missingId : null;
  const refusal = searchParams.get('lookup');
  const inputId = useId();
  const errorId = useId();
  const returnWindowDays = useReturnWindowDays();

  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-24 sm:px-6">
      <NoIndex />
      <title>Track your order — Skins</title>
      <h1 className="font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl">
        Track your order
      </h1>
      <p className="mt-3 text-neutral-600">
        Enter your order number and the email you used at checkout to see where your order is.
      </p>

      <OrderLookupIsland
        returnWindowDays={returnWindowDays}
        number={refusal === null ? '' : (searchParams.get('number') ?? '')}
        error={
          isKnownReason(ORDER_LOOKUP_REFUSALS, refusal) ? ORDER_LOOKUP_REFUSALS[refusal] : null
        }
      />

      <h2 className="mt-8 font-medium text-neutral-800 text-sm">
        Or paste the order ID or the tracking link from your email
      </h2>
      <form
        method="get"
        action={paths.trackOrder()}
        aria-label="Track by order ID or link"
        className="mt-2 flex flex-col gap-3 sm:flex-row"
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            Order ID or tracking link
          </label>
          <input
            id={inputId}
            name={TRACKING_INPUT_PARAM}
            maxLength={ORDER_ID_MAX_LENGTH}
            placeholder="Order ID or tracking link"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? errorId : undefined}
            className="block h-12 w-full rounded-xl border-0 bg-white px-4 font-mono text-neutral-900 text-sm ring-1 ring-neutral-300 placeholder:font-sans placeholder:text-neutral-400 hover:ring-neutral-500"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700"
        >
          Track
        </button>
      </form>
      {inputError && (
        <p id={errorId} role="alert" className="mt-2 text-red-700 text-sm">
          {inputError}
        </p>
      )}

      {orderId && <TrackingResult key={orderId} orderId={orderId} token={token} />}
    </div>
  );
}

function TrackingResult({ orderId, token }: { orderId: string; token: string | null }) {
  const query = useQuery({ ...trackOrderQueryOptions(orderId), retryOnMount: false });
  // The order's lines say what is left to return; the loader fetched them with the returns.
  const order = useQuery({
    ...confirmationOrderQueryOptions(orderId, token),
    enabled: token !== null && query.data?.status === 'Delivered',
  });

  if (query.isPending) {
    // Only where the page renders before its data (tests): the server waits for it.
    return (
      <div className="mt-10 flex justify-center">
        <Spinner label="Looking up your order" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <p
          role="alert"
          className="mt-10 rounded-2xl bg-white px-5 py-4 text-neutral-800 ring-1 ring-neutral-200"
        >
          <span className="block font-semibold">{MESSAGES.confirmation.notFound}</span>
          <span className="mt-1 block text-neutral-600 text-sm">
            Check the ID or link against your confirmation email, or find the order by its number
            and email above.
          </span>
        </p>
      );
    }
    return (
      <QueryError
        className="mt-10"
        message={MESSAGES.confirmation.loadFailed}
        retryHref={paths.trackOrder(orderId, token ?? undefined)}
      />
    );
  }
  return (
    <>
      <TrackingCard tracking={query.data} token={token} />
      {token && (
        <TrackingReturns
          tracking={query.data}
          token={token}
          lines={order.data?.products ?? null}
          orderHref={paths.orderWithToken(token, query.data._id)}
          creditNoteHref={creditNoteUrl(query.data._id, token)}
        />
      )}
      {token && (
        // The order's page is the client app's: a page load, as every link to it.
        <a
          href={paths.orderWithToken(token, query.data._id)}
          className="mt-4 flex h-12 items-center justify-center rounded-full font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100"
        >
          View your order details
        </a>
      )}
    </>
  );
}

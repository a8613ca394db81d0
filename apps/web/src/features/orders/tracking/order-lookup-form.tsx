import {
  MAX_LENGTH,
  MESSAGES,
  ORDER_LOOKUP_NOT_FOUND,
  type OrderLookupAnswer,
  type OrderLookupRequest,
} from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { apiWrite, isApiError } from '#lib/api-client.ts';
import { island } from '#lib/island.tsx';
import { paths } from '#lib/paths.ts';
import { LookedUpOrder } from './looked-up-order.tsx';

type Field = 'number' | 'email';

type LookupState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** Shown here, with what was bought and the link button: those need the pair, not the id. */
  | { status: 'found'; answer: OrderLookupAnswer; pair: OrderLookupRequest }
  /** `field` null: the refusal is about the pair (no hint which is wrong), both are marked. */
  | { status: 'error'; field: Field | null; message: string };

const inputClass =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-neutral-900 text-sm ring-1 ring-neutral-300 placeholder:text-neutral-400 hover:ring-neutral-500 aria-invalid:ring-red-600';

/**
 * The server's refusal as the shopper reads it: a field the server found invalid (its message),
 * one message for any wrong pair, the wait when tried too often.
 */
export function lookupRefusal(error: unknown): { field: Field | null; message: string } {
  if (!isApiError(error)) return { field: null, message: MESSAGES.confirmation.loadFailed };
  if (error.status === 404) return { field: null, message: ORDER_LOOKUP_NOT_FOUND };
  const fields = (error.details?.fields ?? {}) as Partial<Record<Field, string>>;
  const field = (['number', 'email'] as const).find((name) => fields[name]);
  if (error.status === 400 && field) return { field, message: fields[field] ?? error.message };
  if (error.status === 429 || error.status === 400) return { field: null, message: error.message };
  return { field: null, message: MESSAGES.confirmation.loadFailed };
}

interface OrderLookupFormProps {
  /**
   * What the server's page says after the form was sent without JavaScript (a POST the server
   * answers with this page again): the number as typed and why it found nothing.
   */
  number: string;
  error: string | null;
  /** RETURN_WINDOW_DAYS from the store config: a delivered order found says until when. */
  returnWindowDays?: number | null;
}

/**
 * "Find my order": the order number as printed (#1001) and the email used at checkout. A POST
 * form the server answers without JavaScript (the order's tracking page by id); with it, the
 * island asks the API and shows the order below the form, with its items and "Email me my order
 * link" (docs/decisions/050-track-order-link.md). The server checks both fields (decision 045: no
 * zod on a browsing page).
 */
export function OrderLookupForm({
  number,
  error: serverError,
  returnWindowDays = null,
}: OrderLookupFormProps) {
  const numberId = useId();
  const emailId = useId();
  const errorId = useId();
  const [state, setState] = useState<LookupState>(
    serverError ? { status: 'error', field: null, message: serverError } : { status: 'idle' },
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'pending') return;
    // Read from the form itself: what was typed before this island hydrated is in it.
    const data = new FormData(event.currentTarget);
    const pair: OrderLookupRequest = {
      number: String(data.get('orderNumber') ?? ''),
      email: String(data.get('email') ?? ''),
    };
    setState({ status: 'pending' });
    try {
      const answer = await apiWrite<OrderLookupAnswer>('/orders/lookup', {
        method: 'POST',
        body: pair,
      });
      setState({ status: 'found', answer, pair });
      // The address names the order, as the form sent without JavaScript lands: a reload or a
      // shared address shows its tracking (by id: no items, no link button), never the email.
      window.history.replaceState(window.history.state, '', paths.trackOrder(answer._id));
    } catch (error) {
      setState({ status: 'error', ...lookupRefusal(error) });
    }
  }

  const error = state.status === 'error' ? state : null;
  const isInvalid = (field: Field) =>
    (error && (!error.field || error.field === field)) || undefined;
  const describe = (field: Field) => (isInvalid(field) ? errorId : undefined);
  const clearError = () => {
    if (state.status === 'error') setState({ status: 'idle' });
  };

  return (
    <>
      <form
        method="post"
        action={paths.trackOrder()}
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label="Find your order by number"
        className="mt-8 rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6"
      >
        <h2 className="font-semibold text-lg text-neutral-900">Find your order</h2>
        <p className="mt-1 text-neutral-600 text-sm">
          Your order number is in your confirmation email, e.g. #1001.
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <div>
            <label htmlFor={numberId} className="font-medium text-neutral-800 text-sm">
              Order number
            </label>
            <input
              id={numberId}
              name="orderNumber"
              defaultValue={number}
              onInput={clearError}
              maxLength={20}
              placeholder="#1001"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={isInvalid('number')}
              aria-describedby={describe('number')}
              className={`mt-1 ${inputClass}`}
            />
          </div>
          <div>
            <label htmlFor={emailId} className="font-medium text-neutral-800 text-sm">
              Email used at checkout
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              onInput={clearError}
              maxLength={MAX_LENGTH.email}
              placeholder="you@example.com"
              autoComplete="email"
              aria-invalid={isInvalid('email')}
              aria-describedby={describe('email')}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-3 text-red-700 text-sm">
            {error.message}
          </p>
        )}
        <button
          type="submit"
          disabled={state.status === 'pending'}
          className="mt-4 h-12 w-full rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700 disabled:opacity-60 sm:w-auto"
        >
          {state.status === 'pending' ? 'Finding your order…' : 'Find my order'}
        </button>
      </form>
      {state.status === 'found' && (
        <LookedUpOrder
          answer={state.answer}
          pair={state.pair}
          returnWindowDays={returnWindowDays}
        />
      )}
    </>
  );
}

/** On the tracking page (a document, decision 045): hydrates when the page is idle. */
export const OrderLookupIsland = island('order-lookup', OrderLookupForm, 'idle');

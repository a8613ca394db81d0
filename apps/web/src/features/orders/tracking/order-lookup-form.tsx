import {
  MAX_LENGTH,
  MESSAGES,
  ORDER_LOOKUP_NOT_FOUND,
  type OrderLookupAnswer,
  OrderLookupInputSchema,
} from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '#lib/api-client.ts';
import { useLookUpOrder } from '../api/look-up-order.ts';

type Field = 'number' | 'email';

const inputClass =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-neutral-900 text-sm ring-1 ring-neutral-300 placeholder:text-neutral-400 hover:ring-neutral-500 aria-invalid:ring-red-600';

/** The server's refusal as the shopper reads it: one message for any wrong pair (no hint which). */
function lookupErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return ORDER_LOOKUP_NOT_FOUND;
  if (isApiError(error) && (error.status === 429 || error.status === 400)) return error.message;
  return MESSAGES.confirmation.loadFailed;
}

/** "Find my order": the order number as printed (#1001) and the email used at checkout. */
export function OrderLookupForm({ onFound }: { onFound: (tracking: OrderLookupAnswer) => void }) {
  const numberId = useId();
  const emailId = useId();
  const errorId = useId();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const lookUp = useLookUpOrder();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = z.safeParse(OrderLookupInputSchema, { number, email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field: Field = issue?.path[0] === 'email' ? 'email' : 'number';
      setInvalid({ field, message: issue?.message ?? MESSAGES.confirmation.loadFailed });
      return;
    }
    setInvalid(null);
    lookUp.mutate(parsed.data, { onSuccess: onFound });
  }

  const error = invalid?.message ?? (lookUp.isError ? lookupErrorMessage(lookUp.error) : null);
  const describe = (field: Field) =>
    error && (!invalid || invalid.field === field) ? errorId : undefined;
  const isInvalid = (field: Field) =>
    (invalid ? invalid.field === field : lookUp.isError) ? true : undefined;
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setInvalid(null);
    lookUp.reset();
  };

  return (
    <form
      onSubmit={handleSubmit}
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
            value={number}
            onChange={(event) => edit(setNumber)(event.target.value)}
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
            value={email}
            onChange={(event) => edit(setEmail)(event.target.value)}
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
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={lookUp.isPending}
        className="mt-4 h-12 w-full rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700 disabled:opacity-60 sm:w-auto"
      >
        {lookUp.isPending ? 'Finding your order…' : 'Find my order'}
      </button>
    </form>
  );
}

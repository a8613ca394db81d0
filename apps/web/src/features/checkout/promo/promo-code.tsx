import { MAX_LENGTH } from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { ChevronDownWideIcon, TagIcon } from '#ui/icons.tsx';
import { discountPercent } from './applied-coupon.ts';
import type { PromoCodeController } from './use-promo-code.ts';

export interface PromoCodeProps {
  /** From `usePromoCode()`, called once by the page (which prices with `promo.coupon`). */
  promo: PromoCodeController;
  /** Whether the code field starts open; it starts closed, as most shoppers have no code. */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The collapsible promo code of the order summary (spec §2): the field and Apply, the answer, the
 * coupon in use with Remove, and the codes used before.
 */
export function PromoCode({ promo, defaultOpen = false, className = '' }: PromoCodeProps) {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const inputId = `${idPrefix}-code`;
  const messageId = `${idPrefix}-message`;
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const { coupon, message } = promo;
  const isApplyDisabled = promo.isLocked || promo.isChecking;
  const recentCodes = promo.history.filter((code) => code !== coupon?.code);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isApplyDisabled) void promo.apply();
  }

  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="-mx-2 flex w-[calc(100%+1rem)] items-center justify-between gap-3 rounded-lg px-2 py-2 text-left font-medium text-neutral-900 text-sm transition hover:bg-neutral-100"
      >
        <span className="inline-flex items-center gap-2">
          <TagIcon className="size-4 text-neutral-500" />
          {coupon ? 'Promo code applied' : 'Have a promo code?'}
        </span>
        <ChevronDownWideIcon
          className={`size-4 shrink-0 text-neutral-500 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>

      {coupon && (
        <div className="mt-2 flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900 text-sm ring-1 ring-emerald-200">
          <span className="min-w-0">
            <span className="font-semibold tracking-wide">{coupon.code}</span>
            <span className="text-emerald-800"> · {discountPercent(coupon)} off</span>
          </span>
          <button
            type="button"
            onClick={() => promo.remove()}
            aria-label={`Remove coupon ${coupon.code}`}
            className="shrink-0 rounded-full px-2 py-1 font-medium text-emerald-900 text-xs underline-offset-4 hover:underline"
          >
            Remove
          </button>
        </div>
      )}

      <div id={panelId} hidden={!isOpen} className="pt-3">
        <form noValidate onSubmit={handleSubmit} aria-busy={promo.isChecking}>
          <label htmlFor={inputId} className="sr-only">
            Coupon code
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="text"
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Coupon code"
              maxLength={MAX_LENGTH.couponCode}
              value={promo.code}
              onChange={(event) => promo.setCode(event.target.value)}
              aria-invalid={message?.tone === 'error' ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              className="h-11 min-w-0 flex-1 rounded-xl border-0 bg-white px-4 text-neutral-900 uppercase ring-1 ring-neutral-300 transition placeholder:text-neutral-400 placeholder:normal-case hover:ring-neutral-500 focus:outline-none focus:ring-2 focus:ring-accent"
            />
            <button
              type="submit"
              disabled={isApplyDisabled}
              className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-charcoal-900 px-5 font-semibold text-sm text-white transition hover:bg-charcoal-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
            >
              {promo.isChecking && <ButtonSpinner />}
              Apply
            </button>
          </div>
          <div className="text-sm empty:hidden">
            {message && (
              <p
                id={messageId}
                role={message.tone === 'error' ? 'alert' : 'status'}
                className={`mt-2 ${message.tone === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
              >
                {message.text}
                {message.note && (
                  <span className="mt-0.5 block text-neutral-700">{message.note}</span>
                )}
              </p>
            )}
          </div>
        </form>

        {recentCodes.length > 0 && (
          <div className="mt-3">
            <p id={`${idPrefix}-recent`} className="text-neutral-500 text-xs">
              Recently used
            </p>
            <ul aria-labelledby={`${idPrefix}-recent`} className="mt-1.5 flex flex-wrap gap-1.5">
              {recentCodes.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    onClick={() => promo.setCode(code)}
                    aria-label={`Use ${code}`}
                    className="rounded-full bg-neutral-100 px-3 py-1 font-medium text-neutral-700 text-xs tracking-wide ring-1 ring-neutral-200 transition hover:bg-neutral-200"
                  >
                    {code}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

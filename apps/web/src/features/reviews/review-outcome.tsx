import { REVIEW_PAGE_MESSAGES, type ReviewStatus } from '@skins/shared';
import { useEffect, useRef } from 'react';
import { paths } from '#lib/paths.ts';
import { CheckIcon } from '#ui/icons.tsx';

const linkClass =
  'inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold text-sm transition';

/**
 * Where the review page ends: the thank-you (published now, or waiting for the owner's check, as
 * the server answered) or "already reviewed". Focus moves to it when it replaces the form.
 */
export function ReviewOutcome({
  outcome,
  productId,
  takeFocus,
}: {
  outcome: ReviewStatus | 'reviewed';
  productId: string;
  takeFocus: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const isThanks = outcome !== 'reviewed';
  const message =
    outcome === 'Published'
      ? REVIEW_PAGE_MESSAGES.published
      : outcome === 'reviewed'
        ? REVIEW_PAGE_MESSAGES.alreadyReviewed
        : REVIEW_PAGE_MESSAGES.pending;

  return (
    <div role="status" className="flex flex-col items-center px-2 py-6 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      >
        <CheckIcon className="size-7" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-semibold text-neutral-900 text-xl tracking-tight focus:outline-none"
      >
        {isThanks ? 'Review sent' : 'Already reviewed'}
      </h2>
      <p className="mt-2 max-w-sm text-neutral-600">{message}</p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <a
          href={paths.product(productId)}
          className={`${linkClass} bg-charcoal-900 text-white hover:bg-charcoal-700`}
        >
          View the product
        </a>
        <a
          href={paths.home()}
          className={`${linkClass} text-neutral-900 ring-1 ring-neutral-300 hover:bg-neutral-100`}
        >
          Continue shopping
        </a>
      </div>
    </div>
  );
}

import { REVIEW_SORTS, type ReviewSort } from '@skins/shared';
import { useId } from 'react';
import { island } from '#lib/island.tsx';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { CheckBoldIcon } from '#ui/icons.tsx';
import type { ReviewPage } from './api/read-product-reviews.ts';
import { ReviewItem } from './review-item.tsx';
import {
  REVIEWS_PER_PAGE,
  REVIEWS_SECTION_ID,
  type ReviewQuery,
  reviewsHref,
  SORT_LABELS,
} from './review-query.ts';
import { ReviewSummary } from './review-summary.tsx';
import { type ReviewList, useReviewList } from './use-review-list.ts';

export interface ProductReviewsProps {
  productId: string;
  /** The product page's path: the links that sort, filter and page without JavaScript. */
  pagePath: string;
  /** What the page's address asked for. */
  query: ReviewQuery;
  /** The server's page for `query`; null when there is no review, or the server's read failed. */
  initial: ReviewPage | null;
  /** Published reviews (the product read's rating): 0 is the empty state, with no request. */
  count: number;
  /** The product read's average rating: the summary's while the reviews' own read has none. */
  average: number;
}

const VERIFIED_NOTE =
  'Reviews come from verified buyers: after delivery we email each order’s buyer a link to review what they bought.';

/** The product page's reviews (`#reviews`): the summary, its histogram filter, sort and list. */
function ProductReviews(props: ProductReviewsProps) {
  const headingId = useId();
  return (
    <section id={REVIEWS_SECTION_ID} aria-labelledby={headingId} className="scroll-mt-24">
      <h2
        id={headingId}
        className="font-semibold text-2xl text-neutral-900 tracking-tight sm:text-3xl"
      >
        Customer reviews
      </h2>
      {props.count === 0 ? (
        <div className="mt-6 rounded-3xl bg-neutral-100 px-6 py-10 text-center ring-1 ring-neutral-900/5">
          <p className="font-semibold text-lg text-neutral-900">No reviews yet</p>
          <p className="mx-auto mt-2 max-w-md text-neutral-600 text-sm">{VERIFIED_NOTE}</p>
        </div>
      ) : (
        <ReviewsBody {...props} />
      )}
    </section>
  );
}

function ReviewsBody({ productId, pagePath, query, initial, count, average }: ProductReviewsProps) {
  const { list, choose, showMore, retry } = useReviewList(productId, query, initial);
  const hrefOf = (next: Partial<ReviewQuery>) =>
    reviewsHref(pagePath, { ...list.query, page: 1, ...next });
  const summary = list.summary ?? { average, count };

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-12 lg:gap-14">
      <div className="lg:col-span-4">
        <div className="rounded-3xl bg-neutral-100 p-6 ring-1 ring-neutral-900/5 lg:sticky lg:top-24">
          <ReviewSummary
            summary={summary}
            rating={list.query.rating}
            hrefOf={(rating) => hrefOf({ rating })}
            onFilter={(rating) => choose({ sort: list.query.sort, rating })}
          />
          <p className="mt-6 flex gap-2 border-neutral-900/10 border-t pt-5 text-neutral-600 text-xs leading-relaxed">
            <CheckBoldIcon className="mt-0.5 size-3.5 shrink-0 text-emerald-700" />
            {VERIFIED_NOTE}
          </p>
        </div>
      </div>
      <div className="lg:col-span-8">
        <ReviewsToolbar
          list={list}
          pagePath={pagePath}
          clearHref={hrefOf({ rating: null })}
          onSort={(sort) => choose({ sort, rating: list.query.rating })}
          onClear={() => choose({ sort: list.query.sort, rating: null })}
        />
        <div
          aria-busy={list.status === 'loading'}
          className={`mt-6 divide-y divide-neutral-200 transition-opacity ${list.status === 'loading' && list.reviews.length > 0 ? 'opacity-60' : ''}`}
        >
          {list.reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </div>
        <ReviewsFooter list={list} hrefOf={hrefOf} onMore={showMore} onRetry={retry} />
      </div>
    </div>
  );
}

interface ReviewsToolbarProps {
  list: ReviewList;
  pagePath: string;
  clearHref: string;
  onSort: (sort: ReviewSort) => void;
  onClear: () => void;
}

/** Which reviews show (a star filter can be cleared) and the sort: a GET form without JavaScript. */
function ReviewsToolbar({ list, pagePath, clearHref, onSort, onClear }: ReviewsToolbarProps) {
  const sortId = useId();
  const { rating } = list.query;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-neutral-200 border-b pb-4">
      <p className="text-neutral-600 text-sm" aria-live="polite">
        {rating === null ? (
          `${list.total} ${list.total === 1 ? 'review' : 'reviews'}`
        ) : (
          <>
            {`${list.total} ${rating}-star ${list.total === 1 ? 'review' : 'reviews'} · `}
            <a
              href={clearHref}
              onClick={(event) => {
                event.preventDefault();
                onClear();
              }}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              Show all reviews
            </a>
          </>
        )}
      </p>
      <form
        method="get"
        action={`${pagePath}#${REVIEWS_SECTION_ID}`}
        onSubmit={(event) => event.preventDefault()}
        className="flex items-center gap-2"
      >
        {rating !== null && <input type="hidden" name="rating" value={rating} />}
        <label htmlFor={sortId} className="font-medium text-neutral-500 text-sm">
          Sort reviews
        </label>
        <select
          id={sortId}
          name="sort"
          value={list.query.sort}
          onChange={(event) => onSort(event.target.value as ReviewSort)}
          autoComplete="off"
          // Before the island hydrates (or if its code never comes), the page's early script
          // sends the form on a choice; once hydrated, onSubmit keeps it on the page.
          data-submit-on-change=""
          className="h-9 rounded-full border-0 bg-white py-0 pr-8 pl-3.5 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 hover:ring-neutral-500"
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        {/* Where scripts run, choosing an option sorts; elsewhere this button sends the form. */}
        <button
          type="submit"
          className="hidden h-9 rounded-full bg-charcoal-900 px-3.5 font-medium text-sm text-white hover:bg-charcoal-700 noscript:inline-flex noscript:items-center"
        >
          Sort
        </button>
      </form>
    </div>
  );
}

interface ReviewsFooterProps {
  list: ReviewList;
  hrefOf: (next: Partial<ReviewQuery>) => string;
  onMore: () => void;
  onRetry: () => void;
}

/** "Show more" (a link to the next page without JavaScript), loading and failure. */
function ReviewsFooter({ list, hrefOf, onMore, onRetry }: ReviewsFooterProps) {
  if (list.status === 'error') {
    return (
      <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-neutral-700">Reviews could not be loaded.</span>
        <button
          type="button"
          onClick={onRetry}
          className="h-9 rounded-full bg-white px-4 font-medium text-neutral-900 ring-1 ring-neutral-300 hover:ring-neutral-500"
        >
          Try again
        </button>
      </div>
    );
  }
  if (list.status === 'loading' && list.reviews.length === 0) {
    return (
      <p className="mt-6 flex items-center gap-2 text-neutral-500 text-sm">
        <ButtonSpinner /> Loading reviews…
      </p>
    );
  }
  if (list.reviews.length === 0) {
    // An address past the last page (or a filter with none): back to the first reviews.
    return (
      <p className="mt-6 text-neutral-600 text-sm">
        No reviews here.{' '}
        <a href={hrefOf({ rating: null })} className="font-medium text-accent hover:underline">
          See the first reviews
        </a>
      </p>
    );
  }
  if (list.page >= list.totalPages) return null;
  const isLoading = list.status === 'loading';
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <a
        href={hrefOf({ page: list.page + 1 })}
        onClick={(event) => {
          event.preventDefault();
          if (!isLoading) onMore();
        }}
        aria-disabled={isLoading ? 'true' : undefined}
        className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-6 font-semibold text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:ring-neutral-500"
      >
        {isLoading && <ButtonSpinner />}
        Show more reviews
      </a>
      <span className="text-neutral-500 text-sm">{shownRange(list)}</span>
    </div>
  );
}

/** 'Showing 1–5 of 12': a page loaded without JavaScript may start past the first. */
function shownRange({ firstPage, reviews, total }: ReviewList): string {
  const first = (firstPage - 1) * REVIEWS_PER_PAGE + 1;
  return `Showing ${first}–${first + reviews.length - 1} of ${total}`;
}

/** The reviews come with their code when the section is near the screen (decision 056). */
export const ProductReviewsIsland = island('reviews', ProductReviews, 'visible');

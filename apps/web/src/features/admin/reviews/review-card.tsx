import type { AdminReview, ReviewStatus } from '@skins/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useAdminProduct } from '#features/admin/products/api/get-admin-product.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { adminButton } from '../components/admin-button.ts';
import { errorMessageOf } from '../components/error-message.ts';
import { formatAdminDateTime } from '../components/format.ts';
import { useUpdateReview } from './api/update-review.ts';
import { ReviewHistory } from './review-history.tsx';
import { ReviewPhotos } from './review-photos.tsx';
import { ReviewReply } from './review-reply.tsx';
import { ReviewStars } from './review-stars.tsx';
import { REVIEW_STATUS_LABELS, REVIEW_STATUS_TONES } from './review-status.ts';

const MOVES: readonly { to: Exclude<ReviewStatus, 'Pending'>; label: string; done: string }[] = [
  { to: 'Published', label: 'Publish', done: 'published' },
  { to: 'Hidden', label: 'Hide', done: 'hidden' },
];

/** The reviewed product's name, from the product itself (the review names only its id). */
function ReviewedProduct({ productId }: { productId: string }) {
  const product = useAdminProduct(productId);
  return (
    <Link
      to={adminPaths.product(productId)}
      className="font-medium text-neutral-900 hover:text-accent hover:underline"
    >
      {product.data?.name ?? 'Product'}
    </Link>
  );
}

/** One review as the owner moderates it: what the buyer wrote and sent, who, and the actions. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const update = useUpdateReview();
  const { showToast } = useToast();
  const headingId = `review-${review._id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  function move(to: ReviewStatus, done: string) {
    update.mutate(
      { reviewId: review._id, changes: { status: to } },
      {
        onSuccess: (saved) =>
          showToast({ kind: 'success', message: `Review by ${saved.author} ${done}.` }),
        onError: (error) =>
          showToast({
            kind: 'error',
            message: errorMessageOf(error, 'The review could not be changed. Try again.'),
          }),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:gap-8">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <ReviewStars rating={review.rating} />
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${REVIEW_STATUS_TONES[review.status]}`}
            >
              {REVIEW_STATUS_LABELS[review.status]}
            </span>
            <time dateTime={review.createdAt} className="text-neutral-500 text-xs">
              {formatAdminDateTime(review.createdAt)}
            </time>
          </div>
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="mt-3 font-semibold text-base text-neutral-900 focus:outline-none"
          >
            {review.title ?? <span className="sr-only">Review by {review.author}</span>}
          </h2>
          <p className="mt-1 whitespace-pre-line text-neutral-800 text-sm leading-relaxed">
            {review.body}
          </p>
          <ReviewPhotos review={review} />
          <ReviewReply review={review} onSaved={() => headingRef.current?.focus()} />
          <ReviewHistory history={review.history} />
        </div>

        <aside className="flex shrink-0 flex-col gap-4 border-neutral-100 border-t pt-4 text-sm lg:w-64 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            <dt className="text-neutral-500">Product</dt>
            <dd className="min-w-0 truncate">
              <ReviewedProduct productId={review.productId} />
            </dd>
            <dt className="text-neutral-500">Model</dt>
            <dd className="text-neutral-800">{review.selectedModel}</dd>
            <dt className="text-neutral-500">By</dt>
            <dd className="text-neutral-800">{review.author}</dd>
            <dt className="text-neutral-500">Order</dt>
            <dd>
              {/* The list names the order by number only; its page is found by searching it. */}
              <Link
                to={`${adminPaths.orders()}?${new URLSearchParams({ search: String(review.orderNumber) })}`}
                className="text-neutral-800 hover:text-accent hover:underline"
              >
                #{review.orderNumber}
              </Link>
            </dd>
            <dt className="text-neutral-500">Email</dt>
            <dd className="min-w-0 truncate text-neutral-800" title={review.email}>
              {review.email}
            </dd>
          </dl>
          <div className="flex gap-2 lg:flex-col">
            {MOVES.filter((m) => m.to !== review.status).map((m, index) => (
              <button
                key={m.to}
                type="button"
                disabled={update.isPending}
                onClick={() => move(m.to, m.done)}
                aria-label={`${m.label} the review by ${review.author}`}
                className={`${index === 0 && m.to === 'Published' ? adminButton.primary : adminButton.secondary} flex-1 lg:w-full`}
              >
                {update.isPending && update.variables?.changes.status === m.to && <ButtonSpinner />}
                {m.label}
              </button>
            ))}
          </div>
        </aside>
      </div>
    </article>
  );
}

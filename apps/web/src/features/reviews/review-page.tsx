import { REVIEW_FORM_OUTCOMES, REVIEW_PAGE_MESSAGES, type ReviewRequest } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useActionData, useSearchParams } from 'react-router';
import { isApiError } from '#lib/api-client.ts';
import { isKnownReason } from '#lib/form-return.ts';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';
import { ProductImage } from '#ui/product-image.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { primaryButtonClass, StatusPage, secondaryButtonClass } from '#ui/status-page.tsx';
import { reviewRequestQueryOptions } from './api/get-review-request.ts';
import { ReviewFormIsland } from './review-form.tsx';
import type { TypedReview } from './typed-review.ts';

/** The query parameter the server's answer to the form (sent without JavaScript) carries. */
export const REVIEW_OUTCOME_PARAM = 'review';

/** Whether the API's answer means the link itself is no good (bad, expired, not reviewable). */
export function isLinkRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * `/review/{token}`, the review request mail's link for one order line: the product, the model
 * bought and the order, then the review form (an island). A document (decision 045): the server
 * renders it from the token, and the form works without JavaScript (photos excepted).
 */
export function ReviewPage({ token }: { token: string }) {
  const query = useQuery({ ...reviewRequestQueryOptions(token), retryOnMount: false });
  const [searchParams] = useSearchParams();
  const reason = searchParams.get(REVIEW_OUTCOME_PARAM);
  const outcome = isKnownReason(REVIEW_FORM_OUTCOMES, reason) ? reason : null;
  // A refused form, rendered by the server for its POST (the route's action): what was typed.
  const typed = useActionData<TypedReview>();

  if (query.isPending) {
    // Only where the page renders before its data (tests): the server waits for it.
    return (
      <div className="flex justify-center py-24">
        <NoIndex />
        <Spinner label="Opening your review" />
      </div>
    );
  }
  if (query.isError) {
    if (isLinkRefused(query.error)) return <ReviewLinkNotValid />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <NoIndex />
        <QueryError message={REVIEW_PAGE_MESSAGES.failed} retryHref={paths.review(token)} />
      </div>
    );
  }
  const request = query.data;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
      <NoIndex />
      <title>Review your skin — Skins</title>
      <p className="font-semibold text-accent text-xs uppercase tracking-widest">
        Verified purchase
      </p>
      <h1 className="mt-2 font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl">
        How is your skin?
      </h1>
      <ReviewedProduct request={request} />
      <section
        aria-label="Write your review"
        className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-8"
      >
        <ReviewFormIsland
          token={token}
          productId={request.product._id}
          isReviewed={request.reviewed}
          outcome={outcome}
          {...(typed ? { typed } : {})}
        />
      </section>
      <p className="mt-4 px-1 text-neutral-500 text-sm">
        Your review shows your first name and the initial of your last name, marked “Verified
        buyer”, with the model you bought.
      </p>
    </div>
  );
}

function ReviewedProduct({ request }: { request: ReviewRequest }) {
  const { product, orderNumber } = request;
  return (
    <div className="mt-6 flex items-center gap-4 rounded-3xl bg-white p-4 ring-1 ring-neutral-900/5 sm:gap-5 sm:p-5">
      <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-neutral-100 sm:size-24">
        <ProductImage
          src={product.image}
          alt=""
          sizes="96px"
          width={96}
          height={96}
          className="size-full object-cover"
        />
      </div>
      <div className="min-w-0">
        <p className="font-semibold text-neutral-900 leading-snug">{product.name}</p>
        <p className="mt-1 text-neutral-600 text-sm">
          {`for ${product.selectedBrand} ${product.selectedModel}`}
        </p>
        <p className="mt-1 text-neutral-500 text-sm">{`Order #${orderNumber}`}</p>
      </div>
    </div>
  );
}

/** A bad or expired link: what it is and a way on, with the page's 404 (the route's loader). */
export function ReviewLinkNotValid() {
  return (
    <>
      <NoIndex />
      <StatusPage
        documentTitle="Review link not valid"
        heading={REVIEW_PAGE_MESSAGES.linkNotValid}
        actions={
          <>
            <a href={paths.home()} className={primaryButtonClass}>
              Go to the shop
            </a>
            <a href={paths.trackOrder()} className={secondaryButtonClass}>
              Track an order
            </a>
          </>
        }
      >
        {REVIEW_PAGE_MESSAGES.linkNotValidHint}
      </StatusPage>
    </>
  );
}

import type { ProductReview, ReviewSummary } from '@skins/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ReviewPage, readProductReviews } from './api/read-product-reviews.ts';
import type { ReviewQuery } from './review-query.ts';

export interface ReviewList {
  query: ReviewQuery;
  reviews: ProductReview[];
  /** The first page shown (an address may start past page 1) and the last. */
  firstPage: number;
  /** "Show more" asks for the page after this one. */
  page: number;
  total: number;
  totalPages: number;
  summary: ReviewSummary | null;
  status: 'ready' | 'loading' | 'error';
}

const fromPage = (query: ReviewQuery, answer: ReviewPage): ReviewList => ({
  query,
  reviews: answer.data,
  firstPage: answer.page,
  page: answer.page,
  total: answer.total,
  totalPages: answer.totalPages,
  summary: answer.summary,
  status: 'ready',
});

/**
 * The reviews island's list: the server's page to start with, then another sort or star
 * filter (the list starts again) and "Show more" (the next page is added below). Only the last
 * request counts: a slow answer to an earlier choice is dropped.
 */
export function useReviewList(productId: string, query: ReviewQuery, initial: ReviewPage | null) {
  const [list, setList] = useState<ReviewList>(() =>
    initial
      ? fromPage(query, initial)
      : {
          query,
          reviews: [],
          firstPage: 0,
          page: 0,
          total: 0,
          totalPages: 0,
          summary: null,
          status: 'loading',
        },
  );
  const latest = useRef(0);
  const failed = useRef<{ query: ReviewQuery; isMore: boolean } | null>(null);

  const load = useCallback(
    (next: ReviewQuery, isMore: boolean) => {
      latest.current += 1;
      const request = latest.current;
      setList((current) => ({
        ...current,
        query: isMore ? current.query : next,
        status: 'loading',
      }));
      readProductReviews(productId, next).then(
        (answer) => {
          if (request !== latest.current) return;
          failed.current = null;
          setList((current) =>
            isMore
              ? {
                  ...fromPage(current.query, answer),
                  reviews: [...current.reviews, ...answer.data],
                }
              : fromPage(next, answer),
          );
        },
        () => {
          if (request !== latest.current) return;
          failed.current = { query: next, isMore };
          setList((current) => ({ ...current, status: 'error' }));
        },
      );
    },
    [productId],
  );

  // The server's read failed (the page came without it): ask once the island is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island hydrates
  useEffect(() => {
    if (!initial) load(query, false);
  }, []);

  return {
    list,
    choose: (next: Omit<ReviewQuery, 'page'>) => load({ ...next, page: 1 }, false),
    showMore: () => load({ ...list.query, page: list.page + 1 }, true),
    retry: () => {
      const again = failed.current;
      if (again) load(again.query, again.isMore);
    },
  };
}

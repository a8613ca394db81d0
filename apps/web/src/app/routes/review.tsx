import type { QueryClient } from '@tanstack/react-query';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useParams } from 'react-router';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';
import { reviewRequestQueryOptions } from '#features/reviews/api/get-review-request.ts';
import { isLinkRefused, ReviewPage } from '#features/reviews/review-page.tsx';
import { type TypedReview, typedReviewOf } from '#features/reviews/typed-review.ts';

/**
 * `/review/:token`: the review page of one order line. The server renders it with the line (the
 * loader waits for it there); a bad or expired link is the page's own "not valid" state, with
 * status 404.
 */
export function createLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const token = params.token ?? '';
    const options = reviewRequestQueryOptions(token);
    await prefetchWhenUnlocked(queryClient, options);
    const { error } = queryClient.getQueryState(options.queryKey) ?? {};
    return isLinkRefused(error) ? data(null, { status: 404 }) : null;
  };
}

/**
 * The form sent without JavaScript, when the server refused it: the server renders the page for
 * that POST (its reason in the address, `?review=`), and the form shows what was typed. The
 * review itself was posted by the server's form route; this only reads it back.
 */
export async function action({ request }: ActionFunctionArgs): Promise<TypedReview> {
  return typedReviewOf(await request.formData());
}

export function Component() {
  const { token = '' } = useParams();
  return <ReviewPage key={token} token={token} />;
}

import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { categoriesQueryOptions, useCategories } from '#features/catalog/api/get-categories.ts';
import { listingHeading } from '#features/catalog/listing/listing-copy.ts';
import { listingQueryOptions } from '#features/catalog/listing/listing-query.ts';
import { parseListingState } from '#features/catalog/listing/listing-search-params.ts';
import { resolveListingTarget } from '#features/catalog/listing/listing-target.ts';
import { ProductListing } from '#features/catalog/listing/product-listing.tsx';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';
import { NotFoundPage } from './not-found.tsx';

/** `/category/:category` and `/category/:category/:type`; anything else there is a 404. */
export function createLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    // The shop's categories first (the database's, decision 067): the URL names one by its slug.
    await prefetchWhenUnlocked(queryClient, categoriesQueryOptions());
    const categories = queryClient.getQueryData(categoriesQueryOptions().queryKey);
    if (!categories) return null;
    const target = resolveListingTarget(categories, params.category, params.type);
    if (!target) throw data(null, { status: 404 });
    const state = parseListingState(new URL(request.url).searchParams);
    // A document (decision 045): the server's HTML holds every device's list; the listing's
    // island asks for the chosen device's own once it has hydrated.
    await prefetchWhenUnlocked(queryClient, listingQueryOptions(target, state));
    return null;
  };
}

export function Component() {
  const params = useParams();
  const { data: categories } = useCategories();
  if (!categories) return null;
  const target = resolveListingTarget(categories, params.category, params.type);
  if (!target) return <NotFoundPage />;
  return (
    <>
      <title>{`${listingHeading(target)} — Skins`}</title>
      {/* A new category or type starts fresh instead of dimming the previous one's grid. */}
      <ProductListing key={`${target.category.slug}/${target.type?.name ?? ''}`} target={target} />
    </>
  );
}

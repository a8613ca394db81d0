import { type Category, CategorySchema, dataEnvelopeSchema, shopCategoryOf } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';

const CategoryDataSchema = dataEnvelopeSchema(CategorySchema);

/** GET /api/categories: the shop's categories in the bar's order (the owner's, decision 067). */
async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiGet('/categories', CategoryDataSchema, { signal })).data;
}

/**
 * The categories' query. The server's page render fetches it first (entry-server.tsx), so the
 * header's bar and the listing pages are drawn with the database's names, slugs and order.
 */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Renamed or added by the owner now and then: a page's answer serves its visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCategories(options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * Where a "shop" link goes: the shop's category (`shopCategoryOf`) under its slug now (decision
 * 067: a fixed slug is a 301 on a document and a 404 to the app's router after a rename); while
 * the categories are not known, `/category`, which redirects to it.
 */
export function useShopPath(): string {
  const shop = shopCategoryOf(useCategories().data ?? []);
  return shop ? paths.category(shop.slug) : paths.categoryRoot();
}

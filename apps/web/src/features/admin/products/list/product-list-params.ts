import { builtInCategory, CATEGORIES, type ProductSort, type ProductTypeName } from '@skins/shared';

const CATEGORY_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

import type { AdminProductListParams } from '../api/admin-product-keys.ts';

/** The list's URL parameters; the page's address is the list's state. */
export const LIST_PARAM = {
  search: 'search',
  category: 'category',
  type: 'type',
  status: 'status',
  sort: 'sort',
  page: 'page',
} as const;

/** `status=active` is the shoppers' list; the default shows every product. */
export const STATUS_OPTIONS = [
  { value: '', label: 'All products' },
  { value: 'active', label: 'Active only' },
] as const;

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'Newest', label: 'Newest first' },
  { value: 'Name', label: 'Name A–Z' },
  { value: 'PriceLowHigh', label: 'Price, low to high' },
  { value: 'PriceHighLow', label: 'Price, high to low' },
];

/** What the list asks the API for, from the URL; unknown values are ignored, not sent. */
export function listParamsOf(searchParams: URLSearchParams): AdminProductListParams {
  const pageText = searchParams.get(LIST_PARAM.page) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(Number(pageText), 1) : 1;
  // The categories are the owner's (decision 067): any slug-shaped text, which the API judges.
  const categoryText = searchParams.get(LIST_PARAM.category) ?? '';
  const category = CATEGORY_PARAM.test(categoryText) ? { slug: categoryText } : undefined;
  const typeName = searchParams.get(LIST_PARAM.type);
  // A built-in category's type only within it (or on its own): the filters never contradict.
  const builtIn = category ? builtInCategory(category.slug) : undefined;
  const types: readonly { name: ProductTypeName }[] = builtIn
    ? builtIn.productTypes
    : CATEGORIES.flatMap((c): readonly { name: ProductTypeName }[] => c.productTypes);
  const productType = types.find((t) => t.name === typeName)?.name;
  const sort = SORT_OPTIONS.find((o) => o.value === searchParams.get(LIST_PARAM.sort))?.value;
  const search = searchParams.get(LIST_PARAM.search)?.trim();
  return {
    page,
    ...(search ? { search } : {}),
    ...(category ? { category: category.slug } : {}),
    ...(productType ? { productType } : {}),
    includeInactive: searchParams.get(LIST_PARAM.status) !== 'active',
    sort: sort ?? 'Newest',
  };
}

/** True when the admin narrowed the list, so an empty answer means "no match", not "no products". */
export function isFiltered(params: AdminProductListParams): boolean {
  return Boolean(params.search || params.category || params.productType || !params.includeInactive);
}

import { FINISH_TAGS, PRODUCT_PAGE_SIZE, type ProductSort } from '@skins/shared';
import type { ProductListParams } from '../api/product-keys.ts';

/** The listing's whole state lives in the URL (?sort=&tags=&page=): shareable, and Back works. */
export interface ListingState {
  sort: ProductSort;
  /** Active filter tags, in the order of `FILTER_TAGS`. */
  tags: FilterTag[];
  page: number;
}

/** Sort choices in menu order; `param` is what the URL shows, `sort` what the API takes. */
export const SORT_OPTIONS = [
  { param: 'newest', sort: 'Newest', label: 'Newest' },
  { param: 'price-asc', sort: 'PriceLowHigh', label: 'Price: Low to High' },
  { param: 'price-desc', sort: 'PriceHighLow', label: 'Price: High to Low' },
  { param: 'popular', sort: 'Popular', label: 'Popular' },
  { param: 'name', sort: 'Name', label: 'Name' },
] as const satisfies readonly { param: string; sort: ProductSort; label: string }[];

export type SortParam = (typeof SORT_OPTIONS)[number]['param'];

export const FILTER_TAGS = [...FINISH_TAGS, 'new', 'bestseller'] as const;
export type FilterTag = (typeof FILTER_TAGS)[number];

export const DEFAULT_LISTING_STATE: ListingState = { sort: 'Newest', tags: [], page: 1 };

// Far beyond any real catalog; keeps a hand-edited URL from asking for page 1e20.
const MAX_PAGE = 100_000;

const isFilterTag = (value: string): value is FilterTag =>
  (FILTER_TAGS as readonly string[]).includes(value);

/** The URL's name of a sort (`?sort=price-asc`), as the sort menu's options carry it. */
export function sortParamOf(sort: ProductSort): SortParam {
  return SORT_OPTIONS.find((option) => option.sort === sort)?.param ?? 'newest';
}

/** The sort a URL names (`price-asc`), or the default for anything else. */
export function sortOfParam(param: string | null | undefined): ProductSort {
  const wanted = param?.trim().toLowerCase();
  return SORT_OPTIONS.find((option) => option.param === wanted)?.sort ?? 'Newest';
}

/** Reads the listing state; anything unknown or malformed falls back to the default. */
export function parseListingState(search: URLSearchParams): ListingState {
  const sort = sortOfParam(search.get('sort'));

  const requested = new Set(
    (search.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(isFilterTag),
  );
  const tags = FILTER_TAGS.filter((tag) => requested.has(tag));

  const pageText = search.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;

  return { sort, tags, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/**
 * Writes the state over `base`, keeping its other parameters (utm_*, …). Defaults are left out so
 * the plain category URL stays the canonical one.
 */
export function writeListingState(
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  // Always the same order, so one state has one URL.
  for (const key of ['sort', 'tags', 'page']) next.delete(key);
  if (state.sort !== DEFAULT_LISTING_STATE.sort) next.set('sort', sortParamOf(state.sort));
  const tags = FILTER_TAGS.filter((tag) => state.tags.includes(tag));
  if (tags.length > 0) next.set('tags', tags.join(','));
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** The link of `state` on the listing at `pathname`, keeping the other parameters of `search`. */
export function listingHref(pathname: string, search: string, state: ListingState): string {
  const query = writeListingState(state, new URLSearchParams(search)).toString();
  return query ? `${pathname}?${query}` : pathname;
}

// A new filter changes what page N means, so it goes back to page 1 (as a new sort does: the
// sort form sends no page).
export function withTagToggled(state: ListingState, tag: FilterTag): ListingState {
  const tags = state.tags.includes(tag)
    ? state.tags.filter((active) => active !== tag)
    : FILTER_TAGS.filter((known) => known === tag || state.tags.includes(known));
  return { ...state, tags, page: 1 };
}

export function withoutFilters(state: ListingState): ListingState {
  return { ...state, tags: [], page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.trunc(page)) };
}

/** The API query for the state; no `tags` key when none are active, so cache keys stay stable. */
export function listingApiParams(state: ListingState): ProductListParams {
  return {
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
    sort: state.sort,
    ...(state.tags.length > 0 ? { tags: [...state.tags] } : {}),
  };
}

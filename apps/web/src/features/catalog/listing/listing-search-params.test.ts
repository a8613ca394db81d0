import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_STATE,
  type ListingState,
  listingApiParams,
  parseListingState,
  withoutFilters,
  withPage,
  withTagToggled,
  writeListingState,
} from './listing-search-params.ts';

const parse = (query: string) => parseListingState(new URLSearchParams(query));
const write = (state: ListingState, base?: string) =>
  writeListingState(state, new URLSearchParams(base)).toString();

describe('parseListingState', () => {
  it('reads sort, tags and page from the URL', () => {
    expect(parse('sort=price-asc&tags=glossy,matte&page=3')).toEqual({
      sort: 'PriceLowHigh',
      tags: ['matte', 'glossy'],
      page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING_STATE);
    expect(DEFAULT_LISTING_STATE).toEqual({ sort: 'Newest', tags: [], page: 1 });
  });

  it.each([
    ['sort=cheapest', { sort: 'Newest' }],
    ['sort=PRICE-DESC', { sort: 'PriceHighLow' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999999', { page: 1 }],
  ])('falls back to the default for a malformed value (%s)', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('keeps known filter tags only, once each, in menu order', () => {
    expect(parse('tags=NEW,,glossy,carbon,glossy').tags).toEqual(['glossy', 'new']);
  });
});

describe('writeListingState', () => {
  it('leaves the defaults out, so the plain URL is the canonical one', () => {
    expect(write(DEFAULT_LISTING_STATE)).toBe('');
  });

  it('writes every non-default value', () => {
    expect(write({ sort: 'Popular', tags: ['holographic', 'matte'], page: 2 })).toBe(
      'sort=popular&tags=matte%2Cholographic&page=2',
    );
  });

  it('keeps unrelated parameters and removes stale ones', () => {
    expect(write(DEFAULT_LISTING_STATE, 'utm_source=mail&page=4&tags=matte')).toBe(
      'utm_source=mail',
    );
  });

  it('round-trips through the URL', () => {
    const state: ListingState = { sort: 'Name', tags: ['textured', 'bestseller'], page: 7 };
    expect(parseListingState(writeListingState(state))).toEqual(state);
  });
});

describe('state changes', () => {
  const onPage3: ListingState = { sort: 'Newest', tags: ['matte'], page: 3 };

  it('toggling a tag on or off goes back to page 1', () => {
    expect(withTagToggled(onPage3, 'new')).toEqual({
      sort: 'Newest',
      tags: ['matte', 'new'],
      page: 1,
    });
    expect(withTagToggled(onPage3, 'matte')).toEqual({ sort: 'Newest', tags: [], page: 1 });
  });

  it('clearing filters keeps the sort', () => {
    expect(withoutFilters({ ...onPage3, sort: 'Name' })).toEqual({
      sort: 'Name',
      tags: [],
      page: 1,
    });
  });

  it('paging keeps sort and filters', () => {
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
    expect(withPage(onPage3, 0).page).toBe(1);
  });
});

describe('listingApiParams', () => {
  it('asks for 12 per page with the sort and tags', () => {
    expect(listingApiParams({ sort: 'Popular', tags: ['glossy'], page: 2 })).toEqual({
      page: 2,
      limit: 12,
      sort: 'Popular',
      tags: ['glossy'],
    });
  });

  it('sends no tags key without filters', () => {
    expect(listingApiParams(DEFAULT_LISTING_STATE)).not.toHaveProperty('tags');
  });
});

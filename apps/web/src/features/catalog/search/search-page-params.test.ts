import { describe, expect, it } from 'vitest';
import { parseSearchPageState, searchPageHref } from './search-page-params.ts';

const parse = (query: string) => parseSearchPageState(new URLSearchParams(query));

describe('parseSearchPageState', () => {
  it('reads the trimmed query and the page', () => {
    expect(parse('query=%20carbon%20fibre%20&page=2')).toEqual({ query: 'carbon fibre', page: 2 });
  });

  it('treats a missing or blank query as nothing to search', () => {
    expect(parse('')).toEqual({ query: '', page: 1 });
    expect(parse('query=%20%20')).toEqual({ query: '', page: 1 });
  });

  it('falls back to page 1 for a malformed page', () => {
    expect(parse('query=a&page=0').page).toBe(1);
    expect(parse('query=a&page=x').page).toBe(1);
  });

  it('cuts a query to the 100 characters the API accepts', () => {
    expect(parse(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
  });
});

describe('searchPageHref', () => {
  it('leaves page 1 out and encodes the query', () => {
    expect(searchPageHref({ query: 'marble & gold', page: 1 })).toBe(
      '/search?query=marble+%26+gold',
    );
    expect(searchPageHref({ query: 'marble', page: 3 })).toBe('/search?query=marble&page=3');
  });
});

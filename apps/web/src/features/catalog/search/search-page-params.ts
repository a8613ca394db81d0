import { MAX_LENGTH } from '@skins/shared';

export interface SearchPageState {
  /** Trimmed; '' means nothing to search for. */
  query: string;
  page: number;
}

/** Reads `/search?query=…&page=…`. The API refuses queries over 100 characters, so cut there. */
export function parseSearchPageState(search: URLSearchParams): SearchPageState {
  const query = (search.get('query') ?? '').trim().slice(0, MAX_LENGTH.searchQuery).trim();
  const pageText = search.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return { query, page };
}

export function searchPageHref(state: SearchPageState): string {
  const params = new URLSearchParams({ query: state.query });
  if (state.page > 1) params.set('page', String(state.page));
  return `/search?${params}`;
}

import type { AutocompleteItem } from '@skins/shared';
import { apiRead } from '#lib/api-client.ts';

/**
 * GET /api/products/search/autocomplete: up to 8 suggestions, best first. Not a TanStack query:
 * the overlay's debounce hook owns the timing and aborts superseded requests itself. Read
 * unchecked, since the overlay runs in a browsing page's island, which carries no zod
 * (docs/decisions/045-storefront-islands.md).
 */
export async function getAutocomplete(
  query: string,
  signal: AbortSignal,
): Promise<AutocompleteItem[]> {
  const { data } = await apiRead<{ data: AutocompleteItem[] }>('/products/search/autocomplete', {
    signal,
    query: { query },
  });
  return data;
}

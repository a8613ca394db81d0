import { type AutocompleteItem, AutocompleteItemSchema, dataEnvelopeSchema } from '@skins/shared';
import { apiGet } from '#lib/api-client.ts';

const AutocompleteResponseSchema = dataEnvelopeSchema(AutocompleteItemSchema);

/**
 * GET /api/products/search/autocomplete: up to 8 suggestions, best first. Not a TanStack query:
 * the overlay's debounce hook owns the timing and aborts superseded requests itself.
 */
export async function getAutocomplete(
  query: string,
  signal: AbortSignal,
): Promise<AutocompleteItem[]> {
  const { data } = await apiGet('/products/search/autocomplete', AutocompleteResponseSchema, {
    signal,
    query: { query },
  });
  return data;
}

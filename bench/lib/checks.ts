import { AutocompleteItemSchema, dataEnvelopeSchema, ProductListSchema } from '@skins/shared';

interface ExpectedAnswers {
  listingPath: string;
  autocompletePaths: string[];
  catalogSize: number;
}

const AutocompleteAnswerSchema = dataEnvelopeSchema(AutocompleteItemSchema);

async function fetchOk(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body}`);
  return body;
}

/**
 * Load numbers are worthless if the answers are wrong: check each benchmarked call once
 * against the contract first, and keep the listing body for the ceiling to serve.
 */
export async function checkAnswers(
  baseUrl: string,
  { listingPath, autocompletePaths, catalogSize }: ExpectedAnswers,
): Promise<{ listingBody: string; suggestionsPerQuery: Record<string, number> }> {
  const listingBody = await fetchOk(`${baseUrl}${listingPath}`);
  const listing = ProductListSchema.parse(JSON.parse(listingBody));
  console.log(
    `listing: ${listing.data.length} products on page 1 of ${listing.totalPages}, ` +
      `${listing.total} in total, ${Buffer.byteLength(listingBody)} bytes`,
  );
  if (listing.total !== catalogSize) {
    console.warn(`warning: the catalog lists ${listing.total} products, not ${catalogSize}`);
  }

  const suggestionsPerQuery: Record<string, number> = {};
  for (const path of autocompletePaths) {
    const answer = AutocompleteAnswerSchema.parse(JSON.parse(await fetchOk(`${baseUrl}${path}`)));
    const query = new URL(path, baseUrl).searchParams.get('query') ?? path;
    const names = answer.data.map((item) => item.name);
    suggestionsPerQuery[query] = names.length;
    console.log(
      `autocomplete "${query}": ${names.length} suggestions (${names.slice(0, 3).join('; ')})`,
    );
    // An empty answer is cheap, so it flatters the latency; the report keeps the counts.
    if (names.length === 0) console.warn(`warning: no suggestions for the typo "${query}"`);
  }
  return { listingBody, suggestionsPerQuery };
}

import {
  type Product,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
  rupeesToPaise,
} from '@skins/shared';
import { apiRead, CLIENT_ERROR_CODES, isApiError } from '#lib/api-client.ts';

/** What the shop says now of a product in the cart. */
export type ProductFreshness =
  /** `gstRate`: the category's rate now (decision 066), when the answer has a usable one. */
  | { kind: 'sold'; priceInPaise: number; gstRate?: number }
  /** No longer sold: 404, or answered inactive. */
  | { kind: 'gone' }
  /** Sold, but none left (stock 0, decision 065): checkout would be refused 409 OUT_OF_STOCK. */
  | { kind: 'soldOut' }
  /** No usable answer: a failure that outlasted its retries, a cancelled read. */
  | { kind: 'unknown' };

const GONE: ProductFreshness = { kind: 'gone' };
const SOLD_OUT: ProductFreshness = { kind: 'soldOut' };
const UNKNOWN: ProductFreshness = { kind: 'unknown' };

/**
 * GET /api/products/{id}: the product's current price and whether it is still sold (404 if
 * not). Retried as the app's queries are (spec §9). Never rejects.
 */
export async function readFreshProduct(id: string, signal: AbortSignal): Promise<ProductFreshness> {
  for (let failures = 0; ; failures += 1) {
    try {
      return freshnessOf(await apiRead<Product>(`/products/${encodeURIComponent(id)}`, { signal }));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return GONE;
      if (signal.aborted || !canPass(failures, error)) return UNKNOWN;
      if (!(await wait(retryDelayMs(failures, error), signal))) return UNKNOWN;
    }
  }
}

function freshnessOf({
  price,
  active,
  gstRate,
  soldOut,
}: Pick<Product, 'price' | 'active' | 'gstRate' | 'soldOut'>): ProductFreshness {
  // The answer is unchecked JSON (no zod on a browsing page) and the price goes into the cart's
  // money: a malformed one tells nothing, as a failed read does.
  if (typeof active !== 'boolean' || typeof price !== 'number' || price < 0) return UNKNOWN;
  if (!active) return GONE;
  if (soldOut === true) return SOLD_OUT;
  try {
    const isRate = typeof gstRate === 'number' && gstRate >= 0 && gstRate <= 1;
    return { kind: 'sold', priceInPaise: rupeesToPaise(price), ...(isRate ? { gstRate } : {}) };
  } catch {
    return UNKNOWN;
  }
}

// The retry policy of the app's queries (lib/query-client.ts), which this cannot import: it
// brings TanStack Query into the drawer, an island (decision 045). A failure that can pass (no
// answer, 5xx, 408, 429) is retried 3 times after 1 s, 2 s, 4 s, or the Retry-After asked.

function canPass(failures: number, error: unknown): boolean {
  if (failures >= QUERY_RETRY_COUNT) return false;
  if (!isApiError(error)) return true;
  if (error.code === CLIENT_ERROR_CODES.invalidResponse) return false;
  if (error.status === 408 || error.status === 429) return true;
  return error.status === 0 || error.status >= 500;
}

function retryDelayMs(failures: number, error: unknown): number {
  const backoffMs = 1000 * 2 ** failures;
  const askedMs = isApiError(error) ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
  return Math.min(Math.max(backoffMs, askedMs), QUERY_RETRY_MAX_DELAY_MS);
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

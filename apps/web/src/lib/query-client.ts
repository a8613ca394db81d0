import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from '@skins/shared';
import { QueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from './api-client.ts';

// Loaders prefetch and the route's component then reads the same query; with a stale time of 0
// every page would fetch its data twice. The catalog changes rarely, a minute is safe.
const DEFAULT_STALE_TIME_MS = 60_000;

/**
 * Spec §9 retries failed queries 3 times. Retrying only helps when the failure can pass: no
 * answer, a 5xx, 408 (timeout) or 429 (rate limit). Any other 4xx is the server's final word
 * (404 stays 404, a 400 stays invalid), and retrying it only delays the error by seconds.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (!isApiError(error)) return true;
  if (error.code === CLIENT_ERROR_CODES.invalidResponse) return false;
  if (error.status === 408 || error.status === 429) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * 1 s, 2 s, 4 s … capped at 30 s (spec §9). `attempt` counts failures so far, from 0. A busy or
 * rate-limited answer's `Retry-After` is waited out when it asks for longer (within the cap):
 * coming back sooner would only be shed again.
 */
export function queryRetryDelay(attempt: number, error?: unknown): number {
  const backoffMs = 1000 * 2 ** attempt;
  const askedMs = isApiError(error) ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
  return Math.min(Math.max(backoffMs, askedMs), QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: DEFAULT_STALE_TIME_MS,
      },
    },
  });
}

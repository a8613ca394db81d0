import { QUERY_GC_TIME_MS } from '@skins/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client.ts';

const httpError = (status: number, code = 'X') => new ApiError(status, code, 'failed');

describe('query retry policy', () => {
  it.each([500, 502, 503, 408, 429, 0])('retries status %i', (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry status %i', (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it('does not retry a response that failed schema validation', () => {
    expect(shouldRetryQuery(0, httpError(200, 'INVALID_RESPONSE'))).toBe(false);
  });

  it('retries unknown errors', () => {
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it('stops after 3 retries', () => {
    expect(shouldRetryQuery(2, httpError(503))).toBe(true);
    expect(shouldRetryQuery(3, httpError(503))).toBe(false);
  });

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('query retry delay after a busy answer', () => {
  const busy = (retryAfterSeconds: number | undefined) =>
    new ApiError(503, 'OVERLOADED', 'busy', undefined, retryAfterSeconds);

  it('waits out a Retry-After longer than the backoff, within the 30 s cap', () => {
    expect(queryRetryDelay(0, busy(5))).toBe(5000);
    expect(queryRetryDelay(1, busy(120))).toBe(30_000);
  });

  it('keeps the backoff when it is longer than Retry-After, or there is none', () => {
    expect(queryRetryDelay(2, busy(1))).toBe(4000);
    expect(queryRetryDelay(0, busy(undefined))).toBe(1000);
    expect(queryRetryDelay(0, new Error('boom'))).toBe(1000);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('discards unused data after 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(QUERY_GC_TIME_MS);
  });

  it('asks once for a 404', async () => {
    const queryFn = vi.fn(() => Promise.reject(httpError(404, 'NOT_FOUND')));

    await expect(
      createQueryClient().fetchQuery({ queryKey: ['missing'], queryFn }),
    ).rejects.toMatchObject({ status: 404 });
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('asks four times, 1 s, 2 s and 4 s apart, for a server error', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(() => Promise.reject(httpError(503)));

    const result = createQueryClient()
      .fetchQuery({ queryKey: ['flaky'], queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);

    await expect(result).resolves.toMatchObject({ status: 503 });
    expect(queryFn).toHaveBeenCalledTimes(4);
  });
});

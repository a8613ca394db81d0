import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A "come back later" answer (429 rate limit, 503 overload): the status, `Retry-After` in
 * seconds, and the contract's body carrying the same wait in `details.retryAfterSeconds`.
 */
export function expectRetryLater(
  response: LightMyRequestResponse,
  expected: { status: number; code: string; message: string; retryAfterSeconds: number },
): void {
  const { status, code, message, retryAfterSeconds } = expected;
  expect(response.statusCode).toBe(status);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.json()).toEqual({ message, code, details: { retryAfterSeconds } });
}

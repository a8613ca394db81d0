import { type ErrorBody, OVERLOADED_MESSAGE } from '@skins/shared';

// The API client's errors and how an answer becomes one (split from api-client.ts): what a
// failed exchange looks like, whatever sent it.

/** Codes the client itself produces, beside the server's `ERROR_CODES`. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  invalidResponse: 'INVALID_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  /** The answer's `Retry-After` (503 when the shop is busy, 429), in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: Record<string, unknown>,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ParsedJson = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): ParsedJson {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function toApiError(response: Response, json: ParsedJson): ApiError {
  const { status } = response;
  const retryAfter = response.headers.get('retry-after');
  // Seconds only: the shop never sends the HTTP-date form.
  const retryAfterSeconds =
    retryAfter && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : undefined;
  const body = json.ok ? errorBodyOf(json.value) : null;
  if (body) {
    const { code, message, details } = body;
    return new ApiError(status, code, message, details, retryAfterSeconds);
  }
  // Not the contract's error shape (a proxy page, a crashed upstream): keep the status. A bare
  // 503 is a busy server or proxy: the shopper gets the shop's own "busy" sentence.
  const message = status === 503 ? OVERLOADED_MESSAGE : `Request failed with status ${status}`;
  return new ApiError(status, CLIENT_ERROR_CODES.http, message, undefined, retryAfterSeconds);
}

/**
 * The contract's error body (ErrorBodySchema in packages/shared), checked by hand: this client
 * runs on browsing pages too, which carry no zod (decision 045). api-client.test.ts holds the
 * two to the same verdicts.
 */
export function errorBodyOf(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { message, code, details } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return null;
  if (details === undefined) return { message, code };
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null;
  return { message, code, details: details as Record<string, unknown> };
}

export function invalidResponse(status: number, details?: Record<string, unknown>): ApiError {
  return new ApiError(
    status,
    CLIENT_ERROR_CODES.invalidResponse,
    'The server answered in an unexpected format.',
    details,
  );
}

/** A failure before a usable answer: our own `ApiError`s and aborts pass through as they are. */
export function asClientError(error: unknown, signal: AbortSignal | undefined): unknown {
  // A cancelled request is not a failure: let the caller (TanStack Query) see the abort.
  if (error instanceof ApiError || signal?.aborted || isAbortError(error)) return error;
  return new ApiError(
    0,
    CLIENT_ERROR_CODES.network,
    'Network error. Please check your internet connection and try again.',
  );
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One request's fate: its status and error code, or that it got no answer. */
export interface Exchange {
  /** `200`, `503 OVERLOADED`, `500 INTERNAL`, `timeout` or `error` (refused, reset). */
  outcome: string;
  status: number | null;
  /** The `Retry-After` header of a non-2xx answer, null without one. */
  retryAfter: string | null;
  latencyMs: number;
  /** The parsed JSON of the answer, undefined when it was none. */
  body: unknown;
}

export interface ShopRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** Sends `request` and says what came back, never throwing: a bench counts failures. */
export async function exchange(
  baseUrl: string,
  request: ShopRequest,
  timeoutMs: number,
): Promise<Exchange> {
  const startedAt = performance.now();
  const latencyMs = () => performance.now() - startedAt;
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = parseJson(await response.text());
    const isOk = response.status >= 200 && response.status < 300;
    const code = !isOk && isCoded(body) ? ` ${body.code}` : '';
    return {
      outcome: `${response.status}${code}`,
      status: response.status,
      retryAfter: isOk ? null : response.headers.get('retry-after'),
      latencyMs: latencyMs(),
      body,
    };
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError';
    const outcome = isTimeout ? 'timeout' : 'error';
    return { outcome, status: null, retryAfter: null, latencyMs: latencyMs(), body: undefined };
  }
}

function isCoded(body: unknown): body is { code: string } {
  return typeof body === 'object' && body !== null && typeof Reflect.get(body, 'code') === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON (an HTML error page, an empty body): the outcome says the rest
  }
}

/** How many exchanges ended each way, e.g. `{ "200": 48, "503 OVERLOADED": 2 }`. */
export function tally(exchanges: readonly Exchange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of exchanges) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** `200×48, 503 OVERLOADED×2`, most frequent first. */
export function describeTally(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? '-' : entries.map(([key, n]) => `${key}×${n}`).join(', ');
}

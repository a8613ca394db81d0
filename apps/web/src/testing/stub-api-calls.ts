import { vi } from 'vitest';

/** One request the page sent, as the server would read it. */
export interface ApiCall {
  method: string;
  /** The path below /api, e.g. `/payments/create-order`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Answer = Response | Promise<Response>;

/**
 * Stubs `fetch` with `answer`, which sees every call as a parsed request. Returns the calls made
 * so far; `callsTo(path)` narrows them to one endpoint.
 */
export function stubApiCalls(answer: (call: ApiCall) => Answer) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        headers: new Headers(init?.headers),
        // JSON parsed; a multipart upload's FormData as the page built it.
        body: text === undefined ? (init?.body ?? undefined) : JSON.parse(text),
        signal: init?.signal ?? undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** The PUTs among `calls`, in the order sent. */
export const putsOf = (calls: readonly ApiCall[]) => calls.filter((call) => call.method === 'PUT');

/** An answer that never comes, except as the abort of the request's signal (a timeout). */
export function hangingAnswer(call: ApiCall): Promise<Response> {
  return new Promise((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(call.signal?.reason), { once: true });
  });
}

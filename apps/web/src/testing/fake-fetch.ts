import { vi } from 'vitest';
import { ApiError } from '#lib/api-client.ts';

/** A `fetch` for one API client (passed in its options), answering every call with `answer`. */
export function fakeFetch(answer: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => answer());
}

/** The `call`-th request a fake fetch received: its URL, init and headers. */
export function requestOf(fetchFn: ReturnType<typeof fakeFetch>, call = 0) {
  const args = fetchFn.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  const [url, init] = args;
  return { url: String(url), init, headers: new Headers(init?.headers) };
}

/** The `ApiError` a call rejected with; fails the test when it resolved or threw anything else. */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

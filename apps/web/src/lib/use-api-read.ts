import { useCallback, useEffect, useState } from 'react';
import { apiRead, type QueryParams } from './api-client.ts';

// What a browsing page's islands use instead of TanStack Query (docs/decisions/045): one GET,
// its answer kept for the page's life (the same path and query asked again is answered at once),
// a failure kept until `retry`. No schema: `apiRead` trusts the server's shape.

export type ApiReadState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

interface Entry {
  state: ApiReadState<unknown>;
  promise?: Promise<void>;
}

const answers = new Map<string, Entry>();
const listeners = new Set<() => void>();

function keyOf(path: string, query: QueryParams | undefined): string {
  return JSON.stringify([path, query ?? {}]);
}

function load(key: string): void {
  const [path, query] = JSON.parse(key) as [string, QueryParams];
  const entry = answers.get(key);
  if (entry && entry.state.status !== 'error') return;
  const next: Entry = { state: { status: 'pending' } };
  next.promise = apiRead<unknown>(path, { query }).then(
    (data) => {
      next.state = { status: 'success', data };
    },
    (error: unknown) => {
      next.state = { status: 'error', error };
    },
  );
  void next.promise.then(() => {
    for (const listener of listeners) listener();
  });
  answers.set(key, next);
}

/** Forgets every kept answer (tests: the page's store outlives a test). */
export function forgetApiReads(): void {
  answers.clear();
}

/**
 * GET `/api{path}` once for the page, or nothing while `path` is null. Re-renders when the
 * answer arrives; `retry` asks again after a failure.
 */
export function useApiRead<T>(
  path: string | null,
  query?: QueryParams,
): ApiReadState<T> & { retry: () => void } {
  const key = path === null ? null : keyOf(path, query);
  const [, setVersion] = useState(0);

  useEffect(() => {
    const listener = () => setVersion((version) => version + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  // The key holds the path and the query: a new query object with the same values is no change.
  useEffect(() => {
    if (key !== null) load(key);
  }, [key]);

  const retry = useCallback(() => {
    if (key === null) return;
    if (answers.get(key)?.state.status === 'error') answers.delete(key);
    load(key);
    setVersion((version) => version + 1);
  }, [key]);

  const state = (key === null ? undefined : answers.get(key)?.state) ?? { status: 'pending' };
  return { ...(state as ApiReadState<T>), retry };
}

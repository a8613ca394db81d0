import { AUTOCOMPLETE_DEBOUNCE_MS } from '@skins/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type SearchRequest<T> = (term: string, signal: AbortSignal) => Promise<T>;

export type DebouncedSearch<T> =
  /** Blank input: nothing is asked (spec §5). */
  | { status: 'idle' }
  /** Waiting for typing to pause, or the request is in flight; `previous` is the last answer. */
  | { status: 'pending'; previous: T | undefined }
  | { status: 'success'; term: string; data: T }
  | { status: 'error'; term: string; error: unknown };

interface Options {
  /** A disabled search asks nothing (the overlay's other tab) and aborts what it asked. */
  enabled?: boolean;
  /** 0 searches at once (a popular-search chip); typing waits for a pause. */
  delayMs?: number;
}

type Answer<T> = { term: string; ok: true; data: T } | { term: string; ok: false; error: unknown };

/**
 * Search-as-you-type (spec §2, §4): asks `request` once typing pauses for `delayMs`; any new
 * input aborts the request in flight, and an aborted request never becomes an error. Switching
 * `enabled` on, or retrying, asks at once for the input already typed.
 */
export function useDebouncedSearch<T>(
  input: string,
  request: SearchRequest<T>,
  { enabled = true, delayMs = AUTOCOMPLETE_DEBOUNCE_MS }: Options = {},
): DebouncedSearch<T> & { retry: () => void } {
  const term = input.trim();
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // The effect reads these without re-running when they change.
  const answerRef = useRef<Answer<T> | null>(null);
  const lastTermRef = useRef<string | null>(null);
  const send = useEffectEvent(request);
  const settle = useEffectEvent((next: Answer<T>) => {
    answerRef.current = next;
    setAnswer(next);
    if (next.ok) setPrevious(next.data);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry bumps `attempt` to ask again
  useEffect(() => {
    const isNewInput = term !== lastTermRef.current;
    lastTermRef.current = term;
    if (!enabled || term === '') return;
    const known = answerRef.current;
    if (known?.ok && known.term === term) return;

    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        send(term, controller.signal).then(
          (data) => {
            if (!controller.signal.aborted) settle({ term, ok: true, data });
          },
          (error: unknown) => {
            // Aborted because the shopper typed on: not a failure, and a newer request follows.
            if (!controller.signal.aborted) settle({ term, ok: false, error });
          },
        );
      },
      isNewInput ? delayMs : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, enabled, delayMs, attempt]);

  const retry = useCallback(() => {
    answerRef.current = null;
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);

  if (term === '') return { status: 'idle', retry };
  if (answer?.term === term) {
    return answer.ok
      ? { status: 'success', term, data: answer.data, retry }
      : { status: 'error', term, error: answer.error, retry };
  }
  return { status: 'pending', previous, retry };
}

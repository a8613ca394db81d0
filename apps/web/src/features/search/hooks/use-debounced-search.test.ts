import { AUTOCOMPLETE_DEBOUNCE_MS } from '@skins/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SearchRequest, useDebouncedSearch } from './use-debounced-search.ts';

interface Call {
  term: string;
  signal: AbortSignal;
  resolve: (data: string[]) => void;
  reject: (error: unknown) => void;
}

/** A request whose answers the test hands out by hand; it rejects on abort, as fetch does. */
function controlledRequest() {
  const calls: Call[] = [];
  const request = vi.fn<SearchRequest<string[]>>(
    (term, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ term, signal, resolve, reject });
        signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  return { request, calls };
}

function setup(
  request: SearchRequest<string[]>,
  initial = { input: '', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS },
) {
  return renderHook(
    ({ input, enabled, delayMs }) => useDebouncedSearch(input, request, { enabled, delayMs }),
    { initialProps: initial },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedSearch', () => {
  it('sends one request, for the last input, once typing pauses for 300 ms', async () => {
    const { request, calls } = controlledRequest();
    const { result, rerender } = setup(request);

    for (const input of ['p', 'ph', 'pho', 'phon', 'phone']) {
      rerender({ input, enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
      await advance(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    }
    expect(request).not.toHaveBeenCalled();
    expect(result.current.status).toBe('pending');

    await advance(1);
    expect(request).toHaveBeenCalledOnce();
    expect(calls[0]?.term).toBe('phone');

    await act(async () => calls[0]?.resolve(['Phone skin']));
    expect(result.current).toMatchObject({
      status: 'success',
      term: 'phone',
      data: ['Phone skin'],
    });
  });

  it('aborts the request in flight as soon as the input changes, and never reports the abort', async () => {
    const { request, calls } = controlledRequest();
    const { result, rerender } = setup(request);

    rerender({ input: 'matte', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    const first = calls[0];
    expect(first?.signal.aborted).toBe(false);

    rerender({ input: 'matte black', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    expect(first?.signal.aborted).toBe(true);
    await advance(0);
    expect(result.current.status).toBe('pending');

    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(request).toHaveBeenCalledTimes(2);
    const second = calls[1];
    expect(second?.term).toBe('matte black');
    // A late answer to the aborted request must not overwrite the newer one.
    await act(async () => first?.resolve(['stale']));
    await act(async () => second?.resolve(['Matte Black']));
    expect(result.current).toMatchObject({ status: 'success', data: ['Matte Black'] });
  });

  it('asks nothing for blank input', async () => {
    const { request } = controlledRequest();
    const { result, rerender } = setup(request);

    rerender({ input: '   ', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(5 * AUTOCOMPLETE_DEBOUNCE_MS);

    expect(request).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('aborts the request in flight when the input is cleared', async () => {
    const { request, calls } = controlledRequest();
    const { result, rerender } = setup(request);
    rerender({ input: 'glossy', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);

    rerender({ input: '', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });

    expect(calls[0]?.signal.aborted).toBe(true);
    await advance(0);
    expect(result.current.status).toBe('idle');
  });

  it('trims the input before asking', async () => {
    const { request, calls } = controlledRequest();
    const { rerender } = setup(request);
    rerender({ input: '  laptop  ', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(calls.map((call) => call.term)).toEqual(['laptop']);
  });

  it('reports a failure for the term it was asked, and retries at once', async () => {
    const { request, calls } = controlledRequest();
    const { result, rerender } = setup(request);
    rerender({ input: 'carbon', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    const failure = new Error('500');
    await act(async () => calls[0]?.reject(failure));
    expect(result.current).toMatchObject({ status: 'error', term: 'carbon', error: failure });

    act(() => result.current.retry());
    await advance(0);
    expect(request).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(['Carbon']));
    expect(result.current).toMatchObject({ status: 'success', data: ['Carbon'] });
  });

  it('asks nothing while disabled, then at once for the typed input when enabled', async () => {
    const { request, calls } = controlledRequest();
    const { rerender } = setup(request, {
      input: '',
      enabled: false,
      delayMs: AUTOCOMPLETE_DEBOUNCE_MS,
    });
    rerender({ input: 'ps5', enabled: false, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(2 * AUTOCOMPLETE_DEBOUNCE_MS);
    expect(request).not.toHaveBeenCalled();

    rerender({ input: 'ps5', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(0);
    expect(calls.map((call) => call.term)).toEqual(['ps5']);
  });

  it('aborts its request when disabled and keeps an answer it already has', async () => {
    const { request, calls } = controlledRequest();
    const { result, rerender } = setup(request);
    rerender({ input: 'xbox', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    await act(async () => calls[0]?.resolve(['Xbox']));

    rerender({ input: 'xbox', enabled: false, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    rerender({ input: 'xbox', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(request).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ status: 'success', data: ['Xbox'] });

    rerender({ input: 'xbox s', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    rerender({ input: 'xbox s', enabled: false, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    expect(calls[1]?.signal.aborted).toBe(true);
  });

  it('searches at once when asked without delay (a popular-search chip)', async () => {
    const { request, calls } = controlledRequest();
    const { rerender } = setup(request);
    rerender({ input: 'Matte Finish', enabled: true, delayMs: 0 });
    await advance(0);
    expect(calls.map((call) => call.term)).toEqual(['Matte Finish']);
  });

  it('keeps the last answer available while the next one is pending', async () => {
    const { request, calls } = controlledRequest();
    const { result, rerender } = setup(request);
    rerender({ input: 'hp', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
    await act(async () => calls[0]?.resolve(['HP']));

    rerender({ input: 'hp e', enabled: true, delayMs: AUTOCOMPLETE_DEBOUNCE_MS });
    expect(result.current).toMatchObject({ status: 'pending', previous: ['HP'] });
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsStarting } from './use-is-starting.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useIsStarting', () => {
  it('is true until the duration has passed since the start, then false', () => {
    const startedAtMs = performance.now() - 400;
    const { result } = renderHook(() => useIsStarting(1000, startedAtMs));
    expect(result.current).toBe(true);

    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('is false at once when the app started longer ago', () => {
    const { result } = renderHook(() => useIsStarting(1000, performance.now() - 5000));

    expect(result.current).toBe(false);
  });
});

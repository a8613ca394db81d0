import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTitleRotation } from './use-title-rotation.ts';

const MESSAGES = ['Come back', 'Free shipping', 'New drops'] as const;

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.title = 'About — Skins';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTitleRotation', () => {
  it('leaves the title alone while the tab is visible', () => {
    renderHook(() => useTitleRotation(MESSAGES, 1000));

    vi.advanceTimersByTime(5000);

    expect(document.title).toBe('About — Skins');
  });

  it('cycles through the messages every interval while hidden, wrapping around', () => {
    renderHook(() => useTitleRotation(MESSAGES, 1000));

    setVisibility('hidden');
    expect(document.title).toBe('Come back');
    act(() => vi.advanceTimersByTime(999));
    expect(document.title).toBe('Come back');
    act(() => vi.advanceTimersByTime(1));
    expect(document.title).toBe('Free shipping');
    act(() => vi.advanceTimersByTime(1000));
    expect(document.title).toBe('New drops');
    act(() => vi.advanceTimersByTime(1000));
    expect(document.title).toBe('Come back');
  });

  it('restores the page title when the tab is visible again and stops cycling', () => {
    renderHook(() => useTitleRotation(MESSAGES, 1000));

    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(2500));
    setVisibility('visible');
    expect(document.title).toBe('About — Skins');
    act(() => vi.advanceTimersByTime(5000));
    expect(document.title).toBe('About — Skins');
  });

  it('starts again from the first message on the next hide', () => {
    renderHook(() => useTitleRotation(MESSAGES, 1000));

    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(1000));
    setVisibility('visible');
    setVisibility('hidden');

    expect(document.title).toBe('Come back');
  });

  it('keeps a title the page set while hidden', () => {
    renderHook(() => useTitleRotation(MESSAGES, 1000));

    setVisibility('hidden');
    document.title = 'Blog — Skins';
    act(() => vi.advanceTimersByTime(1000));
    setVisibility('visible');

    expect(document.title).toBe('Blog — Skins');
  });

  it('restores the title and stops when unmounted while hidden', () => {
    const { unmount } = renderHook(() => useTitleRotation(MESSAGES, 1000));

    setVisibility('hidden');
    unmount();
    act(() => vi.advanceTimersByTime(3000));

    expect(document.title).toBe('About — Skins');
  });
});

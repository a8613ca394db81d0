import { useSyncExternalStore } from 'react';

// Tailwind's `lg` breakpoint: from here the checkout has two columns and the summary sits beside
// the form, always open; below it the summary folds away behind "Show order summary".
const DESKTOP_QUERY = '(min-width: 1024px)';

function desktopQuery(): MediaQueryList | null {
  // Absent in jsdom and very old browsers: treat as a phone, where the summary folds.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = desktopQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is two-column wide, re-rendering when it crosses the breakpoint. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => desktopQuery()?.matches ?? false,
    () => false,
  );
}

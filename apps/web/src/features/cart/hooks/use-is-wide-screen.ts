import { CART_ICON_BREAKPOINT_PX } from '@skins/shared';
import { useSyncExternalStore } from 'react';

// Spec §2/§9: from 1024 px the cart icon opens the drawer; below it the cart is a page.
const WIDE_QUERY = `(min-width: ${CART_ICON_BREAKPOINT_PX}px)`;

function wideQuery(): MediaQueryList | null {
  // Absent in old browsers and in jsdom: treat as narrow, where the cart is a plain link.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_QUERY)
    : null;
}

/** Whether the window is at least the cart-icon breakpoint wide, right now. */
export function isWideScreen(): boolean {
  return wideQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  // The media query's change event fires when a resize or rotation crosses the breakpoint.
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** `isWideScreen()`, re-rendering when the window crosses the breakpoint. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false);
}

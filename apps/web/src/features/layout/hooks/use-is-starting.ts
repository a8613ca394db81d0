import { LOADING_OVERLAY_MS } from '@skins/shared';
import { useEffect, useState } from 'react';

// This module is in the first-load bundle, so its evaluation marks when the app started.
const APP_STARTED_AT_MS = performance.now();

/** True during the first `durationMs` after the app started (spec §2: the start-up overlay). */
export function useIsStarting(
  durationMs: number = LOADING_OVERLAY_MS,
  startedAtMs: number = APP_STARTED_AT_MS,
): boolean {
  const [isStarting, setIsStarting] = useState(() => performance.now() - startedAtMs < durationMs);

  useEffect(() => {
    if (!isStarting) return;
    const remainingMs = Math.max(0, durationMs - (performance.now() - startedAtMs));
    const timer = setTimeout(() => setIsStarting(false), remainingMs);
    return () => clearTimeout(timer);
  }, [isStarting, durationMs, startedAtMs]);

  return isStarting;
}

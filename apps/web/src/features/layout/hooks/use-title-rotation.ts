import { TITLE_ROTATION_MS } from '@skins/shared';
import { useEffect } from 'react';

/**
 * While the tab is hidden, `document.title` cycles through `messages` (the first one at once, then
 * one every `intervalMs`); the page's own title comes back as soon as the tab is visible again.
 * Returns what stops it. A browsing page runs it from its script (src/islands.ts), the client
 * app from its layout (`useTitleRotation`).
 */
export function rotateTitleWhileHidden(
  messages: readonly string[],
  intervalMs: number = TITLE_ROTATION_MS,
): () => void {
  if (messages.length === 0) return () => {};
  let pageTitle: string | null = null;
  let shownTitle = '';
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  // The page may retitle itself while hidden (a route finishing its load): keep that title.
  const rememberPageTitle = () => {
    if (document.title !== shownTitle) pageTitle = document.title;
  };
  const show = (title: string) => {
    shownTitle = title;
    document.title = title;
  };
  const start = () => {
    if (timer !== undefined) return;
    pageTitle = document.title;
    index = 0;
    show(messages[0] ?? '');
    timer = setInterval(() => {
      rememberPageTitle();
      index = (index + 1) % messages.length;
      show(messages[index] ?? '');
    }, intervalMs);
  };
  const stop = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    rememberPageTitle();
    if (pageTitle !== null) document.title = pageTitle;
    pageTitle = null;
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') start();
    else stop();
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  if (document.visibilityState === 'hidden') start();
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    stop();
  };
}

/** `rotateTitleWhileHidden` for a React tree. Pass a stable array: a new one restarts it. */
export function useTitleRotation(
  messages: readonly string[],
  intervalMs: number = TITLE_ROTATION_MS,
): void {
  useEffect(() => rotateTitleWhileHidden(messages, intervalMs), [messages, intervalMs]);
}

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout: React Router's scroll restoration calls scrollTo on every navigation.
window.scrollTo = () => undefined;

// The web suite shares CI's 2 cores with both server suites: a findBy… that waits 1 s (the
// default) has timed out on a page that rendered a moment later. A wrong page still fails, later.
configure({ asyncUtilTimeout: 5000 });

// Files share a worker (isolate: false in vite.config.ts): nothing a test changes may outlive it.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

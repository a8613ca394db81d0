import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeCartDrawer } from '#features/cart/state/drawer-store.ts';
import { closeDevicePicker } from '#features/device/picker-state.ts';
import { forgetApiReads } from '#lib/use-api-read.ts';
import { dismissAllToasts } from '#ui/toast/toast-store.ts';

// jsdom has no layout: React Router's scroll restoration calls scrollTo on every navigation.
window.scrollTo = () => undefined;

// jsdom runs animation frames from one timer per window, made when a frame (or a focus fix-up)
// is first needed. Files share a window here (isolate: false in vite.config.ts): a drawer closed
// under a test's fake timers made that timer a fake one, and no frame ran again in the files after
// it (cart-drawer.test.tsx, then new-product-page.test.tsx: the focus on the first invalid field
// never came; `--sequence.shuffle.files --sequence.seed=3` on the two showed it). Frames come from
// the timers in force instead: real ones, or a test's own fake ones.
const frames = new Map<number, ReturnType<typeof setTimeout>>();
let lastFrame = 0;
window.requestAnimationFrame = (callback) => {
  lastFrame += 1;
  const frame = lastFrame;
  frames.set(
    frame,
    setTimeout(() => {
      frames.delete(frame);
      callback(performance.now());
    }, 16),
  );
  return frame;
};
window.cancelAnimationFrame = (frame) => {
  clearTimeout(frames.get(frame));
  frames.delete(frame);
};

// The web suite shares CI's 2 cores with both server suites: a findBy… that waits 1 s (the
// default) has timed out on a page that rendered a moment later. A wrong page still fails, later.
configure({ asyncUtilTimeout: 5000 });

// Files share a worker (isolate: false in vite.config.ts): nothing a test changes may outlive it.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The drawer, the device picker and the toasts are the page's, kept in modules (decision
  // 045): reset them.
  closeCartDrawer();
  closeDevicePicker();
  dismissAllToasts();
  forgetApiReads();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

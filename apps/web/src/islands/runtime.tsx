import { type EarlyTapsWindow, STORAGE_KEYS } from '@skins/shared';
import type { ComponentType } from 'react';
import type { IslandBody } from '#lib/island.tsx';

/** An island's code as the runtime uses it: its name (checked) and its component. */
interface LoadedIsland {
  islandName: string;
  Component: IslandBody<never>;
}

/**
 * How the runtime finds an island's code by the name in its root's `data-island`: the module
 * that exports it. The runtime takes the export carrying that name, so an entry is only the
 * import (each entry costs every page's first load its bytes, decision 045).
 */
export type IslandRegistry = Readonly<Record<string, () => Promise<object>>>;

/** How long an `idle` island waits for an idle moment at most, in ms. */
const IDLE_TIMEOUT_MS = 1_500;
/** `visible` islands hydrate a little before they scroll into view. */
const VISIBLE_MARGIN = '200px';

/**
 * Hydrates the document's islands (docs/decisions/045-storefront-islands.md), each as its own
 * React root: `idle` ones when the browser is idle, `visible` ones on sight, any of them at once
 * when the shopper interacts with it. Taps the early script (EARLY_TAPS_SCRIPT) kept while an
 * island's code was on its way are replayed once that island has hydrated. Returns a stop
 * function (tests): later interactions no longer hydrate anything.
 */
export function startIslands(
  registry: IslandRegistry,
  win: Window & typeof globalThis = window,
): () => void {
  const early = win as typeof win & EarlyTapsWindow;
  const { document } = win;
  const started = new WeakSet<Element>();

  const hydrate = (element: Element) => {
    if (started.has(element)) return;
    started.add(element);
    void hydrateIsland(element, registry, early).catch((error: unknown) => {
      // A chunk that failed to arrive (a flaky network): the next interaction tries again, and
      // a form the shopper sent meanwhile goes as it would without JavaScript.
      started.delete(element);
      console.error(error);
      giveUpTaps(element, early);
    });
  };
  early.__shopWake = hydrate;

  for (const tapped of early.__shopTaps ?? []) {
    const element = tapped.closest('shop-island');
    if (element) hydrate(element);
  }

  // An island's root has no box of its own (display: contents), so what is watched is its
  // children: the first of them in view brings the island in.
  const watched = new Map<Element, Element>();
  const onSight =
    typeof win.IntersectionObserver === 'function'
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const element = watched.get(entry.target);
              if (!entry.isIntersecting || !element) continue;
              for (const [child, island] of watched) {
                if (island !== element) continue;
                onSight?.unobserve(child);
                watched.delete(child);
              }
              hydrate(element);
            }
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : null;
  const hasChosenDevice = readsChosenDevice(win);
  for (const element of document.querySelectorAll('shop-island')) {
    const load = element.getAttribute('data-load');
    // Brought in by wakeIsland (wakeDeviceIslands) or an interaction only.
    if (load === 'wake' || (load === 'device' && !hasChosenDevice)) continue;
    const children = [...element.children];
    if (load === 'visible' && onSight && children.length > 0) {
      for (const child of children) {
        watched.set(child, element);
        onSight.observe(child);
      }
    } else {
      whenIdle(win, () => hydrate(element));
    }
  }

  // The first touch, key or focus inside an island brings its code at once (a tap on a button
  // is also kept by the early script and replayed).
  const onInteraction = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    const element = target?.closest?.('shop-island');
    if (element) hydrate(element);
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return () => {
    onSight?.disconnect();
    for (const type of INTERACTIONS) {
      document.removeEventListener(type, onInteraction, { capture: true });
    }
    if (early.__shopWake === hydrate) early.__shopWake = undefined;
  };
}

// A pointer resting on an island counts too: what opens on hover (the category menus) reads it
// once hydrated.
const INTERACTIONS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'input'] as const;

/** Whether this browser remembers a chosen device (features/device/chosen-device.ts's key). */
function readsChosenDevice(win: Window): boolean {
  try {
    return win.localStorage.getItem(STORAGE_KEYS.chosenDevice) !== null;
  } catch {
    // Storage refused (a privacy mode): no device was remembered either.
    return false;
  }
}

/**
 * An idle moment after the first paint: until the page has painted, its network and main thread
 * are for what the shopper sees (a frame's callback runs just before that frame is painted, a
 * task queued from it just after).
 */
function whenIdle(win: Window & typeof globalThis, callback: () => void): void {
  const afterPaint = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(callback, 1);
    }
  };
  // (A window that never paints, such as a test's, has no frames to wait for.)
  if (typeof win.requestAnimationFrame === 'function') {
    win.requestAnimationFrame(() => win.setTimeout(afterPaint, 0));
  } else {
    afterPaint();
  }
}

async function hydrateIsland(
  element: Element,
  registry: IslandRegistry,
  early: EarlyTapsWindow,
): Promise<void> {
  const name = element.getAttribute('data-island') ?? '';
  const load = registry[name];
  if (!load) throw new Error(`No island is registered as "${name}"`);
  const [exports, { mountIsland }] = await Promise.all([load(), import('./mount.tsx')]);
  const island = Object.values(exports).find(
    (value): value is LoadedIsland => (value as Partial<LoadedIsland> | null)?.islandName === name,
  );
  if (!island) throw new Error(`The module registered as "${name}" exports no island of that name`);
  const props = JSON.parse(element.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
  const tapsBefore = keepTaps(element, early);
  const Component = island.Component as ComponentType<Record<string, unknown>>;
  mountIsland(element, Component, props, () => {
    element.setAttribute('data-hydrated', '');
    const taps = [...tapsBefore, ...keepTaps(element, early)];
    // In a task of its own: what the island did as it hydrated (a choice made in the server's
    // page, taken into its state) has rendered before the tap acts on it.
    if (taps.length > 0) setTimeout(() => replayTaps(element, taps), 0);
  });
}

interface KeptTap {
  button: HTMLButtonElement;
  /** Its place among the island's buttons when it was taken from the queue. */
  at: number;
}

/**
 * This island's kept taps, with where each button is among its buttons: if hydration had to
 * redraw the island (a mismatch React recovers from), the same button is found by its place.
 */
function keepTaps(element: Element, early: EarlyTapsWindow): KeptTap[] {
  const buttons = [...element.querySelectorAll('button')];
  return takeTaps(element, early).map((button) => ({ button, at: buttons.indexOf(button) }));
}

/** Clicks each kept button again, now that React handles it: the shopper's tap takes effect. */
function replayTaps(element: Element, taps: readonly KeptTap[]): void {
  const buttons = [...element.querySelectorAll('button')];
  for (const { button, at } of taps) {
    button.removeAttribute('data-pending');
    button.removeAttribute('aria-busy');
    (button.isConnected ? button : buttons[at])?.click();
  }
}

/**
 * The island's code did not arrive: a kept submit button sends its form natively (the server
 * answers it as it does without JavaScript); any other kept button is shown as not pressed, for
 * the shopper to tap again.
 */
function giveUpTaps(element: Element, early: EarlyTapsWindow): void {
  for (const button of takeTaps(element, early)) {
    button.removeAttribute('data-pending');
    button.removeAttribute('aria-busy');
    if (button.form && button.type === 'submit') button.form.requestSubmit(button);
  }
}

/** Removes this island's kept taps from the early script's queue (the same array), in order. */
function takeTaps(element: Element, early: EarlyTapsWindow): HTMLButtonElement[] {
  const queue = early.__shopTaps;
  if (!queue) return [];
  const mine = queue.filter((button) => element.contains(button));
  for (const button of mine) queue.splice(queue.indexOf(button), 1);
  return mine;
}

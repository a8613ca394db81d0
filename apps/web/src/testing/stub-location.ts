import { vi } from 'vitest';

/**
 * Stands in for the page's location, whose `assign` (a page load) jsdom cannot carry out: the
 * returned mock records where the page was sent. Undone by the setup's `vi.unstubAllGlobals`.
 */
export function stubLocation(overrides: Partial<Location> = {}) {
  const assign = vi.fn<Location['assign']>();
  vi.stubGlobal('location', { ...window.location, ...overrides, assign });
  return assign;
}

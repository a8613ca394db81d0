import type { IslandRegistry } from './runtime.tsx';

/**
 * Every island's code by its name (the name given to `island()`), each its own chunk, fetched
 * when the runtime hydrates that island; the runtime checks that the module's island carries the
 * same name, and registry.test.ts loads every entry.
 */
export const ISLANDS: IslandRegistry = {
  header: async () => (await import('#features/layout/index.ts')).HeaderIsland,
  toasts: async () => (await import('#ui/toast/toast-host.tsx')).ToastsIsland,
  newsletter: async () => (await import('#features/newsletter/index.ts')).NewsletterIsland,
};

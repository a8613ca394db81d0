import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Each spec file starts its own shop (a copy of one seeded data directory, global-setup.ts) and
// its own Chromium; files share nothing, so two run side by side, one per core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // expect.poll gives up after 1 s by default: less than a sign-in takes on two busy cores
    // (the password hash), which failed a run under load. A poll waits for what a person would
    // see, and a wrong page still fails, later.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Each spec file starts a real server and a real Chromium: one file at a time fits 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (
  name: string,
  db: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    env: { TEST_DB: db },
    // One module graph per worker, not per file: importing the app (Fastify, Drizzle, PGlite,
    // sharp) for each of 135 files was half the project's time. Every file still builds its own
    // app over its own database (testing/build-test-app.ts); no test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// One runner for the repo. The server's API suite runs on PGlite, and again on the machine's
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: one worker on a 2-core machine, the other core
    // idle. Its main process only collects results; every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web/vite.config.ts',
      // The storefront rendered by React's server renderer (entry-server.tsx), in jsdom like the
      // web project but each file in a module graph of its own: the server renderer's contexts
      // would leak into the browser renderer of the files after it (apps/web/vite.config.ts).
      {
        test: {
          name: 'web-ssr',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.ssr.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup.ts'],
          isolate: true,
        },
      },
    ],
  },
});

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
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// One runner for the repo. The server's API suite runs on PGlite, and again on the machine's
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
export default defineConfig({
  test: {
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
    ],
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { CHUNK_GROUPS } from './src/build/chunk-groups.ts';

// The Fastify server (apps/server) answers the API and the product artwork in development.
const SERVER_ORIGIN = 'http://127.0.0.1:3000';
const proxy = { '/api': SERVER_ORIGIN, '/media': SERVER_ORIGIN };

export default defineConfig(({ isSsrBuild }) => ({
  // Explicit, so the config behaves the same from `npm run build -w` and from the root vitest run.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // The server's bundle (entry-server.tsx) is read from disk by Node, never sent compressed.
    !isSsrBuild &&
      // Precompressed at the highest levels once, at build time; the server sends the .br or .gz
      // beside each asset (@fastify/static preCompressed) instead of compressing per request.
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        // index.html is rewritten per page by the server (titles, meta, JSON-LD).
        exclude: [/\.html$/],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
  server: { proxy },
  preview: { proxy },
  // The server's bundle goes beside dist, never inside it: dist is served to the public. The
  // manifest maps each route's module to its chunks: the server's page renderer and the
  // first-load budget (scripts/check-bundle-budget.mjs) both read it.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Every browser the shop serves has modulepreload (Chromium 66, Safari 17, Firefox 115):
        // no polyfill file on every page's first load.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // Two kinds of page (docs/decisions/045-storefront-islands.md): browsing pages load the
          // islands runtime (islands.html), the client apps (cart, checkout, admin) the app
          // (index.html).
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            islands: fileURLToPath(new URL('islands.html', import.meta.url)),
          },
          output: {
            // The app reaches the page through boot.ts's dynamic import, so Rolldown no longer
            // sees these libraries as always loaded and would cut them into a dozen chunks that
            // the admin's chunks share: one chunk compresses better (measured: 2.2 KB gzip less
            // than the automatic split on the home page's first load, decision 032). React is a
            // chunk of its own: the islands need it and none of the app's libraries.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react-router|@tanstack|zod)[\\/]/,
                },
                // The shop's own groups: what every storefront page loads first, as one file
                // (src/build/chunk-groups.ts).
                ...CHUNK_GROUPS.map(({ name, pattern }) => ({ name, test: pattern })),
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // React's server renderer leaves the contexts it rendered set for the browser renderer that
    // shares its module graph here (isolate: false): the following files in the worker failed
    // with "You cannot render a <Router> inside another <Router>". Such tests run in a project
    // of their own, each file in its own module graph (vitest.config.ts, `web-ssr`).
    exclude: ['src/**/*.ssr.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // One jsdom and one module graph per worker, not per file (38 s instead of 124 s on 2 cores):
    // every test renders its own tree, and setup.ts unmounts it and clears storage, stubs and
    // mocks after each test; no test mocks a module.
    isolate: false,
    // As the root config (vitest.config.ts): every core runs test files, not one fewer.
    maxWorkers: availableParallelism(),
    // The web suite shares the machine with both server suites in one run (CI: 2 cores); a
    // test's own waits (findBy…) stay the real limits, this only stops a slow start failing it.
    testTimeout: 20_000,
    // As findBy… (setup.ts): expect.poll's own 1 s default is shorter than a busy machine needs.
    expect: { poll: { timeout: 5_000 } },
  },
}));

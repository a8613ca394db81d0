#!/usr/bin/env node
// `npm start` runs the compiled server and serves the built storefront; build each when it is
// missing or older than its sources, so a fresh clone needs only `npm ci && npm start`.
// `--server-only`: the command-line tools (`npm run seed`, `backup`…) need only the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const serverOnly = process.argv.includes('--server-only');

const builds = [
  {
    name: 'storefront',
    // The server's bundle is built last (apps/web/package.json): its presence means a whole build.
    output: 'apps/web/dist-ssr/entry-server.js',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    build: () => execSync('npm run build -w @skins/web', { cwd: root, stdio: 'inherit' }),
  },
  {
    name: 'server',
    // The build swaps its whole folder in at once (build-server.mjs).
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'packages/shared/src', 'scripts/build-server.mjs'],
    // Loaded only to build: an install without devDependencies (no esbuild) runs a built server.
    build: async () => (await import('./build-server.mjs')).buildServer(),
  },
].filter((b) => !serverOnly || b.name === 'server');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

for (const { name, output, sources, build } of builds) {
  const outputFile = join(root, output);
  const builtAt = existsSync(outputFile) ? statSync(outputFile).mtimeMs : 0;
  const changedAt = Math.max(
    ...sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (changedAt > builtAt) {
    console.log(builtAt ? `The ${name}'s sources changed: rebuilding…` : `Building the ${name}…`);
    await build();
  }
}

#!/usr/bin/env node
// `npm start` serves the built storefront; build it when it is missing or older than its sources,
// so a fresh clone needs only `npm ci && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// The server's bundle is built last (apps/web/package.json): its presence means a whole build.
const builtIndex = join(root, 'apps/web/dist-ssr/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((s) => join(root, s))
    .filter(existsSync)
    .map(newestMtime),
);
if (changedAt > builtAt) {
  console.log(builtAt ? 'Storefront sources changed: rebuilding…' : 'Building the storefront…');
  execSync('npm run build -w @skins/web', { cwd: root, stdio: 'inherit' });
}

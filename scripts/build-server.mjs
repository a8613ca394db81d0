#!/usr/bin/env node
// Compiles the server and its command-line tools to plain JavaScript in apps/server/dist, so the
// shop runs with `node` alone, no TypeScript loader (docs/decisions/037-compiled-server.md).
// Our own code (the server, @skins/shared's TypeScript source) is bundled; npm packages stay
// external and load from node_modules as they are (sharp, PGlite's wasm, pg, pino's workers…).
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

export const repoRoot = resolve(import.meta.dirname, '..');
const serverSrc = join(repoRoot, 'apps/server/src');
export const defaultOutDir = join(repoRoot, 'apps/server/dist');

/** Output name (without .js) → source, relative to apps/server/src. */
export const entryPoints = {
  server: 'server.ts',
  seed: 'db/seed/cli.ts',
  'admin-create': 'modules/auth/create-admin-cli.ts',
  backup: 'ops/backup/backup-cli.ts',
  restore: 'ops/backup/restore-cli.ts',
  // A worker thread's module, started by URL beside the chunk that needs it (heic-decoder.ts).
  'heic-worker': 'modules/media/heic-worker.ts',
};

// Bare imports are npm packages, left for Node to load, except our own workspace packages,
// whose entry points are TypeScript source.
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@skins/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Builds into `outDir`, which must sit three folders below the repository (as apps/server/dist
 * does): the bundle finds the repository (config.ts) and node_modules from where it lies.
 */
export async function buildServer({ outDir = defaultOutDir, logLevel = 'warning' } = {}) {
  if (relative(repoRoot, outDir).split(/[\\/]/).length !== 3) {
    throw new Error(`${outDir}: the server must be built three folders below ${repoRoot}`);
  }
  const startedAt = performance.now();
  // Built beside the old build and swapped in whole: a shop starting meanwhile (another
  // `npm start`, the e2e suite) finds the old build or the new one, never half of one.
  const staging = await mkdtemp(`${outDir}-building-`);
  // Found at run time beside the code that reads them (db/client.ts, ops/backup/manifest.ts).
  await cp(join(serverSrc, 'db/migrations'), join(staging, 'migrations'), { recursive: true });
  await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(
      Object.entries(entryPoints).map(([name, source]) => [name, join(serverSrc, source)]),
    ),
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    // Source maps point at the sources (../src/…); their text is not needed in the maps.
    sourcesContent: false,
    // Chunks lie beside the entry points: code finds files relative to its own module.
    chunkNames: 'chunk-[hash]',
    plugins: [externalPackages],
    logLevel,
  }).catch(async (error) => {
    await rm(staging, { recursive: true, force: true });
    throw error;
  });
  const previous = `${staging}-previous`;
  await rename(outDir, previous).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, outDir);
  await rm(previous, { recursive: true, force: true });
  return { outDir, ms: Math.round(performance.now() - startedAt) };
}

// `node scripts/build-server.mjs [--outdir apps/server/dist]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const { outDir, ms } = await buildServer(
    values.outdir ? { outDir: resolve(values.outdir) } : undefined,
  );
  console.log(`Server built into ${relative(repoRoot, outDir)} in ${ms} ms`);
}

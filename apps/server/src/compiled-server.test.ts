import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findFreePort,
  repoRoot,
  type SpawnedServer,
  spawnServerProcess,
} from './testing/server-process.ts';
import { createShopStore, type ShopStore, shopEnv } from './testing/shop-process.ts';

// Issue [11]: the server compiled by scripts/build-server.mjs runs on plain `node`, as `npm start`
// runs it (docs/decisions/037-compiled-server.md): what it finds beside itself (migrations), what
// it loads at run time (the storefront's server bundle, drizzle's migrator) and its tools.

const run = promisify(execFile);

/** Stands in for apps/web/dist-ssr/entry-server.js: draws the catalog it fetched in-process. */
const ENTRY_SERVER = `
import { Readable } from 'node:stream';
export async function renderPage({ fetch }) {
  const answer = await fetch('/api/products?limit=1', { headers: { Accept: 'application/json' } });
  const names = (await answer.json()).data.map((p) => p.name).join(',');
  return {
    kind: 'page',
    status: 200,
    body: Readable.from(['<main>compiled server rendered: ', names, '</main>']),
    state: () => '{}',
  };
}
`;
const INDEX_HTML = `<!doctype html>
<html lang="en-IN"><head><title>Shop</title></head>
<body><div id="root"><!--app-html--></div><!--app-state--></body></html>
`;

// Beside apps/server/dist, three folders below the repository as the build requires.
const outDir = await mkdtemp(path.join(repoRoot, 'apps/server/dist-test-'));
const scratchDir = await mkdtemp(path.join(tmpdir(), 'skins-compiled-'));
const webDistDir = path.join(scratchDir, 'web/dist');
const compiled = (name: string) => path.join(outDir, `${name}.js`);

let store: ShopStore;
let server: SpawnedServer;

beforeAll(async () => {
  await run(process.execPath, ['scripts/build-server.mjs', '--outdir', outDir], { cwd: repoRoot });
  await mkdir(webDistDir, { recursive: true });
  await mkdir(path.join(scratchDir, 'web/dist-ssr'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(scratchDir, 'web/dist-ssr/entry-server.js'), ENTRY_SERVER);

  store = await createShopStore();
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...shopEnv(store, port), WEB_DIST_DIR: webDistDir };
  // Whatever the caller's shell holds, nothing may put a TypeScript loader back in.
  delete env.NODE_OPTIONS;
  server = spawnServerProcess({
    label: 'compiled server',
    build: 'compiled',
    args: [path.relative(repoRoot, compiled('server'))],
    env,
    port,
  });
  await server.ready();
});

afterAll(async () => {
  await server?.stop();
  await store?.dispose();
  await rm(outDir, { recursive: true, force: true });
  await rm(scratchDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is healthy and ready, its migrations found beside it and applied', async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', db: store.engine });
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('renders a storefront page through the storefront server bundle', async () => {
    const page = await fetch(`${server.baseUrl}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The demo catalog, seeded at start, drawn by the bundle from the in-process API.
    expect(html).toMatch(/<main>compiled server rendered: [^<]+<\/main>/);
  });

  // Node 20 cannot load TypeScript at all: running is the proof, this says why it runs.
  it('runs on plain node: no TypeScript loader, no TypeScript module', async () => {
    const commandLine = (await readFile(`/proc/${server.pid}/cmdline`, 'utf8')).split('\0');
    expect(commandLine).toContain('--enable-source-maps');
    expect(commandLine.join(' ')).not.toMatch(/tsx|--import|--loader|--experimental/);

    const outputs = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'server.js',
        'seed.js',
        'admin-create.js',
        'backup.js',
        'restore.js',
      ]),
    );
    for (const file of outputs) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      // Our workspace code is bundled; only npm packages are imported at run time.
      expect(code, file).not.toMatch(/from\s*["']@skins\/|["'][^"']+\.ts["']/);
    }
  });

  it('imports only packages the server declares, so a production install runs it', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(repoRoot, 'apps/server/package.json'), 'utf8'),
    );
    const declared = Object.keys(manifest.dependencies);
    const imported = new Set<string>();
    for (const file of (await readdir(outDir)).filter((name) => name.endsWith('.js'))) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)) {
        if (specifier?.startsWith('node:')) continue;
        imported.add(specifier?.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? '');
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !declared.includes(name))).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'backs the shop up and restores it with the compiled tools',
    async () => {
      await server.stop();
      const env: NodeJS.ProcessEnv = { ...shopEnv(store, 0), PUBLIC_URL: 'http://127.0.0.1' };
      delete env.NODE_OPTIONS;
      const backupFile = path.join(scratchDir, 'shop.tar');
      const backup = await run(
        process.execPath,
        ['--enable-source-maps', compiled('backup'), backupFile],
        { cwd: repoRoot, env },
      );
      expect(backup.stdout).toContain(`Backup written: ${backupFile}`);

      // A newer backup than the shop's migrations is refused: restore reads dist/migrations.
      const restoredDir = path.join(scratchDir, 'restored');
      const restore = await run(
        process.execPath,
        ['--enable-source-maps', compiled('restore'), backupFile],
        { cwd: repoRoot, env: { ...env, DATA_DIR: restoredDir } },
      );
      expect(restore.stdout).toContain(`Restored ${backupFile}`);
    },
    90_000,
  );
});

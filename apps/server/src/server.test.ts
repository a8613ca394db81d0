import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The process itself: start-up on an empty embedded database, the data-directory lock, and a
// graceful stop. Slow (a cold PGlite start), so it runs once per suite, on PGlite only.

const serverEntry = path.join(import.meta.dirname, 'server.ts');
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number): Started {
  // Unset, not empty: the demo password gate is on, as on a first `npm start`.
  const { STORE_PASSWORD: _storePassword, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Empty is unset: the default, the address it listens on, whatever the caller's shell has.
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The machine's load must not shed these requests (see testing/build-test-app.ts).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${started.output()}`);
}

const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('server process', () => {
  let first: Started;
  let port: number;
  // STORE_PASSWORD is not set: the demo gate is on, and the catalog needs the unlock cookie.
  let unlockCookie = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'skins-server-test-'));
    port = await freePort();
    first = startServer(port);
    await waitForHealth(port, first);
  }, 120_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the demo store password, which unlocks the catalog', async () => {
    expect(first.output()).toContain(
      "Store password: skins2026 (set STORE_PASSWORD to change it, or to '' to turn the gate off)",
    );
    const locked = await fetch(`http://127.0.0.1:${port}/api/products`);
    expect(locked.status).toBe(403);
    const unlocked = await fetch(`http://127.0.0.1:${port}/api/store/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'skins2026' }),
    });
    expect(unlocked.status).toBe(200);
    unlockCookie = (unlocked.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(unlockCookie).toMatch(/^store_unlock=/);
  });

  it('starts on an empty embedded database, migrates, seeds and reports where it runs', async () => {
    expect(first.output()).toContain(`Skins shop is running: http://127.0.0.1:${port}\n`);
    expect(first.output()).toContain(`API docs: http://127.0.0.1:${port}/api/docs`);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', db: 'pglite' });
    const list = (await (
      await fetch(`http://127.0.0.1:${port}/api/products`, { headers: { cookie: unlockCookie } })
    ).json()) as { total: number };
    expect(list.total).toBeGreaterThan(100);
  });

  it('prints where links in mails point: PUBLIC_URL unset, the address it listens on', async () => {
    expect(first.output()).toContain(
      `Links in mails: http://127.0.0.1:${port} (PUBLIC_URL not set: the address above)`,
    );
    // The sitemap is built on the same address, so the links a shopper gets open this shop.
    const robots = await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const second = startServer(await freePort());
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('Another process is already using the embedded database');
  });

  it('finishes in-flight requests on SIGTERM, then exits 0 and releases the lock', async () => {
    const inFlight = fetch(`http://127.0.0.1:${port}/api/products?limit=100&sort=Name`, {
      headers: { cookie: unlockCookie },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await first.exited).toBe(0);

    // The lock is free again: a new process starts on the same directory with the data kept.
    const restarted = startServer(port);
    try {
      await waitForHealth(port, restarted);
      expect(restarted.output()).not.toContain('seeded');
    } finally {
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    }
  }, 120_000);
});

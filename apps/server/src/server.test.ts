import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpawnedServer } from './testing/server-process.ts';
import { createShopStore, type ShopStore, spawnShop } from './testing/shop-process.ts';

// The process itself: start-up on an empty embedded database, what it prints, the data-directory
// lock, and a graceful stop. Slow (a cold PGlite start), so it runs once per suite, on PGlite only.

// Unset, not empty: the demo password gate is on, as on a first `npm start`. Its output is piped,
// not a terminal, so its logs are JSON lines unless LOG_FORMAT says otherwise.
const FIRST_START = { STORE_PASSWORD: undefined, LOG_LEVEL: 'info' };

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('server process', () => {
  let store: ShopStore;
  let first: SpawnedServer;
  let port: number;
  // STORE_PASSWORD is not set: the demo gate is on, and the catalog needs the unlock cookie.
  let unlockCookie = '';

  beforeAll(async () => {
    store = await createShopStore();
    first = await spawnShop(store, FIRST_START);
    port = first.port;
    await first.ready();
  }, 120_000);

  afterAll(async () => {
    await first?.kill();
    await store?.dispose();
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
    // The Node the project brings (the optional node-<platform> dependency), as npm scripts run it.
    expect(first.output()).toContain(`Node.js: ${process.version}\n`);
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

  it('logs JSON lines on a pipe: one for the migrations, one for the seeding, then the banner', () => {
    const [logs = '', ...rest] = first.output().split('\n  Skins shop is running:');
    expect(rest).toHaveLength(1);
    const lines = logs.split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => !isJson(line))).toEqual([]);
    // A first start used to bury the banner; now it is a handful of lines.
    expect(lines.length).toBeLessThan(10);
    const messages = lines.map((line) => String(JSON.parse(line).msg));
    expect(messages.filter((msg) => msg.includes('migrations applied'))).toHaveLength(1);
    expect(messages.filter((msg) => /^Seeded 240 demo products/.test(msg))).toHaveLength(1);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const second = await spawnShop(store, FIRST_START);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('Another process is already using the embedded database');
  });

  it('finishes in-flight requests on SIGTERM, then exits 0 and releases the lock', async () => {
    const inFlight = fetch(`http://127.0.0.1:${port}/api/products?limit=100&sort=Name`, {
      headers: { cookie: unlockCookie },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = first.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    await stopped;
    expect(await first.exited, first.output()).toBe(0);

    // The lock is free again: a new process starts on the same directory with the data kept,
    // here with LOG_FORMAT=pretty: lines for a person even on a pipe.
    const restarted = await spawnShop(store, { ...FIRST_START, LOG_FORMAT: 'pretty' });
    try {
      await restarted.ready();
      expect(restarted.output()).not.toContain('Seeded');
      expect(restarted.output()).toMatch(/INFO.*: Database ready, migrations applied/);
      expect(restarted.output().split('\n').filter(isJson)).toEqual([]);
    } finally {
      await restarted.stop();
      // Its own words when it does not: a failed shutdown logs why.
      expect(await restarted.exited, restarted.output()).toBe(0);
    }
  }, 120_000);
});

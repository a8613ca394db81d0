import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { closeWithFile } from './leftovers.ts';
import { findFreePort, type SpawnedServer, spawnServerProcess } from './server-process.ts';
import { createPostgresScratch } from './test-database.ts';

/**
 * Where a shop process keeps its data for one test file: a fresh DATA_DIR, and — in the
 * `server-postgres` project — a fresh database on the machine's PostgreSQL, dropped afterwards.
 * The process migrates and seeds it itself, as `npm start` does.
 */
export interface ShopStore {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  /** '' (unset): the embedded PGlite in DATA_DIR/db. */
  databaseUrl: string;
  /** The store opened in this process; for PGlite only while no shop runs on it (one process). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createShopStore(): Promise<ShopStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-shop-process-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres') {
    return {
      engine: 'pglite',
      dataDir,
      databaseUrl: '',
      open: () => openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') }),
      dispose: closeWithFile(removeDataDir),
    };
  }
  const scratch = await createPostgresScratch();
  return {
    engine: 'postgres',
    dataDir,
    databaseUrl: scratch.url,
    open: () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
    dispose: closeWithFile(async () => {
      await scratch.drop();
      await removeDataDir();
    }),
  };
}

// The most a positive-int setting takes (9 digits): in effect no limit.
const UNLIMITED = '999999999';

/**
 * The shop as `npm start` runs it in production, on `store`, with nothing from the caller's
 * shell that could reach the outside: simulated payments, mails kept in the outbox, no gate.
 * '' is "not set" for every setting but STORE_PASSWORD, where it turns the gate off.
 */
export function shopEnv(
  store: Pick<ShopStore, 'dataDir' | 'databaseUrl'>,
  port: number,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: '',
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: '',
    STORE_PASSWORD: '',
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    SMTP_URL: '',
    REDIS_URL: '',
    // Every test request comes from one IP: the per-IP checkout limit would answer 429s.
    RATE_LIMIT_CREATE_ORDER_PER_MINUTE: UNLIMITED,
    // The machine's load must not shed these requests (see build-test-app.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}

/**
 * Spawns the compiled server (`npm start`'s, built once per run: global-setup.ts) on `store`, on
 * a free port; `name` tells which start a failure's output is from.
 */
export async function spawnShop(
  store: ShopStore,
  env: NodeJS.ProcessEnv = {},
  name = 'shop',
): Promise<SpawnedServer> {
  const port = await findFreePort();
  return spawnServerProcess({
    label: `${name} on ${store.engine}`,
    build: 'compiled',
    args: [path.join(inject('compiledServerDir'), 'server.js')],
    env: { ...shopEnv(store, port), ...env },
    port,
  });
}

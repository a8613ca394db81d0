import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The one type the code above the driver sees, whichever engine runs underneath. No schema is
 * attached: each module queries its own tables (modules/<name>/*.tables.ts) with the query builder.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction's handle; inside `db.transaction` use only this (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: a gzipped copy of the data directory (tests start from it). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * How long a new PostgreSQL connection may take to open and be greeted. Pg has no limit of its
 * own: with the database's host gone silent, every request that needed a new connection hung
 * until its client gave up; now it fails in this time and the shop answers 503 with Retry-After
 * (issue [14] item 17, bench/payment-and-outage.ts). A healthy server greets in milliseconds.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number }
  /** `dir` undefined = in memory; `loadDataDir` = start from a dump (tests). */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob };

/**
 * Beside this module: src/db/migrations when run from source, dist/migrations in the compiled
 * server, where the build copies them (scripts/build-server.mjs).
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async migrate() {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(db, { migrationsFolder });
      },
      dump: () => Promise.reject(new Error('Only an embedded database can be dumped')),
      close: once(() => pool.end()),
    };
  }

  if (options.dir) await mkdir(options.dir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dir ? { dataDir: options.dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // The first migrations create pg_trgm (search used it before decision 043).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    },
    dump: async () => client.dumpDataDir('gzip'),
    close: once(() => client.close()),
  };
}

/** Closing twice is closing once (the second call waits for the first). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

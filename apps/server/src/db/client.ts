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
 * How connections reach PostgreSQL. `session`: directly, or through a pooler that gives each
 * connection its own server session. `transaction`: through PgBouncer's transaction pooling,
 * where consecutive transactions of one connection may run on different server sessions, so
 * nothing may rely on session state (decision 040).
 */
export type PoolMode = 'session' | 'transaction';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; poolMode?: PoolMode }
  /** `dir` undefined = in memory; `loadDataDir` = start from a dump (tests). */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob };

// Trigram word similarity of a one-letter typo in a short word (`iphne` ~ `iphone`) is 0.5,
// under pg_trgm's default threshold of 0.6, which the `<%`/`%>` operators read. PGlite: set on
// its one connection. PostgreSQL: the database's own default (every new session, whatever
// pooler it comes through) and, in session mode, the connection's start-up options too.
const WORD_SIMILARITY_THRESHOLD = 'pg_trgm.word_similarity_threshold';
const WORD_SIMILARITY = '0.45';
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Beside this module: src/db/migrations when run from source, dist/migrations in the compiled
 * server, where the build copies them (scripts/build-server.mjs).
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const poolMode = options.poolMode ?? 'session';
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Sent with the connection's start-up, not as a query: a `set` from the pool's `connect`
      // event would still be running when the pool hands the client to its first query.
      // PgBouncer refuses a start-up `options` parameter ("unsupported startup parameter"), and
      // would not keep it on the server sessions it hands out anyway: there the database's
      // default (databaseDefaults) is what applies.
      ...(poolMode === 'session'
        ? { options: `-c ${WORD_SIMILARITY_THRESHOLD}=${WORD_SIMILARITY}` }
        : {}),
    });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async migrate() {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        // First: a session PgBouncer opens before the default exists keeps PostgreSQL's 0.6.
        await setDatabaseDefaults(pool, poolMode);
        await migrate(db, { migrationsFolder });
      },
      dump: () => Promise.reject(new Error('Only an embedded database can be dumped')),
      close: () => pool.end(),
    };
  }

  if (options.dir) await mkdir(options.dir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dir ? { dataDir: options.dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.exec(`set ${WORD_SIMILARITY_THRESHOLD} = ${WORD_SIMILARITY}`);
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    },
    dump: async () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/**
 * Makes the word-similarity threshold the database's default (`ALTER DATABASE … SET`), so every
 * new server session has it: those PgBouncer opens in transaction mode, replicas', psql's. Runs
 * before anything else at start, in one round trip that also sets it on the session it runs on:
 * the only sessions opened before the default existed are those that ran this very query (on
 * the first start, every instance's first), so none is left without it. Written only when
 * missing (or set for this user). Without the owner's right to write it, transaction mode
 * cannot work as intended and stops the start; session mode has the start-up option.
 */
async function setDatabaseDefaults(pool: pg.Pool, poolMode: PoolMode): Promise<void> {
  const wanted = `${WORD_SIMILARITY_THRESHOLD}=${WORD_SIMILARITY}`;
  try {
    // Simple protocol, two statements: one implicit transaction, so one server session.
    await pool.query(
      `do $$ begin
         if not exists (
           select 1 from pg_db_role_setting s
            where '${wanted}' = any (s.setconfig)
              and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
              and s.setrole in (0, (select oid from pg_roles where rolname = current_user))
         ) then
           execute format('alter database %I set ${WORD_SIMILARITY_THRESHOLD} = ${WORD_SIMILARITY}', current_database());
         end if;
       end $$;
       set ${WORD_SIMILARITY_THRESHOLD} = ${WORD_SIMILARITY}`,
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== INSUFFICIENT_PRIVILEGE) throw error;
    if (poolMode === 'session') return;
    throw new Error(
      `DATABASE_POOL_MODE=transaction needs the database's default ${wanted}, and this user may not set it: ` +
        `run once, as the database's owner: ALTER DATABASE <name> SET ${WORD_SIMILARITY_THRESHOLD} = ${WORD_SIMILARITY}`,
    );
  }
}

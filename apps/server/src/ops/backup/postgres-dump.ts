import pg from 'pg';
import { BackupError } from './manifest.ts';
import { requirePgTool, runPgTool, toolConnection } from './pg-tools.ts';
import { readShopState, type ShopState } from './shop-state.ts';

// pg_dump reads one snapshot; exporting it from our own transaction lets the manifest's counts
// come from exactly the rows in the dump, however many orders are written meanwhile.

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to PostgreSQL: ${(error as Error).message}`);
  }
  return client;
}

const queryOf = (client: pg.Client) => (text: string) => client.query(text);

export async function dumpPostgres(url: string, outFile: string): Promise<ShopState> {
  await requirePgTool('pg_dump');
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const state = await readShopState(queryOf(client), 'The database');
    const { dbname, env } = toolConnection(url);
    await runPgTool(
      'pg_dump',
      [`--snapshot=${rows[0]?.id}`, '--format=custom', `--file=${outFile}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    return state;
  } finally {
    await client.end();
  }
}

export async function isPostgresEmpty(url: string): Promise<boolean> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n) === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores into the database in one transaction: a dump that fails halfway leaves nothing.
 * With `wipe`, the shop's schemas are dropped first (their tables, the pg_trgm extension).
 */
export async function restorePostgres(
  dumpFile: string,
  url: string,
  { wipe }: { wipe: boolean },
): Promise<ShopState> {
  await requirePgTool('pg_restore');
  const client = await connect(url);
  try {
    if (wipe) {
      await client.query(
        'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
      );
    }
    const { dbname, env } = toolConnection(url);
    await runPgTool(
      'pg_restore',
      [
        // Objects belong to the restoring user, without the old server's roles and grants.
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        dumpFile,
      ],
      env,
    );
    return await readShopState(queryOf(client), 'The restored database');
  } finally {
    await client.end();
  }
}

import { readFile, rm } from 'node:fs/promises';
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

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

// A line of pg_restore's table of contents: `218; 1259 16403 TABLE public orders postgres`; not
// the entries about an object's data or ownership (`TABLE DATA`, `SEQUENCE OWNED BY`, `SEQUENCE
// SET`, `MATERIALIZED VIEW DATA`).
const TOC_LINE =
  /^\d+; \d+ \d+ (TABLE|VIEW|MATERIALIZED VIEW|SEQUENCE|FUNCTION|TYPE|SCHEMA) (?!(?:DATA|OWNED BY|SET) )(\S+) (.+) (\S+)$/;
// Dropped in this order: tables take their triggers, indexes and owned sequences with them.
const DROP_ORDER = ['TABLE', 'MATERIALIZED VIEW', 'VIEW', 'SEQUENCE', 'FUNCTION', 'TYPE', 'SCHEMA'];

/**
 * What a forced restore drops first: the objects the dump itself holds (its table of contents,
 * `pg_restore --list`), and nothing else in the database. The `public` schema and extensions
 * stay (the dump creates pg_trgm only if it is missing).
 */
export function dropStatementsOf(tableOfContents: string): string[] {
  const found: { kind: string; statement: string }[] = [];
  for (const line of tableOfContents.split('\n')) {
    const match = TOC_LINE.exec(line.trim());
    if (!match) continue;
    const [, kind = '', schema = '', name = ''] = match;
    const qualified = `${quoted(schema)}.${quoted(name)}`;
    if (kind === 'SCHEMA') {
      if (name !== 'public')
        found.push({ kind, statement: `drop schema if exists ${quoted(name)} cascade` });
    } else if (kind === 'FUNCTION') {
      const at = name.indexOf('(');
      const fn = `${quoted(schema)}.${quoted(name.slice(0, at))}${name.slice(at)}`;
      found.push({ kind, statement: `drop function if exists ${fn} cascade` });
    } else {
      found.push({ kind, statement: `drop ${kind.toLowerCase()} if exists ${qualified} cascade` });
    }
  }
  return found
    .sort((a, b) => DROP_ORDER.indexOf(a.kind) - DROP_ORDER.indexOf(b.kind))
    .map(({ statement }) => statement);
}

/** Sessions other than ours on the target database: a running shop, a psql, a pooler's. */
async function otherSessions(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{
    pid: number;
    usename: string | null;
    application_name: string;
    client_addr: string | null;
  }>(
    `select pid, usename, application_name, client_addr::text as client_addr
       from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend'`,
  );
  return rows.map((row) => {
    const parts = [row.usename ?? 'someone', row.application_name, row.client_addr ?? 'local']
      .filter(Boolean)
      .join(', ');
    return `pid ${row.pid} (${parts})`;
  });
}

/**
 * Restores into the database in one transaction: a dump that fails halfway leaves nothing.
 * Refused while any other session is connected to the database (a shop still running would go
 * on serving from under the restore). With `wipe`, the dump's own objects are dropped first
 * (dropStatementsOf), so a table that is not the shop's stays.
 */
export async function restorePostgres(
  dumpFile: string,
  url: string,
  { wipe }: { wipe: boolean },
): Promise<ShopState> {
  await requirePgTool('pg_restore');
  const client = await connect(url);
  try {
    const others = await otherSessions(client);
    if (others.length > 0) {
      throw new BackupError(
        `Refusing to restore: ${others.length} other session(s) connected to the database: ${others.join('; ')}. Stop every instance of the shop (and close any other client) first.`,
      );
    }
    if (wipe) {
      const listFile = `${dumpFile}.list`;
      await runPgTool('pg_restore', ['--list', `--file=${listFile}`, dumpFile]);
      const drops = dropStatementsOf(await readFile(listFile, 'utf8'));
      await rm(listFile, { force: true });
      await client.query('begin');
      for (const statement of drops) await client.query(statement);
      await client.query('commit');
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

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { syncReferenceData } from '../modules/catalog/index.ts';
import { closeWithFile } from './leftovers.ts';

export interface TestDatabase extends Database {
  /** PostgreSQL's connection string (tools such as pg_dump connect on their own); null for PGlite. */
  url: string | null;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — in the
 * `server-postgres` project — a new database on the machine's PostgreSQL, dropped afterwards,
 * so parallel files and concurrent runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database =
    process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : await createPglite();
  await syncReferenceData(database.db);
  return { ...database, dispose: closeWithFile(database.dispose) };
}

async function createPglite(): Promise<TestDatabase> {
  const dump = new Blob([await readFile(inject('pgliteDumpPath'))]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  return { ...database, url: null, dispose: () => database.close() };
}

export interface PostgresScratch {
  name: string;
  /** The new database's connection string. */
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The connection string of database `name` on the machine's PostgreSQL (TEST_DATABASE_URL). */
function postgresUrlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops database `name`, closing whatever is still connected to it. */
function dropPostgresDatabase(name: string): Promise<void> {
  return asAdmin(`drop database if exists ${name} with (force)`);
}

/**
 * A new database on the machine's PostgreSQL (TEST_DATABASE_URL), named at random: empty, or a
 * copy of `template` (the run's migrated template, global-setup.ts).
 */
export async function createPostgresScratch(template?: string): Promise<PostgresScratch> {
  const name = `skins_test_${randomBytes(6).toString('hex')}`;
  // Generated names of [a-z0-9_] only: safe to put into the statement.
  await asAdmin(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  return { name, url: postgresUrlOf(name), drop: () => dropPostgresDatabase(name) };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  const scratch = await createPostgresScratch(template || undefined);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  if (!template) await database.migrate();
  return {
    ...database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

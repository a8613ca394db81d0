import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { syncReferenceData } from '../modules/catalog/index.ts';

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
  return database;
}

async function createPglite(): Promise<TestDatabase> {
  const dump = new Blob([await readFile(inject('pgliteDumpPath'))]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  return { ...database, url: null, dispose: () => database.close() };
}

export interface PostgresScratch {
  /** The new database's connection string. */
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** A new, empty database on the machine's PostgreSQL (TEST_DATABASE_URL), named at random. */
export async function createPostgresScratch(): Promise<PostgresScratch> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `skins_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const scratch = await createPostgresScratch();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

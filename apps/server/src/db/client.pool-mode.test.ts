import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresScratch, type PostgresScratch } from '../testing/test-database.ts';
import { type Database, openDatabase } from './client.ts';

// DATABASE_POOL_MODE=transaction (decision 040): behind PgBouncer's transaction pooling no
// start-up option reaches a server session, so the search's trigram threshold must come from
// the database itself. PostgreSQL only (the `server-postgres` project); the scale test
// (scripts/scale) runs the same through a real PgBouncer.
const isPostgres = process.env.TEST_DB === 'postgres';

/** node-postgres' result rows (the `Db` type leaves `execute`'s result to the driver). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.runIf(isPostgres)('a PostgreSQL database opened in transaction pool mode', () => {
  let scratch: PostgresScratch;
  let database: Database;

  beforeAll(async () => {
    scratch = await createPostgresScratch();
    database = await openDatabase({
      kind: 'postgres',
      url: scratch.url,
      poolSize: 2,
      poolMode: 'transaction',
    });
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('makes the word-similarity threshold the database default, for sessions with no options', async () => {
    // A plain connection, as PgBouncer opens its server sessions: no start-up options at all.
    const bare = new pg.Client({ connectionString: scratch.url });
    await bare.connect();
    try {
      const { rows } = await bare.query<{ threshold: string }>(
        `select current_setting('pg_trgm.word_similarity_threshold') as threshold`,
      );
      expect(rows[0]?.threshold).toBe('0.45');
      // The operator the search uses reads it: a one-letter typo finds its word.
      const typo = await bare.query<{ isMatch: boolean }>(
        `select 'iphne' <% 'iphone 16' as "isMatch"`,
      );
      expect(typo.rows[0]?.isMatch).toBe(true);
    } finally {
      await bare.end();
    }
  });

  it('sends no start-up options, which PgBouncer would refuse: the value comes from the database', async () => {
    // A new pool, so a session opened after the default was written.
    const reopened = await openDatabase({
      kind: 'postgres',
      url: scratch.url,
      poolSize: 1,
      poolMode: 'transaction',
    });
    const source = await reopened.db.transaction(async (tx) => {
      await tx.execute(sql`select 'a' <% 'b'`); // loads pg_trgm, so pg_settings lists its setting
      const rows = rowsOf<{ source: string }>(
        await tx.execute(
          sql`select source from pg_settings where name = 'pg_trgm.word_similarity_threshold'`,
        ),
      );
      return rows[0]?.source;
    });
    await reopened.close();
    expect(source).toBe('database');
  });

  it('leaves no session without it: the one that wrote the default has it too', async () => {
    // One connection, opened for the first query of the start, before the default existed: as
    // the server session PgBouncer opened for it would be, and then hand to anyone.
    const scratch2 = await createPostgresScratch();
    const single = await openDatabase({
      kind: 'postgres',
      url: scratch2.url,
      poolSize: 1,
      poolMode: 'transaction',
    });
    try {
      await single.migrate();
      const rows = rowsOf<{ isMatch: boolean }>(
        await single.db.execute(sql`select 'walnot' <% 'scale walnut veneer' as "isMatch"`),
      );
      expect(rows[0]?.isMatch).toBe(true);
    } finally {
      await single.close();
      await scratch2.drop();
    }
  });

  it('writes the default once: migrating again changes nothing', async () => {
    await database.migrate();
    const rows = rowsOf<{ settings: number }>(
      await database.db.execute(
        sql`select count(*)::int as settings from pg_db_role_setting s
              join pg_database d on d.oid = s.setdatabase where d.datname = current_database()`,
      ),
    );
    expect(rows[0]?.settings).toBe(1);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection string for the shop's DATABASE_URL. */
  url: string;
  /** Runs one statement on the scratch database (the test's "admin" hand on the data). */
  query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  drop: () => Promise<void>;
}

// CI's PostgreSQL (.ci/run sets TEST_DATABASE_URL when one answers); the machine default otherwise.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A new, empty, uniquely named PostgreSQL database for one shop instance (migrated and seeded by
 * the shop itself on start), dropped afterwards. Null when no PostgreSQL server answers, so a
 * machine without one can skip the tests that need it (when TEST_DATABASE_URL is set, a failure
 * to connect is an error instead).
 */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase | null> {
  const name = `skins_e2e_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) throw error;
    return null;
  }
  try {
    // A generated name of [a-z0-9_] only: safe to put into the statement.
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }

  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    url,
    query: (text, values) => pool.query(text, values),
    drop: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

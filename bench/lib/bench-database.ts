import pg from 'pg';

export const benchDatabaseName = 'skins_bench';

export interface BenchDatabase {
  url: string;
  serverVersion: string;
  drop: () => Promise<void>;
}

/**
 * A dedicated, freshly created database on the PostgreSQL server that `adminUrl` points to, so a
 * run never touches the data of another (the test suite's `test` database included).
 */
export async function createBenchDatabase(
  adminUrl: string,
  name = benchDatabaseName,
): Promise<BenchDatabase> {
  const admin = new URL(adminUrl);
  if (admin.pathname.replace(/^\//, '') === name) {
    throw new Error(`BENCH_DATABASE_URL must name another database than ${name}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const serverVersion = await withDatabaseClient(adminUrl, async (client) => {
    // FORCE ends connections a crashed earlier run may have left open (PostgreSQL 13+).
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  });

  return {
    url: url.toString(),
    serverVersion,
    drop: () =>
      withDatabaseClient(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** One connection to `url` for `use`, closed afterwards; a server that is not there fails clearly. */
export async function withDatabaseClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `the bench needs PostgreSQL: could not connect to ${redact(url)} (${reason}). ` +
        'Start PostgreSQL or set BENCH_DATABASE_URL.',
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

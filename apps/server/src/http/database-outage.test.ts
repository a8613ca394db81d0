import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { findFreePort } from '../testing/server-process.ts';

// Issue [14] item 17: a database outage is the shop's 503 with Retry-After for every request
// that needs the database, never a 500, and the liveness probe stays 200 (an orchestrator that
// restarted every instance could not bring the database back); readiness says what fails.

const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-outage-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What a query on `database` fails with (the driver's error, as Drizzle wraps it). */
function failureOfAQuery(database: Database): Promise<unknown> {
  return database.db.execute(sql`select 1`).then(
    () => new Error('the query succeeded'),
    (error: unknown) => error,
  );
}

describe('while the database cannot be reached', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After; liveness 200, readiness 503', async () => {
    const { app, database } = await buildTestApp({ DATA_DIR: dataDir });
    // The database gone under a running shop: every query fails as an unreachable one does.
    await database.close();

    for (const request of [
      { method: 'GET', url: '/api/products?limit=1&page=3' },
      { method: 'GET', url: '/api/products/search/full?query=marble' },
      {
        method: 'POST',
        url: '/api/subscription/subscribe',
        payload: { email: 'asha@example.in' },
      },
    ] as const) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ details: { checks: { database: 'failing' } } });
  });
});

describe('isDatabaseUnavailable', () => {
  // As Drizzle throws it: its name stays 'Error'.
  const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
  const withCode = (code: string) => Object.assign(new Error('failed'), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    ['a server that cannot accept connections yet', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['a connection cut', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
  ])('says yes for %s, wrapped as Drizzle wraps it', (_case, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a serialization failure', withCode('40001')],
    ['any other error', new Error('Cannot read properties of undefined')],
  ])('says no for %s', (_case, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('says yes for a query on a PostgreSQL server that refuses the connection', async () => {
    // A free port: nothing listens there, so the pool's connect is refused (ECONNREFUSED).
    const port = await findFreePort();
    const url = `postgres://postgres@127.0.0.1:${port}/shop`;
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      expect(isDatabaseUnavailable(await failureOfAQuery(database))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('says yes, in the connect timeout, for a server that takes the connection and never answers', async () => {
    // The host gone silent (a network partition): the connection opens, no reply ever comes. Pg
    // waits for the server's answer to its start-up message with no end of its own.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const url = `postgres://postgres@127.0.0.1:${port}/shop`;
    const database = await openDatabase({ kind: 'postgres', url, connectTimeoutMs: 200 });
    try {
      expect(isDatabaseUnavailable(await failureOfAQuery(database))).toBe(true);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('says no for a socket failure outside a query (the object store, the gateway, mail)', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(false);
    expect(
      isDatabaseUnavailable(new Error('upload failed', { cause: withCode('ECONNRESET') })),
    ).toBe(false);
  });
});

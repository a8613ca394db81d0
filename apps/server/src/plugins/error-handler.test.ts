import { ErrorBodySchema } from '@skins/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { AppError } from './app-error.ts';

let app: App;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      STORE_PASSWORD: '',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    database,
  });
  // Probe routes exercising each error path through the real handler.
  app.post(
    '/api/probe/echo',
    { schema: { body: z.object({ name: z.string().min(1), quantity: z.number().int() }) } },
    async (request) => request.body,
  );
  app.get('/api/probe/crash', async () => {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
  });
  // Real constraint violations from the database, as a route that misses a check would meet them.
  await app.db.execute(
    sql.raw(`create table probe_rules (
      id int primary key,
      amount int not null check (amount > 0),
      parent int references probe_rules (id)
    )`),
  );
  await app.db.execute(sql.raw('insert into probe_rules (id, amount) values (1, 5)'));
  const brokenWrites = {
    check: 'insert into probe_rules (id, amount) values (2, 0)',
    'not-null': 'insert into probe_rules (id, amount) values (3, null)',
    unique: 'insert into probe_rules (id, amount) values (1, 5)',
    'foreign-key': 'insert into probe_rules (id, amount, parent) values (4, 5, 99)',
  };
  app.get<{ Params: { rule: keyof typeof brokenWrites } }>(
    '/api/probe/constraint/:rule',
    async (request) => {
      await app.db.execute(sql.raw(brokenWrites[request.params.rule]));
      return { written: true };
    },
  );
  app.get('/api/probe/conflict', async () => {
    throw new AppError(409, 'CONFLICT', 'Already there', { id: 'x' });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function request(
  method: 'GET' | 'POST',
  url: string,
  payload?: string,
  type = 'application/json',
) {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': type } }),
  });
  return { status: response.statusCode, body: ErrorBodySchema.parse(response.json()), response };
}

describe('central error handler', () => {
  it('answers an unknown API path with the contract 404 body', async () => {
    const { status, body } = await request('GET', '/api/nope?x=1');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'No route for GET /api/nope', code: 'NOT_FOUND' });
  });

  it('answers validation failures with 400 and every bad field', async () => {
    const { status, body } = await request('POST', '/api/probe/echo', '{"name":"","quantity":1.5}');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.details?.fields as object).sort()).toEqual(['name', 'quantity']);
  });

  it('answers malformed JSON, wrong content types and oversize bodies with a clean 4xx', async () => {
    const malformed = await request('POST', '/api/probe/echo', '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'VALIDATION_FAILED',
    });
    const wrongType = await request(
      'POST',
      '/api/probe/echo',
      'name=x',
      'application/x-www-form-urlencoded',
    );
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await request(
      'POST',
      '/api/probe/echo',
      JSON.stringify({ name: 'x'.repeat(2_000_000), quantity: 1 }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps stack traces and SQL out of 5xx bodies', async () => {
    const { status, body, response } = await request('GET', '/api/probe/crash');
    expect(status).toBe(500);
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/secret_table|SELECT|at /);
  });

  it.each([
    ['check', 400, 'VALIDATION_FAILED', 'Some values are out of range.'],
    ['not-null', 400, 'VALIDATION_FAILED', 'A required value is missing.'],
    ['unique', 409, 'CONFLICT', 'This is already taken.'],
    [
      'foreign-key',
      409,
      'CONFLICT',
      'This refers to something that no longer exists, or is still in use.',
    ],
  ])(
    'answers a write that breaks a %s constraint with a 4xx, never a 500',
    async (rule, status, code, message) => {
      const answer = await request('GET', `/api/probe/constraint/${rule}`);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ message, code });
      expect(answer.response.body).not.toMatch(/probe_rules|insert/i);
    },
  );

  it('passes an AppError through with its details, and tags answers with a request id', async () => {
    const { status, body, response } = await request('GET', '/api/probe/conflict');
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Already there', code: 'CONFLICT', details: { id: 'x' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a path segment too long for the router with the contract 400 body', async () => {
    const { status, body } = await request('GET', `/api/products/${'a'.repeat(501)}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'A part of this address is too long.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('lets a long segment the router takes reach the route, which judges it', async () => {
    // 500 characters: past the route's own 200-character limit on a product id or slug.
    const { status, body } = await request('GET', `/api/products/${'a'.repeat(500)}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('answers malformed percent-encoding in a path segment with the contract 400 body', async () => {
    const { status, body } = await request('GET', '/api/products/%E0%A4%A');
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'This address is not valid.', code: 'VALIDATION_FAILED' });
  });
});

import { gzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, type Operation, toDraft7 } from './json-schema.ts';
import { answerOf, ResponseChecker } from './response-check.ts';
import { validValue } from './valid-value.ts';

const CAMPAIGN: JsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
    discount: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 0.9 },
    maxRedemptions: { nullable: true, type: 'integer', minimum: 1, maximum: 100 },
    tags: { type: 'array', items: { type: 'string', enum: ['matte', 'new'] }, maxItems: 3 },
  },
  required: ['_id', 'name', 'discount'],
  additionalProperties: false,
};

const op: Operation = {
  method: 'GET',
  path: '/api/campaigns/{id}',
  parameters: [],
  jsonBody: null,
  isBodyRequired: false,
  responses: {
    '200': { content: { 'application/json': { schema: CAMPAIGN } } },
    '204': { description: 'No body' },
    '404': { content: { 'application/json': { schema: { type: 'object' } } } },
  },
};

const json = { 'content-type': 'application/json; charset=utf-8' };
const checker = new ResponseChecker();
const kindsOf = (statusCode: number, body: unknown, headers: Record<string, string> = json) =>
  checker
    .check(op, {
      statusCode,
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    .map((v) => v.kind);

describe('the fuzz response checker', () => {
  it('passes a documented 2xx that matches its schema, and a documented error', () => {
    expect(
      kindsOf(200, { _id: 'c1', name: 'SAVE10', discount: 0.1, maxRedemptions: null }),
    ).toEqual([]);
    expect(kindsOf(404, { message: 'No such campaign.', code: 'NOT_FOUND' })).toEqual([]);
    expect(kindsOf(204, '', {})).toEqual([]);
  });

  it('flags any 5xx, whatever its body', () => {
    expect(kindsOf(500, { message: 'Something went wrong', code: 'INTERNAL' })).toEqual(['5xx']);
    expect(kindsOf(503, '')).toEqual(['5xx']);
  });

  it('flags a status the operation does not document', () => {
    expect(kindsOf(403, { message: 'Locked.', code: 'STORE_LOCKED' })).toEqual([
      'undocumented-status',
    ]);
  });

  it('flags a 2xx off its schema: a missing field, an extra one, a bound broken', () => {
    expect(kindsOf(200, { _id: 'c1', name: 'SAVE10' })).toEqual(['response-schema']);
    expect(kindsOf(200, { _id: 'c1', name: 'A', discount: 0.1, secret: 1 })).toEqual([
      'response-schema',
    ]);
    expect(kindsOf(200, { _id: 'c1', name: 'A', discount: 0 })).toEqual(['response-schema']);
    expect(kindsOf(200, 'not json')).toEqual(['response-schema']);
  });

  it('flags an error off the { message, code, details? } shape, or not JSON', () => {
    expect(kindsOf(404, { error: 'Not Found' })).toEqual(['error-shape']);
    expect(kindsOf(404, { message: 'x', code: 'not-a-code' })).toEqual(['error-shape']);
    expect(kindsOf(404, 'Not Found', { 'content-type': 'text/plain' })).toContain('error-shape');
  });

  it('flags a body where none is documented, and a content type that is not documented', () => {
    expect(kindsOf(204, { ok: true })).toEqual(['content-type']);
    expect(kindsOf(200, '<p>hi</p>', { 'content-type': 'text/html' })).toEqual(['content-type']);
  });

  it('reads a compressed answer as the client does', () => {
    const body = { _id: 'c1', name: 'SAVE10', discount: 0.25 };
    const answer = answerOf({
      statusCode: 200,
      headers: { ...json, 'content-encoding': 'gzip' },
      rawPayload: gzipSync(JSON.stringify(body)),
    });
    expect(JSON.parse(answer.body)).toEqual(body);
  });
});

describe('the fuzz value generator', () => {
  it('generates values its own schema accepts (nullable, exclusive bounds, patterns, enums)', () => {
    const validate = new Ajv({ strict: false }).compile(toDraft7(CAMPAIGN));
    const values = fc.sample(validValue(CAMPAIGN, ['SAVE10', 'x'.repeat(41)]), {
      numRuns: 300,
      seed: 1,
    });
    expect(values.filter((value) => !validate(value))).toEqual([]);
    // The seeded strings are mixed in where they fit (`_id` has no bound), and only there.
    const long = 'x'.repeat(41);
    const names = values.map((v) => (v as { _id: string; name: string }).name);
    const ids = values.map((v) => (v as { _id: string; name: string })._id);
    expect(names).toContain('SAVE10');
    expect(names).not.toContain(long);
    expect(ids).toContain(long);
  });
});

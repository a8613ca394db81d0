import fc from 'fast-check';
import { mutatedValue, nastyString, wrongValue } from './invalid-value.ts';
import type { JsonSchema, Operation, Parameter } from './json-schema.ts';
import { type KnownStrings, validValue } from './valid-value.ts';

/** One generated call, as `app.inject` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the fuzz may present: a real admin token and a real unlock cookie, and ids to aim at. */
export interface FuzzCredentials {
  adminToken: string;
  unlockCookie: string;
  unlockCookieName: string;
  known: KnownStrings;
  /** Ids for path parameters, by the path's resource (`/api/orders/{id}` → `orders`). */
  idsByResource: Record<string, KnownStrings>;
}

// Not '', '.' or '..': the URL parser resolves those to another route, which is another operation.
const RAW_BAD_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%2e%2e%2f', '%2F', '%00'];
const isSegment = (value: string) => value !== '' && value !== '.' && value !== '..';
const JSON_TYPE = 'application/json';

/** A path segment from any string: a lone surrogate has no UTF-8 bytes, so it becomes U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encodeSegment = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));
const MULTIPART_BOUNDARY = 'fuzzboundary';
/** A real 1×1 PNG, so the upload reaches the image decoder with something it can read. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Requests for `op`: valid and broken parameters, headers and bodies, with and without auth. */
export function requestFor(op: Operation, creds: FuzzCredentials): fc.Arbitrary<FuzzRequest> {
  const params = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  return fc
    .record({
      path: pathFor(op.path, params('path'), idsFor(op.path, creds)),
      query: queryFor(params('query'), creds.known),
      documentedHeaders: headersFor(params('header'), creds.known),
      auth: authHeaders(creds),
      noise: noiseHeaders,
      body: bodyFor(op, creds.known),
    })
    .map(({ path, query, documentedHeaders, auth, noise, body }) => ({
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...noise, ...documentedHeaders, ...auth, ...body.headers },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}

function idsFor(path: string, creds: FuzzCredentials): KnownStrings {
  const resource = path.split('/').find((part) => part !== '' && part !== 'api') ?? '';
  return creds.idsByResource[resource] ?? creds.known;
}

function pathFor(template: string, params: Parameter[], known: KnownStrings): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(template);
  const segment = (name: string) => {
    const schema = params.find((p) => p.name === name)?.schema ?? { type: 'string' };
    const encoded = fc
      .oneof(
        { weight: 8, arbitrary: validValue(schema, known).map(String) },
        { weight: 2, arbitrary: nastyString },
      )
      .filter(isSegment)
      .map(encodeSegment);
    return fc.oneof(
      { weight: 9, arbitrary: encoded },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BAD_SEGMENTS) },
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] as string), template),
    );
}

/** Mostly a valid query, so calls get past validation; else one broken in several ways. */
function queryFor(params: Parameter[], known: KnownStrings): fc.Arbitrary<string> {
  const valid = (p: Parameter) => validValue(p.schema ?? {}, known).map(String);
  const broken = (p: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: valid(p) },
      { weight: 1, arbitrary: nastyString },
      { weight: 1, arbitrary: wrongValue.map((v) => JSON.stringify(v) ?? '') },
    );
  const name = fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'page[]', 'a.b'),
  );
  const extras = fc.array(fc.tuple(name, nastyString), { maxLength: 2 });
  return fc.oneof(
    { weight: 3, arbitrary: queryString(params, valid, fc.constant([]), fc.constant(false)) },
    { weight: 2, arbitrary: queryString(params, broken, extras, fc.boolean()) },
  );
}

function queryString(
  params: Parameter[],
  value: (p: Parameter) => fc.Arbitrary<string>,
  extras: fc.Arbitrary<[string, string][]>,
  repeat: fc.Arbitrary<boolean>,
): fc.Arbitrary<string> {
  const values = fc.tuple(...params.map((p) => fc.option(value(p), { freq: 2 })));
  return fc.tuple(values, extras, repeat).map(([chosen, extra, isRepeated]) => {
    const search = new URLSearchParams();
    params.forEach((p, i) => {
      const v = chosen[i];
      if (v === null || v === undefined) return;
      search.append(p.name, v);
      if (isRepeated) search.append(p.name, v);
    });
    for (const [name, v] of extra) search.append(name, v);
    return search.toString();
  });
}

const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

function headersFor(params: Parameter[], known: KnownStrings) {
  const one = (p: Parameter) =>
    fc.option(
      fc.oneof(validValue(p.schema ?? {}, known).map(String), nastyString).map(headerSafe),
      { freq: 2 },
    );
  return fc.tuple(...params.map(one)).map((values) => {
    const headers: Record<string, string> = {};
    params.forEach((p, i) => {
      const value = values[i];
      if (value !== null && value !== undefined) headers[p.name] = value;
    });
    return headers;
  });
}

/** Headers a client may send that no operation documents: caching, ranges, proxies, encodings. */
const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'accept',
        'accept-encoding',
        'range',
        'if-none-match',
        'if-modified-since',
        'x-forwarded-for',
        'origin',
        'x-request-id',
      ),
      fc.oneof(
        fc.constantFrom(
          'gzip;q=abc, br;q=-1, *;q=0',
          'bytes=abc',
          'bytes=5-1',
          'bytes=0-0,1-1,2-2',
          'bytes=-99999999999999999999',
          '*',
          'W/"x"',
          'Thu, 01 Jan 1970 00:00:00 GMT',
          'not a date',
          '1.1.1.1, ::1, garbage',
          'text/html;q=0, application/json;q=0',
        ),
        nastyString.map(headerSafe),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs));

/** With and without the admin token and the unlock cookie, and with forged ones. */
function authHeaders(creds: FuzzCredentials): fc.Arbitrary<Record<string, string>> {
  // The real credentials most often, so calls get past the gate and the admin check.
  const authorization = fc.oneof(
    { weight: 5, arbitrary: fc.constant(`Bearer ${creds.adminToken}`) },
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        `Bearer ${creds.adminToken}x`,
        `bearer ${creds.adminToken}`,
        'Bearer ',
        'Bearer a.b.c',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'x'.repeat(20_000)}`,
        `Bearer ${creds.adminToken} ${creds.adminToken}`,
      ),
    },
  );
  const cookie = fc.oneof(
    { weight: 3, arbitrary: fc.constant(`${creds.unlockCookieName}=${creds.unlockCookie}`) },
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${creds.unlockCookieName}=${creds.unlockCookie.slice(0, -2)}xx`,
        `${creds.unlockCookieName}=`,
        `${creds.unlockCookieName}=%zz; ${creds.unlockCookieName}=${creds.unlockCookie}`,
        `${creds.unlockCookieName}=${'x'.repeat(10_000)}`,
      ),
    },
  );
  return fc.tuple(authorization, cookie).map(([a, c]) => ({
    ...(a === null ? {} : { authorization: a }),
    ...(c === null ? {} : { cookie: c }),
  }));
}

interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = (value: unknown): Body => ({
  headers: { 'content-type': JSON_TYPE },
  payload: JSON.stringify(value) ?? 'null',
});

/** A body for `op`: valid JSON, broken JSON, the wrong type, none, or too much. */
function bodyFor(op: Operation, known: KnownStrings): fc.Arbitrary<Body> {
  const schema: JsonSchema = op.jsonBody ?? {};
  const valid = validValue(schema, known);
  const none = fc.constant<Body>({ headers: {} });
  const garbage = fc.oneof(
    { weight: 2, arbitrary: mutatedValue(valid).map(json) },
    { weight: 1, arbitrary: wrongValue.map(json) },
    { weight: 1, arbitrary: malformedJson },
    { weight: 1, arbitrary: wrongContentType },
    { weight: 1, arbitrary: multipartBody },
  );
  if (!op.jsonBody)
    return fc.oneof({ weight: 4, arbitrary: none }, { weight: 2, arbitrary: garbage });
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(json) },
    { weight: 5, arbitrary: garbage },
    { weight: 1, arbitrary: none },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ headers: { 'content-type': JSON_TYPE }, payload: '' }),
    },
  );
}

const malformedJson: fc.Arbitrary<Body> = fc
  .oneof(
    fc.constantFrom('{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', '"\\ud800"'),
    nastyString,
  )
  .map((payload) => ({ headers: { 'content-type': JSON_TYPE }, payload }));

const wrongContentType: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=utf-16',
      'application/octet-stream',
      'image/png',
      '*/*',
      'nonsense',
    ),
    fc.oneof(nastyString, fc.constant('{"password":"x"}')),
  )
  .map(([type, payload]) => ({ headers: { 'content-type': type }, payload }));

/** A multipart body carrying random bytes as a file (the media upload's kind of body). */
const multipartBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom('file', 'image', 'other'),
    fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'image/svg+xml'),
    fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.constant(TINY_PNG)),
  )
  .map(([field, type, bytes]) => {
    const head = `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`;
    const tail = `\r\n--${MULTIPART_BOUNDARY}--\r\n`;
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
      payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
    };
  });

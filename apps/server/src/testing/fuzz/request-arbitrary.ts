import fc from 'fast-check';
import { bodyFor } from './body-arbitrary.ts';
import type { ExampleBodies } from './example-bodies.ts';
import { authHeaders, type FuzzAuth, headersFor, noiseHeaders } from './header-arbitrary.ts';
import { nastyString, wrongValue } from './invalid-value.ts';
import type { Operation, Parameter } from './json-schema.ts';
import { type KnownStrings, validValue } from './valid-value.ts';

/** One generated call, as `app.inject` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the fuzz may present: a real admin token and a real unlock cookie, and ids to aim at. */
export interface FuzzCredentials extends FuzzAuth {
  known: KnownStrings;
  /** Ids for path parameters, by the path's resource (`/api/orders/{id}` → `orders`). */
  idsByResource: Record<string, KnownStrings>;
  examples: ExampleBodies;
}

// Not '', '.' or '..': the URL parser resolves those to another route, which is another operation.
const RAW_BAD_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%2e%2e%2f', '%2F', '%00'];
const isSegment = (value: string) => value !== '' && value !== '.' && value !== '..';

/** A path segment from any string: a lone surrogate has no UTF-8 bytes, so it becomes U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encodeSegment = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));

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
      body: bodyFor(op, creds.known, creds.examples[`${op.method} ${op.path}`] ?? []),
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

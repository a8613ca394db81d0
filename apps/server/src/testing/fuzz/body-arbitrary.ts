import fc from 'fast-check';
import { mutatedValue, nastyString, wrongValue } from './invalid-value.ts';
import type { JsonSchema, Operation } from './json-schema.ts';
import { type KnownStrings, validValue } from './valid-value.ts';

const JSON_TYPE = 'application/json';

const MULTIPART_BOUNDARY = 'fuzzboundary';
/** A real 1×1 PNG, so the upload reaches the image decoder with something it can read. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = (value: unknown): Body => ({
  headers: { 'content-type': JSON_TYPE },
  payload: JSON.stringify(value) ?? 'null',
});

/**
 * A body for `op`: valid JSON (generated, or one of the known-good `examples` as it is or broken
 * in one place), broken JSON, the wrong type, none, or too much.
 */
export function bodyFor(
  op: Operation,
  known: KnownStrings,
  examples: readonly unknown[],
): fc.Arbitrary<Body> {
  const schema: JsonSchema = op.jsonBody ?? {};
  const generated = validValue(schema, known);
  const valid =
    examples.length > 0
      ? fc.oneof(generated, fc.constantFrom(...examples), fc.constantFrom(...examples))
      : generated;
  const none = fc.constant<Body>({ headers: {} });
  const garbage = fc.oneof(
    { weight: 2, arbitrary: mutatedValue(valid).map(json) },
    { weight: 1, arbitrary: wrongValue.map(json) },
    { weight: 1, arbitrary: malformedJson },
    { weight: 1, arbitrary: wrongContentType },
    { weight: 1, arbitrary: multipartBody },
  );
  if (!op.jsonBody) {
    return fc.oneof({ weight: 4, arbitrary: none }, { weight: 2, arbitrary: garbage });
  }
  const empty = fc.constant<Body>({ headers: { 'content-type': JSON_TYPE }, payload: '' });
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(json) },
    { weight: 5, arbitrary: garbage },
    { weight: 1, arbitrary: none },
    { weight: 1, arbitrary: empty },
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

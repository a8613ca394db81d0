import fc from 'fast-check';
import type { JsonSchema } from './json-schema.ts';

/** Strings the shop knows (real ids, slugs, codes, emails), mixed in so handlers get past 404. */
export type KnownStrings = readonly string[];

const MAX_GENERATED_LENGTH = 40;
const MAX_ITEMS = 4;
const INT_BOUND = 1_000_000_000;

/**
 * Values valid for `schema` (or close: the generator does not promise every constraint, the
 * server is the judge). Strings without a pattern or enum sometimes take one of `known`.
 */
export function validValue(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<unknown> {
  const base = nonNullValue(schema, known);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function nonNullValue(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, known)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, known);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
        ),
      });
    case 'object':
      return objectValue(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringValue(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = fc.stringMatching(pattern).filter(fits);
    const knownMatching = known.filter((s) => pattern.test(s) && fits(s));
    return knownMatching.length > 0
      ? fc.oneof(matching, fc.constantFrom(...knownMatching))
      : matching;
  }
  const lengths = {
    minLength,
    maxLength: Math.max(minLength, Math.min(maxLength, MAX_GENERATED_LENGTH)),
  };
  const generated = fc.oneof(
    fc.string({ ...lengths, unit: 'grapheme-ascii' }),
    fc.string({ ...lengths, unit: 'grapheme' }),
    fc.string({ ...lengths, unit: 'binary' }),
  );
  const knownFitting = known.filter(fits);
  return knownFitting.length > 0
    ? fc.oneof(
        { weight: 1, arbitrary: generated },
        { weight: 1, arbitrary: fc.constantFrom(...knownFitting) },
      )
    : generated;
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1);
  return fc.integer({
    min: Math.max(Math.ceil(min), -INT_BOUND),
    max: Math.min(Math.floor(max), INT_BOUND),
  });
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 0.01);
  const lower = Math.max(min, -INT_BOUND);
  const upper = Math.min(max, INT_BOUND);
  // Money is rupees with at most two decimals (API.md § Conventions); fractions too, e.g. 0.1.
  const cents = fc
    .integer({ min: Math.ceil(lower * 100), max: Math.floor(upper * 100) })
    .map((n) => n / 100);
  return fc.oneof(cents, fc.double({ min: lower, max: upper, noNaN: true }));
}

function bounds(schema: JsonSchema, step: number): { min: number; max: number } {
  let min = schema.minimum ?? -INT_BOUND;
  let max = schema.maximum ?? INT_BOUND;
  if (schema.exclusiveMinimum === true) min += step;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return { min, max: Math.max(min, max) };
}

function objectValue(schema: JsonSchema, known: KnownStrings): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, validValue(s, known)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

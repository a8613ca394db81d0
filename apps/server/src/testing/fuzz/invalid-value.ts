import fc from 'fast-check';
import { isObject } from './json-schema.ts';

/** Strings made to hurt: NUL bytes, lone surrogates, SQL and path tricks, and sheer size. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%00',
    '%',
    '%zz',
    '../../etc/passwd',
    "' or 1=1 --",
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '💥'.repeat(50),
    'A'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 300, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** A value nested `depth` levels deep, in objects or arrays. */
const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean())
  .map(([depth, inArrays]) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = inArrays ? [value] : { a: value };
    return value;
  });

/** Any JSON value of a kind a schema may not expect. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, -0, 0.5, 1e308, -1e308, 2 ** 53, 2 ** 31, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
  deeplyNested,
);

type Mutation = 'replace' | 'delete' | 'add';

/**
 * Values close to valid ones, broken in one place: a node anywhere in `valid`'s tree replaced by
 * a wrong value, a key deleted (a missing required field), or an unknown key added.
 */
export function mutatedValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      wrongValue,
      fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'add'),
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'extra'), fc.string({ maxLength: 12 })),
    )
    .map(([value, pick, bad, mutation, extraKey]) => mutate(value, pick, bad, mutation, extraKey));
}

function mutate(value: unknown, pick: number, bad: unknown, mutation: Mutation, key: string) {
  const copy: unknown = structuredClone(value);
  const parents = containersOf(copy);
  if (parents.length === 0) return bad;
  const parent = parents[pick % parents.length];
  if (Array.isArray(parent)) {
    if (parent.length === 0 || mutation === 'add') parent.push(bad);
    else if (mutation === 'delete') parent.splice(pick % parent.length, 1);
    else parent[pick % parent.length] = bad;
    return copy;
  }
  if (!isObject(parent)) return bad;
  const keys = Object.keys(parent);
  if (keys.length === 0 || mutation === 'add') {
    // defineProperty: a plain assignment to `__proto__` would not add a key to the JSON.
    Object.defineProperty(parent, key, { value: bad, enumerable: true, writable: true });
  } else {
    const target = keys[pick % keys.length] as string;
    if (mutation === 'delete') delete parent[target];
    else parent[target] = bad;
  }
  return copy;
}

function containersOf(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    found.push(value);
    for (const item of value) containersOf(item, found);
  } else if (isObject(value)) {
    found.push(value);
    for (const item of Object.values(value)) containersOf(item, found);
  }
  return found;
}

// Product, order, admin and mail ids are Postgres `uuid`s. A path segment that is no uuid is
// answered 404 before it reaches a query (Postgres would refuse it with an error, not a miss).

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid in its usual 8-4-4-4-12 hex form, in either case. */
export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}

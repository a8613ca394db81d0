const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the text can be a `uuid` column's value: ids from a URL are checked before a query,
 * since PostgreSQL rejects a malformed uuid with an error rather than finding nothing.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

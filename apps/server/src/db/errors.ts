import { DrizzleQueryError } from 'drizzle-orm';

// Drizzle wraps the driver's error (pg or PGlite) and keeps the original as `cause`.
export function isUniqueViolation(error: unknown): boolean {
  return constraintViolationOf(error) === 'unique';
}

/** The integrity rules the schema declares, by SQLSTATE (PostgreSQL's class 23). */
const CONSTRAINT_KINDS = {
  '23502': 'not-null',
  '23503': 'foreign-key',
  '23505': 'unique',
  '23514': 'check',
} as const;

export type ConstraintKind = (typeof CONSTRAINT_KINDS)[keyof typeof CONSTRAINT_KINDS];

/**
 * Which of the schema's rules a write broke, or null. Validation should have refused such input
 * first; when it did not, the answer is still the client's 4xx, not a 500.
 */
export function constraintViolationOf(error: unknown): ConstraintKind | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(CONSTRAINT_KINDS, code)) {
      return CONSTRAINT_KINDS[code as keyof typeof CONSTRAINT_KINDS];
    }
  }
  return null;
}

/** Socket failures on the way to PostgreSQL (Node's codes, as pg passes them on). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve now: a connection exception (class 08), an
 * administrator's or crash shutdown, "cannot connect now" (starting, recovering) and too many
 * connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg, pg-pool and PGlite say when no query can reach the database at all. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client was closed and is not queryable/,
  /^PGlite is closed/,
];

/**
 * Whether a query failed because the database cannot be reached (down, restarting, out of
 * connections, the network gone), not because of the query: the shop answers 503 with
 * Retry-After then, never a 500 (error-handler.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // A socket failure is the database's only inside a query Drizzle ran: the same codes from the
  // object store, the payment gateway or the mail server are theirs, not an outage of ours.
  let isQuery = false;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    // By class: Drizzle leaves the name 'Error'.
    if (e instanceof DrizzleQueryError) isQuery = true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_STATES.test(code)) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code) && isQuery) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => message.test(e.message))) return true;
  }
  return false;
}

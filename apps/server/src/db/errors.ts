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

// PostgreSQL's SQLSTATE for a unique-index violation; drizzle wraps the driver's error (pg or
// PGlite) and keeps the original as `cause`.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

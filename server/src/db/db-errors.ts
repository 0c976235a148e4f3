/** PostgreSQL's SQLSTATE for a foreign-key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether a query failed on a foreign key. Drizzle wraps the driver's error (`cause`), and
 * node-postgres and PGlite both carry the SQLSTATE in `code`.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

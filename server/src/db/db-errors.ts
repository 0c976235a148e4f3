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

/** The rules that migrations enforce with a named error (e.g. 0009: a concluded will is final). */
export type DatabaseRule = 'testaments_concluded_read_only';

const DATABASE_RULES = new Set<string>(['testaments_concluded_read_only']);

/** The named database rule a query broke, if any (the error's `constraint`, through `cause`). */
export function brokenDatabaseRule(error: unknown): DatabaseRule | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && DATABASE_RULES.has(constraint)) {
      return constraint as DatabaseRule;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether a statement broke a unique constraint (SQLSTATE 23505). Drizzle wraps the driver's error, and PGlite and
 * node-postgres both carry the code, so the chain of causes is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

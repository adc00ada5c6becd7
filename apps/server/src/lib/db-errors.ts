// PostgreSQL's unique_violation, as raised by node-postgres and PGlite alike (and wrapped by
// Drizzle in a DrizzleQueryError whose cause is the driver's error).
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}

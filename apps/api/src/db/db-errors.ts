/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when the error (or one it wraps: drizzle wraps driver errors in `cause`) is a unique
 * violation, optionally of the named constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
    current = current.cause;
  }
  return false;
}

/** True when the error (or one it wraps) is a foreign-key violation (a named row does not exist). */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as { code?: unknown }).code === "23503") return true;
    current = current.cause;
  }
  return false;
}

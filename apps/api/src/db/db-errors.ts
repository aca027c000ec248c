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

/** A failed query's message names its parameters (drizzle: "Failed query: …\nparams: …"): personal data. */
const QUERY_PARAMS = /\n?params:[\s\S]*$/;

/** An error message without the parameters of a failed query it may name. */
export function withoutQueryParams(message: string): string {
  return message.replace(QUERY_PARAMS, "\nparams: [redacted]");
}

/**
 * An error as one line for a row an operator reads (a job's or a stored delivery's last error): its
 * message, then each cause's (up to three), without a failed query's parameters, at most 2,000
 * characters. A user-facing message ("The notary service could not be reached") keeps the reason
 * behind it ("Proof answered 502 (/v1/transactions/…)").
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined; depth++) {
    parts.push(
      current instanceof Error ? withoutQueryParams(current.message).replace(/\s*\n\s*/g, " ") : "non-error thrown",
    );
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(" | cause: ").slice(0, 2000);
}

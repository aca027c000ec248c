/**
 * Errors a handler, service or hook throws on purpose. The central error handler turns each into
 * `{ error: message, code }` with its status; anything else becomes a 500 without internals.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = code;
  }
}

/**
 * A validation failure raised outside the route schemas (e.g. a rule that needs the database).
 * Rendered like schema failures: `{ error: { issues: [{ message, path }] } }`.
 */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly issues: { message: string; path: (string | number)[] }[];

  constructor(issues: { message: string; path: (string | number)[] }[]) {
    super(issues.map((issue) => issue.message).join(". "));
    this.name = "ValidationFailure";
    this.issues = issues;
  }
}

export const MESSAGES = {
  unauthenticated: "Authentication required",
  tokenExpired: "Your session has expired. Please sign in again.",
  forbidden: "You do not have access to this resource",
  userNotFound: "User not found",
  notFound: "Not found",
  internal: "Something went wrong on our side. Please try again.",
} as const;

export const unauthenticated = (): HttpError => new HttpError(401, "UNAUTHENTICATED", MESSAGES.unauthenticated);
export const tokenExpired = (): HttpError => new HttpError(401, "TOKEN_EXPIRED", MESSAGES.tokenExpired);
export const forbidden = (message: string = MESSAGES.forbidden, code = "FORBIDDEN"): HttpError =>
  new HttpError(403, code, message);
export const notFound = (message: string = MESSAGES.notFound, code = "NOT_FOUND"): HttpError =>
  new HttpError(404, code, message);
export const conflict = (message: string, code = "CONFLICT"): HttpError => new HttpError(409, code, message);

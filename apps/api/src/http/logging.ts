import type { FastifyServerOptions } from "fastify";

/**
 * Log settings. Logs carry method, route, status, timing and the request id — never bodies,
 * tokens, e-mails, names or phone numbers:
 * - the request serializer keeps the method and the route pattern (`/users/:id`), never the raw URL;
 *   for a URL no route matches (a 404) only a redacted path: no query string, and segments that may
 *   be personal data or secrets (e-mail addresses, long tokens or numbers) replaced;
 * - the error serializer drops the SQL parameters and `detail` that database errors carry (they hold
 *   the values of the failed row);
 * - redaction censors the personal fields, at any depth up to REDACT_DEPTH, should any code log an
 *   object holding them.
 */
const PERSONAL_KEYS = [
  "authorization",
  "cookie",
  "token",
  "accessToken",
  "idToken",
  "refreshToken",
  "password",
  "email",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "name",
  "phoneNumber",
  "phone",
  "birthdate",
  "body",
  "params",
];

/** How many levels of nesting redaction reaches (`email`, `*.email`, … `*.*.*.*.email`). */
export const REDACT_DEPTH = 5;

export const REDACT_PATHS = [
  ...Array.from({ length: REDACT_DEPTH }, (_, depth) => PERSONAL_KEYS.map((key) => `${"*.".repeat(depth)}${key}`)).flat(),
  "req.headers.authorization",
  "req.headers.cookie",
];

const MAX_LOGGED_PATH = 200;
const REDACTED_SEGMENT = ":redacted";

/** Whether a path segment may identify a person or carry a secret. */
function isSensitiveSegment(segment: string): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: judge the raw text
  }
  return (
    decoded.includes("@") || // e-mail addresses
    decoded.length > 24 || // tokens, keys, encoded blobs (and ids: a 404 needs none to be understood)
    /[0-9][^/]*[0-9]{5}/.test(decoded) // phone numbers, account or card numbers
  );
}

/** The path of a URL for the log: no query string or fragment, sensitive segments replaced. */
export function redactPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const redacted = path
    .split("/")
    .map((segment) => (isSensitiveSegment(segment) ? REDACTED_SEGMENT : segment))
    .join("/");
  return redacted.length > MAX_LOGGED_PATH ? `${redacted.slice(0, MAX_LOGGED_PATH)}…` : redacted;
}

const SQL_PARAMS = /\n?params:[\s\S]*$/;

interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

/** Serializes an error for the log without the data it may carry. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "non-error thrown" };
  const message = error.message.replace(SQL_PARAMS, "\nparams: [redacted]");
  const firstStackLine = error.stack?.indexOf("\n    at ") ?? -1;
  const result: SerializedError = {
    type: error.name,
    message,
    ...(firstStackLine >= 0 && error.stack ? { stack: `${error.name}: ${message}${error.stack.slice(firstStackLine)}` } : {}),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") result.code = code;
  if (error.cause !== undefined && depth < 3) result.cause = serializeError(error.cause, depth + 1);
  return result;
}

interface LoggableRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  is404?: boolean;
  id?: string;
}

/** What the log keeps of a request: the method and the route pattern, or a redacted path on a 404. */
export function serializeRequest(request: LoggableRequest): { method: string; route?: string; path?: string } {
  const route = request.routeOptions?.url;
  if (route !== undefined && request.is404 !== true) return { method: request.method, route };
  return { method: request.method, path: redactPath(request.url) };
}

export function loggerOptions(options: {
  level: string;
  stream?: { write(line: string): void };
}): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      req: serializeRequest,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
    ...(options.stream ? { stream: options.stream } : {}),
  } as unknown as NonNullable<FastifyServerOptions["logger"]>;
}

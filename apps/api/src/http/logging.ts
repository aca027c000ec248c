import { LogController, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { withoutQueryParams } from "../db/db-errors.ts";

/**
 * Log settings. Logs carry method, route, status, timing and the request id — never bodies,
 * tokens, e-mails, names or phone numbers:
 * - the request serializer keeps the method and the route pattern (`/users/:id`), never the raw URL;
 *   for a URL no route matches (a 404) only a redacted path: no query string, and segments that may
 *   be personal data or secrets (e-mail addresses, long tokens or numbers) replaced;
 * - the error serializer drops the SQL parameters and `detail` that database errors carry (they hold
 *   the values of the failed row);
 * - redaction censors the personal fields, at any depth up to REDACT_DEPTH, should any code log an
 *   object holding them (`redactPersonal`).
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

/** How many levels of nesting redaction reaches (`email`, `x.email`, … `a.b.c.d.email`). */
export const REDACT_DEPTH = 5;

const PERSONAL = new Set(PERSONAL_KEYS);
const CENSORED = "[redacted]";
// The keys whose values have serializers of their own below, which keep nothing personal.
const SERIALIZED_KEYS = new Set(["req", "res", "err"]);

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A logged value with every personal field censored, up to REDACT_DEPTH levels deep (arrays count as
 * a level); the caller's object is never changed. Costs a walk of what is logged: a request's lines
 * hold a few small fields.
 */
export function redactPersonal(value: unknown, depth = 0): unknown {
  if (depth >= REDACT_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const redacted = redactPersonal(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[index] = redacted;
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const redacted = PERSONAL.has(key) && item !== undefined ? CENSORED : redactPersonal(item, depth + 1);
    if (redacted !== item) (copy ??= { ...value })[key] = redacted;
  }
  return copy ?? value;
}

/** pino's `formatters.log`: the log line's own fields redacted, those with a serializer left to it. */
function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    if (SERIALIZED_KEYS.has(key)) continue;
    const item = object[key];
    const redacted = PERSONAL.has(key) && item !== undefined ? CENSORED : redactPersonal(item, 1);
    if (redacted !== item) (copy ??= { ...object })[key] = redacted;
  }
  return copy ?? object;
}

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
  const message = withoutQueryParams(error.message);
  const firstStackLine = error.stack?.indexOf("\n    at ") ?? -1;
  const result: SerializedError = {
    type: error.name,
    message,
    ...(firstStackLine >= 0 && error.stack
      ? { stack: `${error.name}: ${message}${error.stack.slice(firstStackLine)}` }
      : {}),
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
    // One walk of each line's fields (pino's path-based redaction would need every key at every
    // depth spelled out as a path, and cost a tenth of a millisecond on every request).
    formatters: { log: redactLogObject },
    serializers: {
      req: serializeRequest,
      // The completion line says what was answered too, so it reads alone: status, method and route.
      res: (reply: { statusCode: number; request?: LoggableRequest }) => ({
        statusCode: reply.statusCode,
        ...(reply.request ? serializeRequest(reply.request) : {}),
      }),
      err: serializeError,
    },
    ...(options.stream ? { stream: options.stream } : {}),
  } as unknown as NonNullable<FastifyServerOptions["logger"]>;
}

/**
 * Fastify's request lines, one per request at info: the completion line (status, method, route,
 * time), which reads alone. The "incoming request" line is written at debug, where it shows a request
 * that started and never finished (LOG_LEVEL=debug).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }
}

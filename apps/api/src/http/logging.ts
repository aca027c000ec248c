import type { FastifyServerOptions } from "fastify";

/**
 * Log settings. Logs carry method, route, status, timing and the request id — never bodies,
 * tokens, e-mails, names or phone numbers:
 * - the request serializer keeps only method, route pattern and path (no query string, no headers);
 * - the error serializer drops the SQL parameters and `detail` that database errors carry (they hold
 *   the values of the failed row);
 * - redaction censors the personal fields should any code log an object holding them.
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

export const REDACT_PATHS = [
  ...PERSONAL_KEYS,
  ...PERSONAL_KEYS.map((key) => `*.${key}`),
  "req.headers.authorization",
  "req.headers.cookie",
];

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
  id?: string;
}

export function loggerOptions(options: {
  level: string;
  stream?: { write(line: string): void };
}): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: LoggableRequest) => ({
        method: request.method,
        route: request.routeOptions?.url,
        path: request.url.split("?")[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
    ...(options.stream ? { stream: options.stream } : {}),
  } as unknown as NonNullable<FastifyServerOptions["logger"]>;
}

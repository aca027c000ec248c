import { isDatabaseBusyError, isDatabaseUnavailableError } from "@prenup/db";
import { isDomainError, type ErrorCode } from "@prenup/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { statusOf } from "./error-status.ts";
import { MESSAGES, StaleWriteError } from "./errors.ts";
import type { ErrorResponse, ValidationErrorResponse } from "./schemas.ts";

type Issue = ValidationErrorResponse["error"]["issues"][number];

/** The failure a request validator reports; carries zod's issues with their real paths. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(issues.map((issue) => issue.message).join(". "));
    this.name = "RequestValidationError";
    this.issues = issues;
  }
}

/** Framework errors (body parsing, limits) mapped to our codes and messages. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "INVALID_CONTENT_LENGTH",
    message: "The Content-Length header does not match the body.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", message: "The request body is empty; send a JSON object." },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", message: "The request body is not valid JSON." },
};

/** What a 415 on an upload route says: the body's types it accepts. */
export function uploadTypesMessage(accepted: readonly string[]): string {
  return `Send the file's bytes as the body, with Content-Type ${accepted.slice(0, -1).join(", ")}${accepted.length > 1 ? " or " : ""}${accepted.at(-1)}.`;
}

function send(
  reply: FastifyReply,
  status: number,
  body: (ErrorResponse & { current?: unknown }) | ValidationErrorResponse,
): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/** Seconds a client should wait before sending a request again after a 503. */
export const RETRY_AFTER_SECONDS = 1;

function sendCode(reply: FastifyReply, code: ErrorCode, message: string): FastifyReply {
  const status = statusOf(code);
  // Every 503 is "try again shortly": say when, so clients and proxies back off instead of hammering.
  if (status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return send(reply, status, { error: message, code });
}

/**
 * The one place errors become responses. Known failures keep their status and message; anything
 * unexpected is logged (with the request id) and answered with a generic 500 — never a stack.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RequestValidationError) return send(reply, 400, { error: { issues: error.issues } });
    if (error instanceof StaleWriteError)
      return send(reply, statusOf(error.code), { error: error.message, code: error.code, current: error.current });
    if (isDomainError(error)) {
      if (error.code === "VALIDATION_FAILED" && error.issues.length > 0)
        return send(reply, 400, { error: { issues: [...error.issues] } });
      if (statusOf(error.code) >= 500) request.log.error({ err: error }, "request failed");
      return sendCode(reply, error.code, error.message);
    }
    const frameworkCode = "code" in error ? error.code : undefined;
    // An upload route declares the types it takes (`consumes`): a wrong one is told those, not JSON.
    const accepted = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
    if (frameworkCode === "FST_ERR_CTP_INVALID_MEDIA_TYPE" && accepted && accepted.length > 0)
      return sendCode(reply, "UNSUPPORTED_MEDIA_TYPE", uploadTypesMessage(accepted));
    const mapped = frameworkCode ? FRAMEWORK_ERRORS[frameworkCode] : undefined;
    if (mapped) return sendCode(reply, mapped.code, mapped.message);

    // JSON syntax errors from the body parser carry statusCode 400 without one of the codes above.
    const statusCode = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode === 400 && error instanceof SyntaxError)
      return sendCode(reply, "INVALID_JSON", "The request body is not valid JSON.");
    if (statusCode === 429)
      return sendCode(reply, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, "client error");
      return send(reply, statusCode, { error: "The request could not be processed.", code: "BAD_REQUEST" });
    }
    // A lost or refused database connection: the request may be sent again as soon as the
    // database answers (the transaction it ran in was rolled back), so 503 rather than 500.
    // A statement cancelled by lock_timeout or statement_timeout: another request held the rows
    // too long, or the database is overloaded. Nothing of this request was kept.
    if (isDatabaseBusyError(error)) {
      request.log.warn({ err: error }, "database busy: statement cancelled by its time limit");
      return sendCode(reply, "DATABASE_UNAVAILABLE", MESSAGES.databaseBusy);
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return sendCode(reply, "DATABASE_UNAVAILABLE", MESSAGES.databaseUnavailable);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendCode(reply, "INTERNAL", MESSAGES.internal);
  });
}

/** 404 for unknown routes, in the error shape; `preHandler` lets the rate limit cover them too. */
export function installNotFoundHandler(
  app: FastifyInstance,
  options: { preHandler?: preHandlerHookHandler } = {},
): void {
  app.setNotFoundHandler(options.preHandler ? { preHandler: options.preHandler } : {}, (request, reply) => {
    return sendCode(reply, "NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}`);
  });
}

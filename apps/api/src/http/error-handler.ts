import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { HttpError, MESSAGES, ValidationFailure } from "./errors.ts";
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
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "INVALID_CONTENT_LENGTH",
    message: "The Content-Length header does not match the body.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "INVALID_JSON",
    message: "The request body is empty; send a JSON object.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "INVALID_JSON",
    message: "The request body is not valid JSON.",
  },
};

function send(reply: FastifyReply, status: number, body: ErrorResponse | ValidationErrorResponse): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * The one place errors become responses. Known failures keep their status and message; anything
 * unexpected is logged (with the request id) and answered with a generic 500 — never a stack.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RequestValidationError || error instanceof ValidationFailure) {
      return send(reply, 400, { error: { issues: error.issues } });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
      return send(reply, error.statusCode, { error: error.message, code: error.code });
    }
    const code = "code" in error ? error.code : undefined;
    const mapped = code ? FRAMEWORK_ERRORS[code] : undefined;
    if (mapped) return send(reply, mapped.status, { error: mapped.message, code: mapped.code });

    // JSON syntax errors from the body parser carry statusCode 400 without one of the codes above.
    const statusCode = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode === 400 && error instanceof SyntaxError) {
      return send(reply, 400, { error: "The request body is not valid JSON.", code: "INVALID_JSON" });
    }
    if (statusCode === 429) {
      return send(reply, 429, { error: "Too many requests. Please wait a moment and try again.", code: "RATE_LIMITED" });
    }
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, "client error");
      return send(reply, statusCode, { error: "The request could not be processed.", code: "BAD_REQUEST" });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, { error: MESSAGES.internal, code: "INTERNAL" });
  });

}

/** 404 for unknown routes, in the error shape; `preHandler` lets the rate limit cover them too. */
export function installNotFoundHandler(app: FastifyInstance, options: { preHandler?: preHandlerHookHandler } = {}): void {
  app.setNotFoundHandler(options.preHandler ? { preHandler: options.preHandler } : {}, (request, reply) => {
    return send(reply, 404, { error: `No route for ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
  });
}

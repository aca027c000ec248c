import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Redis } from "ioredis";
import { installNotFoundHandler } from "./error-handler.ts";

/**
 * Security headers (helmet's, computed once), CORS limited to the app origins, a per-user rate limit, and
 * `Cache-Control: no-store` on every response to a request that carried credentials, unless a route
 * set its own on a success (a wording the browser may keep, named by its URL).
 *
 * The rate limit keys on the verified user (`sub`) when a valid token came with the request and on
 * the client IP otherwise. Its counters live in Redis when a client is given (REDIS_URL: the
 * plugin's own Redis store, so the limit holds across instances), else in process memory. Should
 * Redis fail, requests are let through (and the failure logged) rather than refused.
 */
export async function installSecurity(
  app: FastifyInstance,
  options: { appOrigins: string[]; rateLimit: { max: number; windowMs: number }; redis?: Redis | undefined },
): Promise<void> {
  const securityHeaders = helmetHeaders({
    // The API serves JSON only: nothing may be framed, scripted or embedded.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // The apps live on other ports of the same site (and other subdomains in production).
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  await app.register(cors, {
    origin: options.appOrigins,
    methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type"],
    // Content-Disposition: a download is saved under the name the API gives it.
    exposedHeaders: [
      "X-Request-Id",
      "Retry-After",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
      "Content-Disposition",
    ],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    ...(options.redis ? { redis: options.redis, nameSpace: "prenup-rate-limit:", skipOnError: true } : {}),
    keyGenerator: (request) => (request.auth?.token ? `user:${request.auth.token.sub}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit of ${context.max} requests per ${context.after} exceeded`), {
        statusCode: context.statusCode,
      }),
  });

  // Unknown URLs count against the limit too (scanners probe many).
  installNotFoundHandler(app, { preHandler: app.rateLimit() });

  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("X-Request-Id", request.id);
    if (request.headers.authorization !== undefined && !(reply.statusCode < 300 && reply.hasHeader("cache-control"))) {
      reply.header("Cache-Control", "no-store");
    }
    done(null, payload);
  });
}

/**
 * The headers helmet sets with these options, read once by running it against a response that
 * records them: they depend on neither the request nor the response, so every response is given the
 * same set without running helmet's middleware chain again.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { TokenVerificationError, type TokenVerifier } from "../auth/token-verifier.ts";
import { DomainError, sessionEnded } from "@prenup/domain";
import { forbidden, MESSAGES, notFound } from "../http/errors.ts";
import type { CurrentUser, RequestAuth } from "./request-context.ts";
import type { Clock } from "../integrations/clock.ts";
import { evaluateAccess, type AccessLookups } from "./evaluate.ts";
import { describeRule, isAnonymousRule, isAuthenticatedOnlyRule, type AccessRule } from "./rules.ts";

export interface AccessUserStore {
  /**
   * The signed-in user by the token's subject (closed accounts included), stamping `last_active_at`
   * in the same statement when it is older than `touchBefore`.
   */
  findSignedIn(input: { externalId: string; now: Date; touchBefore: Date }): Promise<CurrentUser | null>;
}

export interface RegisteredRoute {
  method: string;
  /** OpenAPI style: `/users/{id}`. */
  path: string;
  access: AccessRule;
}

/** last_active_at is written at most this often per user. */
export const LAST_ACTIVE_THROTTLE_MS = 5 * 60 * 1000;

const NO_AUTH: RequestAuth = { token: null, failure: null };

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Installs the access pipeline on the root instance:
 * - onRoute: every route must declare `config.access`, else start-up fails; routes are collected
 *   into `registeredRoutes` (the access-matrix test enumerates them).
 * - onRequest: the bearer token is verified (before rate limiting, which keys on the user).
 * - preParsing: the route's rule is enforced — 401 without a valid token, 403/404 when denied —
 *   after rate limiting but before the body is read or validated, so callers who may not use a
 *   route cannot make the server parse their bodies or learn anything from validation messages.
 */
export function installAccessControl(
  app: FastifyInstance,
  deps: { verifier: TokenVerifier; lookups: AccessLookups; users: AccessUserStore; clock: Clock },
): RegisteredRoute[] {
  const registeredRoutes: RegisteredRoute[] = [];

  app.decorateRequest("auth", null as unknown as RequestAuth);
  app.decorateRequest("currentUser", null);
  app.decorateRequest("accessVia", null);
  app.decorateRequest("accessDocument", null);

  app.addHook("onRoute", (route) => {
    // The CORS plugin's preflight route answers OPTIONS with headers only: no data, no credentials.
    if (route.url === "*" && route.method === "OPTIONS" && !route.config?.access) {
      route.config = { ...route.config, access: { kind: "anonymous" } };
    }
    const rule = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    if (!rule) {
      throw new Error(`Route ${methods.join(",")} ${route.url} has no access rule (config.access)`);
    }
    for (const method of methods) registeredRoutes.push({ method, path, access: rule });
  });

  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request);
    if (token === undefined) {
      request.auth = NO_AUTH;
      return;
    }
    if (token === null) {
      request.auth = { token: null, failure: "invalid" };
      return;
    }
    try {
      request.auth = { token: await deps.verifier.verify(token), failure: null };
    } catch (error) {
      if (error instanceof TokenVerificationError) {
        request.auth = { token: null, failure: error.reason };
      } else {
        request.log.error({ err: error }, "token verification unavailable");
        request.auth = { token: null, failure: "unavailable" };
      }
    }
  });

  app.addHook("preParsing", async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) {
      // Only the not-found handler has no rule: it reveals nothing and answers 404 itself.
      if (request.is404) return;
      throw new Error("route without an access rule");
    }
    if (isAnonymousRule(rule)) return;

    const { token, failure } = request.auth;
    if (!token) {
      if (failure === "expired") throw new DomainError("TOKEN_EXPIRED", MESSAGES.tokenExpired);
      if (failure === "unavailable") throw new DomainError("AUTH_UNAVAILABLE", MESSAGES.authUnavailable);
      throw new DomainError("UNAUTHENTICATED", MESSAGES.unauthenticated);
    }

    const now = deps.clock.now();
    const user = await deps.users.findSignedIn({
      externalId: token.sub,
      now,
      touchBefore: new Date(now.getTime() - LAST_ACTIVE_THROTTLE_MS),
    });
    if (user?.deletedAt) throw new DomainError("ACCOUNT_CLOSED", MESSAGES.accountClosed);
    if (user && sessionEnded(user.sessionsEndedAt, token.signedInAt ?? null)) {
      throw new DomainError("SESSION_ENDED", MESSAGES.sessionEnded);
    }
    request.currentUser = user;

    if (isAuthenticatedOnlyRule(rule)) {
      request.accessVia = "authenticated";
      return;
    }
    if (!user) throw new DomainError("USER_NOT_REGISTERED", MESSAGES.notRegistered);
    const decision = await evaluateAccess(
      rule,
      {
        subject: { id: user.id, userType: user.userType, attorneyStage: user.attorney?.stage ?? null },
        authenticated: true,
        params: (request.params ?? {}) as Record<string, unknown>,
      },
      deps.lookups,
    );
    if (!decision.allowed) {
      request.log.info({ rule: describeRule(rule), status: decision.status }, "access denied");
      throw decision.status === 404 ? notFound() : forbidden();
    }
    request.accessVia = decision.via;
    request.accessDocument = decision.document ?? null;
  });

  return registeredRoutes;
}

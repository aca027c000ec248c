// What the request pipeline puts on every request (the token read, then the access check's user,
// rule and document) and the accessors handlers use to read it.
import type { TokenFailure, VerifiedToken } from "../auth/token-verifier.ts";
import type { SignedInUserRecord } from "./current-user.ts";
import type { DocumentParties } from "./evaluate.ts";
import type { AccessRule, AccessRuleKind } from "./rules.ts";

/** The outcome of reading the Authorization header (done for every request, before rate limiting). */
export interface RequestAuth {
  /** The verified token, or null when none was sent or it was rejected. */
  token: VerifiedToken | null;
  /** Why a sent token was not accepted; null when none was sent or it was fine. */
  failure: TokenFailure | "unavailable" | null;
}

/**
 * The signed-in user's row, loaded once per request by the access check: the rules read its type
 * and attorney stage, and handlers (GET /users/me) answer from it without reading it again.
 */
export type CurrentUser = SignedInUserRecord;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route (see access/rules.ts). */
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: RequestAuth;
    /** Set by the access check for signed-in users with a row. */
    currentUser: CurrentUser | null;
    /** Which rule let the request through (e.g. "self" or "partner"), for handlers that narrow. */
    accessVia: AccessRuleKind | null;
    /** The document's parties, when the rule that let the request through read them. */
    accessDocument: DocumentParties | null;
  }
}

/** The signed-in user; only call on routes whose rule needs a user row. */
export function requireCurrentUser(request: { currentUser: CurrentUser | null }): CurrentUser {
  if (!request.currentUser) throw new Error("requireCurrentUser called on a route without a signed-in user");
  return request.currentUser;
}

/**
 * Who acts on a request, as services take it: the signed-in user, whether they act as an admin, and
 * the request (its id and address, for the audit trail). Only call on routes whose rule needs a user row.
 */
export type Actor = { id: string; isAdmin: boolean; request: { id: string; ip: string } };

export function requireActor(request: { currentUser: CurrentUser | null; id: string; ip: string }): Actor {
  const user = requireCurrentUser(request);
  return { id: user.id, isAdmin: user.userType === "ADMIN", request: { id: request.id, ip: request.ip } };
}

/** The verified token; only call on routes whose rule requires sign-in. */
export function requireToken(request: { auth: RequestAuth }): VerifiedToken {
  if (!request.auth.token) throw new Error("requireToken called on a route that allows anonymous callers");
  return request.auth.token;
}

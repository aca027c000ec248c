import type { DocumentParties } from "../access/evaluate.ts";
import type { AccessRule, AccessRuleKind } from "../access/rules.ts";
import type { TokenFailure, VerifiedToken } from "../auth/token-verifier.ts";
import type { SignedInUserRecord } from "../modules/users/index.ts";

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

/** The verified token; only call on routes whose rule requires sign-in. */
export function requireToken(request: { auth: RequestAuth }): VerifiedToken {
  if (!request.auth.token) throw new Error("requireToken called on a route that allows anonymous callers");
  return request.auth.token;
}

/**
 * A signal that aborts when the caller goes away before the answer was written (the connection
 * closed mid-request), for handlers with work worth not doing for nobody: checkout does not call
 * the payment provider for a Pay whose page is gone.
 */
export function clientGoneSignal(reply: { raw: { once(event: "close", listener: () => void): unknown; writableFinished: boolean } }): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

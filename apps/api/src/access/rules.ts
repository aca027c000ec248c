/**
 * Access rules are data on each route (`config: { access }`), evaluated in one place
 * (access/enforce.ts). A route without a rule cannot be registered.
 *
 * - anonymous: anybody, signed in or not.
 * - authenticated: a valid token, even before the user's row exists (POST /users, GET /users/me).
 * - self(param): the signed-in user is the user named by the path parameter.
 * - documentParty(param): the signed-in user is partner A or B of the document named by the param.
 * - partner(param): the user named by the param shares a (live) document with the signed-in user.
 * - assignedAttorney(param, resource): the signed-in user is an APPROVED attorney assigned
 *   (attorneyAId/attorneyBId) to the document named by the param, or to a document of the user
 *   named by the param.
 * - qaAttorney(param): the signed-in user is an APPROVED attorney bought for Q&A (a Q&A purchase in
 *   force, with that attorney, by a party of the document named by the param).
 * - approvedAttorney: any attorney whose stage is APPROVED.
 * - customer: a signed-in user whose userType is CUSTOMER (e.g. creating their own agreement).
 * - admin: a user whose userType is ADMIN.
 * - anyOf(...rules): allowed when one of them allows.
 * - allOf(...rules): allowed when every one of them allows (e.g. the user themself AND a party of the document).
 */
export type AccessRule =
  | { kind: "anonymous" }
  | { kind: "authenticated" }
  | { kind: "self"; param: string }
  | { kind: "documentParty"; param: string }
  | { kind: "partner"; param: string }
  | { kind: "assignedAttorney"; param: string; resource: "user" | "document" }
  | { kind: "qaAttorney"; param: string }
  | { kind: "approvedAttorney" }
  | { kind: "customer" }
  | { kind: "admin" }
  | { kind: "anyOf"; rules: AccessRule[] }
  | { kind: "allOf"; rules: AccessRule[] };

export type AccessRuleKind = AccessRule["kind"];

export const access = {
  anonymous: (): AccessRule => ({ kind: "anonymous" }),
  authenticated: (): AccessRule => ({ kind: "authenticated" }),
  self: (param = "id"): AccessRule => ({ kind: "self", param }),
  documentParty: (param = "documentId"): AccessRule => ({ kind: "documentParty", param }),
  partner: (param = "id"): AccessRule => ({ kind: "partner", param }),
  assignedAttorney: (param: string, resource: "user" | "document"): AccessRule => ({
    kind: "assignedAttorney",
    param,
    resource,
  }),
  qaAttorney: (param: string): AccessRule => ({ kind: "qaAttorney", param }),
  approvedAttorney: (): AccessRule => ({ kind: "approvedAttorney" }),
  customer: (): AccessRule => ({ kind: "customer" }),
  admin: (): AccessRule => ({ kind: "admin" }),
  anyOf: (...rules: AccessRule[]): AccessRule => ({ kind: "anyOf", rules }),
  allOf: (...rules: AccessRule[]): AccessRule => ({ kind: "allOf", rules }),
};

/** True when the rule lets requests through without a token. */
export function isAnonymousRule(rule: AccessRule): boolean {
  if (rule.kind === "anonymous") return true;
  if (rule.kind === "anyOf") return rule.rules.some(isAnonymousRule);
  if (rule.kind === "allOf") return rule.rules.every(isAnonymousRule);
  return false;
}

/** True when the rule is satisfied by a valid token alone (no user row needed). */
export function isAuthenticatedOnlyRule(rule: AccessRule): boolean {
  if (rule.kind === "authenticated") return true;
  if (rule.kind === "anyOf") return rule.rules.some(isAuthenticatedOnlyRule);
  if (rule.kind === "allOf") return rule.rules.every(isAuthenticatedOnlyRule);
  return false;
}

/** A readable form of a rule, for logs and test names: `anyOf(self(id), admin)`. */
export function describeRule(rule: AccessRule): string {
  switch (rule.kind) {
    case "anyOf":
    case "allOf":
      return `${rule.kind}(${rule.rules.map(describeRule).join(", ")})`;
    case "self":
    case "documentParty":
    case "partner":
    case "qaAttorney":
      return `${rule.kind}(${rule.param})`;
    case "assignedAttorney":
      return `assignedAttorney(${rule.resource}:${rule.param})`;
    default:
      return rule.kind;
  }
}

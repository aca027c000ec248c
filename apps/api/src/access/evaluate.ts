import type { AttorneyStage, UserType } from "@prenup/domain";
import { isDocumentParty } from "@prenup/domain";
import type { AccessRule, AccessRuleKind } from "./rules.ts";

/** The signed-in user as the access rules see it. */
export interface AccessSubject {
  id: string;
  userType: UserType;
  attorneyStage: AttorneyStage | null;
}

/** Who is on a live document: what the document rules check, and handlers reuse. */
export type DocumentParties = {
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
};

/** The facts the rules need from the database; the documents module implements them. */
export interface AccessLookups {
  /** The parties of a live (not deleted) document, or null when there is none. */
  findDocumentParties(documentId: string): Promise<DocumentParties | null>;
  /** True when the two users are partner A and B of one live document. */
  arePartners(userId: string, otherUserId: string): Promise<boolean>;
  /** True when the attorney is assigned to a live document in which the user is a party. */
  isAttorneyAssignedToUser(attorneyId: string, userId: string): Promise<boolean>;
  /** True when a party of the live document bought Q&A with the attorney and the purchase is in force (the chats module). */
  isQaAttorneyOfDocument(attorneyId: string, documentId: string): Promise<boolean>;
}

export type AccessDecision =
  /** `document`: the parties the rule read, when it read a document (handlers need not read them again). */
  | { allowed: true; via: AccessRuleKind; document?: DocumentParties }
  /**
   * 403 when the caller may not do this; 404 when answering 403 would tell a stranger that the
   * resource exists (a document id they are not a party of looks exactly like a missing one).
   */
  | { allowed: false; status: 403 | 404 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const deny403: AccessDecision = { allowed: false, status: 403 };
const deny404: AccessDecision = { allowed: false, status: 404 };

function readParam(params: Record<string, unknown>, name: string): string | null {
  const value = params[name];
  // The rules run before schema validation; an id that is not a UUID names nothing.
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * Decides whether `subject` may call a route with `rule`, given the request's path parameters.
 * `subject` is null for anonymous callers and for signed-in callers without a user row.
 */
export async function evaluateAccess(
  rule: AccessRule,
  input: { subject: AccessSubject | null; authenticated: boolean; params: Record<string, unknown> },
  lookups: AccessLookups,
): Promise<AccessDecision> {
  const { subject, params } = input;
  switch (rule.kind) {
    case "anonymous":
      return { allowed: true, via: "anonymous" };
    case "authenticated":
      return input.authenticated ? { allowed: true, via: "authenticated" } : deny403;
    case "admin":
      return subject?.userType === "ADMIN" ? { allowed: true, via: "admin" } : deny403;
    case "customer":
      return subject?.userType === "CUSTOMER" ? { allowed: true, via: "customer" } : deny403;
    case "approvedAttorney":
      return subject?.userType === "ATTORNEY" && subject.attorneyStage === "APPROVED"
        ? { allowed: true, via: "approvedAttorney" }
        : deny403;
    case "self": {
      // Comparing ids needs no lookup, so a 403 here reveals nothing about the other user.
      const userId = readParam(params, rule.param);
      return subject && userId === subject.id ? { allowed: true, via: "self" } : deny403;
    }
    case "partner": {
      const userId = readParam(params, rule.param);
      if (!subject || subject.userType !== "CUSTOMER" || !userId || userId === subject.id) return deny403;
      return (await lookups.arePartners(subject.id, userId)) ? { allowed: true, via: "partner" } : deny403;
    }
    case "documentParty": {
      const documentId = readParam(params, rule.param);
      if (!subject) return deny403;
      if (!documentId) return deny404;
      const parties = await lookups.findDocumentParties(documentId);
      if (parties && isDocumentParty(parties, subject.id)) {
        return { allowed: true, via: "documentParty", document: parties };
      }
      // 404 whether the document is missing or someone else's: its existence is not ours to tell.
      return deny404;
    }
    case "assignedAttorney": {
      if (!subject || subject.userType !== "ATTORNEY" || subject.attorneyStage !== "APPROVED") return deny403;
      const id = readParam(params, rule.param);
      if (rule.resource === "document") {
        if (!id) return deny404;
        const parties = await lookups.findDocumentParties(id);
        if (parties && (parties.attorneyAId === subject.id || parties.attorneyBId === subject.id)) {
          return { allowed: true, via: "assignedAttorney", document: parties };
        }
        return deny404; // same reasoning as documentParty
      }
      if (!id) return deny403;
      return (await lookups.isAttorneyAssignedToUser(subject.id, id))
        ? { allowed: true, via: "assignedAttorney" }
        : deny403;
    }
    case "qaAttorney": {
      if (!subject || subject.userType !== "ATTORNEY" || subject.attorneyStage !== "APPROVED") return deny403;
      const documentId = readParam(params, rule.param);
      if (!documentId) return deny404;
      // 404 otherwise, as for documentParty: the document's existence is not ours to tell.
      return (await lookups.isQaAttorneyOfDocument(subject.id, documentId))
        ? { allowed: true, via: "qaAttorney" }
        : deny404;
    }
    case "allOf": {
      // Every rule must allow; the first one that refuses (in the order written) gives the answer.
      let allowed: Extract<AccessDecision, { allowed: true }> | undefined;
      for (const inner of rule.rules) {
        const decision = await evaluateAccess(inner, input, lookups);
        if (!decision.allowed) return decision;
        // Keep the first allowing rule, with the document parties when one of them read them.
        allowed = allowed ? { ...allowed, document: allowed.document ?? decision.document } : decision;
      }
      return allowed ?? deny403;
    }
    case "anyOf": {
      let status: 403 | 404 = 403;
      for (const inner of rule.rules) {
        const decision = await evaluateAccess(inner, input, lookups);
        if (decision.allowed) return decision;
        if (decision.status === 404) status = 404;
      }
      return { allowed: false, status };
    }
  }
}

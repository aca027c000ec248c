import { access } from "../../access/rules.ts";

// What the module's route files share: their tag, their security and who may read or write a
// partner's disclosure.

export const tags = ["financial-disclosure"];
export const security = [{ bearerAuth: [] }];

/**
 * Reading: the document's partners (each reads both partners' entries: full disclosure is the
 * point), its assigned attorneys and admins. The rule lets signed-in customers, approved attorneys
 * and admins in without a lookup; whether this caller may read this document is decided in the
 * read's own statement (404 for everyone else, as for a document outsider), so a list costs the
 * access check and one statement.
 */
export const READ_RULE = access.anyOf(access.customer(), access.approvedAttorney(), access.admin());
export const READ_DESCRIPTION =
  "Readers: both partners of the document (each sees the other's entries, read-only), the document's assigned attorneys and admins; " +
  "anyone else gets 404.";

/** Writing: only the partner themself, on a document they are a party of. */
export const WRITE_RULE = access.allOf(access.self(), access.documentParty("docId"));

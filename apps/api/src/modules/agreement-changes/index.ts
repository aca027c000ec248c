/**
 * The agreement changes: after the signing, whether and how the couple may amend or revoke their
 * agreement, or make one during the marriage, under the state-law matrix's rules for agreements
 * during marriage (`checkChangeEligibility`), and the couple's draft amendments and revocations
 * (`agreement_changes`: create, list, read with the text, replace an amendment's changes, delete).
 * What other modules may use of it.
 */
export type { AgreementChangesContext } from "./agreement-changes.context.ts";
export { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";

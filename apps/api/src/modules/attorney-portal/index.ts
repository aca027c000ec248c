/**
 * The attorney portal: an attorney's application (the attorney record, licences, files, law firm)
 * and its stage, the firm's payout account, their clients, internal notes, reviews, payouts and
 * dashboard, and the admin's attorney screens (list, detail, stage changes, services, disciplinary
 * records, naming a firm's lead). One sub-folder per part, each with its repository, routes,
 * schemas and one use case per file, a function of the portal's context and its input
 * (`changeStage(ctx, adminId, attorneyId, action, reason)`); the routes call them directly. Owns the
 * attorneys, attorney_states, attorney_services, attorney_disciplinary_records and internal_notes
 * writes. No other module calls its use cases; the users module's sign-up asks for the starting
 * attorney row (`createAttorneyAccounts`).
 */
export type { AttorneyPortalContext, ClientQuestionnaire, LawFirmDirectory } from "./attorney-portal.context.ts";
export { createAttorneyPortalRepositories } from "./attorney-portal-repositories.ts";
export { ATTORNEY_PORTAL_MESSAGES } from "./attorney-portal.messages.ts";
export { createAttorneyAccounts, type AttorneyAccounts } from "./attorney-accounts.ts";
export { attorneyNames, type AttorneyName } from "./attorney-names.ts";

/**
 * The attorney portal: an attorney's application (the attorney record, licences, files, law firm)
 * and its stage, the firm's payout account, their clients, internal notes, reviews, payouts and
 * dashboard, and the admin's attorney screens (list, detail, stage changes, services, disciplinary
 * records, naming a firm's lead). One sub-folder per part, each with its repository, service,
 * routes and schemas. Owns the attorneys, attorney_states, attorney_services,
 * attorney_disciplinary_records and internal_notes writes.
 */
export { registerAttorneyPortalRoutes } from "./attorney-portal.routes.ts";
export { createAttorneyPortalService, type AttorneyPortalService } from "./attorney-portal.service.ts";
export { ATTORNEY_PORTAL_MESSAGES } from "./attorney-record.service.ts";
export { createAttorneyAccounts, type AttorneyAccounts } from "./attorney-accounts.ts";

/**
 * The attorney portal: an attorney's application (the attorney record, licences, files, law firm)
 * and its stage, their clients, internal notes, reviews, payouts and dashboard, and the admin's
 * attorney screens (list, detail, stage changes, services, disciplinary records). Owns the
 * attorneys, attorney_states, attorney_services, attorney_disciplinary_records and internal_notes writes.
 */
export { registerAttorneyPortalRoutes } from "./attorney-portal.routes.ts";
export { createAttorneyPortalService, ATTORNEY_PORTAL_MESSAGES, type AttorneyPortalService } from "./attorney-portal.service.ts";
export { createAttorneyPortalRepository } from "./attorney-portal.repository.ts";

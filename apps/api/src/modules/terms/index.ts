/** The wording that applies to a state and template. */
export { registerTermsRoutes } from "./terms.routes.ts";
export { createTermsService, type TermsService } from "./terms.service.ts";
export { createTermsRepository } from "./terms.repository.ts";
// Admin edits (issue 18).
export { createTermsAdminService, registerTermsAdminRoutes, type TermsAdminService } from "./terms-admin.ts";

/** The wording that applies to a state and template. */
export { registerTermsRoutes } from "./terms.routes.ts";
export { createTermsService, type TermsService } from "./terms.service.ts";
export { createTermsRepository } from "./terms.repository.ts";
// Admin edits.
export { registerTermsAdminRoutes } from "./terms-admin.routes.ts";
export { createTermsAdminService, type TermsAdminService } from "./terms-admin.service.ts";
export { createTermsAdminRepository } from "./terms-admin.repository.ts";

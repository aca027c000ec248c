/** Live and inactive states with their legal facts. */
export { registerStatesRoutes } from "./states.routes.ts";
export { createStatesService, type StatesService } from "./states.service.ts";
export { createStatesRepository } from "./states.repository.ts";
export { stateResponseSchema, type StateResponse } from "./states.schemas.ts";
// Admin edits (issue 18).
export { createStatesAdminService, registerStatesAdminRoutes, type StatesAdminService } from "./states-admin.ts";

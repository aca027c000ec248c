/** Live and inactive states with their legal facts. */
export { registerStatesRoutes } from "./states.routes.ts";
export { createStatesService, type StatesService } from "./states.service.ts";
export { createStatesRepository } from "./states.repository.ts";
export { stateResponseSchema, type StateResponse } from "./states.schemas.ts";
// Admin edits.
export { registerStatesAdminRoutes } from "./states-admin.routes.ts";
export { createStatesAdminService, type StatesAdminService } from "./states-admin.service.ts";
export { createStatesAdminRepository } from "./states-admin.repository.ts";

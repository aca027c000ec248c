/**
 * Agreement templates (read): document templates and their per-state settings, section and clause
 * templates — for the attorney editor, admins, and generation.
 */
export { registerTemplatesRoutes } from "./templates.routes.ts";
export { createTemplatesRepository } from "./templates.repository.ts";
export { createTemplatesService, TEMPLATE_MESSAGES, type TemplatesService } from "./templates.service.ts";
// Admin edits of per-state settings.
export { registerTemplateStatesAdminRoutes } from "./template-states-admin.routes.ts";
export { createTemplateStatesAdminService, type TemplateStatesAdminService } from "./template-states-admin.service.ts";
export { createTemplateStatesAdminRepository } from "./template-states-admin.repository.ts";

/**
 * Agreement templates (read): document templates and their per-state settings, section and clause
 * templates — for the attorney editor, admins, and generation; the admin's edits of the per-state
 * settings. One use case per file, each a function of the module's context and its input
 * (`loadForGeneration(ctx, documentTemplateId)`); the routes call them directly.
 */
import { loadForGeneration } from "./load-for-generation.ts";
import type { TemplatesContext } from "./templates.context.ts";

export { createTemplatesRepository, type TemplateLibraryReads } from "./templates.repository.ts";
export type { TemplatesContext } from "./templates.context.ts";
export { TEMPLATE_MESSAGES } from "./templates.messages.ts";
// Admin edits of per-state settings.
export { createTemplateStatesAdminRepository } from "./template-states-admin.repository.ts";

/** What other modules call (the agreement's generation), on the context its manifest built. */
export function templatesService(ctx: TemplatesContext) {
  return {
    loadForGeneration: (documentTemplateId: string) => loadForGeneration(ctx, documentTemplateId),
  };
}

export type TemplatesService = ReturnType<typeof templatesService>;

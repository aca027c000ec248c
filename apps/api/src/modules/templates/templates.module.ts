import { defineModule, type ModuleExports } from "../manifest.ts";
import { createTemplateStatesAdminRepository, createTemplatesRepository, templatesService } from "./index.ts";
import type { TemplatesContext } from "./templates.context.ts";
import { registerTemplatesRoutes } from "./templates.routes.ts";
import { registerTemplateStatesAdminRoutes } from "./template-states-admin.routes.ts";

export const templatesModule = defineModule<TemplatesContext>({
  name: "templates",
  description:
    "agreement templates, their per-state settings, section and clause templates (read); template-state edits",
  owns: ["document_templates", "document_template_states", "section_templates", "clause_templates"],
  needs: ["audit"],
  callsBack: ["library-groups"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    audit: modules.audit,
    repository: createTemplatesRepository(db, modules.reads["library-groups"]),
    statesAdminRepository: createTemplateStatesAdminRepository(),
  }),
  exports: (context): ModuleExports["templates"] => templatesService(context),
  routes: (app, context) => {
    registerTemplatesRoutes(app, { templates: context });
    registerTemplateStatesAdminRoutes(app, { templateStatesAdmin: context });
  },
});

declare module "../manifest.ts" {
  interface ModuleExports {
    templates: ReturnType<typeof templatesService>;
  }
}

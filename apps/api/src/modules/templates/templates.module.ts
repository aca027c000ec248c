import { defineModule } from "../manifest.ts";
import type { TemplatesContext } from "./templates.context.ts";
import { registerTemplatesRoutes } from "./templates.routes.ts";
import { registerTemplateStatesAdminRoutes } from "./template-states-admin.routes.ts";

export const templatesModule = defineModule<TemplatesContext>({
  name: "templates",
  description:
    "agreement templates, their per-state settings, section and clause templates (read); template-state edits",
  owns: ["document_templates", "document_template_states", "section_templates", "clause_templates"],
  needs: ["audit"],
  routes: (app, context) => {
    registerTemplatesRoutes(app, { templates: context });
    registerTemplateStatesAdminRoutes(app, { templateStatesAdmin: context });
  },
});

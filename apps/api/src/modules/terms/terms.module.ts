import { defineModule, type ModuleExports } from "../manifest.ts";
import { createTermsAdminRepository, createTermsRepository, termsService } from "./index.ts";
import type { TermsContext } from "./terms.context.ts";
import { registerTermsRoutes } from "./terms.routes.ts";
import { registerTermsAdminRoutes } from "./terms-admin.routes.ts";

export const termsModule = defineModule<TermsContext>({
  name: "terms",
  description: "the wording that applies to a state and template; the admin's term edits",
  owns: ["terms"],
  needs: ["audit"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    audit: modules.audit,
    repository: createTermsRepository(db),
    adminRepository: createTermsAdminRepository(),
  }),
  exports: (context): ModuleExports["terms"] => termsService(context),
  routes: (app, context) => {
    registerTermsRoutes(app, { service: context });
    registerTermsAdminRoutes(app, { termsAdmin: context });
  },
});

declare module "../manifest.ts" {
  interface ModuleExports {
    terms: ReturnType<typeof termsService>;
  }
}

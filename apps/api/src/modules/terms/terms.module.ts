import { defineModule } from "../manifest.ts";
import type { TermsContext } from "./terms.context.ts";
import { registerTermsRoutes } from "./terms.routes.ts";
import { registerTermsAdminRoutes } from "./terms-admin.routes.ts";

export const termsModule = defineModule<TermsContext>({
  name: "terms",
  description: "the wording that applies to a state and template; the admin's term edits",
  owns: ["terms"],
  needs: ["audit"],
  routes: (app, context) => {
    registerTermsRoutes(app, { service: context });
    registerTermsAdminRoutes(app, { termsAdmin: context });
  },
});

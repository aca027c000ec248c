import { defineModule, type ModuleExports } from "../manifest.ts";
import { createStatesAdminRepository, createStatesRepository, statesService } from "./index.ts";
import type { StatesContext } from "./states.context.ts";
import { registerStatesRoutes } from "./states.routes.ts";
import { registerStatesAdminRoutes } from "./states-admin.routes.ts";

export const statesModule = defineModule<StatesContext>({
  name: "states",
  description:
    "live and inactive states with their legal facts; the admin's state edits; the public law behind a state's agreement (from the matrix, no database)",
  owns: ["states", "countries"],
  needs: ["audit"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    audit: modules.audit,
    repository: createStatesRepository(db),
    adminRepository: createStatesAdminRepository(db),
  }),
  exports: (context): ModuleExports["states"] => statesService(context),
  routes: (app, context) => {
    registerStatesRoutes(app, { states: context });
    registerStatesAdminRoutes(app, { statesAdmin: context });
  },
});

declare module "../manifest.ts" {
  interface ModuleExports {
    states: ReturnType<typeof statesService>;
  }
}

import { defineModule } from "../manifest.ts";
import type { StatesContext } from "./states.context.ts";
import { registerStatesRoutes } from "./states.routes.ts";
import { registerStatesAdminRoutes } from "./states-admin.routes.ts";

export const statesModule = defineModule<StatesContext>({
  name: "states",
  description:
    "live and inactive states with their legal facts; the admin's state edits; the public law behind a state's agreement (from the matrix, no database)",
  owns: ["states", "countries"],
  needs: ["audit"],
  routes: (app, context) => {
    registerStatesRoutes(app, { states: context });
    registerStatesAdminRoutes(app, { statesAdmin: context });
  },
});

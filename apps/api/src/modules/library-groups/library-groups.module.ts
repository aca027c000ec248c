import { defineModule } from "../manifest.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { registerLibraryGroupsRoutes } from "./library-groups.routes.ts";

export const libraryGroupsModule = defineModule<LibraryGroupsContext>({
  name: "library-groups",
  description: "optional sections and clauses per state that an editor inserts",
  owns: ["library_groups", "library_group_states", "library_group_sections", "library_group_clauses"],
  needs: ["states", "templates"],
  routes: (app, context) => registerLibraryGroupsRoutes(app, { libraryGroups: context }),
});

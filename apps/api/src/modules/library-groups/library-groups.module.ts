import { defineModule, type ModuleReads } from "../manifest.ts";
import { createLibraryGroupsRepository } from "./index.ts";
import { libraryLink } from "./library-groups.queries.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { registerLibraryGroupsRoutes } from "./library-groups.routes.ts";

export const libraryGroupsModule = defineModule<LibraryGroupsContext>({
  name: "library-groups",
  description: "optional sections and clauses per state that an editor inserts",
  owns: ["library_groups", "library_group_states", "library_group_sections", "library_group_clauses"],
  needs: ["states", "templates"],
  uses: ["agreement"],
  // A library group's clauses are written for one agreement by the agreement module.
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    repository: createLibraryGroupsRepository(db),
    clauses: modules.agreement,
  }),
  // Whether a template's clause is a library clause: the templates' queries embed it.
  reads: { libraryLink } satisfies ModuleReads["library-groups"],
  routes: (app, context) => registerLibraryGroupsRoutes(app, { libraryGroups: context }),
});

declare module "../manifest.ts" {
  interface ModuleReads {
    "library-groups": { libraryLink: typeof libraryLink };
  }
}

/**
 * Library groups: optional sections and clauses, grouped and offered per state, that an
 * editor inserts into an agreement. Owns library_groups and its section, clause and state links.
 */
export { registerLibraryGroupsRoutes } from "./library-groups.routes.ts";
export { createLibraryGroupsRepository } from "./library-groups.repository.ts";
export {
  createLibraryGroupsService,
  LIBRARY_GROUP_MESSAGES,
  type LibraryGroupsService,
} from "./library-groups.service.ts";

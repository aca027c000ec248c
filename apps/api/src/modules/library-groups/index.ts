/**
 * Library groups: optional sections and clauses, grouped and offered per state, that an
 * editor inserts into an agreement. Owns library_groups and its section, clause and state links.
 * One use case per file, each a function of the module's context and its input
 * (`createLibraryGroup(ctx, input)`); the routes call them directly. No other module calls it.
 */
export { createLibraryGroupsRepository } from "./library-groups.repository.ts";
export type { LibraryGroupsContext } from "./library-groups.context.ts";
export { LIBRARY_GROUP_MESSAGES } from "./library-groups.messages.ts";

import { type clauseTemplates, libraryGroupClauses, live, subquery } from "@prenup/db";
import { exists, type SQL } from "drizzle-orm";

/**
 * What other modules ask of the library's tables (DESIGN.md, "Data ownership"): conditions another
 * module's statement embeds, keyed by its own id column.
 */

/** True when a live library group links the clause template: the content's rule for a library-only clause. */
export const libraryLink = (clauseId: SQL | typeof clauseTemplates.id) =>
  exists(
    subquery`select 1 from ${libraryGroupClauses} where ${libraryGroupClauses.clauseTemplateId} = ${clauseId} and ${live(libraryGroupClauses)}`,
  );

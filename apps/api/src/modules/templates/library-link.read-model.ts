import { libraryGroupClauses, type clauseTemplates, live } from "@prenup/db";
import { exists, sql, type SQL } from "drizzle-orm";

/**
 * A fragment of the clause rows: true when a live library group links the clause (the library
 * groups' table), the content's rule for a library-only clause.
 */
export const libraryLink = (clauseId: SQL | typeof clauseTemplates.id) =>
  exists(
    sql`(select 1 from ${libraryGroupClauses} where ${libraryGroupClauses.clauseTemplateId} = ${clauseId} and ${live(libraryGroupClauses)})`,
  );

import { clauseTemplates, sectionTemplates } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the templates' tables (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its template-id column.
 */

/** The section template as one value `{ id, key, title }` (null when no row has the id). */
export const sectionTemplateRefOf = (
  sectionTemplateId: Column | SQL | SQLWrapper,
): SQL<{ id: string; key: string; title: string } | null> =>
  sql`(select json_build_object('id', ${sectionTemplates.id}, 'key', ${sectionTemplates.key}, 'title', ${sectionTemplates.title}) from ${sectionTemplates} where ${sectionTemplates.id} = ${sectionTemplateId})`;

/** The clause template as one value `{ id, key, title, text }` (null when no row has the id). */
export const clauseTemplateRefOf = (
  clauseTemplateId: Column | SQL | SQLWrapper,
): SQL<{ id: string; key: string; title: string | null; text: string | null } | null> =>
  sql`(select json_build_object('id', ${clauseTemplates.id}, 'key', ${clauseTemplates.key}, 'title', ${clauseTemplates.title}, 'text', ${clauseTemplates.text}) from ${clauseTemplates} where ${clauseTemplates.id} = ${clauseTemplateId})`;

import {
  clauseTemplates,
  sectionTemplates,
  documentTemplates,
  documentTemplateStates,
  live,
  type Executor,
  subquery,
} from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, and, asc, eq, isNull, or } from "drizzle-orm";

/**
 * What other modules ask of the templates' tables (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its template-id column.
 */

/** The section template as one value `{ id, key, title }` (null when no row has the id). */
export const sectionTemplateRefOf = (
  sectionTemplateId: Column | SQL | SQLWrapper,
): SQL<{ id: string; key: string; title: string } | null> =>
  subquery`select json_build_object('id', ${sectionTemplates.id}, 'key', ${sectionTemplates.key}, 'title', ${sectionTemplates.title}) from ${sectionTemplates} where ${sectionTemplates.id} = ${sectionTemplateId}`;

/** The clause template as one value `{ id, key, title, text }` (null when no row has the id). */
export const clauseTemplateRefOf = (
  clauseTemplateId: Column | SQL | SQLWrapper,
): SQL<{ id: string; key: string; title: string | null; text: string | null } | null> =>
  subquery`select json_build_object('id', ${clauseTemplates.id}, 'key', ${clauseTemplates.key}, 'title', ${clauseTemplates.title}, 'text', ${clauseTemplates.text}) from ${clauseTemplates} where ${clauseTemplates.id} = ${clauseTemplateId}`;

/** The live agreement template with this id (null: none). */
export async function liveTemplateId(executor: Executor, templateId: string): Promise<{ id: string } | null> {
  const [row] = await executor
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, templateId), live(documentTemplates)))
    .limit(1);
  return row ?? null;
}

/** The country's agreement template (the oldest live one of that country), else the oldest live one (null: none). */
export async function countryTemplateId(executor: Executor, countryId: string): Promise<{ id: string } | null> {
  const [row] = await executor
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(
      and(live(documentTemplates), or(eq(documentTemplates.countryId, countryId), isNull(documentTemplates.countryId))),
    )
    .orderBy(asc(isNull(documentTemplates.countryId)), asc(documentTemplates.createdAt), asc(documentTemplates.key))
    .limit(1);
  return row ?? null;
}

/** The template's facts for one state (term, statute, witnesses), when it has a live row for it (null: none). */
export async function templateStateFacts(executor: Executor, templateId: string, stateId: string) {
  const [row] = await executor
    .select({
      termForDocument: documentTemplateStates.termForDocument,
      statute: documentTemplateStates.statute,
      witnessRequired: documentTemplateStates.witnessRequired,
    })
    .from(documentTemplateStates)
    .where(
      and(
        eq(documentTemplateStates.documentTemplateId, templateId),
        eq(documentTemplateStates.stateId, stateId),
        live(documentTemplateStates),
      ),
    )
    .limit(1);
  return row ?? null;
}

import {
  documentClauseDrafts,
  documentClauses,
  documentSectionDrafts,
  documentSections,
  type Database,
} from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * The ids a save's drafts may name, in one statement: the document's sections and clauses (the
 * agreement's tables, a clause with its section) and its drafts (a new section's or new clause's
 * draft told apart from an edit's; a clause draft with its section, live or new).
 */
export async function draftableIds(db: Database, documentId: string) {
  const rows = await db.execute<{ kind: string; id: string; section: string | null }>(sql`
        select 'section' as kind, id, null::uuid as section from ${documentSections} where document_id = ${documentId}
        union all select 'clause', id, document_section_id from ${documentClauses} where document_id = ${documentId}
        union all select case when document_section_id is null then 'new-section-draft' else 'section-draft' end, id, null::uuid from ${documentSectionDrafts} where document_id = ${documentId}
        union all select case when document_clause_id is null then 'new-clause-draft' else 'clause-draft' end, id, coalesce(document_section_id, document_section_draft_id) from ${documentClauseDrafts} where document_id = ${documentId}`);
  return rows.rows;
}

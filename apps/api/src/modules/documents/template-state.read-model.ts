import { documentTemplateStates, live, type Database } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** The template's facts for one state (term, statute, witnesses; the templates' table), when it has a row for it. */
export function templateState(db: Database, templateId: string, stateId: string) {
  return db
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
}

import { documentTemplates, live, type Database } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** The live template with this id (the templates' table). */
export function liveTemplate(db: Database, templateId: string) {
  return db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, templateId), live(documentTemplates)))
    .limit(1);
}

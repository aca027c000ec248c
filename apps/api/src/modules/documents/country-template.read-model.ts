import { documentTemplates, live, type Database } from "@prenup/db";
import { and, asc, eq, isNull, or } from "drizzle-orm";

/** The country's agreement template (the oldest live one of that country), else the oldest live one (the templates' table). */
export function countryTemplate(db: Database, countryId: string) {
  return db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(
      and(live(documentTemplates), or(eq(documentTemplates.countryId, countryId), isNull(documentTemplates.countryId))),
    )
    .orderBy(asc(isNull(documentTemplates.countryId)), asc(documentTemplates.createdAt), asc(documentTemplates.key))
    .limit(1);
}

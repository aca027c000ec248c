import { documentSections, live, type Database } from "@prenup/db";
import { and, asc, eq } from "drizzle-orm";

/** The agreement's live sections as it currently stands (generated, plus committed edits), in order. */
export function currentSections(db: Database, documentId: string) {
  return db
    .select({
      id: documentSections.id,
      key: documentSections.key,
      title: documentSections.title,
      text: documentSections.text,
      listStyle: documentSections.listStyle,
      textStyle: documentSections.textStyle,
      order: documentSections.order,
      isSeparatePage: documentSections.isSeparatePage,
    })
    .from(documentSections)
    .where(and(eq(documentSections.documentId, documentId), live(documentSections)))
    .orderBy(asc(documentSections.order), asc(documentSections.id));
}

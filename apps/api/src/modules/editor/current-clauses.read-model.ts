import { documentClauses, live, type Database } from "@prenup/db";
import { and, asc, eq } from "drizzle-orm";

/** The agreement's live clauses as it currently stands (generated, plus committed edits), in order. */
export function currentClauses(db: Database, documentId: string) {
  return db
    .select({
      id: documentClauses.id,
      documentSectionId: documentClauses.documentSectionId,
      parentClauseId: documentClauses.parentClauseId,
      key: documentClauses.key,
      title: documentClauses.title,
      text: documentClauses.text,
      listStyle: documentClauses.listStyle,
      textStyle: documentClauses.textStyle,
      order: documentClauses.order,
      isSeparatePage: documentClauses.isSeparatePage,
    })
    .from(documentClauses)
    .where(and(eq(documentClauses.documentId, documentId), live(documentClauses)))
    .orderBy(asc(documentClauses.order), asc(documentClauses.id));
}

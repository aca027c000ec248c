import { documentCommits, users, type Executor } from "@prenup/db";
import { desc, eq, type SQL } from "drizzle-orm";

/** One page of a document's commits, newest first, each with its author's name (one statement). */
export function commitPageRows(executor: Executor, where: SQL | undefined, page: { limit: number; offset: number }) {
  return executor
    .select({
      id: documentCommits.id,
      kind: documentCommits.kind,
      committedAt: documentCommits.committedAt,
      message: documentCommits.message,
      inputHash: documentCommits.inputHash,
      pdfFileId: documentCommits.pdfFileId,
      docxFileId: documentCommits.docxFileId,
      authorUserId: documentCommits.authorUserId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(documentCommits)
    .leftJoin(users, eq(users.id, documentCommits.authorUserId))
    .where(where)
    .orderBy(desc(documentCommits.committedAt))
    .limit(page.limit)
    .offset(page.offset);
}

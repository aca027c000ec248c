import { activeDocumentOf, documents, states, type Executor } from "@prenup/db";
import { desc, eq } from "drizzle-orm";

type DocumentRow = typeof documents.$inferSelect;

/** The user's active document with its state's attorney support and abbreviation (null: the state row is missing). */
export type ActiveDocumentWithState = Pick<
  DocumentRow,
  "id" | "userAId" | "userBId" | "stateId" | "attorneyAApprovedAt" | "attorneyBApprovedAt" | "finalizedAt"
> & {
  attorneySupport: (typeof states.$inferSelect)["attorneySupport"] | null;
  /** The state's abbreviation (its time zone dates the buyer's receipt). */
  stateAbbreviation: string | null;
};

/** The user's latest active document (the documents' table) with its state's attorney support (the states' table). */
export function activeDocumentWithState(executor: Executor, userId: string): Promise<ActiveDocumentWithState[]> {
  return executor
    .select({
      id: documents.id,
      userAId: documents.userAId,
      userBId: documents.userBId,
      stateId: documents.stateId,
      attorneyAApprovedAt: documents.attorneyAApprovedAt,
      attorneyBApprovedAt: documents.attorneyBApprovedAt,
      finalizedAt: documents.finalizedAt,
      attorneySupport: states.attorneySupport,
      stateAbbreviation: states.abbreviation,
    })
    .from(documents)
    .leftJoin(states, eq(states.id, documents.stateId))
    .where(activeDocumentOf(documents, userId))
    .orderBy(desc(documents.createdAt))
    .limit(1);
}

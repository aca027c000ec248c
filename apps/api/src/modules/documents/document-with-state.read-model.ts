import { documents, live, states, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** A live document with its state (the states' table). */
export function documentWithState(executor: Executor, documentId: string) {
  return executor
    .select({ document: documents, state: states })
    .from(documents)
    .leftJoin(states, eq(states.id, documents.stateId))
    .where(and(eq(documents.id, documentId), live(documents)))
    .limit(1);
}

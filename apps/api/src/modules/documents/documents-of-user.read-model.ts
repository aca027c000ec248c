import { documentParty, documents, live, states, type Database } from "@prenup/db";
import { and, desc, eq } from "drizzle-orm";

/** The user's live documents (partner A or B), newest first, with their state (the states' table). */
export function documentsOfUser(db: Database, userId: string) {
  return db
    .select({ document: documents, state: states })
    .from(documents)
    .leftJoin(states, eq(states.id, documents.stateId))
    .where(and(live(documents), documentParty(documents, userId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

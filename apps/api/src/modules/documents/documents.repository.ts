import { documents, states, users, type Database } from "@prenup/db";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";

export function createDocumentsRepository(db: Database) {
  return {
    /** The live documents in which the user is partner A or B, newest first, with their state. */
    async listDocumentsOfUser(userId: string) {
      return db
        .select({ document: documents, state: states })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(and(isNull(documents.deletedAt), or(eq(documents.userAId, userId), eq(documents.userBId, userId))))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    /** Names of the given users (deleted accounts included: a document still names its parties). */
    async findNames(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
          suffix: users.suffix,
        })
        .from(users)
        .where(inArray(users.id, userIds));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

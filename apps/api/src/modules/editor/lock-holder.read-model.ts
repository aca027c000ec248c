import { documentLocks, users, type Database } from "@prenup/db";
import { eq } from "drizzle-orm";

/** The document's lock with its holder's name (no row: nobody holds it). */
export function lockHolder(db: Database, documentId: string) {
  return db
    .select({
      userId: documentLocks.userId,
      acquiredAt: documentLocks.acquiredAt,
      expiresAt: documentLocks.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentLocks)
    .innerJoin(users, eq(users.id, documentLocks.userId))
    .where(eq(documentLocks.documentId, documentId));
}

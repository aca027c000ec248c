import { documents, users, type Database } from "@prenup/db";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { CurrentUser } from "../http/request-context.ts";
import { findUserRecord } from "../modules/users/users.repository.ts";
import type { AccessUserStore } from "./enforce.ts";
import type { AccessLookups } from "./evaluate.ts";

/** The queries behind the access rules: one small indexed lookup each. */
export function createAccessLookups(db: Database): AccessLookups {
  return {
    async findDocumentParties(documentId) {
      const [row] = await db
        .select({
          userAId: documents.userAId,
          userBId: documents.userBId,
          attorneyAId: documents.attorneyAId,
          attorneyBId: documents.attorneyBId,
        })
        .from(documents)
        .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async arePartners(userId, otherUserId) {
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            isNull(documents.deletedAt),
            or(
              and(eq(documents.userAId, userId), eq(documents.userBId, otherUserId)),
              and(eq(documents.userAId, otherUserId), eq(documents.userBId, userId)),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async isAttorneyAssignedToUser(attorneyId, userId) {
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            isNull(documents.deletedAt),
            or(eq(documents.attorneyAId, attorneyId), eq(documents.attorneyBId, attorneyId)),
            or(eq(documents.userAId, userId), eq(documents.userBId, userId)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

/** The signed-in user's row as the request pipeline needs it, and the activity stamp. */
export function createAccessUserStore(db: Database): AccessUserStore {
  return {
    // Closed accounts included: the access check refuses them with ACCOUNT_CLOSED.
    findByExternalId: (externalId): Promise<CurrentUser | null> => findUserRecord(db, eq(users.externalId, externalId)),

    async touchLastActive(userId, at) {
      // Not an edit of the profile: updated_at stays as it was.
      await db.update(users).set({ lastActiveAt: at, updatedAt: sql`${users.updatedAt}` }).where(eq(users.id, userId));
    },
  };
}

import { auditLog, type Database, type Executor } from "@prenup/db";
import { desc, eq, or, sql } from "drizzle-orm";
import { personOf } from "../users/users.queries.ts";

/** The audit_log table: the audit module is the only one that writes it. */
export function createAuditRepository(db: Database) {
  return {
    async insert(executor: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
      await executor.insert(auditLog).values(row);
    },

    /**
     * A user's trail, newest first, in one statement: the rows about the user (subject) and the rows
     * the user wrote (actor), with the actor's name (`personOf`) and the total (window count).
     */
    async listForUser(userId: string, page: { limit: number; offset: number }) {
      const rows = await db
        .select({
          entry: auditLog,
          actor: personOf(auditLog.actorUserId),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(auditLog)
        .where(or(eq(auditLog.subjectUserId, userId), eq(auditLog.actorUserId, userId)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(({ entry, actor, total }) => ({
        entry,
        actorEmail: actor?.email ?? null,
        actorFirstName: actor?.firstName ?? null,
        actorLastName: actor?.lastName ?? null,
        total,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

import { auditLog, type Database, type Executor } from "@prenup/db";
import { userTrail } from "./user-trail.read-model.ts";

/** The audit_log table: the audit module is the only one that writes it. */
export function createAuditRepository(db: Database) {
  return {
    async insert(executor: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
      await executor.insert(auditLog).values(row);
    },

    /**
     * A user's trail, newest first, in one statement: the rows about the user (subject) and the rows
     * the user wrote (actor), with the actor's name and the total (window count).
     */
    listForUser: (userId: string, page: { limit: number; offset: number }) => userTrail(db, userId, page),
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

import { auditLog, users, type Database } from "@prenup/db";
import { desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const actor = alias(users, "audit_actor");

/**
 * A user's trail, newest first, in one statement: the rows about the user (subject) and the rows
 * the user wrote (actor), with the actor's name and the total (window count).
 */
export function userTrail(db: Database, userId: string, page: { limit: number; offset: number }) {
  return db
    .select({
      entry: auditLog,
      actorEmail: actor.email,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(or(eq(auditLog.subjectUserId, userId), eq(auditLog.actorUserId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

import type { Executor } from "@prenup/db";
import type { AuditContext } from "./audit.context.ts";

/** The request an action came from (its id and the caller's address), when there is one. */
export interface AuditRequest {
  id: string;
  ip: string;
}

/** One change to record. `before`/`after` hold only the fields the action changed. */
export interface AuditRecord {
  /** Who did it (an admin, a customer); null for the system. */
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  documentId?: string | null;
  /** The person the change concerns, so their trail shows it. */
  subjectUserId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  request?: AuditRequest | null;
  /** Defaults to the clock's now. */
  at?: Date;
}

/**
 * Records one change in the caller's transaction, so the row exists exactly when the change it
 * describes does (an admin write that rolls back leaves no trace, and none commits without one).
 */
export async function recordAuditEntry(ctx: AuditContext, executor: Executor, entry: AuditRecord): Promise<void> {
  const at = entry.at ?? ctx.clock.now();
  await ctx.repository.insert(executor, {
    actorUserId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    documentId: entry.documentId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.request?.id ?? null,
    ipAddress: entry.request?.ip ?? null,
    createdAt: at,
    updatedAt: at,
    createdById: entry.actorId,
  });
}

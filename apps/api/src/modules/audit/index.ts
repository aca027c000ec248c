/**
 * The audit trail: one helper (`record`, in the caller's transaction) for every module, and a user's
 * trail for admins. Each is a function of the module's context (`recordAuditEntry(ctx, executor,
 * entry)`); other modules call them through `auditService(ctx)`.
 */
import type { Executor } from "@prenup/db";
import type { AuditContext } from "./audit.context.ts";
import { listUserTrail } from "./list-user-trail.ts";
import { recordAuditEntry, type AuditRecord } from "./record-audit-entry.ts";

export { createAuditRepository } from "./audit.repository.ts";
export type { AuditContext } from "./audit.context.ts";
export type { AuditRecord, AuditRequest } from "./record-audit-entry.ts";
export { changedFields, fieldChanges } from "./field-changes.ts";
export {
  auditEntrySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  type AuditEntry,
  type AuditListResponse,
} from "./audit.schemas.ts";

/**
 * What other modules call, on the context its manifest built. Every module that records
 * staff-relevant changes goes through `record`.
 */
export function auditService(ctx: AuditContext) {
  return {
    /** Records one change in the caller's transaction. */
    record: (executor: Executor, entry: AuditRecord): Promise<void> => recordAuditEntry(ctx, executor, entry),
    /** A user's trail (changes about them and changes they made), newest first. */
    listForUser: (userId: string, page: { page: number; pageSize: number }) => listUserTrail(ctx, userId, page),
  };
}

export type AuditService = ReturnType<typeof auditService>;
/** What another module needs to record: only `record`. */
export type AuditRecorder = Pick<AuditService, "record">;

import type { Executor } from "@prenup/db";
import { fullName } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRepository } from "./audit.repository.ts";
import type { AuditListResponse } from "./audit.schemas.ts";

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
 * The audit trail. `record` takes the caller's transaction, so the row exists exactly when the
 * change it describes does (an admin write that rolls back leaves no trace, and none commits
 * without one). Every module that records staff-relevant changes goes through it.
 */
export function createAuditService(deps: { clock: Clock; repository: AuditRepository }) {
  const { clock, repository } = deps;
  return {
    async record(executor: Executor, entry: AuditRecord): Promise<void> {
      const at = entry.at ?? clock.now();
      await repository.insert(executor, {
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
    },

    /** A user's trail (changes about them and changes they made), newest first. */
    async listForUser(userId: string, page: { page: number; pageSize: number }): Promise<AuditListResponse> {
      const rows = await repository.listForUser(userId, {
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      });
      return {
        items: rows.map(({ entry, actorEmail, actorFirstName, actorLastName }) => ({
          id: entry.id,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
          documentId: entry.documentId,
          subjectUserId: entry.subjectUserId,
          actor:
            entry.actorUserId && actorEmail
              ? {
                  id: entry.actorUserId,
                  email: actorEmail,
                  name: fullName({ firstName: actorFirstName, lastName: actorLastName }) || actorEmail,
                }
              : null,
          before: entry.before ?? null,
          after: entry.after ?? null,
          createdAt: entry.createdAt.toISOString(),
        })),
        total: rows[0]?.total ?? 0,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
/** What another module needs to record: only `record`. */
export type AuditRecorder = Pick<AuditService, "record">;

import { DomainError, type UserProfileUpdate } from "@prenup/domain";
import { IdentityUnavailableError } from "../../integrations/identity/index.ts";
import type { AuditRequest } from "../audit/index.ts";
import {
  ADMIN_USER_MESSAGES,
  changedFields,
  createRequireDetail,
  toRow,
  type AdminUsersDeps,
} from "./admin-user-rows.ts";
import type {
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  DuplicateDocumentsResponse,
} from "./admin-users.schemas.ts";
import { createDeleteUser } from "./delete-user.ts";
import { createMarkPaid } from "./mark-paid.ts";
import { createNotifyAttorney } from "./notify-attorney.ts";

export { CLOSE_IDENTITY_ACCOUNT_JOB, type CloseIdentityAccountData } from "./delete-user.ts";

/**
 * The admin's user operations. The delete and its identity job (`delete-user.ts`), the attorney's
 * call notice (`notify-attorney.ts`) and mark-paid (`mark-paid.ts`) have files of their own; the
 * read of a user and the messages are shared (`admin-user-rows.ts`).
 */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, clock, users, documents, audit, identity, answers, repository } = deps;
  const requireDetail = createRequireDetail(deps);
  const { deleteUser, closeIdentityAccountJob } = createDeleteUser(deps);

  return {
    /** A page of users: search (name, e-mail, id), type and paid filters, sorting; one statement. */
    async listUsers(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const records = await repository.listUsers(query);
      return { items: records.map(toRow), total: records[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    getUser: (userId: string) => requireDetail(userId),

    /** An admin's edit of profile fields (the same rules as the user's own edit), audited with before and after. */
    async updateUser(
      userId: string,
      changes: UserProfileUpdate,
      admin: { id: string },
      request: AuditRequest,
    ): Promise<AdminUserDetail> {
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        const diff = changedFields(row as unknown as Record<string, unknown>, changes as Record<string, unknown>);
        if (Object.keys(diff.after).length > 0) {
          const now = clock.now();
          await users.setAdminColumns(tx, userId, { ...changes, updatedAt: now, updatedById: admin.id });
          await audit.record(tx, {
            actorId: admin.id,
            action: "user.update",
            entityType: "user",
            entityId: userId,
            subjectUserId: userId,
            ...diff,
            request,
            at: now,
          });
        }
        return requireDetail(userId, tx);
      });
    },

    deleteUser,
    closeIdentityAccountJob,

    /** No more reminder or marketing e-mails (the mail port suppresses them); idempotent. */
    async unsubscribe(userId: string, admin: { id: string }, request: AuditRequest): Promise<AdminUserDetail> {
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        if (!row.emailUnsubscribedAt) {
          const now = clock.now();
          await users.setAdminColumns(tx, userId, { emailUnsubscribedAt: now, updatedAt: now, updatedById: admin.id });
          await audit.record(tx, {
            actorId: admin.id,
            action: "user.unsubscribe",
            entityType: "user",
            entityId: userId,
            subjectUserId: userId,
            before: { emailUnsubscribedAt: null },
            after: { emailUnsubscribedAt: now.toISOString() },
            request,
            at: now,
          });
        }
        return requireDetail(userId, tx);
      });
    },

    /**
     * Asks the identity provider to e-mail the user a reset link (the identity port), then records
     * it. The provider's call cannot join our transaction: the audit row is written after it succeeded.
     */
    async sendPasswordReset(
      userId: string,
      admin: { id: string },
      request: AuditRequest,
    ): Promise<{ sent: true; via: string }> {
      const row = await users.lockForAdmin(db, userId);
      if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      try {
        await identity.sendPasswordReset({ externalId: row.externalId, email: row.email });
      } catch (error) {
        if (error instanceof IdentityUnavailableError) throw new DomainError("IDENTITY_UNAVAILABLE", error.message);
        throw error;
      }
      await db.transaction(async (tx) =>
        audit.record(tx, {
          actorId: admin.id,
          action: "user.password-reset-email",
          entityType: "user",
          entityId: userId,
          subjectUserId: userId,
          after: { email: row.email, via: identity.kind },
          request,
        }),
      );
      return { sent: true, via: identity.kind };
    },

    /** The user's active agreements (more than one needs resolving), with what each holds. */
    async duplicateDocuments(userId: string): Promise<DuplicateDocumentsResponse> {
      const [person] = await users.findPeople([userId]);
      if (!person) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      const list = await repository.listActiveDocuments(userId);
      return { hasDuplicates: list.length > 1, documents: list };
    },

    /**
     * Keeps one active agreement and deactivates the user's others (their answers, purchases and
     * history stay with them), under the user's document lock, audited. Idempotent.
     */
    async resolveDuplicateDocuments(
      userId: string,
      keepDocumentId: string,
      admin: { id: string },
      request: AuditRequest,
    ) {
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        await documents.lockDocumentsOfUser(userId, tx);
        const active = await repository.listActiveDocuments(userId, tx);
        if (!active.some((document) => document.id === keepDocumentId))
          throw new DomainError("DOCUMENT_NOT_FOUND", ADMIN_USER_MESSAGES.notOwnDocument);
        const now = clock.now();
        const deactivated = await documents.deactivateOtherDocuments(tx, {
          userId,
          keepDocumentId,
          actorId: admin.id,
          now,
        });
        if (deactivated.length > 0) {
          await audit.record(tx, {
            actorId: admin.id,
            action: "user.resolve-duplicate-documents",
            entityType: "user",
            entityId: userId,
            subjectUserId: userId,
            documentId: keepDocumentId,
            before: { activeDocumentIds: active.map((document) => document.id) },
            after: { keptDocumentId: keepDocumentId, deactivatedDocumentIds: deactivated },
            request,
            at: now,
          });
        }
        return { keptDocumentId: keepDocumentId, deactivatedDocumentIds: deactivated };
      });
    },

    /**
     * The attorney rules the user's answers trigger: the answers module's own answer to
     * GET /users/{id}/answers/attorney-restrictions (one rule, one place), for any user.
     */
    getAttorneyRestrictions: (userId: string) => answers.getAttorneyRestrictions(userId),

    notifyAttorneyOfEvent: createNotifyAttorney(deps),

    /** The user's audit trail: changes about them and changes they made, newest first. */
    async auditTrail(userId: string, page: { page: number; pageSize: number }) {
      const [person] = await users.findPeople([userId]);
      if (!person) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      return audit.listForUser(userId, page);
    },

    markPaid: createMarkPaid(deps),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

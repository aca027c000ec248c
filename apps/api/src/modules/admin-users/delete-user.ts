import { DomainError } from "@prenup/domain";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import type { AuditRequest } from "../audit/index.ts";
import { ADMIN_USER_MESSAGES, type AdminUsersDeps } from "./admin-user-rows.ts";

/** The job that closes a deleted user's account at the identity provider (after the delete commits). */
export const CLOSE_IDENTITY_ACCOUNT_JOB = "close-identity-account";

export interface CloseIdentityAccountData {
  userId: string;
  externalId: string;
  email: string;
  /** The admin who deleted the user: the actor of the audit row the job writes. */
  adminId: string;
}

/** DELETE /admin/users/{id} and the job that closes the identity account after it. */
export function createDeleteUser(
  deps: Pick<AdminUsersDeps, "db" | "clock" | "users" | "audit" | "identity" | "jobs" | "repository">,
) {
  const { db, clock, users, audit, identity, repository } = deps;

  /**
   * Soft delete: the user row gets `deleted_at` (signing in answers ACCOUNT_CLOSED); the partner's
   * data, the agreement and the audit trail stay, and the e-mail is free for a new sign-up (users'
   * e-mails are unique among live rows only). Refused (409 USER_HAS_PAID_DOCUMENT) for a party of
   * an agreement with a purchase in force, and for the admin's own account.
   *
   * The identity account is closed by the `close-identity-account` job, enqueued in the delete's
   * own transaction: our database decides, the provider follows. If the provider is down the job
   * retries (backoff from 30 s, about two hours), and meanwhile the person is already refused by
   * the API (ACCOUNT_CLOSED) — the only cost of the delay is that the e-mail cannot sign up again
   * at the provider yet. The reverse order could close the provider's account for a delete that
   * then rolled back (a live user nobody can sign in as), so it is never called first. With no
   * identity admin configured, the delete says so in its audit row and nothing is enqueued.
   */
  async function deleteUser(userId: string, admin: { id: string }, request: AuditRequest): Promise<void> {
    if (userId === admin.id) throw new DomainError("CANNOT_DELETE_SELF", ADMIN_USER_MESSAGES.deleteSelf);
    const closesIdentity = identity.configured && deps.jobs !== undefined;
    await db.transaction(async (tx) => {
      const row = await users.lockForAdmin(tx, userId);
      if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      const record = await repository.findUser(userId, tx);
      if (record?.hasPaidDocument) throw new DomainError("USER_HAS_PAID_DOCUMENT", ADMIN_USER_MESSAGES.paidDocument);
      const now = clock.now();
      await users.setAdminColumns(tx, userId, { deletedAt: now, updatedAt: now, updatedById: admin.id });
      await audit.record(tx, {
        actorId: admin.id,
        action: "user.delete",
        entityType: "user",
        entityId: userId,
        subjectUserId: userId,
        documentId: record?.documentId ?? null,
        before: { deletedAt: null, email: row.email },
        after: {
          deletedAt: now.toISOString(),
          identityAccount: closesIdentity ? "closing" : `left open: ${identity.kind}`,
        },
        request,
        at: now,
      });
      if (closesIdentity) {
        const data: CloseIdentityAccountData = {
          userId,
          externalId: row.externalId,
          email: row.email,
          adminId: admin.id,
        };
        await deps.jobs!.enqueue(CLOSE_IDENTITY_ACCOUNT_JOB, data, { executor: tx });
      }
    });
  }

  /**
   * The job: asks the identity port to close the account (idempotent at the provider), then records
   * it in the user's trail. A rerun after a crash between the two closes nothing new and may add
   * the audit row a second time, never lose it.
   */
  function closeIdentityAccountJob(): JobDefinition<CloseIdentityAccountData> {
    return {
      name: CLOSE_IDENTITY_ACCOUNT_JOB,
      retryLimit: 8,
      retryDelaySeconds: 30,
      expireInSeconds: 60,
      handle: async (data) => {
        await identity.closeAccount({ externalId: data.externalId, email: data.email });
        await db.transaction(async (tx) =>
          audit.record(tx, {
            actorId: data.adminId,
            action: "user.identity-account-closed",
            entityType: "user",
            entityId: data.userId,
            subjectUserId: data.userId,
            after: { via: identity.kind },
          }),
        );
      },
    };
  }

  return { deleteUser, closeIdentityAccountJob };
}

import { DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { lockUserOrNotFound, writeAdminUserChange } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";
import { CLOSE_IDENTITY_ACCOUNT_JOB, type CloseIdentityAccountData } from "./close-identity-account.ts";

/**
 * DELETE /admin/users/{id}. Soft delete: the user row gets `deleted_at` (signing in answers
 * ACCOUNT_CLOSED); the partner's data, the agreement and the audit trail stay, and the e-mail is
 * free for a new sign-up (users' e-mails are unique among live rows only). Refused (409
 * USER_HAS_PAID_DOCUMENT) for a party of an agreement with a purchase in force, and for the admin's
 * own account.
 *
 * The identity account is closed by the `close-identity-account` job (`close-identity-account.ts`),
 * enqueued in the delete's own transaction: our database decides, the provider follows. If the
 * provider is down the job retries (backoff from 30 s, about two hours), and meanwhile the person is
 * already refused by the API (ACCOUNT_CLOSED) — the only cost of the delay is that the e-mail cannot
 * sign up again at the provider yet. The reverse order could close the provider's account for a
 * delete that then rolled back (a live user nobody can sign in as), so it is never called first.
 * With no identity admin configured, the delete says so in its audit row and nothing is enqueued.
 */
export async function deleteUser(
  ctx: AdminUsersContext,
  userId: string,
  admin: { id: string },
  request: AuditRequest,
): Promise<void> {
  const { identity, jobs } = ctx;
  if (userId === admin.id) throw new DomainError("CANNOT_DELETE_SELF", ADMIN_USER_MESSAGES.deleteSelf);
  const closesIdentity = identity.configured && jobs !== undefined;
  await ctx.db.transaction(async (tx) => {
    const row = await lockUserOrNotFound(ctx, tx, userId);
    const record = await ctx.repository.findUser(userId, tx);
    if (record?.hasPaidDocument) throw new DomainError("USER_HAS_PAID_DOCUMENT", ADMIN_USER_MESSAGES.paidDocument);
    const now = ctx.clock.now();
    await writeAdminUserChange(ctx, tx, {
      userId,
      admin,
      columns: { deletedAt: now },
      audit: {
        action: "user.delete",
        documentId: record?.documentId ?? null,
        before: { deletedAt: null, email: row.email },
        after: {
          deletedAt: now.toISOString(),
          identityAccount: closesIdentity ? "closing" : `left open: ${identity.kind}`,
        },
        request,
      },
      at: now,
    });
    if (closesIdentity) {
      const data: CloseIdentityAccountData = {
        userId,
        externalId: row.externalId,
        email: row.email,
        adminId: admin.id,
      };
      await jobs!.enqueue(CLOSE_IDENTITY_ACCOUNT_JOB, data, { executor: tx });
    }
  });
}

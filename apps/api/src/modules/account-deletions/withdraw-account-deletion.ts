import { ACCOUNT_DELETION_MESSAGES, DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import type { AccountDeletionResponse } from "./account-deletions.schemas.ts";
import { accountDeletionView } from "./get-account-deletion.ts";

/**
 * DELETE /users/{id}/account-deletion: the user changed their mind before the day. The request is
 * WITHDRAWN and e-mail is turned back on if the request turned it off. 409 NO_ACCOUNT_DELETION when
 * none is scheduled (nothing changes).
 */
export async function withdrawAccountDeletion(
  ctx: AccountDeletionsContext,
  input: { userId: string; request: AuditRequest },
): Promise<AccountDeletionResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await ctx.repository.scheduledOf(tx, input.userId, true);
    if (!row) throw new DomainError("NO_ACCOUNT_DELETION", ACCOUNT_DELETION_MESSAGES.nothingToCancel);
    await ctx.repository.close(tx, row.id, { status: "WITHDRAWN", withdrawnAt: now, by: input.userId });
    if (!row.emailWasUnsubscribed) await ctx.users.setEmailUnsubscribed(tx, input.userId, null);
    await ctx.audit.record(tx, {
      actorId: input.userId,
      action: "account-deletion.withdraw",
      entityType: "account_deletion",
      entityId: row.id,
      subjectUserId: input.userId,
      before: { status: "SCHEDULED" },
      after: { status: "WITHDRAWN" },
      request: input.request,
      at: now,
    });
    const hold = await ctx.repository.standingHold(tx, input.userId);
    return { ...accountDeletionView(null, hold), message: ACCOUNT_DELETION_MESSAGES.withdrawn };
  });
}

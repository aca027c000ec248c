import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionDueAt,
  confirmsAccountDeletion,
  DomainError,
  isRecentSignIn,
} from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import type { AccountDeletionResponse } from "./account-deletions.schemas.ts";
import { accountDeletionView } from "./get-account-deletion.ts";
import { ACCOUNT_DELETION_SCHEDULED_MAIL, scheduledMail } from "./account-deletion-mails.ts";

/**
 * POST /users/{id}/account-deletion: schedules the deletion 30 days ahead, in one transaction with
 * its effects: every session ended (tokens from earlier sign-ins refused), reminder and notification
 * e-mail turned off, the audit row, and one e-mail saying when and how to cancel. Refused, storing
 * nothing, when the confirmation is not the word, the sign-in is not recent, or a deletion is
 * already scheduled.
 */
export async function requestAccountDeletion(
  ctx: AccountDeletionsContext,
  input: { userId: string; confirmation: string; signedInAt: Date | null; request: AuditRequest },
): Promise<AccountDeletionResponse> {
  if (!confirmsAccountDeletion(input.confirmation)) {
    throw new DomainError("DELETION_CONFIRMATION_MISMATCH", ACCOUNT_DELETION_MESSAGES.confirmationMismatch);
  }
  const now = ctx.clock.now();
  if (!isRecentSignIn(input.signedInAt, now)) {
    throw new DomainError("RECENT_SIGN_IN_REQUIRED", ACCOUNT_DELETION_MESSAGES.signInAgain);
  }
  return ctx.db.transaction(async (tx) => {
    const account = await ctx.users.account(tx, input.userId);
    if (!account) throw new DomainError("USER_NOT_FOUND", "This account no longer exists.");
    const row = await ctx.repository.insertScheduled(tx, {
      userId: input.userId,
      requestedAt: now,
      dueAt: accountDeletionDueAt(now),
      emailWasUnsubscribed: account.emailUnsubscribedAt !== null,
    });
    if (!row) throw new DomainError("ACCOUNT_DELETION_SCHEDULED", ACCOUNT_DELETION_MESSAGES.alreadyScheduled);
    await ctx.users.endSessions(tx, input.userId, now);
    if (account.emailUnsubscribedAt === null) await ctx.users.setEmailUnsubscribed(tx, input.userId, now);
    await ctx.audit.record(tx, {
      actorId: input.userId,
      action: "account-deletion.request",
      entityType: "account_deletion",
      entityId: row.id,
      subjectUserId: input.userId,
      after: { dueAt: row.dueAt.toISOString() },
      request: input.request,
      at: now,
    });
    const hold = await ctx.repository.standingHold(tx, input.userId);
    await ctx.mail.enqueueOnce(
      {
        ...(await scheduledMail(account, row.dueAt, ctx.customerAppUrl)),
        to: account.email,
        userId: input.userId,
        category: "transactional",
      },
      `${ACCOUNT_DELETION_SCHEDULED_MAIL}:${row.id}`,
      tx,
    );
    return accountDeletionView(row, hold);
  });
}

import { ACCOUNT_DELETION_MESSAGES, DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import type { AccountDeletionResponse } from "./account-deletions.schemas.ts";
import { accountDeletionView } from "./get-account-deletion.ts";

/**
 * POST /admin/users/{id}/legal-holds: an admin holds the account (a dispute, a subpoena). While the
 * hold stands a scheduled deletion waits, and the user's account page says why. 409
 * LEGAL_HOLD_EXISTS when one already stands; 404 for an unknown or closed account.
 */
export async function placeLegalHold(
  ctx: AccountDeletionsContext,
  input: { userId: string; basis: string; adminId: string; request: AuditRequest },
): Promise<AccountDeletionResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const account = await ctx.users.account(tx, input.userId);
    if (!account) throw new DomainError("USER_NOT_FOUND", "No such user.");
    const hold = await ctx.repository.insertHold(tx, {
      userId: input.userId,
      basis: input.basis,
      placedAt: now,
      placedById: input.adminId,
    });
    if (!hold) throw new DomainError("LEGAL_HOLD_EXISTS", ACCOUNT_DELETION_MESSAGES.holdExists);
    await ctx.audit.record(tx, {
      actorId: input.adminId,
      action: "legal-hold.place",
      entityType: "legal_hold",
      entityId: hold.id,
      subjectUserId: input.userId,
      after: { basis: input.basis },
      request: input.request,
      at: now,
    });
    return accountDeletionView(await ctx.repository.scheduledOf(tx, input.userId), hold);
  });
}

/**
 * DELETE /admin/users/{id}/legal-holds/{holdId}: lifts the hold; a scheduled deletion whose day has
 * passed runs at the next daily sweep. 404 LEGAL_HOLD_NOT_FOUND when no such hold stands.
 */
export async function releaseLegalHold(
  ctx: AccountDeletionsContext,
  input: { userId: string; holdId: string; adminId: string; request: AuditRequest },
): Promise<AccountDeletionResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const hold = await ctx.repository.releaseHold(tx, {
      userId: input.userId,
      holdId: input.holdId,
      at: now,
      by: input.adminId,
    });
    if (!hold) throw new DomainError("LEGAL_HOLD_NOT_FOUND", ACCOUNT_DELETION_MESSAGES.noHold);
    await ctx.audit.record(tx, {
      actorId: input.adminId,
      action: "legal-hold.release",
      entityType: "legal_hold",
      entityId: hold.id,
      subjectUserId: input.userId,
      before: { basis: hold.basis },
      after: { releasedAt: now.toISOString() },
      request: input.request,
      at: now,
    });
    return accountDeletionView(await ctx.repository.scheduledOf(tx, input.userId), null);
  });
}

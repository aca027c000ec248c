import { ACCOUNT_DELETION_MESSAGES } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import type { AccountDeletionRow, LegalHoldRow } from "./account-deletions.repository.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import type { AccountDeletionResponse } from "./account-deletions.schemas.ts";

/** The deletion as the account page shows it: the scheduled request (if any) and a standing hold. */
export function accountDeletionView(
  request: AccountDeletionRow | null,
  hold: LegalHoldRow | null,
): AccountDeletionResponse {
  const scheduled = request?.status === "SCHEDULED" ? request : null;
  return {
    status: scheduled ? "SCHEDULED" : "NONE",
    requestedAt: isoOrNull(scheduled?.requestedAt ?? null),
    dueAt: isoOrNull(scheduled?.dueAt ?? null),
    hold: hold ? { id: hold.id, basis: hold.basis, placedAt: hold.placedAt.toISOString() } : null,
    message: scheduled
      ? hold
        ? ACCOUNT_DELETION_MESSAGES.onHold(hold.basis)
        : ACCOUNT_DELETION_MESSAGES.scheduled
      : null,
  };
}

/** GET /users/{id}/account-deletion: the user's scheduled deletion and any hold on their account (two statements). */
export async function getAccountDeletion(
  ctx: AccountDeletionsContext,
  userId: string,
): Promise<AccountDeletionResponse> {
  const [request, hold] = await Promise.all([
    ctx.repository.scheduledOf(ctx.db, userId),
    ctx.repository.standingHold(ctx.db, userId),
  ]);
  return accountDeletionView(request, hold);
}

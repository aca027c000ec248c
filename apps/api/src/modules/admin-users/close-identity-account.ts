import type { JobDefinition } from "../../integrations/jobs/index.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";

/** The job that closes a deleted user's account at the identity provider (after the delete commits). */
export const CLOSE_IDENTITY_ACCOUNT_JOB = "close-identity-account";

export interface CloseIdentityAccountData {
  userId: string;
  externalId: string;
  email: string;
  /** The admin who deleted the user: the actor of the audit row the job writes. */
  adminId: string;
}

/**
 * Asks the identity port to close the account (idempotent at the provider), then records it in the
 * user's trail. A rerun after a crash between the two closes nothing new and may add the audit row
 * a second time, never lose it.
 */
export async function closeIdentityAccount(ctx: AdminUsersContext, data: CloseIdentityAccountData): Promise<void> {
  await ctx.identity.closeAccount({ externalId: data.externalId, email: data.email });
  await ctx.db.transaction(async (tx) =>
    ctx.audit.record(tx, {
      actorId: data.adminId,
      action: "user.identity-account-closed",
      entityType: "user",
      entityId: data.userId,
      subjectUserId: data.userId,
      after: { via: ctx.identity.kind },
    }),
  );
}

/** The `close-identity-account` job's definition (enqueued by `deleteUser`, retried while the provider is down). */
export function closeIdentityAccountJob(ctx: AdminUsersContext): JobDefinition<CloseIdentityAccountData> {
  return {
    name: CLOSE_IDENTITY_ACCOUNT_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    handle: (data) => closeIdentityAccount(ctx, data),
  };
}

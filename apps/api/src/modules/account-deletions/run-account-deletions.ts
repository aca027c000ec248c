import { accountDeletionRunnable, type ErasureSubject } from "@prenup/domain";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import { agreementClosedMail } from "./account-deletion-mails.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";

/** The daily sweep that carries out the deletions whose day has come. */
export const RUN_ACCOUNT_DELETIONS_JOB = "run-account-deletions";
/** After a deletion commits: the files it released are deleted, and the identity account closed. */
export const DISCARD_ERASED_FILES_JOB = "discard-erased-files";
export const CLOSE_DELETED_ACCOUNT_JOB = "close-deleted-account";

export interface DiscardErasedFilesData {
  deletionId: string;
  fileIds: string[];
}
export interface CloseDeletedAccountData {
  deletionId: string;
  userId: string;
  externalId: string;
  email: string;
}

/**
 * Carries out one scheduled deletion, if it may run now (its day has come and no hold stands), in
 * one transaction: every owner module erases its rows of the user by the retention table (keeping
 * what belongs to signed agreements), each partner of an agreement that was not signed is told it
 * closed (no details), the request becomes COMPLETED with its audit row, and the jobs that delete
 * the released files and close the identity account are enqueued. Returns whether it ran; a second
 * run does nothing.
 */
export async function eraseAccount(ctx: AccountDeletionsContext, deletionId: string): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const request = await ctx.repository.lock(tx, deletionId);
    if (!request) return false;
    const hold = await ctx.repository.standingHold(tx, request.userId);
    if (!accountDeletionRunnable(request, hold !== null, now)) return false;
    const account = await ctx.users.account(tx, request.userId);
    const agreements = await ctx.agreementsOf(tx, request.userId);
    const subject: ErasureSubject = {
      userId: request.userId,
      keptDocumentIds: agreements.filter((agreement) => agreement.signed).map((agreement) => agreement.documentId),
      closedDocumentIds: agreements.filter((agreement) => !agreement.signed).map((agreement) => agreement.documentId),
      at: now,
    };
    const partnersTold = new Set<string>();
    for (const agreement of agreements) {
      if (agreement.signed || !agreement.partnerId || partnersTold.has(agreement.partnerId)) continue;
      const partner = await ctx.users.account(tx, agreement.partnerId);
      if (!partner) continue;
      partnersTold.add(agreement.partnerId);
      await ctx.mail.enqueueOnce(
        {
          ...(await agreementClosedMail(partner, ctx.customerAppUrl)),
          to: partner.email,
          userId: agreement.partnerId,
          category: "transactional",
        },
        `agreement-closed:${deletionId}:${agreement.partnerId}`,
        tx,
      );
    }
    const fileIds: string[] = [];
    const modules: string[] = [];
    for (const eraser of ctx.erasers) {
      const outcome = await eraser.erase(tx, subject);
      fileIds.push(...outcome.fileIds);
      modules.push(eraser.module);
    }
    await ctx.repository.close(tx, request.id, { status: "COMPLETED", completedAt: now });
    await ctx.audit.record(tx, {
      actorId: null,
      action: "account-deletion.complete",
      entityType: "account_deletion",
      entityId: request.id,
      subjectUserId: request.userId,
      after: {
        modules,
        keptAgreements: subject.keptDocumentIds.length,
        closedAgreements: subject.closedDocumentIds.length,
        files: fileIds.length,
      },
      at: now,
    });
    if (fileIds.length > 0) {
      await ctx.jobs.enqueue<DiscardErasedFilesData>(
        DISCARD_ERASED_FILES_JOB,
        { deletionId: request.id, fileIds: [...new Set(fileIds)] },
        { executor: tx },
      );
    }
    if (account && ctx.identity.configured) {
      await ctx.jobs.enqueue<CloseDeletedAccountData>(
        CLOSE_DELETED_ACCOUNT_JOB,
        { deletionId: request.id, userId: request.userId, externalId: account.externalId, email: account.email },
        { executor: tx },
      );
    }
    return true;
  });
}

/** Carries out every deletion whose day has come and that no hold stops, one transaction each. */
export async function runAccountDeletions(ctx: AccountDeletionsContext): Promise<number> {
  let ran = 0;
  for (const id of await ctx.repository.runnableIds(ctx.db, ctx.clock.now())) {
    if (await eraseAccount(ctx, id)) ran += 1;
  }
  return ran;
}

/** Deletes the files the deletion released (row and bytes); a file already gone is skipped. */
export async function discardErasedFiles(ctx: AccountDeletionsContext, data: DiscardErasedFilesData): Promise<void> {
  for (const id of data.fileIds) {
    const file = await ctx.files.findFile(id);
    if (file) await ctx.files.removeFile(file, null);
  }
}

/** The module's jobs: the daily sweep, and the two that follow a deletion's commit. */
export function accountDeletionJobs(ctx: AccountDeletionsContext): JobDefinition<never>[] {
  const jobs = [
    {
      name: RUN_ACCOUNT_DELETIONS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 1800,
      handle: async () => {
        await runAccountDeletions(ctx);
      },
    } satisfies JobDefinition<Record<string, never>>,
    {
      name: DISCARD_ERASED_FILES_JOB,
      retryLimit: 8,
      retryDelaySeconds: 60,
      expireInSeconds: 600,
      handle: (data: DiscardErasedFilesData) => discardErasedFiles(ctx, data),
    } satisfies JobDefinition<DiscardErasedFilesData>,
    {
      name: CLOSE_DELETED_ACCOUNT_JOB,
      retryLimit: 8,
      retryDelaySeconds: 30,
      expireInSeconds: 60,
      handle: (data: CloseDeletedAccountData) =>
        ctx.identity.closeAccount({ externalId: data.externalId, email: data.email }),
    } satisfies JobDefinition<CloseDeletedAccountData>,
  ];
  return jobs as JobDefinition<never>[];
}

import type { JobDefinition } from "../../integrations/jobs/index.ts";
import { sessionFinished, standingOn, windowOf } from "./notarization-steps.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";

/** The job that cancels an online session still open when its signing window closes. */
export const NOTARIZATION_EXPIRY_JOB = "notarization-expiry";
export type NotarizationExpiryData = { notarizationId: string; dueAt: string };

/**
 * The expiry of an online session at the close of its signing window (enqueued when the session
 * starts): cancels it through the notary port if it is still open, and records it cancelled.
 * Idempotent: a session finished, reset or already cancelled is left alone. The window is read
 * again: a wedding moved later moves the expiry (a new job); one run early (the servers' clocks
 * differ) fails and is retried.
 */
export async function expireSession(ctx: NotarizationsContext, data: NotarizationExpiryData): Promise<void> {
  const found = await ctx.repository.findWithParties(data.notarizationId);
  const row = found?.notarization;
  if (
    !row ||
    row.deletedAt !== null ||
    row.isProofUpload ||
    row.notarizationCompletedAt ||
    sessionFinished(row) ||
    !row.externalId
  )
    return;
  const facts = await ctx.repository.loadDocumentFacts(row.documentId);
  if (!facts) return;
  const closesAt = windowOf(facts, await standingOn(ctx, facts, facts.userAId)).closesAt;
  if (closesAt === null) return; // no wedding date any more: nothing to close
  const now = ctx.clock.now();
  if (now.getTime() < new Date(closesAt).getTime()) {
    if (new Date(closesAt).getTime() > new Date(data.dueAt).getTime()) {
      await ctx.jobs?.enqueue<NotarizationExpiryData>(
        NOTARIZATION_EXPIRY_JOB,
        { notarizationId: row.id, dueAt: closesAt },
        { startAfter: new Date(closesAt) },
      );
      return;
    }
    throw new Error(NOTARIZATION_SERVICE_MESSAGES.notDueYet);
  }
  await ctx.notary.cancelSession(row.externalId);
  await ctx.db.transaction(async (tx) => {
    const locked = await ctx.repository.lockLive(tx, row.id);
    if (!locked || locked.notarizationCompletedAt || sessionFinished(locked)) return;
    await ctx.repository.update(tx, row.id, { externalStatus: "CANCELLED", externalStatusAt: now, updatedAt: now });
  });
}

/** The expiry's job definition (registered from the manifest's `jobs`). */
export function notarizationExpiryJob(ctx: NotarizationsContext): JobDefinition<NotarizationExpiryData> {
  return {
    name: NOTARIZATION_EXPIRY_JOB,
    retryLimit: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    handle: (data) => expireSession(ctx, data),
  };
}

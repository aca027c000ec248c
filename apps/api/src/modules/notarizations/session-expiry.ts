import type { JobDefinition } from "../../integrations/jobs/index.ts";
import { NOTARIZATION_SERVICE_MESSAGES, type NotarizationsDeps } from "./notarizations.context.ts";
import type { NotarizationShared } from "./notarization-steps.ts";

/** The job that cancels an online session still open when its signing window closes. */
export const NOTARIZATION_EXPIRY_JOB = "notarization-expiry";
export type NotarizationExpiryData = { notarizationId: string; dueAt: string };

/** The expiry of online sessions at the close of their signing window (a job). */
export function createSessionExpiry(deps: NotarizationsDeps, shared: NotarizationShared) {
  const { db, clock, repository, notary } = deps;
  const { sessionFinished, windowOf, standingOn } = shared;

  /**
   * The expiry of an online session at the close of its signing window (enqueued when the session
   * starts): cancels it through the notary port if it is still open, and records it cancelled.
   * Idempotent: a session finished, reset or already cancelled is left alone. The window is read
   * again: a wedding moved later moves the expiry (a new job); one run early (the servers' clocks
   * differ) fails and is retried.
   */
  function expiryJob(): JobDefinition<NotarizationExpiryData> {
    return {
      name: NOTARIZATION_EXPIRY_JOB,
      retryLimit: 8,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
      handle: async (data) => {
        const found = await repository.findWithParties(data.notarizationId);
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
        const facts = await repository.loadDocumentFacts(row.documentId);
        if (!facts) return;
        const closesAt = windowOf(facts, await standingOn(facts, facts.userAId)).closesAt;
        if (closesAt === null) return; // no wedding date any more: nothing to close
        const now = clock.now();
        if (now.getTime() < new Date(closesAt).getTime()) {
          if (new Date(closesAt).getTime() > new Date(data.dueAt).getTime()) {
            await deps.jobs?.enqueue<NotarizationExpiryData>(
              NOTARIZATION_EXPIRY_JOB,
              { notarizationId: row.id, dueAt: closesAt },
              { startAfter: new Date(closesAt) },
            );
            return;
          }
          throw new Error(NOTARIZATION_SERVICE_MESSAGES.notDueYet);
        }
        await notary.cancelSession(row.externalId);
        await db.transaction(async (tx) => {
          const locked = await repository.lockLive(tx, row.id);
          if (!locked || locked.notarizationCompletedAt || sessionFinished(locked)) return;
          await repository.update(tx, row.id, { externalStatus: "CANCELLED", externalStatusAt: now, updatedAt: now });
        });
      },
    };
  }

  return expiryJob;
}

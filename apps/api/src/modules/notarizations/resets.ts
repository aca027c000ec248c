import { DomainError } from "@prenup/domain";
import { NOTARIZATION_SERVICE_MESSAGES, type NotarizationsDeps, type NotaryActor } from "./notarizations.context.ts";
import type { NotarizationShared } from "./notarization-steps.ts";

/** Withdrawing an unfinished notarization, and the resets (the couple's, and an admin's force reset). */
export function createResets(deps: NotarizationsDeps, shared: NotarizationShared) {
  const { db, clock, repository } = deps;
  const { cancelQuietly, findVisible } = shared;

  async function resetRow(id: string, actor: NotaryActor, force: boolean): Promise<void> {
    const found = await findVisible(id, actor);
    const row = found.notarization;
    if (row.deletedAt !== null) return; // reset already: nothing more to do
    if (row.notarizationCompletedAt && !force)
      throw new DomainError("NOTARIZATION_RESET_REFUSED", NOTARIZATION_SERVICE_MESSAGES.completedReset);
    await cancelQuietly(row);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await repository.lockLive(tx, id);
      if (!locked) return;
      await repository.update(tx, id, { resetAt: now, deletedAt: now, updatedAt: now, updatedById: actor.id });
    });
  }

  /** DELETE /documents/{id}/notarizations/{nid}: withdraws an unfinished notarization (its session is cancelled). */
  async function remove(documentId: string, id: string, actor: NotaryActor): Promise<void> {
    const found = await repository.findWithParties(id);
    if (!found || found.notarization.documentId !== documentId || found.notarization.deletedAt !== null) {
      throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
    }
    // A completed session is kept, even one completed outside the signing window.
    if (found.notarization.notarizationCompletedAt || found.notarization.externalStatus === "COMPLETED") {
      throw new DomainError("NOTARIZATION_COMPLETE", NOTARIZATION_SERVICE_MESSAGES.finishedCannotBeDeleted);
    }
    await cancelQuietly(found.notarization);
    const now = clock.now();
    await repository.update(db, id, { deletedAt: now, updatedAt: now, updatedById: actor.id });
  }

  return {
    remove,
    /** POST /notarizations/{id}/reset: a partner (or an admin) starts over; a completed one needs the force reset. */
    reset: (id: string, actor: NotaryActor) => resetRow(id, actor, false),
    /** PATCH /notarizations/{id}/force-reset: an admin resets any notarization, completed ones included. */
    forceReset: (id: string, actor: NotaryActor) => resetRow(id, actor, true),
  };
}

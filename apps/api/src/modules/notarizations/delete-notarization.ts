import { DomainError } from "@prenup/domain";
import { cancelQuietly } from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";

/** DELETE /documents/{id}/notarizations/{nid}: withdraws an unfinished notarization (its session is cancelled). */
export async function deleteNotarization(
  ctx: NotarizationsContext,
  documentId: string,
  id: string,
  actor: NotaryActor,
): Promise<void> {
  const found = await ctx.repository.findWithParties(id);
  if (!found || found.notarization.documentId !== documentId || found.notarization.deletedAt !== null) {
    throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
  }
  // A completed session is kept, even one completed outside the signing window.
  if (found.notarization.notarizationCompletedAt || found.notarization.externalStatus === "COMPLETED") {
    throw new DomainError("NOTARIZATION_COMPLETE", NOTARIZATION_SERVICE_MESSAGES.finishedCannotBeDeleted);
  }
  await cancelQuietly(ctx, found.notarization);
  const now = ctx.clock.now();
  await ctx.repository.update(ctx.db, id, { deletedAt: now, updatedAt: now, updatedById: actor.id });
}

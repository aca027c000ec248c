import { DomainError } from "@prenup/domain";
import { cancelQuietly, findVisible } from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";

/**
 * Resets the notarization (`force`: a completed one too): its session is cancelled and the row
 * marked deleted, `reset_at` kept.
 */
export async function resetRow(
  ctx: NotarizationsContext,
  id: string,
  actor: NotaryActor,
  force: boolean,
): Promise<void> {
  const found = await findVisible(ctx, id, actor);
  const row = found.notarization;
  if (row.deletedAt !== null) return; // reset already: nothing more to do
  if (row.notarizationCompletedAt && !force)
    throw new DomainError("NOTARIZATION_RESET_REFUSED", NOTARIZATION_SERVICE_MESSAGES.completedReset);
  await cancelQuietly(ctx, row);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await ctx.repository.lockLive(tx, id);
    if (!locked) return;
    await ctx.repository.update(tx, id, { resetAt: now, deletedAt: now, updatedAt: now, updatedById: actor.id });
  });
}

/** POST /notarizations/{id}/reset: a partner (or an admin) starts over; a completed one needs the force reset. */
export function resetNotarization(ctx: NotarizationsContext, id: string, actor: NotaryActor): Promise<void> {
  return resetRow(ctx, id, actor, false);
}

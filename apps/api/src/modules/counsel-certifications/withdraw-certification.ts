import { COUNSEL_CERTIFICATION_MESSAGES, DomainError } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { CounselCertificationsContext } from "./counsel-certifications.context.ts";

/**
 * DELETE …/counsel-certifications/{certificationId}: the partner withdraws their own attorney's
 * certification (a wrong file, another attorney) before the agreement is notarized. The row is
 * marked deleted and the file kept.
 */
export async function withdrawCertification(
  ctx: CounselCertificationsContext,
  input: { partnerId: string; documentId: string; certificationId: string; actorId: string },
): Promise<void> {
  const row = await ctx.repository.findLive(input.documentId, input.certificationId);
  if (!row) throw notFound();
  if (row.userId !== input.partnerId) throw new DomainError("FORBIDDEN", COUNSEL_CERTIFICATION_MESSAGES.notYours);
  const context = await ctx.standing.loadContext(input.partnerId, { documentId: input.documentId });
  if (context.facts.notarization?.notarizationCompletedAt)
    throw new DomainError("NOTARIZATION_COMPLETE", COUNSEL_CERTIFICATION_MESSAGES.notarized);
  await ctx.db.transaction((tx) =>
    ctx.repository.withdrawLive(tx, {
      documentId: input.documentId,
      userId: input.partnerId,
      at: ctx.clock.now(),
      byId: input.actorId,
    }),
  );
}

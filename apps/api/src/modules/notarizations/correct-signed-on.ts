import { DomainError, signingDateProblem, signingDayOf } from "@prenup/domain";
import type { NotarizationRecordEvent } from "../agreement/index.ts";
import { notarizedMail, notifyCoupleOfNotarization } from "./notarization-mail.ts";
import { toNotarizationResponse } from "./notarization-response.ts";
import { factsOrFail, standingOn, throwSigningDateProblem, windowOf } from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";

/**
 * PATCH /documents/{id}/notarizations/{nid}: an assigned attorney's or an admin's correction of the
 * date of signing (the notarial certificate's date): the same checks as the upload (a real date,
 * not in the future, inside the signing window); a date that makes the signing invalid is refused
 * with the reason, and the stored date stays. For an online session completed outside the window, a
 * corrected date inside it makes the signing count (the completion is the session's) and the couple
 * hears that their agreement is notarized. Audited, and appended to the agreement's record (the
 * correction, and the notarization it makes count), in the same transaction.
 */
export async function correctSignedOn(
  ctx: NotarizationsContext,
  documentId: string,
  id: string,
  actor: NotaryActor,
  signedOn: string,
): Promise<NotarizationResponse> {
  const found = await ctx.repository.findWithParties(id);
  if (!found || found.notarization.documentId !== documentId || found.notarization.deletedAt !== null) {
    throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
  }
  const current = found.notarization;
  const completedOnline =
    !current.isProofUpload && current.externalStatus === "COMPLETED" && current.notarizedFileId !== null;
  if (!current.notarizationCompletedAt && !completedOnline)
    throw new DomainError("NOTARIZATION_NOT_AVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notSignedYet);
  const facts = await factsOrFail(ctx, documentId);
  const problem = signingDateProblem({
    signedOn,
    today: signingDayOf(ctx.clock.now(), facts.state?.abbreviation),
    window: windowOf(facts, await standingOn(ctx, facts, facts.userAId)),
  });
  if (problem?.code === "VALIDATION_FAILED") throwSigningDateProblem(problem);
  if (problem) throw new DomainError(problem.code, NOTARIZATION_SERVICE_MESSAGES.invalidCorrection(problem.message));
  const becomesValid = current.notarizationCompletedAt === null;
  const mail = becomesValid ? await notarizedMail(ctx, "ONLINE") : null;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await ctx.repository.lockLive(tx, id);
    if (!locked) throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
    const completion =
      locked.notarizationCompletedAt === null
        ? { notarizationCompletedAt: locked.externalStatusAt ?? now, signingProblem: null }
        : {};
    const updated = await ctx.repository.update(tx, id, {
      signedOn,
      ...completion,
      updatedAt: now,
      updatedById: actor.id,
    });
    await ctx.audit?.record(tx, {
      actorId: actor.id,
      action: "notarization.signed_on_corrected",
      entityType: "notarization",
      entityId: id,
      documentId,
      subjectUserId: facts.userAId,
      before: {
        signedOn: locked.signedOn,
        ...(locked.signingProblem ? { signingProblem: locked.signingProblem } : {}),
      },
      after: { signedOn, ...(locked.signingProblem ? { signingProblem: null } : {}) },
      request: actor.request ?? null,
      at: now,
    });
    // The correction, and the notarization it makes count, are entries of the agreement's record.
    const about = { notarizationId: id, actorId: actor.id };
    const corrected: NotarizationRecordEvent[] =
      locked.signedOn === signedOn
        ? []
        : [{ ...about, kind: "SIGNING_DATE_CORRECTED", at: now, signedOn, previousSignedOn: locked.signedOn }];
    const file =
      locked.notarizationCompletedAt === null && locked.notarizedFileId
        ? await ctx.files.findFile(locked.notarizedFileId, tx)
        : null;
    if (file)
      corrected.push({
        ...about,
        kind: "NOTARIZED",
        method: locked.isProofUpload ? "IN_PERSON" : "ONLINE",
        at: locked.externalStatusAt ?? now,
        signedOn,
        fileId: file.id,
        fileSha256: file.sha256 ?? null,
        notary: locked.sessionNotary,
        sessionRecordRef: locked.sessionRecordRef,
      });
    await ctx.agreement.recordNotarization(documentId, corrected, tx);
    if (locked.notarizationCompletedAt === null) await notifyCoupleOfNotarization(ctx, facts, mail, tx);
    return updated!;
  });
  return toNotarizationResponse(row, facts, actor);
}

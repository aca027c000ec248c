import { DomainError, signingDateProblem } from "@prenup/domain";
import { availabilityOf } from "./notarization-availability.ts";
import { notarizedMail, notifyCoupleOfNotarization } from "./notarization-mail.ts";
import { toNotarizationResponse } from "./notarization-response.ts";
import {
  lockUnchanged,
  throwProblem,
  throwSigningDateProblem,
  withSettledFacts,
  type Facts,
} from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";

async function recordProof(
  ctx: NotarizationsContext,
  facts: Facts,
  actor: NotaryActor,
  bytes: Uint8Array,
  signedOn: string,
): Promise<NotarizationResponse> {
  const documentId = facts.id;
  const availability = await availabilityOf(ctx, facts, actor, "PROOF");
  if (availability.problem) throwProblem(availability.problem);
  // The cutoff and California's 7 days are the signing date's, not the upload's.
  throwSigningDateProblem(
    signingDateProblem({ signedOn, today: availability.signingWindow.today, window: availability.signingWindow }),
  );
  const prepared = await ctx.files.prepareFile({
    bytes,
    name: "Notarized agreement (in person).pdf",
    actorId: actor.id,
    allowedTypes: ["application/pdf"],
    maxBytes: ctx.proofLimitBytes,
  });
  const now = ctx.clock.now();
  const proofMail = await notarizedMail(ctx, "PROOF");
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockUnchanged(ctx, tx, facts);
      const file = await ctx.files.recordFile(prepared, tx);
      const inserted = await ctx.repository.insertLive(tx, {
        documentId,
        isProofUpload: true,
        notarizationCompletedAt: now,
        signedOn,
        notarizedFileId: file.id,
        createdById: actor.id,
        updatedById: actor.id,
      });
      if (!inserted) throw new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.inProgress);
      await ctx.documentFiles.attachGeneratedFile(
        { documentId, fileId: file.id, kind: "notarization-proof", actorId: actor.id },
        tx,
      );
      // The couple's signing (on the certificate's day) and the notarization, entries of the agreement's record.
      const about = { notarizationId: inserted.id, actorId: actor.id, at: now };
      await ctx.agreement.recordNotarization(
        documentId,
        [
          { ...about, kind: "SIGNED", method: "IN_PERSON", signedOn },
          {
            ...about,
            kind: "NOTARIZED",
            method: "IN_PERSON",
            signedOn,
            fileId: file.id,
            fileSha256: prepared.sha256,
            notary: null,
            sessionRecordRef: null,
          },
        ],
        tx,
        { locked: true },
      );
      await notifyCoupleOfNotarization(ctx, facts, proofMail, tx);
      return inserted;
    });
    return toNotarizationResponse(row, facts, actor);
  } catch (error) {
    await ctx.files.discardBytes([prepared.key]);
    throw error;
  }
}

/**
 * POST /documents/{id}/notarizations/proof: an in-person proof (PDF only), recorded with its date of
 * signing under the agreement's row lock as a start is, so an edit committed meanwhile makes it
 * decide again. The date is checked against the signing window; the couple's signing and the
 * notarization are appended to the agreement's record, and the couple hears that their agreement is
 * notarized.
 */
export function uploadProof(
  ctx: NotarizationsContext,
  documentId: string,
  actor: NotaryActor,
  bytes: Uint8Array,
  signedOn: string,
): Promise<NotarizationResponse> {
  return withSettledFacts(ctx, documentId, (facts) => recordProof(ctx, facts, actor, bytes, signedOn));
}

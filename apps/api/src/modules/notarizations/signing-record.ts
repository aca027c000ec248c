import { DomainError, signingDateProblem, signingDayOf } from "@prenup/domain";
import { NOTARIZATION_SERVICE_MESSAGES, type NotarizationsDeps, type NotaryActor } from "./notarizations.context.ts";
import type { Facts, NotarizationShared } from "./notarization-steps.ts";
import type { NotarizationResponse } from "./notarizations.schemas.ts";

/**
 * The date of signing: an in-person proof (POST /documents/{id}/notarizations/proof, PDF only,
 * recorded under the agreement's row lock as a start is, so an edit committed meanwhile makes it
 * decide again) and the correction of a recorded date (PATCH /documents/{id}/notarizations/{nid}).
 */
export function createSigningRecord(deps: NotarizationsDeps, shared: NotarizationShared) {
  const { db, clock, repository } = deps;
  const {
    availabilityOf,
    throwProblem,
    throwSigningDateProblem,
    notarizedMail,
    lockUnchanged,
    notifyCoupleOfNotarization,
    toResponse,
    factsOrFail,
    windowOf,
    standingOn,
    withSettledFacts,
  } = shared;

  async function recordProof(
    facts: Facts,
    actor: NotaryActor,
    bytes: Uint8Array,
    signedOn: string,
  ): Promise<NotarizationResponse> {
    const documentId = facts.id;
    const availability = await availabilityOf(facts, actor, "PROOF");
    if (availability.problem) throwProblem(availability.problem);
    // The cutoff and California's 7 days are the signing date's, not the upload's.
    throwSigningDateProblem(
      signingDateProblem({ signedOn, today: availability.signingWindow.today, window: availability.signingWindow }),
    );
    const prepared = await deps.files.prepareFile({
      bytes,
      name: "Notarized agreement (in person).pdf",
      actorId: actor.id,
      allowedTypes: ["application/pdf"],
      maxBytes: deps.proofLimitBytes,
    });
    const now = clock.now();
    const proofMail = await notarizedMail("PROOF");
    try {
      const row = await db.transaction(async (tx) => {
        await lockUnchanged(tx, facts);
        const file = await deps.files.recordFile(prepared, tx);
        const inserted = await repository.insertLive(tx, {
          documentId,
          isProofUpload: true,
          notarizationCompletedAt: now,
          signedOn,
          notarizedFileId: file.id,
          createdById: actor.id,
          updatedById: actor.id,
        });
        if (!inserted) throw new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.inProgress);
        await deps.documentFiles.attachGeneratedFile(
          { documentId, fileId: file.id, kind: "notarization-proof", actorId: actor.id },
          tx,
        );
        await notifyCoupleOfNotarization(facts, proofMail, tx);
        return inserted;
      });
      return toResponse(row, facts, actor);
    } catch (error) {
      await deps.files.discardBytes([prepared.key]);
      throw error;
    }
  }

  /**
   * An assigned attorney's or an admin's correction of the date of signing (the notarial
   * certificate's date): the same checks as the upload (a real date, not in the future, inside the
   * signing window); a date that makes the signing invalid is refused with the reason, and the
   * stored date stays. For an online session completed outside the window, a corrected date inside
   * it makes the signing count (the completion is the session's) and the couple hears that their
   * agreement is notarized. Audited in the same transaction.
   */
  async function correctSignedOn(
    documentId: string,
    id: string,
    actor: NotaryActor,
    signedOn: string,
  ): Promise<NotarizationResponse> {
    const found = await repository.findWithParties(id);
    if (!found || found.notarization.documentId !== documentId || found.notarization.deletedAt !== null) {
      throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
    }
    const current = found.notarization;
    const completedOnline =
      !current.isProofUpload && current.externalStatus === "COMPLETED" && current.notarizedFileId !== null;
    if (!current.notarizationCompletedAt && !completedOnline)
      throw new DomainError("NOTARIZATION_NOT_AVAILABLE", NOTARIZATION_SERVICE_MESSAGES.notSignedYet);
    const facts = await factsOrFail(documentId);
    const problem = signingDateProblem({
      signedOn,
      today: signingDayOf(clock.now(), facts.state?.abbreviation),
      window: windowOf(facts, await standingOn(facts, facts.userAId)),
    });
    if (problem?.code === "VALIDATION_FAILED") throwSigningDateProblem(problem);
    if (problem) throw new DomainError(problem.code, NOTARIZATION_SERVICE_MESSAGES.invalidCorrection(problem.message));
    const becomesValid = current.notarizationCompletedAt === null;
    const mail = becomesValid ? await notarizedMail("ONLINE") : null;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const locked = await repository.lockLive(tx, id);
      if (!locked) throw new DomainError("NOT_FOUND", NOTARIZATION_SERVICE_MESSAGES.notFound);
      const completion =
        locked.notarizationCompletedAt === null
          ? { notarizationCompletedAt: locked.externalStatusAt ?? now, signingProblem: null }
          : {};
      const updated = await repository.update(tx, id, {
        signedOn,
        ...completion,
        updatedAt: now,
        updatedById: actor.id,
      });
      await deps.audit?.record(tx, {
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
      if (locked.notarizationCompletedAt === null) await notifyCoupleOfNotarization(facts, mail, tx);
      return updated!;
    });
    return toResponse(row, facts, actor);
  }

  return {
    uploadProof: (documentId: string, actor: NotaryActor, bytes: Uint8Array, signedOn: string) =>
      withSettledFacts(documentId, (facts) => recordProof(facts, actor, bytes, signedOn)),
    correctSignedOn,
  };
}

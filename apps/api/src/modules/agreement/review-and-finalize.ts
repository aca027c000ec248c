import type { CoupleDisclosure } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import { finalReviewDaysFor, signingDeadlineFor } from "@prenup/content/runtime";
import {
  DomainError,
  isFinalForSigning,
  regenerateProblem,
  reviewsOf,
  sideOf,
  SIGNING_STEP_MESSAGES,
  signingWindow,
  type Respondent,
} from "@prenup/domain";
import type { AgreementChange, AgreementFieldsChange } from "../documents/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import {
  anyAttorneyInvolved,
  factsOf,
  type Partners,
  partnersOf,
  problem,
  regenerationOf,
  reviewAndFinalizeProblems,
  termValuesOf,
  weddingDateOf,
} from "./couple-facts.ts";
import { appendToRecord, chainEntries, entry } from "./record-entries.ts";
import type { GenerationFacts } from "./agreement.repository.ts";
import { storedSectionsOf } from "./stored-text.ts";
import { partnerMilestoneMail } from "./milestone-mails.ts";
import { storeRenderingFiles } from "./rendering-files.ts";
import {
  discardRendering,
  renderAgreement,
  REVIEWS_CLEARED,
  writingFilesDetail,
  type Rendering,
} from "./render-agreement.ts";

type SigningDates = { reviewedAt: Date | null; finalizedAt: Date | null };

/** The partner's review landed between the reads and the lock: the review is decided again on fresh facts. */
class PartnerReviewedMeanwhile extends Error {}

/**
 * The final agreement, rendered when a review or a finalization makes its text the one to sign
 * (`isFinalForSigning`): the stored text without the draft mark, its signing window on the
 * signature page (`signingWindow`, the rule the notarization module checks signing dates
 * against), and the record so far in its certificate. Null when the change does not make it
 * final, or it already was (the window only moves with the review or finalization that made it).
 */
async function signingCopyFor(
  ctx: AgreementContext,
  facts: GenerationFacts,
  partners: Partners,
  couple: CoupleDisclosure,
  dates: SigningDates,
  actorId: string,
  now: Date,
): Promise<Rendering | null> {
  const { state, stateId, templateId } = facts;
  if (!state || !stateId || !templateId || !facts.lastGeneratedAt) return null;
  const attorneys = anyAttorneyInvolved(facts);
  const stateAbbreviation = state.abbreviation;
  const reviewDays = finalReviewDaysFor(stateAbbreviation, facts.kind);
  const before = isFinalForSigning({
    reviewDays,
    reviewedAt: facts.reviewedAt,
    finalizedAt: facts.finalizedAt,
    anyAttorneyInvolved: attorneys,
  });
  if (before || !isFinalForSigning({ reviewDays, ...dates, anyAttorneyInvolved: attorneys })) return null;
  const [text, terms, recordSoFar] = await Promise.all([
    ctx.repository.loadDocumentText(facts.documentId),
    termValuesOf(ctx, stateId, templateId, facts.kind, facts.state?.abbreviation),
    ctx.repository.listRecord(facts.documentId),
  ]);
  const window = signingWindow({
    deadline: signingDeadlineFor(stateAbbreviation, facts.kind),
    weddingDate: weddingDateOf(partners),
    stateName: state.name,
    agreement: {
      stateAbbreviation,
      reviewDays,
      ...dates,
      anyAttorneyInvolved: attorneys,
      reviewPeriodFrom: facts.reviewPeriodFrom,
    },
  });
  return renderAgreement(ctx, {
    facts: { ...facts, recordHead: recordSoFar.at(-1) ?? null },
    state,
    sections: storedSectionsOf(text.sections, text.clauses),
    couple,
    terms,
    record: recordSoFar,
    pending: [],
    // The text's own time (its generation or last commit), so the same text renders the same bytes.
    generation: {
      generatedAt: facts.lastCommitAt ?? facts.lastGeneratedAt ?? now,
      inputHash: facts.lastGeneratedInputHash ?? "",
    },
    signing: { final: true, window },
    actorId,
  });
}

/**
 * A review or a finalization, under the agreement's lock: the final copy (when there is one)
 * stored and linked as the agreement's PDF and DOCX, the record entry (with the copy's hash), the
 * dates. The lock's own read settles two requests at once: a partner's second review or a second
 * finalization is refused, and a review that finds the partner's review landed meanwhile is
 * decided again. The copy must have been drawn from the agreement as it still is, else nothing is kept.
 */
async function recordSigningStep(
  ctx: AgreementContext,
  step: {
    documentId: string;
    kind: "AGREEMENT_REVIEWED" | "AGREEMENT_FINALIZED";
    respondent: Respondent;
    actorId: string;
    now: Date;
  },
  facts: GenerationFacts,
  copy: Rendering | null,
  fields: AgreementFieldsChange,
  alsoInTransaction?: (tx: Executor) => Promise<unknown>,
): Promise<void> {
  const { documentId, actorId, now } = step;
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await ctx.documents.lockSigningFacts(documentId, tx);
      if (!locked) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
      if (step.kind === "AGREEMENT_REVIEWED") {
        const seen = reviewsOf(facts, step.respondent);
        const current = reviewsOf(locked, step.respondent);
        if (current.mine !== null)
          throw new DomainError("DOCUMENT_ALREADY_REVIEWED", SIGNING_STEP_MESSAGES.alreadyReviewed);
        if ((current.partner !== null) !== (seen.partner !== null)) throw new PartnerReviewedMeanwhile();
      } else if (locked.finalizedAt !== null) {
        throw new DomainError("DOCUMENT_ALREADY_FINALIZED", SIGNING_STEP_MESSAGES.alreadyFinalized);
      }
      if (copy) {
        const current = await ctx.repository.loadTextGuard(documentId, tx, { withContent: false });
        if (
          !current ||
          current.recordHeadSequence !== (copy.head?.sequence ?? null) ||
          current.generatedPdfFileId !== facts.generatedPdfFileId
        ) {
          throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
        }
        await storeRenderingFiles(ctx, documentId, copy.prepared, actorId, tx);
      }
      const details = {
        inputHash: facts.lastGeneratedInputHash,
        ...(copy
          ? {
              pdfFileId: copy.prepared.pdfFile.id,
              pdfSha256: copy.prepared.pdfSha256,
              ...writingFilesDetail(copy.prepared),
            }
          : {}),
      };
      const stepEntry = entry(step.kind, step.respondent, actorId, details, now);
      // With a copy the head is known: the one it was drawn from, found unchanged above.
      if (copy) await ctx.repository.appendRecordEntries(chainEntries(documentId, copy.head, [stepEntry]), tx);
      else await appendToRecord(ctx, documentId, [stepEntry], tx, { locked: true });
      await ctx.documents.updateAgreementFields(
        documentId,
        { ...fields, ...(copy ? { generatedPdfFileId: copy.prepared.pdfFile.id } : {}), updatedById: actorId },
        tx,
      );
      await ctx.notarizationReady?.noticeCoupleIfReady(tx, { documentId, userIds: [facts.userAId, facts.userBId] });
      await alsoInTransaction?.(tx);
    });
  } catch (error) {
    if (copy) await discardRendering(ctx, copy);
    throw error;
  }
}

/**
 * A partner's review of the current text. The review that completes the couple's (the partner
 * reviewed already) stamps `reviewedAt`, and when that makes the text the one to sign it renders
 * the final copy (no draft mark, the signing window).
 */
async function review(
  ctx: AgreementContext,
  documentId: string,
  actorId: string,
  facts: GenerationFacts,
  partners: Partners,
): Promise<void> {
  const respondent: Respondent = sideOf(facts, actorId) ?? "A";
  const now = ctx.clock.now();
  const couple = await ctx.disclosure.forDocument(documentId);
  problem(reviewAndFinalizeProblems(facts, partners, regenerationOf(facts, partners, couple), now).review);
  const completesCouple = facts.userBId !== null && reviewsOf(facts, respondent).partner !== null;
  const copy = completesCouple
    ? await signingCopyFor(
        ctx,
        facts,
        partners,
        couple,
        { reviewedAt: now, finalizedAt: facts.finalizedAt },
        actorId,
        now,
      )
    : null;
  const mine: AgreementFieldsChange = respondent === "A" ? { userAReviewedAt: now } : { userBReviewedAt: now };
  // The first partner's review tells the other that the text waits for their review too; the one
  // that completes the couple's tells the first reviewer that finalizing is theirs next, once per
  // review of this text (its generated copy).
  const tellPartner = completesCouple
    ? await partnerMilestoneMail(
        ctx,
        facts,
        actorId,
        "READY_TO_FINALIZE",
        `ready-to-finalize:${documentId}:${actorId}:${facts.generatedPdfFileId ?? facts.lastGeneratedInputHash ?? ""}`,
      )
    : await partnerMilestoneMail(ctx, facts, actorId, "REVIEW_AWAITED");
  await recordSigningStep(
    ctx,
    { documentId, kind: "AGREEMENT_REVIEWED", respondent, actorId, now },
    facts,
    copy,
    { ...mine, ...(completesCouple ? { reviewedAt: now } : {}) },
    tellPartner ?? undefined,
  );
}

/**
 * PATCH /documents/{id} (documents hands these here): a review, a finalization, or the regenerate
 * confirmation. The review or finalization that makes the text the one to sign renders the final
 * copy (no draft mark, the signing window on the signature page, the record so far).
 */
export async function applyAgreementChange(
  ctx: AgreementContext,
  documentId: string,
  actorId: string,
  change: AgreementChange,
): Promise<void> {
  const facts = await factsOf(ctx, documentId);
  const partners = await partnersOf(ctx, documentId, actorId, facts);
  const flags = partners.standing.document;
  if (!flags) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
  const respondent: Respondent = sideOf(facts, actorId) ?? "A";
  const now = ctx.clock.now();
  switch (change.kind) {
    case "review": {
      // Both partners reviewing at once: the later one finds the other's review under the lock and is decided again.
      try {
        await review(ctx, documentId, actorId, facts, partners);
      } catch (error) {
        if (!(error instanceof PartnerReviewedMeanwhile)) throw error;
        const fresh = await factsOf(ctx, documentId);
        await review(ctx, documentId, actorId, fresh, await partnersOf(ctx, documentId, actorId, fresh));
      }
      return;
    }
    case "finalize": {
      // Nothing is signed on or after the state's last day (`signingCutoff`: the day before the wedding, or seven days before in Minnesota).
      const couple = await ctx.disclosure.forDocument(documentId);
      problem(reviewAndFinalizeProblems(facts, partners, regenerationOf(facts, partners, couple), now).finalize);
      const copy = await signingCopyFor(
        ctx,
        facts,
        partners,
        couple,
        { reviewedAt: facts.reviewedAt, finalizedAt: now },
        actorId,
        now,
      );
      // The other partner hears that signing and notarization are next.
      const tellPartner = await partnerMilestoneMail(ctx, facts, actorId, "AGREEMENT_FINALIZED");
      await recordSigningStep(
        ctx,
        { documentId, kind: "AGREEMENT_FINALIZED", respondent, actorId, now },
        facts,
        copy,
        { finalizedAt: now },
        tellPartner ?? undefined,
      );
      return;
    }
    case "regenerate": {
      problem(regenerateProblem({ flags, weddingDate: weddingDateOf(partners), now, kind: facts.kind }));
      await ctx.db.transaction(async (tx) => {
        // A notarization claimed since the check above (under this same row lock) wins: the
        // text the couple is signing must stay.
        await ctx.documents.lockDocument(documentId, tx);
        problem((await ctx.textEditGate?.textEditProblem(documentId, tx)) ?? null);
        await appendToRecord(
          ctx,
          documentId,
          [
            entry(
              "REGENERATION_REQUESTED",
              respondent,
              actorId,
              { previousInputHash: facts.lastGeneratedInputHash },
              now,
            ),
          ],
          tx,
        );
        await ctx.documents.updateAgreementFields(
          documentId,
          {
            ...REVIEWS_CLEARED,
            lastGeneratedInputHash: null,
            lastGeneratedAt: null,
            finalizedAt: null,
            ...(facts.finalizedAt ? { priorFinalizedAt: facts.finalizedAt } : {}),
            updatedById: actorId,
          },
          tx,
        );
      });
      return;
    }
  }
}

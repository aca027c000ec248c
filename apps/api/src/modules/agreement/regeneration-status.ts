import type { partnerChanges } from "@prenup/agreement";
import { stateLawOf, stateLawRules } from "@prenup/content/runtime";
import { canOfferRegenerate, unverifiedCellsForCouple } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import {
  coupleLawFactsFrom,
  factsOf,
  partnersOf,
  regenerationOf,
  reviewAndFinalizeProblems,
  weddingDateOf,
} from "./couple-facts.ts";
import type { RegenerationStatusResponse } from "./agreement.schemas.ts";

/** GET /documents/{id}/regeneration-status: whether the agreement must be generated again, why, who changed what, and what the caller may do now. */
export async function regenerationStatus(
  ctx: AgreementContext,
  documentId: string,
  actorId: string,
): Promise<RegenerationStatusResponse> {
  const facts = await factsOf(ctx, documentId);
  const partners = await partnersOf(ctx, documentId, actorId, facts);
  const couple = await ctx.disclosure.forDocument(documentId);
  const regeneration = regenerationOf(facts, partners, couple);
  const allowed = reviewAndFinalizeProblems(facts, partners, regeneration, ctx.clock.now());
  const titleOf = (id: string) =>
    partners.context.questionnaire.questionById.get(id)?.title ?? "A question no longer asked";
  const changes = (found: ReturnType<typeof partnerChanges> | null) => ({
    names: found?.names ?? false,
    disclosure: found?.disclosure ?? false,
    questions: (found?.questionIds ?? []).map((id) => ({ id, title: titleOf(id) })),
  });
  // The rules of the state's law this couple's agreement rests on that were not read for the state.
  const law = facts.state ? stateLawOf(facts.state.abbreviation) : null;
  const unverified = law ? new Set<string>(unverifiedCellsForCouple(law, coupleLawFactsFrom(facts, partners))) : null;
  const unverifiedLaw =
    law && unverified
      ? stateLawRules(law)
          .filter((rule) => unverified.has(rule.key))
          .map(({ key, title, rule, citation }) => ({ key, title, rule, citation }))
      : [];
  return {
    unverifiedLaw,
    needsRegeneration: regeneration.needsRegeneration,
    reason: regeneration.reason,
    lastGeneratedAt: facts.lastGeneratedAt?.toISOString() ?? null,
    currentInputHash: regeneration.currentInputHash,
    lastGeneratedInputHash: facts.lastGeneratedInputHash,
    documentGeneratedAt: facts.lastGeneration?.committedAt.toISOString() ?? null,
    userAMadeChanges: regeneration.changesA?.changed ?? false,
    userBMadeChanges: regeneration.changesB?.changed ?? false,
    changes: { userA: changes(regeneration.changesA), userB: changes(regeneration.changesB) },
    canRegenerate:
      facts.lastGeneratedAt !== null && canOfferRegenerate(weddingDateOf(partners), ctx.clock.now(), facts.kind),
    attorneyEditsSinceGeneration:
      facts.lastGeneration !== null &&
      facts.lastCommitAt !== null &&
      facts.lastCommitAt > facts.lastGeneration.committedAt,
    // The agreement's current files: the final copy once there is one, else the latest text's.
    pdfFileId: facts.generatedPdfFileId ?? facts.lastGeneration?.pdfFileId ?? null,
    docxFileId: facts.generatedDocxFileId ?? facts.lastGeneration?.docxFileId ?? null,
    reviewProblem: allowed.review,
    finalizeProblem: allowed.finalize,
    // Each writing a party signs apart from the agreement, as rendered with its current PDF.
    separateWritings: facts.separateWritingFiles.map(({ respondent, kind, title, pdfFileId, docxFileId }) => ({
      respondent,
      kind,
      title,
      pdfFileId,
      docxFileId,
    })),
  };
}

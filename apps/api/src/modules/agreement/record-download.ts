import { finalReviewDaysFor } from "@prenup/content/runtime";
import { isFinalForSigning, sideOf } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import { anyAttorneyInvolved, factsOf } from "./couple-facts.ts";
import { appendToRecord, entry, writingsDelivered } from "./record-entries.ts";

/** A download of one of the document's files, as the document files module reports it. */
export type DocumentFileDownload = { documentId: string; fileId: string; kind: string; actorId: string };

/**
 * A file of the document was downloaded: a partner's first download of the current generated PDF
 * is recorded as its presentation to them, saying whether it was a draft or the final copy, the
 * one to sign (`isFinalForSigning`): when each partner first held the text they signed.
 */
export async function recordDownload(ctx: AgreementContext, event: DocumentFileDownload): Promise<void> {
  if (event.kind !== "generated-pdf") return;
  const facts = await factsOf(ctx, event.documentId);
  if (event.fileId !== facts.generatedPdfFileId || facts.lastGeneratedAt === null) return;
  const respondent = sideOf(facts, event.actorId);
  if (!respondent) return;
  const recent = await ctx.repository.lastEntriesOfKind(event.documentId, [
    "AGREEMENT_GENERATED",
    "AGREEMENT_PRESENTED",
  ]);
  const lastGeneration = recent.find((item) => item.kind === "AGREEMENT_GENERATED");
  const alreadyPresented = recent.some(
    (item) =>
      item.kind === "AGREEMENT_PRESENTED" &&
      item.respondent === respondent &&
      item.details["pdfFileId"] === event.fileId &&
      (!lastGeneration || item.sequence > lastGeneration.sequence),
  );
  if (alreadyPresented) return;
  const copy = isFinalForSigning({
    reviewDays: finalReviewDaysFor(facts.state?.abbreviation, facts.kind),
    reviewedAt: facts.reviewedAt,
    finalizedAt: facts.finalizedAt,
    anyAttorneyInvolved: anyAttorneyInvolved(facts),
  })
    ? "FINAL"
    : "DRAFT";
  const details = {
    pdfFileId: event.fileId,
    copy,
    generatedAt: facts.lastGeneratedAt?.toISOString() ?? null,
    inputHash: facts.lastGeneratedInputHash,
    separateWritings: writingsDelivered(lastGeneration?.details, respondent),
  };
  await ctx.db.transaction((tx) =>
    appendToRecord(
      ctx,
      event.documentId,
      [entry("AGREEMENT_PRESENTED", respondent, event.actorId, details, ctx.clock.now())],
      tx,
    ),
  );
}

import { finalReviewDaysFor } from "@prenup/content/runtime";
import { isFinalForSigning, sideOf } from "@prenup/domain";
import type { AgreementDeps } from "./agreement.deps.ts";
import { anyAttorneyInvolved, type AgreementReads } from "./agreement.reads.ts";
import { entry, writingsDelivered, type RecordWriter } from "./agreement.record.ts";

/** A download of one of the document's files, as the document files module reports it. */
export type DocumentFileDownload = { documentId: string; fileId: string; kind: string; actorId: string };

/**
 * A file of the document was downloaded: a partner's first download of the current generated PDF
 * is recorded as its presentation to them, saying whether it was a draft or the final copy, the
 * one to sign (`isFinalForSigning`): when each partner first held the text they signed.
 */
export function createRecordDownload(
  deps: Pick<AgreementDeps, "db" | "clock" | "repository">,
  steps: { reads: AgreementReads; record: RecordWriter },
) {
  const { db, clock, repository } = deps;
  const { reads, record } = steps;

  return async function recordDownload(event: DocumentFileDownload): Promise<void> {
    if (event.kind !== "generated-pdf") return;
    const facts = await reads.factsOf(event.documentId);
    if (event.fileId !== facts.generatedPdfFileId || facts.lastGeneratedAt === null) return;
    const respondent = sideOf(facts, event.actorId);
    if (!respondent) return;
    const recent = await repository.lastEntriesOfKind(event.documentId, ["AGREEMENT_GENERATED", "AGREEMENT_PRESENTED"]);
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
      reviewDays: finalReviewDaysFor(facts.state?.abbreviation),
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
    await db.transaction((tx) =>
      record.append(
        event.documentId,
        [entry("AGREEMENT_PRESENTED", respondent, event.actorId, details, clock.now())],
        tx,
      ),
    );
  };
}

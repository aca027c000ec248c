import { randomUUID } from "node:crypto";
import { agreementUpdatedEmail, type RenderedEmail } from "@prenup/emails";
import type { Executor } from "@prenup/db";
import {
  applyDrafts,
  DomainError,
  keptReviewPeriodFrom,
  reviewPeriodOf,
  type StoredClauseDraft,
  type StoredSectionDraft,
} from "@prenup/domain";
import { finalReviewDaysFor } from "@prenup/content/runtime";
import { enqueueToPartners } from "../../integrations/mail/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import { factsOf, termValuesOf } from "./couple-facts.ts";
import { approvalsResetEntries, entry } from "./record-entries.ts";
import type { ClauseWrite, GenerationFacts, SectionWrite } from "./agreement.repository.ts";
import { storedSectionsOf } from "./stored-text.ts";
import { commitTimeAfter, discardRendering, newTextFields, renderAgreement, storeNewText } from "./render-agreement.ts";

export type CommitEditsInput = {
  message: string;
  /** The editor's word that the change does not alter the terms: the review period keeps its start (`keptReviewPeriodFrom`). */
  nonsubstantive: boolean;
  sectionDrafts: StoredSectionDraft[];
  clauseDrafts: StoredClauseDraft[];
};

/** The `agreement-updated` e-mail both partners get, rendered before the commit's transaction. */
async function commitMail(
  ctx: AgreementContext,
  facts: GenerationFacts,
  actorId: string,
  summary: string,
): Promise<RenderedEmail | null> {
  if (!ctx.mail || !ctx.customerAppUrl) return null;
  const editorName =
    actorId === facts.attorneyAId
      ? facts.attorneyNames.A
      : actorId === facts.attorneyBId
        ? facts.attorneyNames.B
        : null;
  return agreementUpdatedEmail({
    editor: { firstName: editorName, lastName: null },
    summary,
    link: `${ctx.customerAppUrl.replace(/\/$/, "")}/documents`,
  });
}

/** Records the commit's e-mail to both partners, in the commit's transaction. */
async function notifyCoupleOfCommit(
  ctx: AgreementContext,
  facts: GenerationFacts,
  actorId: string,
  email: RenderedEmail | null,
  tx: Executor,
) {
  if (!ctx.mail || !email) return;
  const partners = [
    { id: facts.userAId, email: facts.names.A?.email },
    { id: facts.userBId, email: facts.names.B?.email },
  ];
  await enqueueToPartners(ctx.mail, email, partners, { documentId: facts.documentId, editorId: actorId }, tx);
}

/**
 * An editor's commit: the drafts become the agreement's text (`applyDrafts`), rendered to a new
 * PDF and DOCX, with a snapshot (ATTORNEY_COMMIT, the summary as its message), a record entry,
 * and the review, finalization and approvals cleared (the couple reads and approves the new
 * text). A correction its editor marks as not changing the terms keeps the review period's start
 * (`keptReviewPeriodFrom`), and the record entry says so. `inTransaction` runs first inside the commit's transaction (the editor checks its lock
 * there and removes the drafts), so a lock taken over meanwhile rolls everything back.
 */
export async function commitEdits(
  ctx: AgreementContext,
  documentId: string,
  actorId: string,
  input: CommitEditsInput,
  inTransaction: (executor: Executor) => Promise<void>,
) {
  const facts = await factsOf(ctx, documentId);
  const { state, stateId, templateId } = facts;
  if (!facts.lastGeneratedAt || !state || !stateId || !templateId)
    throw new DomainError("DOCUMENT_NOT_GENERATED", AGREEMENT_MESSAGES.notGenerated);
  const current = await ctx.repository.loadDocumentText(documentId);
  const applied = applyDrafts({
    sections: current.sections,
    clauses: current.clauses,
    sectionDrafts: input.sectionDrafts,
    clauseDrafts: input.clauseDrafts,
    newId: randomUUID,
  });
  const sectionRows: SectionWrite[] = applied.sections.map((section, order) => ({
    id: section.id,
    sectionTemplateId: section.sectionTemplateId,
    key: section.key,
    title: section.title ?? "",
    text: section.text ?? "",
    listStyle: section.listStyle,
    textStyle: section.textStyle,
    order,
    isSeparatePage: section.isSeparatePage,
  }));
  const clauseRows: ClauseWrite[] = applied.clauses.map((clause) => ({
    id: clause.id,
    documentSectionId: clause.documentSectionId,
    parentClauseId: clause.parentClauseId,
    clauseTemplateId: clause.clauseTemplateId,
    key: clause.key,
    title: clause.title,
    text: clause.text ?? "",
    listStyle: clause.listStyle,
    textStyle: clause.textStyle,
    order: clause.order,
  }));

  const now = ctx.clock.now();
  const [couple, terms, record] = await Promise.all([
    ctx.disclosure.forDocument(documentId),
    termValuesOf(ctx, stateId, templateId, facts.kind, facts.state?.abbreviation),
    ctx.repository.listRecord(documentId),
  ]);
  const rendering = await renderAgreement(ctx, {
    facts,
    state,
    sections: storedSectionsOf(sectionRows, clauseRows),
    couple,
    terms,
    record,
    pending: approvalsResetEntries(facts, actorId, now),
    generation: { generatedAt: now, inputHash: facts.lastGeneratedInputHash ?? "" },
    // An attorney's commit clears the review and the finalization: a draft until then.
    signing: { final: false, window: null },
    actorId,
  });
  const { pdfFile, docxFile, pdfSha256 } = rendering.prepared;
  const committedAt = commitTimeAfter(facts, now);
  const reviewPeriodFrom = keptReviewPeriodFrom(
    reviewPeriodOf(facts, finalReviewDaysFor(state.abbreviation, facts.kind)),
    input.nonsubstantive,
  );
  const mail = await commitMail(ctx, facts, actorId, input.message);
  try {
    await ctx.db.transaction(async (tx) => {
      await ctx.documents.lockDocument(documentId, tx);
      await inTransaction(tx);
      const again = await ctx.repository.loadTextGuard(documentId, tx, { withContent: false });
      if (
        !again ||
        again.recordHeadSequence !== (facts.recordHead?.sequence ?? null) ||
        again.lastGeneratedAt?.getTime() !== facts.lastGeneratedAt?.getTime()
      ) {
        throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
      }
      await storeNewText(
        ctx,
        {
          documentId,
          actorId,
          rendering,
          sectionRows,
          clauseRows,
          commit: { kind: "ATTORNEY_COMMIT", committedAt, inputHash: null, inputParts: null, message: input.message },
          textEntry: entry(
            "AGREEMENT_EDITED",
            null,
            actorId,
            {
              message: input.message,
              commitAt: committedAt.toISOString(),
              pdfFileId: pdfFile.id,
              pdfSha256,
              ...(input.nonsubstantive
                ? { nonsubstantive: true, reviewPeriodFrom: reviewPeriodFrom?.toISOString() ?? null }
                : {}),
            },
            now,
          ),
          changes: { ...newTextFields(facts, pdfFile.id, actorId, now), reviewPeriodFrom },
        },
        tx,
      );
      await notifyCoupleOfCommit(ctx, facts, actorId, mail, tx);
    });
  } catch (error) {
    await discardRendering(ctx, rendering);
    throw error;
  }
  return { commitAt: committedAt.toISOString(), pdfFileId: pdfFile.id, docxFileId: docxFile.id };
}

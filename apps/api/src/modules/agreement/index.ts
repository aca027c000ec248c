/**
 * The agreement: generation (PDF and DOCX off the request thread), the regeneration check, review,
 * finalization and the regenerate confirmation (PATCH /documents/{id} delegates here), the
 * attorneys' approvals, the history and the enforceability record. Owns the document's sections and
 * clauses, commits and their snapshots, and the record. Reads the disclosure through
 * `DisclosureSource`, which the composition root provides. One use case per file, each a function
 * of the module's context and its input (`generateAgreement(ctx, input)`); the routes call them
 * directly.
 */
import { amendableClauses } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import type { AgreementChange } from "../documents/index.ts";
import { agreementHistory, agreementSnapshot } from "./agreement-history.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { changeApproval } from "./change-approval.ts";
import { commitEdits, type CommitEditsInput } from "./commit-edits.ts";
import { executionFormalitiesOf } from "./execution-formalities.ts";
import { generateAgreement } from "./generate-agreement.ts";
import { recordDownload, type DocumentFileDownload } from "./record-download.ts";
import {
  recordChangeApproval,
  recordChangeSigning,
  type ChangeApprovalRecord,
  type ChangeSigningRecord,
} from "./record-change-signing.ts";
import { recordNotarization, type NotarizationRecordEvent } from "./record-notarization.ts";
import { regenerationStatus } from "./regeneration-status.ts";
import { renderClausesFor } from "./render-library-clauses.ts";
import { applyAgreementChange } from "./review-and-finalize.ts";
import { storedSectionsOf } from "./stored-text.ts";

export { createAgreementRepository } from "./agreement.repository.ts";
export { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
export type { NotarizationRecordEvent } from "./record-notarization.ts";
export type { ChangeApprovalRecord, ChangeSigningRecord } from "./record-change-signing.ts";
export type { AgreementContext, TextEditGate } from "./agreement.context.ts";
export { createWorkerRenderer, type AgreementRenderer, type RenderedFiles } from "./worker-renderer.ts";
export {
  noDisclosure,
  type DisclosedEntry,
  type DisclosureSource,
  type PartnerDisclosure,
} from "./disclosure-source.ts";

/**
 * What other modules call, on the context its manifest built: each name calls the use
 * case it names (documents hands it PATCH /documents/{id}'s changes, the editor its commits, the
 * library groups their clauses, notarizations the formalities and the signing and notarization for
 * the record, document files the downloads).
 */
export function agreementService(ctx: AgreementContext) {
  return {
    generate: (documentId: string, actorId: string) => generateAgreement(ctx, { documentId, actorId }),
    regenerationStatus: (documentId: string, actorId: string) => regenerationStatus(ctx, documentId, actorId),
    applyAgreementChange: (documentId: string, actorId: string, change: AgreementChange) =>
      applyAgreementChange(ctx, documentId, actorId, change),
    changeApproval: (documentId: string, attorneyUserId: string, action: "grant" | "rescind") =>
      changeApproval(ctx, documentId, attorneyUserId, action),
    commitEdits: (
      documentId: string,
      actorId: string,
      input: CommitEditsInput,
      inTransaction: (executor: Executor) => Promise<void>,
    ) => commitEdits(ctx, documentId, actorId, input, inTransaction),
    renderClausesFor: (documentId: string, actorId: string, clauseTemplateIds: readonly string[]) =>
      renderClausesFor(ctx, documentId, actorId, clauseTemplateIds),
    history: (documentId: string, query: { page: number; pageSize: number }) =>
      agreementHistory(ctx, documentId, query),
    snapshot: (documentId: string, commitAt: string) => agreementSnapshot(ctx, documentId, commitAt),
    recordDownload: (event: DocumentFileDownload) => recordDownload(ctx, event),
    /** The clauses of the document's text as it stands (once notarized, as signed) that an amendment can name. */
    amendableClausesOf: async (documentId: string) => {
      const text = await ctx.repository.loadDocumentText(documentId);
      return amendableClauses(storedSectionsOf(text.sections, text.clauses));
    },
    executionFormalitiesOf: (documentId: string, executor?: Executor) =>
      executionFormalitiesOf(ctx, documentId, executor),
    /** The signatures, the notarization and a corrected date of signing, appended to the record in the caller's transaction. */
    recordNotarization: (
      documentId: string,
      events: readonly NotarizationRecordEvent[],
      executor: Executor,
      options?: { locked?: boolean },
    ) => recordNotarization(ctx, documentId, events, executor, options),
    /** A spouse's signing of a change, and the change taking effect, appended to the record in the caller's transaction. */
    recordChangeSigning: (documentId: string, record: ChangeSigningRecord, executor: Executor) =>
      recordChangeSigning(ctx, documentId, record, executor),
    recordChangeApproval: (documentId: string, record: ChangeApprovalRecord, executor: Executor) =>
      recordChangeApproval(ctx, documentId, record, executor),
  };
}

export type AgreementService = ReturnType<typeof agreementService>;

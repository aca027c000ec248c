import {
  buildAgreementModel,
  DEATH_WAIVER_CLAUSE_KEYS,
  executionFormalities,
  hasClauseKey,
  type BuildAgreementModelInput,
  type CoupleDisclosure,
  type RecordEntry,
  type StoredSection,
} from "@prenup/agreement";
import { partitionTitleOf, stateLawOf } from "@prenup/content/runtime";
import type { Executor } from "@prenup/db";
import {
  agreementTitleFor,
  DEFAULT_DOCUMENT_TERM,
  DomainError,
  postnupDecisionAt,
  POSTNUP_MESSAGES,
} from "@prenup/domain";
import type { AgreementFieldsChange } from "../documents/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import {
  discardRenderingFiles,
  type PreparedRendering,
  prepareRenderingFiles,
  type SeparateWritingFiles,
  storeRenderingFiles,
  writingsOf,
} from "./rendering-files.ts";
import { namesOf } from "./couple-facts.ts";
import { chainEntries, type PendingEntry } from "./record-entries.ts";
import type { ClauseWrite, GenerationFacts, SectionWrite } from "./agreement.repository.ts";

type AgreementModelInput = Parameters<typeof buildAgreementModel>[0];

/** What one rendering of the agreement is drawn from. */
export type RenderInput = {
  facts: GenerationFacts;
  state: NonNullable<GenerationFacts["state"]>;
  /** The text to render, its clause keys the templates'. */
  sections: StoredSection[];
  couple: CoupleDisclosure;
  /** The state's terms for the document's template, by key. */
  terms: Record<string, string>;
  /** The record as it stands (`facts.recordHead` is its last entry). */
  record: RecordEntry[];
  /** Entries written with this rendering, before the PDF is drawn: the certificate lists them. */
  pending: PendingEntry[];
  generation: AgreementModelInput["generation"];
  signing: AgreementModelInput["signing"];
  actorId: string;
};

/**
 * A rendering's files (bytes stored, rows not yet written), the record entries chained for it, and
 * the head they end at (the head it was drawn from when there are none): valid while the caller
 * finds the record's head unchanged under the document's row lock.
 */
export type Rendering = {
  prepared: PreparedRendering;
  chained: RecordEntry[];
  head: { sequence: number; hash: string } | null;
};

/** A new text's commit, as generation and the editor's commit write it. */
export type NewText = {
  documentId: string;
  actorId: string;
  rendering: Rendering;
  sectionRows: SectionWrite[];
  clauseRows: ClauseWrite[];
  commit: {
    kind: "GENERATION" | "ATTORNEY_COMMIT";
    committedAt: Date;
    inputHash: string | null;
    inputParts: Record<string, unknown> | null;
    message?: string;
  };
  /** The rendering's own entry (generated or edited), chained after `rendering.chained`. */
  textEntry: PendingEntry;
  changes: AgreementFieldsChange;
};

/** The commit time of a new text: now, or just after the last commit when the clock has not moved past it. */
export const commitTimeAfter = (facts: GenerationFacts, now: Date): Date =>
  facts.lastCommitAt && facts.lastCommitAt.getTime() >= now.getTime()
    ? new Date(facts.lastCommitAt.getTime() + 1)
    : now;

/**
 * A new text clears every review of the one before (each partner reviews the text that binds them) and
 * the review period's start a correction kept (an editor's correction sets it again: `keptReviewPeriodFrom`).
 */
export const REVIEWS_CLEARED = {
  userAReviewedAt: null,
  userBReviewedAt: null,
  reviewedAt: null,
  reviewPeriodFrom: null,
} as const satisfies AgreementFieldsChange;

/**
 * The document fields a new text (a generation or an editor's commit) writes: its PDF, both
 * partners' reviews and the finalization cleared, and the attorneys' approvals cleared with the status back to
 * NOT_APPROVED (the couple reads and approves the new text).
 */
export function newTextFields(
  facts: GenerationFacts,
  pdfFileId: string,
  actorId: string,
  now: Date,
): AgreementFieldsChange {
  const changes: AgreementFieldsChange = {
    generatedPdfFileId: pdfFileId,
    ...REVIEWS_CLEARED,
    finalizedAt: null,
    updatedById: actorId,
    ...(facts.finalizedAt ? { priorFinalizedAt: facts.finalizedAt } : {}),
  };
  const hadApprovals = facts.attorneyAApprovedAt !== null || facts.attorneyBApprovedAt !== null;
  if (hadApprovals || facts.status !== "NOT_APPROVED") {
    Object.assign(changes, {
      attorneyAApprovedAt: null,
      attorneyBApprovedAt: null,
      ...(facts.attorneyAApprovedAt ? { priorAttorneyAApprovedAt: facts.attorneyAApprovedAt } : {}),
      ...(facts.attorneyBApprovedAt ? { priorAttorneyBApprovedAt: facts.attorneyBApprovedAt } : {}),
      status: "NOT_APPROVED",
      statusModifiedAt: now,
    });
  }
  return changes;
}

/** The separate writings' files a rendering's record entry lists (none: the entry says nothing of them). */
export function writingFilesDetail(prepared: PreparedRendering): { separateWritingFiles?: SeparateWritingFiles[] } {
  const writings = writingsOf(prepared);
  return writings.length > 0 ? { separateWritingFiles: writings } : {};
}

/**
 * A postnup's state decision for its text (`postnupDecision` on the day of the rendering, in the
 * state's calendar): its requirements print as an article before the signatures. A state that
 * refuses postnups refuses the rendering (creation already refused it; this holds if the law's
 * date passes). Nothing for a premarital agreement.
 */
function maritalOf(
  facts: GenerationFacts,
  state: { abbreviation: string },
  at: Date,
  waivesDeathRights: boolean,
): Pick<BuildAgreementModelInput, "marital"> {
  if (facts.kind !== "POSTNUP") return {};
  const row = stateLawOf(state.abbreviation);
  if (!row) throw new DomainError("POSTNUP_NOT_AVAILABLE", POSTNUP_MESSAGES.noLaw);
  const decision = postnupDecisionAt(row, at, { waivesDeathRights });
  if (decision.outcome === "BLOCKED")
    throw new DomainError("POSTNUP_NOT_AVAILABLE", POSTNUP_MESSAGES.blocked(decision));
  return { marital: { decision, state: row } };
}

/**
 * The one render step of the agreement (generation, the editor's commit, the final copy): the
 * pending record entries chained to the head, the model (text, formalities, disclosure schedules,
 * the record's certificate, the signing window), the PDF and DOCX rendered off the request thread,
 * and their files prepared (`renderAgreement`). Writing a new text's rows, commit and record is
 * `storeNewText`; a rendering whose text is not stored is dropped with `discardRendering`.
 */
export async function renderAgreement(ctx: AgreementContext, input: RenderInput): Promise<Rendering> {
  const { facts, state, sections, terms } = input;
  const chained = chainEntries(facts.documentId, facts.recordHead, input.pending);
  const parties = { A: namesOf(facts.names.A), B: namesOf(facts.names.B) };
  const documentTitle = agreementTitleFor(
    facts.kind,
    facts.templateState?.termForDocument ?? DEFAULT_DOCUMENT_TERM,
    partitionTitleOf(state.abbreviation),
  );
  const model = buildAgreementModel({
    documentTitle,
    stateName: state.name,
    stateStyle: terms["state_style"] ?? state.name,
    venueLine: terms["venue_line"] ?? "County of ______________________",
    parties,
    sections,
    formalities: executionFormalities({
      stateAbbreviation: state.abbreviation,
      witnessRequired: facts.templateState?.witnessRequired ?? false,
      waivesRightsAtDeath: hasClauseKey(sections, DEATH_WAIVER_CLAUSE_KEYS),
    }),
    disclosure: input.couple,
    record: [...input.record, ...chained],
    generation: input.generation,
    signing: input.signing,
    ...maritalOf(facts, state, input.generation.generatedAt, hasClauseKey(sections, DEATH_WAIVER_CLAUSE_KEYS)),
  });
  const prepared = await prepareRenderingFiles(
    ctx,
    await ctx.renderer.render(model),
    parties,
    documentTitle,
    input.actorId,
  );
  return { prepared, chained, head: chained.at(-1) ?? facts.recordHead };
}

/**
 * A new text in the caller's transaction, under the document's row lock with the record's head
 * checked unchanged since the rendering was drawn: its files, the document's
 * sections and clauses, the commit's snapshot, the rendering's record entries and its own entry
 * (with the PDF's hash and the separate writings' files), and the document's fields.
 */
export async function storeNewText(ctx: AgreementContext, text: NewText, tx: Executor): Promise<void> {
  const { documentId, actorId, rendering, sectionRows, clauseRows, commit } = text;
  const { prepared } = rendering;
  await storeRenderingFiles(ctx, documentId, prepared, actorId, tx);
  await ctx.repository.replaceDocumentText(documentId, sectionRows, clauseRows, actorId, tx);
  await ctx.repository.insertCommit(
    {
      documentId,
      kind: commit.kind,
      authorUserId: actorId,
      committedAt: commit.committedAt,
      inputHash: commit.inputHash,
      inputParts: commit.inputParts,
      pdfFileId: prepared.pdfFile.id,
      docxFileId: prepared.docxFile.id,
      sections: sectionRows,
      clauses: clauseRows,
    },
    tx,
  );
  if (commit.message !== undefined)
    await ctx.repository.setCommitMessage(documentId, commit.committedAt, commit.message, tx);
  const textEntry = { ...text.textEntry, details: { ...text.textEntry.details, ...writingFilesDetail(prepared) } };
  await ctx.repository.appendRecordEntries(
    [...rendering.chained, ...chainEntries(documentId, rendering.head, [textEntry])],
    tx,
  );
  await ctx.documents.updateAgreementFields(documentId, text.changes, tx);
}

/** Drops a rendering whose text was not stored (its files' bytes). */
export function discardRendering(ctx: AgreementContext, rendering: Rendering): Promise<void> {
  return discardRenderingFiles(ctx, rendering.prepared);
}

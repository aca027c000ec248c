import { randomUUID } from "node:crypto";
import {
  buildAgreementModel,
  chainRecordEntry,
  DEATH_WAIVER_CLAUSE_KEYS,
  describeRecordEntry,
  entriesWithoutValueBasis,
  executionFormalities,
  hasClauseKey,
  inputHashOf,
  parseInputParts,
  partnerChanges,
  partnerInputParts,
  scheduleLinesOf,
  separateWritingsOf,
  statusOf,
  verifyRecordChain,
  type CoupleDisclosure,
  type ExecutionFormalities,
  type GenerationInputParts,
  type RecordEntry,
  type RecordEntryContent,
  type StoredClause,
  type StoredSection,
} from "@prenup/agreement";
import { articleExplanations, assembleAgreementSkeleton, signingDeadlineFor, type QuestionForAssembly } from "@prenup/content/runtime";
import { agreementUpdatedEmail, type RenderedEmail } from "@prenup/emails";
import type { Database, Executor } from "@prenup/db";
import {
  applyDrafts,
  approvalProblem,
  approvalStatus,
  attorneySides,
  californiaWaitStatus,
  canOfferRegenerate,
  chosenOptionIds,
  counselStatus,
  disclosureGenerationProblem,
  DomainError,
  finalizeProblem,
  fullName,
  generationProblem,
  isDocumentImported,
  isFinalForSigning,
  regenerateProblem,
  regenerationNeed,
  regenerationOverProblem,
  reviewProblem,
  signingDeadlineProblem,
  signingWindow,
  upToDateProblem,
  withRecordedFacts,
  type AgreementProblem,
  type ListStyle,
  type NameParts,
  type RecordEntryKind,
  type Respondent,
  type RegenerationReason,
  type Standing,
  type StoredClauseDraft,
  type StoredSectionDraft,
  type TextStyle,
} from "@prenup/domain";
import { enqueueToPartners, type MailPort } from "../../integrations/mail/index.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { DocumentFilesService } from "../document-files/index.ts";
import type { AgreementChange, AgreementFieldsChange, DocumentsService, UserDocumentResponse } from "../documents/index.ts";
import type { FilesService } from "../files/index.ts";
import type { StandingService, UserContext } from "../standing/index.ts";
import type { TemplatesService } from "../templates/index.ts";
import type { TermsService } from "../terms/index.ts";
import type { DisclosureSource } from "./agreement.disclosure.ts";
import { createRenderingFiles, type PreparedRendering, type SeparateWritingFiles } from "./agreement.files.ts";
import type { AgreementRenderer } from "./agreement.renderer.ts";
import type { AgreementRepository, ClauseWrite, GenerationFacts, SectionWrite } from "./agreement.repository.ts";
import type { CommitSummary, GenerateResponse, HistoryResponse, RegenerationStatusResponse, SnapshotClause, SnapshotResponse } from "./agreement.schemas.ts";

export const AGREEMENT_MESSAGES = {
  documentNotFound: "Agreement not found",
  noState: "Choose your state before generating the agreement.",
  noTemplate: "This agreement has no template to generate from. Please contact support.",
  changedMeanwhile: "The agreement changed while it was being generated. Please try again.",
  historyNotFound: "There is no version of the agreement at that time.",
} as const;

/** Question and option keys of the reference content that the lifecycle reads. */
const WEDDING_DATE = "wedding_date";
const ATTORNEY_PLAN = "attorney_plan";
const PLANS_ATTORNEY = ["attorney_plan__own_attorney", "attorney_plan__hire_through_us"];
const WAIVES_ATTORNEY = ["attorney_plan__no_attorney"];

const problem = (found: AgreementProblem | null) => {
  if (found) throw new DomainError(found.code, found.message);
};

type Partners = {
  /** Each partner's answers on the document (the one answer shape). */
  answers: { A: UserContext["myAnswers"]; B: UserContext["myAnswers"] };
  standing: Standing;
  context: UserContext;
};

type TextRow = { id: string; order: number; key: string | null; title: string | null; text: string | null; listStyle: ListStyle; textStyle: TextStyle | null };

/**
 * A document's sections and clauses, as rows (stored, or about to be written), as the model reads
 * them: each section's clauses under their parents, both in their order.
 */
function storedSectionsOf(
  sections: readonly (TextRow & { isSeparatePage: boolean })[],
  clauses: readonly (TextRow & { documentSectionId: string; parentClauseId: string | null })[],
): StoredSection[] {
  const inOrder = (a: TextRow, b: TextRow) => a.order - b.order || a.id.localeCompare(b.id);
  const tree = (sectionId: string, parentId: string | null): StoredClause[] =>
    clauses
      .filter((clause) => clause.documentSectionId === sectionId && clause.parentClauseId === parentId)
      .sort(inOrder)
      .map((clause) => ({ key: clause.key, title: clause.title, text: clause.text ?? "", listStyle: clause.listStyle, textStyle: clause.textStyle, children: tree(sectionId, clause.id) }));
  return [...sections].sort(inOrder).map((section) => ({
    key: section.key,
    title: section.title ?? "",
    text: section.text ?? "",
    listStyle: section.listStyle,
    textStyle: section.textStyle,
    isSeparatePage: section.isSeparatePage,
    clauses: tree(section.id, null),
  }));
}

/**
 * The agreement's lifecycle: generation (templates + both partners' answers + the state + the
 * disclosure → the document's own sections and clauses, a PDF and a DOCX, a history snapshot, the
 * record), the regeneration check, review, finalization, the regenerate confirmation, the
 * attorneys' approvals, the history, and the enforceability record.
 */
export function createAgreementService(deps: {
  db: Database;
  clock: Clock;
  repository: AgreementRepository;
  standing: Pick<StandingService, "loadContext" | "standingOf">;
  documents: Pick<DocumentsService, "documentFor" | "lockDocument" | "updateAgreementFields">;
  templates: Pick<TemplatesService, "loadForGeneration">;
  terms: Pick<TermsService, "listTerms">;
  files: FilesService;
  documentFiles: Pick<DocumentFilesService, "attachGeneratedFiles">;
  disclosure: DisclosureSource;
  renderer: AgreementRenderer;
  /** The couple hears of an attorney's commit (recorded in its transaction, delivered after). */
  mail?: Pick<MailPort, "enqueue">;
  customerAppUrl?: string;
}) {
  const { db, clock, repository, standing, documents, templates, terms, files, documentFiles, disclosure, renderer } = deps;
  const renderingFiles = createRenderingFiles({ files, documentFiles });
  /** The separate writings' files a rendering's record entry lists (none: the entry says nothing of them). */
  const writingFilesDetail = (prepared: PreparedRendering): { separateWritingFiles?: SeparateWritingFiles[] } => {
    const writings = renderingFiles.writingsOf(prepared);
    return writings.length > 0 ? { separateWritingFiles: writings } : {};
  };
  /**
   * The notarization module's word on whether the text may change (a live notarization freezes it).
   * Wired after both modules exist (`setTextEditGate`): notarization is built after the agreement.
   */
  let textEditGate: { textEditProblem(documentId: string, executor?: Executor): Promise<AgreementProblem | null> } | null = null;

  /**
   * Whether the caller may mark the agreement reviewed, and finalize it, now: the rules PATCH
   * /documents/{id} enforces, in its order (the finalization closes at the wedding-day cutoff first).
   */
  function reviewAndFinalizeProblems(facts: GenerationFacts, partners: Partners, need: { needsRegeneration: boolean; reason: RegenerationReason | null }, now: Date) {
    const flags = partners.standing.document;
    if (!flags) {
      const missing = { code: "DOCUMENT_NOT_FOUND", message: AGREEMENT_MESSAGES.documentNotFound } as const;
      return { review: missing, finalize: missing };
    }
    const anyAttorneyInvolved = facts.attorneyAId !== null || facts.attorneyBId !== null;
    const wait = californiaWaitStatus({ stateAbbreviation: facts.state?.abbreviation ?? null, reviewedAt: facts.reviewedAt, finalizedAt: null, anyAttorneyInvolved, now });
    return {
      review: reviewProblem({ flags, needsRegeneration: need.needsRegeneration, regenerationReason: need.reason }),
      finalize:
        signingDeadlineProblem({ deadline: signingDeadlineFor(facts.state?.abbreviation), weddingDate: weddingDateOf(partners), now, stateName: facts.state?.name ?? null }) ??
        finalizeProblem({ flags, needsRegeneration: need.needsRegeneration, regenerationReason: need.reason, anyAttorneyInvolved, status: facts.status, californiaWait: wait }),
    };
  }

  async function factsOf(documentId: string, executor?: Executor): Promise<GenerationFacts> {
    const facts = await repository.loadGenerationFacts(documentId, executor);
    if (!facts) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
    return facts;
  }

  /** Both partners' answers and the caller's standing, from the caller's context (one statement). */
  async function partnersOf(documentId: string, actorId: string, facts: GenerationFacts): Promise<Partners> {
    // Staff read the document as partner A does.
    const viewer = actorId === facts.userAId || actorId === facts.userBId ? actorId : facts.userAId;
    const context = await standing.loadContext(viewer, { documentId, withPartner: true, withFinancials: true });
    const mine = context.myAnswers;
    const theirs = context.partnerAnswers;
    const answers = viewer === facts.userAId ? { A: mine, B: theirs } : { A: theirs, B: mine };
    return { answers, standing: standing.standingOf(context), context };
  }

  /**
   * Whether both disclosures are given as the agreement recites them (`disclosureGenerationProblem`):
   * completed or declared empty, and in Minnesota every value with its basis. The caller reads "your".
   */
  function disclosureProblemOf(facts: GenerationFacts, couple: CoupleDisclosure, actorId: string): AgreementProblem | null {
    const partner = (side: Respondent) => {
      const disclosed = side === "A" ? couple.userA : couple.userB;
      return { status: statusOf(disclosed), firstName: facts.names[side]?.firstName ?? null, entriesWithoutValueBasis: entriesWithoutValueBasis(disclosed) };
    };
    const viewer: Respondent | null = actorId === facts.userAId ? "A" : actorId === facts.userBId ? "B" : null;
    return disclosureGenerationProblem({ partners: { A: partner("A"), B: partner("B") }, viewer, stateAbbreviation: facts.state?.abbreviation ?? null });
  }

  const questionByKey = (context: UserContext, key: string) => context.questionnaire.questions.find((question) => question.key === key);

  function weddingDateOf(partners: Partners): string | null {
    const question = questionByKey(partners.context, WEDDING_DATE);
    if (!question) return null;
    for (const answers of [partners.answers.A, partners.answers.B]) {
      const value = answers.find((answer) => answer.questionId === question.id)?.valueTyped?.trim();
      if (value) return value;
    }
    return null;
  }

  function namesOf(row: GenerationFacts["names"]["A"]): NameParts {
    return { firstName: row?.firstName ?? null, middleName: row?.middleName ?? null, lastName: row?.lastName ?? null, suffix: row?.suffix ?? null };
  }

  function inputPartsOf(facts: GenerationFacts, partners: Partners, couple: CoupleDisclosure): GenerationInputParts {
    return {
      content: facts.contentFingerprint,
      partyA: partnerInputParts({ names: namesOf(facts.names.A), answers: partners.answers.A, disclosure: couple.userA }),
      partyB: partnerInputParts({ names: namesOf(facts.names.B), answers: partners.answers.B, disclosure: couple.userB }),
    };
  }

  /** The regeneration check: the inputs now against the last generation's. */
  function regenerationOf(facts: GenerationFacts, partners: Partners, couple: CoupleDisclosure) {
    const parts = inputPartsOf(facts, partners, couple);
    const currentInputHash = inputHashOf(parts);
    const before = parseInputParts(facts.lastGeneration?.inputParts);
    const changesA = partnerChanges(before?.partyA, parts.partyA);
    const changesB = partnerChanges(before?.partyB, parts.partyB);
    const everGenerated = facts.lastGeneration !== null;
    const need = regenerationNeed({
      imported: isDocumentImported({ lastGeneratedInputHash: facts.lastGeneratedInputHash }),
      everGenerated,
      lastGeneratedInputHash: facts.lastGeneratedInputHash,
      currentInputHash,
      userAMadeChanges: everGenerated && changesA.changed,
      userBMadeChanges: everGenerated && changesB.changed,
    });
    return { parts, currentInputHash, changesA: everGenerated ? changesA : null, changesB: everGenerated ? changesB : null, everGenerated, ...need };
  }

  /** Appends record entries under the document's row lock, chained to the current head. */
  async function appendRecord(
    documentId: string,
    contents: Omit<RecordEntryContent, "sequence" | "documentId">[],
    executor: Executor,
    options: { locked?: boolean } = {},
  ): Promise<RecordEntry[]> {
    if (!options.locked) await documents.lockDocument(documentId, executor);
    let head = await repository.recordHead(documentId, executor);
    const entries: RecordEntry[] = [];
    for (const content of contents) {
      const entry = chainRecordEntry(head, { ...content, documentId });
      entries.push(entry);
      head = entry;
    }
    await repository.appendRecordEntries(entries, executor);
    return entries;
  }

  const entry = (kind: RecordEntryKind, respondent: Respondent | null, actorUserId: string | null, details: Record<string, unknown>, at: Date) => ({
    kind,
    respondent,
    actorUserId,
    details,
    occurredAt: at.toISOString(),
  });

  /** The document's stored text as the model reads it: sections and clauses in their order. */
  async function storedText(documentId: string): Promise<StoredSection[]> {
    const { sections, clauses } = await repository.loadDocumentText(documentId);
    return storedSectionsOf(sections, clauses);
  }

  type SigningCopy = {
    /** The final copy's files: the agreement's and each separate writing's. */
    prepared: PreparedRendering;
    /** What the copy was drawn from: checked again under the agreement's lock. */
    recordSequence: number | null;
    generatedPdfFileId: string | null;
  };


  /**
   * The final agreement, rendered when a review or a finalization makes its text the one to sign
   * (`isFinalForSigning`): the stored text without the draft mark, its signing window on the
   * signature page (`signingWindow`, the rule the notarization module checks signing dates
   * against), and the record so far in its certificate. Null when the change does not make it
   * final, or it already was (the window only moves with the review or finalization that made it).
   */
  async function signingCopyFor(
    facts: GenerationFacts,
    partners: Partners,
    couple: CoupleDisclosure,
    dates: { reviewedAt: Date | null; finalizedAt: Date | null },
    actorId: string,
    now: Date,
  ): Promise<SigningCopy | null> {
    if (!facts.state || !facts.stateId || !facts.templateId || !facts.lastGeneratedAt) return null;
    const anyAttorneyInvolved = facts.attorneyAId !== null || facts.attorneyBId !== null;
    const stateAbbreviation = facts.state.abbreviation;
    const before = isFinalForSigning({ stateAbbreviation, reviewedAt: facts.reviewedAt, finalizedAt: facts.finalizedAt, anyAttorneyInvolved });
    if (before || !isFinalForSigning({ stateAbbreviation, ...dates, anyAttorneyInvolved })) return null;
    const [sections, termList, record] = await Promise.all([
      storedText(facts.documentId),
      terms.listTerms({ stateId: facts.stateId, documentTemplateId: facts.templateId }),
      repository.listRecord(facts.documentId),
    ]);
    const termValues = Object.fromEntries(termList.map((term) => [term.key, term.value]));
    const partyA = namesOf(facts.names.A);
    const partyB = namesOf(facts.names.B);
    const documentTitle = facts.templateState?.termForDocument ?? "Prenuptial Agreement";
    const window = signingWindow({
      deadline: signingDeadlineFor(stateAbbreviation),
      weddingDate: weddingDateOf(partners),
      stateName: facts.state.name,
      agreement: { stateAbbreviation, ...dates, anyAttorneyInvolved },
    });
    const model = buildAgreementModel({
      documentTitle,
      stateName: facts.state.name,
      stateStyle: termValues["state_style"] ?? facts.state.name,
      venueLine: termValues["venue_line"] ?? "County of ______________________",
      parties: { A: partyA, B: partyB },
      sections,
      formalities: executionFormalities({
        stateAbbreviation,
        witnessRequired: facts.templateState?.witnessRequired ?? false,
        waivesRightsAtDeath: hasClauseKey(sections, DEATH_WAIVER_CLAUSE_KEYS),
      }),
      disclosure: couple,
      record,
      // The text's own time (its generation or last commit), so the same text renders the same bytes.
      generation: { generatedAt: facts.lastCommitAt ?? facts.lastGeneratedAt ?? now, inputHash: facts.lastGeneratedInputHash ?? "" },
      signing: { final: true, window },
    });
    const prepared = await renderingFiles.prepare(await renderer.render(model), { A: partyA, B: partyB }, documentTitle, actorId);
    return { prepared, recordSequence: record.at(-1)?.sequence ?? null, generatedPdfFileId: facts.generatedPdfFileId };
  }

  /**
   * A review or a finalization, under the agreement's lock: the final copy (when there is one)
   * stored and linked as the agreement's PDF and DOCX, the record entry (with the copy's hash), the
   * date. The copy must have been drawn from the agreement as it still is, else nothing is kept.
   */
  async function recordSigningStep(
    documentId: string,
    kind: "AGREEMENT_REVIEWED" | "AGREEMENT_FINALIZED",
    respondent: Respondent,
    actorId: string,
    facts: GenerationFacts,
    copy: SigningCopy | null,
    fields: AgreementFieldsChange,
    now: Date,
  ): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        await documents.lockDocument(documentId, tx);
        if (copy) {
          const current = await repository.loadGenerationFacts(documentId, tx);
          if (!current || (current.recordHead?.sequence ?? null) !== copy.recordSequence || current.generatedPdfFileId !== copy.generatedPdfFileId) {
            throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
          }
          await renderingFiles.store(documentId, copy.prepared, actorId, tx);
        }
        const details = {
          inputHash: facts.lastGeneratedInputHash,
          ...(copy ? { pdfFileId: copy.prepared.pdfFile.id, pdfSha256: copy.prepared.pdfSha256, ...writingFilesDetail(copy.prepared) } : {}),
        };
        await appendRecord(documentId, [entry(kind, respondent, actorId, details, now)], tx, { locked: true });
        await documents.updateAgreementFields(documentId, { ...fields, ...(copy ? { generatedPdfFileId: copy.prepared.pdfFile.id } : {}), updatedById: actorId }, tx);
      });
    } catch (error) {
      if (copy) await renderingFiles.discard(copy.prepared);
      throw error;
    }
  }

  /** Each partner's counsel as it stands, recorded when it differs from what the record last said. */
  async function counselEntries(documentId: string, facts: GenerationFacts, partners: Partners, at: Date, executor: Executor) {
    const planQuestion = questionByKey(partners.context, ATTORNEY_PLAN);
    const recorded = await repository.lastEntriesOfKind(documentId, ["COUNSEL_RECORDED"], executor);
    const out: ReturnType<typeof entry>[] = [];
    for (const side of ["A", "B"] as const) {
      const answer = planQuestion ? partners.answers[side].find((candidate) => candidate.questionId === planQuestion.id) : undefined;
      const chosen = answer ? chosenOptionIds(answer) : [];
      const optionKeys = chosen.map((id) => planQuestion?.options.find((option) => option.id === id)?.key ?? "");
      const attorneyId = side === "A" ? facts.attorneyAId : facts.attorneyBId;
      const status = counselStatus({
        attorneyAssigned: attorneyId !== null,
        willHireAttorney: side === "A" ? facts.userAWillHireAttorney : facts.userBWillHireAttorney,
        plansOwnAttorney: optionKeys.some((key) => PLANS_ATTORNEY.includes(key)),
        waivedCounsel: optionKeys.some((key) => WAIVES_ATTORNEY.includes(key)),
      });
      const details: Record<string, unknown> = { status, ...(attorneyId ? { attorneyId, attorneyName: facts.attorneyNames[side] ?? null } : {}) };
      const last = recorded.find((candidate) => candidate.respondent === side);
      if (last && last.details["status"] === details["status"] && last.details["attorneyId"] === details["attorneyId"]) continue;
      out.push(entry("COUNSEL_RECORDED", side, null, details, at));
    }
    return out;
  }

  /** The document's sections as generation writes them, with ids made here (parents first). */
  function toWrites(sections: readonly (StoredSection & { sectionTemplateId: string | null })[], clauseTemplateIds: Map<string, { id: string; key: string }>) {
    const sectionRows: SectionWrite[] = [];
    const clauseRows: ClauseWrite[] = [];
    sections.forEach((section, sectionOrder) => {
      const sectionId = randomUUID();
      sectionRows.push({
        id: sectionId,
        sectionTemplateId: section.sectionTemplateId,
        key: section.key,
        title: section.title,
        text: section.text,
        listStyle: section.listStyle,
        textStyle: section.textStyle,
        order: sectionOrder,
        isSeparatePage: section.isSeparatePage,
      });
      const walk = (clauses: readonly StoredClause[], parentId: string | null) =>
        clauses.forEach((clause, order) => {
          const id = randomUUID();
          const template = clause.key ? clauseTemplateIds.get(clause.key) : undefined;
          clauseRows.push({
            id,
            documentSectionId: sectionId,
            parentClauseId: parentId,
            clauseTemplateId: template?.id ?? null,
            key: template?.key ?? clause.key,
            title: clause.title,
            text: clause.text,
            listStyle: clause.listStyle,
            textStyle: clause.textStyle,
            order,
          });
          walk(clause.children, id);
        });
      walk(section.clauses, null);
    });
    return { sectionRows, clauseRows };
  }

  /** The stored tree with clause keys turned back from template ids into template keys. */
  function withTemplateKeys(clauses: readonly StoredClause[], byId: Map<string, { id: string; key: string }>): StoredClause[] {
    return clauses.map((clause) => ({ ...clause, key: (clause.key && byId.get(clause.key)?.key) ?? clause.key, children: withTemplateKeys(clause.children, byId) }));
  }

  async function generateOnce(documentId: string, actorId: string): Promise<GenerateResponse> {
    const facts = await factsOf(documentId);
    const partners = await partnersOf(documentId, actorId, facts);
    const agreement = partners.standing.agreement;
    if (!agreement) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
    problem(generationProblem(agreement.generation.requirements));
    if (!facts.stateId || !facts.state) throw new DomainError("GENERATION_NOT_READY", AGREEMENT_MESSAGES.noState);
    if (!facts.templateId) throw new DomainError("GENERATION_NOT_READY", AGREEMENT_MESSAGES.noTemplate);

    const couple = await disclosure.forDocument(documentId);
    problem(disclosureProblemOf(facts, couple, actorId));
    const regeneration = regenerationOf(facts, partners, couple);
    const weddingDate = weddingDateOf(partners);
    const now = clock.now();
    problem(regenerationOverProblem({ everGenerated: regeneration.everGenerated, weddingDate, now }));
    problem(upToDateProblem({ generated: facts.lastGeneratedAt !== null, needsRegeneration: regeneration.needsRegeneration }));

    const [template, termList] = await Promise.all([
      templates.loadForGeneration(facts.templateId),
      terms.listTerms({ stateId: facts.stateId, documentTemplateId: facts.templateId }),
    ]);
    const termValues = Object.fromEntries(termList.map((term) => [term.key, term.value]));
    const sectionKeyById = new Map(template.sections.map((section) => [section.id, section.key]));
    const clauseById = new Map(template.clauses.map((clause) => [clause.id, { id: clause.id, key: clause.key }]));
    const questions: QuestionForAssembly[] = partners.context.questionnaire.questions.map((question) => ({
      id: question.id,
      key: question.key,
      inputType: question.inputType ?? null,
      options: question.options.map((option) => ({ id: option.id, key: option.key, value: option.value })),
    }));
    const partyA = namesOf(facts.names.A);
    const partyB = namesOf(facts.names.B);
    // The text's conditions read the answers and, beside them, what is on record (recorded-facts.ts
    // in the domain): the attorneys assigned on the document and the state of each disclosure.
    const textInputs = withRecordedFacts(partners.answers, {
      A: { attorneyAssigned: facts.attorneyAId !== null, disclosure: statusOf(couple.userA) },
      B: { attorneyAssigned: facts.attorneyBId !== null, disclosure: statusOf(couple.userB) },
    });
    const skeleton = assembleAgreementSkeleton({
      stateId: facts.stateId,
      terms: termValues,
      sectionTemplates: template.sections.map((section) => ({
        key: section.key,
        title: section.title,
        text: section.text ?? "",
        order: section.order,
        listStyle: section.listStyle,
        textStyle: section.textStyle,
        isSeparatePage: section.isSeparatePage,
        isMandatory: section.isMandatory,
        conditions: section.conditions,
      })),
      // Clauses go in keyed by their row id (keys are unique only within a section).
      clauseTemplates: template.clauses.map((clause) => ({
        key: clause.id,
        sectionTemplateKey: sectionKeyById.get(clause.sectionTemplateId) ?? "",
        parentKey: clause.parentClauseTemplateId,
        title: clause.title,
        text: clause.text ?? "",
        order: clause.order,
        listStyle: clause.listStyle,
        textStyle: clause.textStyle,
        isLibraryOnly: clause.isLibraryOnly,
        conditions: clause.conditions,
      })),
      questions,
      partyA,
      partyB,
      answersA: textInputs.A,
      answersB: textInputs.B,
      schedules: { A: scheduleLinesOf(couple.userA), B: scheduleLinesOf(couple.userB) },
    });
    const sectionTemplateIdByKey = new Map(template.sections.map((section) => [section.key, section.id]));
    const sections = skeleton.sections.map((section) => ({
      key: section.key,
      title: section.title,
      text: section.text,
      listStyle: section.listStyle as ListStyle,
      textStyle: section.textStyle as TextStyle | null,
      isSeparatePage: section.isSeparatePage,
      clauses: section.clauses as StoredClause[],
      sectionTemplateId: sectionTemplateIdByKey.get(section.key) ?? null,
    }));
    const keyed = sections.map((section) => ({ ...section, clauses: withTemplateKeys(section.clauses, clauseById) }));

    // The record entries written with this generation, before the PDF is drawn (the certificate
    // lists them); the generation's own entry, with the PDF's hash, follows once it exists.
    const head = facts.recordHead;
    const record = await repository.listRecord(documentId);
    if ((record.at(-1)?.sequence ?? null) !== (head?.sequence ?? null)) throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
    const hadApprovals = facts.attorneyAApprovedAt !== null || facts.attorneyBApprovedAt !== null;
    const pending = [
      ...(["A", "B"] as const).map((side) => {
        const partner = side === "A" ? couple.userA : couple.userB;
        return entry(
          "DISCLOSURE_INCLUDED",
          side,
          null,
          {
            entryCount: partner?.entries.length ?? 0,
            netWorthInUsdCents: partner?.totalsInUsdCents.netWorth ?? 0,
            lastChangedAt: partner?.lastChangedAt?.toISOString() ?? null,
            // Given with entries (COMPLETED) or declared empty (NOTHING_TO_DISCLOSE), and when.
            status: statusOf(partner),
            declaredAt: partner?.declaredAt?.toISOString() ?? null,
            disclosureHash: regeneration.parts[side === "A" ? "partyA" : "partyB"].disclosure,
          },
          now,
        );
      }),
      ...(await counselEntries(documentId, facts, partners, now, db)),
      ...(hadApprovals ? [entry("APPROVALS_RESET", null, actorId, { attorneyAApprovedAt: facts.attorneyAApprovedAt?.toISOString() ?? null, attorneyBApprovedAt: facts.attorneyBApprovedAt?.toISOString() ?? null }, now)] : []),
    ];
    const chained: RecordEntry[] = [];
    let last: { sequence: number; hash: string } | null = head;
    for (const content of pending) {
      const next = chainRecordEntry(last, { ...content, documentId });
      chained.push(next);
      last = next;
    }

    const documentTitle = facts.templateState?.termForDocument ?? "Prenuptial Agreement";
    const model = buildAgreementModel({
      documentTitle,
      stateName: facts.state.name,
      stateStyle: termValues["state_style"] ?? facts.state.name,
      venueLine: termValues["venue_line"] ?? "County of ______________________",
      parties: { A: partyA, B: partyB },
      sections: keyed,
      formalities: executionFormalities({
        stateAbbreviation: facts.state.abbreviation,
        witnessRequired: facts.templateState?.witnessRequired ?? false,
        waivesRightsAtDeath: hasClauseKey(keyed, DEATH_WAIVER_CLAUSE_KEYS),
      }),
      disclosure: couple,
      record: [...record, ...chained],
      generation: { generatedAt: now, inputHash: regeneration.currentInputHash },
      // A new generation clears the review and the finalization: a draft until then.
      signing: { final: false, window: null },
    });
    const prepared = await renderingFiles.prepare(await renderer.render(model), { A: partyA, B: partyB }, documentTitle, actorId);
    const { pdfFile, docxFile } = prepared;
    const committedAt = facts.lastCommitAt && facts.lastCommitAt.getTime() >= now.getTime() ? new Date(facts.lastCommitAt.getTime() + 1) : now;
    const { sectionRows, clauseRows } = toWrites(sections, clauseById);

    try {
      await db.transaction(async (tx) => {
        await documents.lockDocument(documentId, tx);
        const current = await repository.loadGenerationFacts(documentId, tx);
        if (!current || current.recordHead?.sequence !== head?.sequence || current.lastGeneratedInputHash !== facts.lastGeneratedInputHash || current.contentFingerprint !== facts.contentFingerprint) {
          throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
        }
        await renderingFiles.store(documentId, prepared, actorId, tx);
        await repository.replaceDocumentText(documentId, sectionRows, clauseRows, actorId, tx);
        await repository.insertCommit(
          {
            documentId,
            kind: "GENERATION",
            authorUserId: actorId,
            committedAt,
            inputHash: regeneration.currentInputHash,
            inputParts: regeneration.parts as unknown as Record<string, unknown>,
            pdfFileId: pdfFile.id,
            docxFileId: docxFile.id,
            sections: sectionRows,
            clauses: clauseRows,
          },
          tx,
        );
        await repository.appendRecordEntries(chained, tx);
        await appendRecord(
          documentId,
          [
            entry(
              "AGREEMENT_GENERATED",
              null,
              actorId,
              {
                inputHash: regeneration.currentInputHash,
                commitAt: committedAt.toISOString(),
                pdfFileId: pdfFile.id,
                pdfSha256: prepared.pdfSha256,
                docxSha256: prepared.docxSha256,
                // California's written explanation and waiver of counsel, per party, delivered with this text, and their files.
                separateWritings: separateWritingsOf(keyed),
                ...writingFilesDetail(prepared),
              },
              now,
            ),
          ],
          tx,
          { locked: true },
        );
        const changes: AgreementFieldsChange = {
          generatedPdfFileId: pdfFile.id,
          lastGeneratedInputHash: regeneration.currentInputHash,
          lastGeneratedAt: now,
          reviewedAt: null,
          finalizedAt: null,
          updatedById: actorId,
          ...(facts.finalizedAt ? { priorFinalizedAt: facts.finalizedAt } : {}),
        };
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
        await documents.updateAgreementFields(documentId, changes, tx);
      });
    } catch (error) {
      await renderingFiles.discard(prepared);
      throw error;
    }
    return {
      document: await documents.documentFor(documentId, actorId),
      commitAt: committedAt.toISOString(),
      inputHash: regeneration.currentInputHash,
      pdfFileId: pdfFile.id,
      docxFileId: docxFile.id,
      missingAnswers: skeleton.missingAnswers,
    };
  }

  /** The separate writings a generation entry lists for one party (none when it lists nothing). */
  const writingsDelivered = (details: Record<string, unknown> | undefined, respondent: Respondent): string[] => {
    const writings = details?.["separateWritings"];
    const mine = writings && typeof writings === "object" ? (writings as Record<string, unknown>)[respondent] : undefined;
    return Array.isArray(mine) ? mine.filter((kind): kind is string => typeof kind === "string") : [];
  };

  const summaryOf = (row: Awaited<ReturnType<AgreementRepository["listCommits"]>>["rows"][number]): CommitSummary => ({
    commitAt: row.committedAt.toISOString(),
    kind: row.kind === "ATTORNEY_COMMIT" ? "ATTORNEY_COMMIT" : "GENERATION",
    author: row.authorUserId ? { id: row.authorUserId, name: [row.authorFirstName, row.authorLastName].filter(Boolean).join(" ") || "Someone" } : null,
    message: row.message,
    inputHash: row.inputHash,
    pdfFileId: row.pdfFileId,
    docxFileId: row.docxFileId,
  });

  /**
   * Optional clauses (a library group's) written for this agreement: the same placeholders as
   * generation (the parties, the state's terms, the couple's answers), conditions not applied (the
   * editor chooses to insert them). Clauses under a parent outside the list stand at the top level.
   */
  async function renderClausesFor(documentId: string, actorId: string, clauseTemplateIds: readonly string[]) {
    const facts = await factsOf(documentId);
    if (!facts.templateId || !facts.stateId) throw new DomainError("DOCUMENT_NOT_GENERATED", AGREEMENT_MESSAGES.documentNotFound);
    const partners = await partnersOf(documentId, actorId, facts);
    const [template, termList] = await Promise.all([
      templates.loadForGeneration(facts.templateId),
      terms.listTerms({ stateId: facts.stateId, documentTemplateId: facts.templateId }),
    ]);
    const wanted = new Set(clauseTemplateIds);
    const chosen = template.clauses.filter((clause) => wanted.has(clause.id));
    const skeleton = assembleAgreementSkeleton({
      stateId: facts.stateId,
      terms: Object.fromEntries(termList.map((term) => [term.key, term.value])),
      sectionTemplates: [{ key: "__library", title: "", text: "", order: 0, listStyle: "NONE", textStyle: null, isSeparatePage: false, isMandatory: true, conditions: null }],
      clauseTemplates: chosen.map((clause) => ({
        key: clause.id,
        sectionTemplateKey: "__library",
        parentKey: clause.parentClauseTemplateId && wanted.has(clause.parentClauseTemplateId) ? clause.parentClauseTemplateId : null,
        title: clause.title,
        text: clause.text ?? "",
        order: clause.order,
        listStyle: clause.listStyle,
        textStyle: clause.textStyle,
        isLibraryOnly: false,
        conditions: null,
      })),
      questions: partners.context.questionnaire.questions.map((question) => ({
        id: question.id,
        key: question.key,
        inputType: question.inputType ?? null,
        options: question.options.map((option) => ({ id: option.id, key: option.key, value: option.value })),
      })),
      partyA: namesOf(facts.names.A),
      partyB: namesOf(facts.names.B),
      answersA: partners.answers.A,
      answersB: partners.answers.B,
    });
    const keyOf = new Map(chosen.map((clause) => [clause.id, clause.key]));
    type Rendered = { clauseTemplateId: string; key: string; title: string | null; text: string; listStyle: ListStyle; textStyle: TextStyle | null; order: number; children: Rendered[] };
    const toRendered = (clauses: readonly { key: string; title: string | null; text: string; listStyle: string; textStyle: string | null; order: number; children: readonly unknown[] }[]): Rendered[] =>
      clauses.map((clause) => ({
        clauseTemplateId: clause.key,
        key: keyOf.get(clause.key) ?? clause.key,
        title: clause.title,
        text: clause.text,
        listStyle: clause.listStyle as ListStyle,
        textStyle: clause.textStyle as TextStyle | null,
        order: clause.order,
        children: toRendered(clause.children as Parameters<typeof toRendered>[0]),
      }));
    return { stateId: facts.stateId, clauses: toRendered(skeleton.sections[0]?.clauses ?? []), missingAnswers: skeleton.missingAnswers };
  }

  /**
   * An editor's commit: the drafts become the agreement's text (`applyDrafts`), rendered to a new
   * PDF and DOCX, with a snapshot (ATTORNEY_COMMIT, the summary as its message), a record entry,
   * and the review, finalization and approvals cleared (the couple reads and approves the new
   * text). `inTransaction` runs first inside the commit's transaction (the editor checks its lock
   * there and removes the drafts), so a lock taken over meanwhile rolls everything back.
   */
  /** The `agreement-updated` e-mail both partners get, rendered before the commit's transaction. */
  async function commitMail(facts: GenerationFacts, actorId: string, summary: string) {
    if (!deps.mail || !deps.customerAppUrl) return null;
    const editorName = actorId === facts.attorneyAId ? facts.attorneyNames.A : actorId === facts.attorneyBId ? facts.attorneyNames.B : null;
    return agreementUpdatedEmail({ editor: { firstName: editorName, lastName: null }, summary, link: `${deps.customerAppUrl.replace(/\/$/, "")}/documents` });
  }

  /** Records the commit's e-mail to both partners, in the commit's transaction. */
  async function notifyCoupleOfCommit(facts: GenerationFacts, actorId: string, email: RenderedEmail | null, tx: Executor) {
    if (!deps.mail || !email) return;
    const partners = [
      { id: facts.userAId, email: facts.names.A?.email },
      { id: facts.userBId, email: facts.names.B?.email },
    ];
    await enqueueToPartners(deps.mail, email, partners, { documentId: facts.documentId, editorId: actorId }, tx);
  }

  async function commitEdits(
    documentId: string,
    actorId: string,
    input: { message: string; sectionDrafts: StoredSectionDraft[]; clauseDrafts: StoredClauseDraft[] },
    inTransaction: (executor: Executor) => Promise<void>,
  ) {
    const facts = await factsOf(documentId);
    if (!facts.lastGeneratedAt || !facts.state || !facts.stateId || !facts.templateId) throw new DomainError("DOCUMENT_NOT_GENERATED", "Generate the agreement before you edit it.");
    const current = await repository.loadDocumentText(documentId);
    const applied = applyDrafts({ sections: current.sections, clauses: current.clauses, sectionDrafts: input.sectionDrafts, clauseDrafts: input.clauseDrafts, newId: randomUUID });
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
    const keyed = storedSectionsOf(sectionRows, clauseRows);

    const now = clock.now();
    const [couple, termList, record] = await Promise.all([
      disclosure.forDocument(documentId),
      terms.listTerms({ stateId: facts.stateId, documentTemplateId: facts.templateId }),
      repository.listRecord(documentId),
    ]);
    const termValues = Object.fromEntries(termList.map((term) => [term.key, term.value]));
    const partyA = namesOf(facts.names.A);
    const partyB = namesOf(facts.names.B);
    const documentTitle = facts.templateState?.termForDocument ?? "Prenuptial Agreement";
    const hadApprovals = facts.attorneyAApprovedAt !== null || facts.attorneyBApprovedAt !== null;
    const head = facts.recordHead;
    const pending = hadApprovals
      ? [entry("APPROVALS_RESET", null, actorId, { attorneyAApprovedAt: facts.attorneyAApprovedAt?.toISOString() ?? null, attorneyBApprovedAt: facts.attorneyBApprovedAt?.toISOString() ?? null }, now)]
      : [];
    const chained: RecordEntry[] = [];
    let last: { sequence: number; hash: string } | null = head;
    for (const content of pending) {
      const next = chainRecordEntry(last, { ...content, documentId });
      chained.push(next);
      last = next;
    }
    const model = buildAgreementModel({
      documentTitle,
      stateName: facts.state.name,
      stateStyle: termValues["state_style"] ?? facts.state.name,
      venueLine: termValues["venue_line"] ?? "County of ______________________",
      parties: { A: partyA, B: partyB },
      sections: keyed,
      formalities: executionFormalities({
        stateAbbreviation: facts.state.abbreviation,
        witnessRequired: facts.templateState?.witnessRequired ?? false,
        waivesRightsAtDeath: hasClauseKey(keyed, DEATH_WAIVER_CLAUSE_KEYS),
      }),
      disclosure: couple,
      record: [...record, ...chained],
      generation: { generatedAt: now, inputHash: facts.lastGeneratedInputHash ?? "" },
      // An attorney's commit clears the review and the finalization: a draft until then.
      signing: { final: false, window: null },
    });
    const prepared = await renderingFiles.prepare(await renderer.render(model), { A: partyA, B: partyB }, documentTitle, actorId);
    const { pdfFile, docxFile } = prepared;
    const committedAt = facts.lastCommitAt && facts.lastCommitAt.getTime() >= now.getTime() ? new Date(facts.lastCommitAt.getTime() + 1) : now;
    const mail = await commitMail(facts, actorId, input.message);
    try {
      await db.transaction(async (tx) => {
        await documents.lockDocument(documentId, tx);
        await inTransaction(tx);
        const again = await repository.loadGenerationFacts(documentId, tx);
        if (!again || again.recordHead?.sequence !== head?.sequence || again.lastGeneratedAt?.getTime() !== facts.lastGeneratedAt?.getTime()) {
          throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
        }
        await renderingFiles.store(documentId, prepared, actorId, tx);
        await repository.replaceDocumentText(documentId, sectionRows, clauseRows, actorId, tx);
        await repository.insertCommit(
          { documentId, kind: "ATTORNEY_COMMIT", authorUserId: actorId, committedAt, inputHash: null, inputParts: null, pdfFileId: pdfFile.id, docxFileId: docxFile.id, sections: sectionRows, clauses: clauseRows },
          tx,
        );
        await repository.setCommitMessage(documentId, committedAt, input.message, tx);
        await repository.appendRecordEntries(chained, tx);
        await appendRecord(documentId, [entry("AGREEMENT_EDITED", null, actorId, { message: input.message, commitAt: committedAt.toISOString(), pdfFileId: pdfFile.id, pdfSha256: prepared.pdfSha256, ...writingFilesDetail(prepared) }, now)], tx, { locked: true });
        const changes: AgreementFieldsChange = { generatedPdfFileId: pdfFile.id, reviewedAt: null, finalizedAt: null, updatedById: actorId, ...(facts.finalizedAt ? { priorFinalizedAt: facts.finalizedAt } : {}) };
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
        await documents.updateAgreementFields(documentId, changes, tx);
        await notifyCoupleOfCommit(facts, actorId, mail, tx);
      });
    } catch (error) {
      await renderingFiles.discard(prepared);
      throw error;
    }
    return { commitAt: committedAt.toISOString(), pdfFileId: pdfFile.id, docxFileId: docxFile.id };
  }

  return {
    rendererName: renderer.name,
    renderClausesFor,
    commitEdits,

    /** POST /documents/{id}/generate. */
    async generate(documentId: string, actorId: string): Promise<GenerateResponse> {
      try {
        return await generateOnce(documentId, actorId);
      } catch (error) {
        // Someone wrote to the record or the document meanwhile: the certificate would be stale; once more.
        if (error instanceof DomainError && error.code === "GENERATION_FAILED") return generateOnce(documentId, actorId);
        throw error;
      }
    },

    /** GET /documents/{id}/regeneration-status. */
    async regenerationStatus(documentId: string, actorId: string): Promise<RegenerationStatusResponse> {
      const facts = await factsOf(documentId);
      const partners = await partnersOf(documentId, actorId, facts);
      const couple = await disclosure.forDocument(documentId);
      const regeneration = regenerationOf(facts, partners, couple);
      const allowed = reviewAndFinalizeProblems(facts, partners, regeneration, clock.now());
      const titleOf = (id: string) => partners.context.questionnaire.questionById.get(id)?.title ?? "A question no longer asked";
      const changes = (found: ReturnType<typeof partnerChanges> | null) => ({
        names: found?.names ?? false,
        disclosure: found?.disclosure ?? false,
        questions: (found?.questionIds ?? []).map((id) => ({ id, title: titleOf(id) })),
      });
      return {
        needsRegeneration: regeneration.needsRegeneration,
        reason: regeneration.reason,
        lastGeneratedAt: facts.lastGeneratedAt?.toISOString() ?? null,
        currentInputHash: regeneration.currentInputHash,
        lastGeneratedInputHash: facts.lastGeneratedInputHash,
        documentGeneratedAt: facts.lastGeneration?.committedAt.toISOString() ?? null,
        userAMadeChanges: regeneration.changesA?.changed ?? false,
        userBMadeChanges: regeneration.changesB?.changed ?? false,
        changes: { userA: changes(regeneration.changesA), userB: changes(regeneration.changesB) },
        canRegenerate: facts.lastGeneratedAt !== null && canOfferRegenerate(weddingDateOf(partners), clock.now()),
        attorneyEditsSinceGeneration: facts.lastGeneration !== null && facts.lastCommitAt !== null && facts.lastCommitAt > facts.lastGeneration.committedAt,
        // The agreement's current files: the final copy once there is one, else the latest text's.
        pdfFileId: facts.generatedPdfFileId ?? facts.lastGeneration?.pdfFileId ?? null,
        docxFileId: facts.generatedDocxFileId ?? facts.lastGeneration?.docxFileId ?? null,
        reviewProblem: allowed.review,
        finalizeProblem: allowed.finalize,
        // Each writing a party signs apart from the agreement, as rendered with its current PDF.
        separateWritings: facts.separateWritingFiles.map(({ respondent, kind, title, pdfFileId, docxFileId }) => ({ respondent, kind, title, pdfFileId, docxFileId })),
      };
    },

    /**
     * How this agreement is executed (`executionFormalities`: the state's rules, the template
     * state's witness switch, and Florida's witnesses when the text waives rights at death), as its
     * signature page draws it: the one rule the notarization module reads for the session, the
     * in-person instructions and its checks. Null for an unknown document or one without a state.
     */
    async executionFormalitiesOf(documentId: string, executor?: Executor): Promise<ExecutionFormalities | null> {
      const facts = await repository.loadFormalityFacts(documentId, DEATH_WAIVER_CLAUSE_KEYS, executor);
      if (!facts?.stateAbbreviation) return null;
      return executionFormalities({ stateAbbreviation: facts.stateAbbreviation, witnessRequired: facts.witnessRequired, waivesRightsAtDeath: facts.waivesRightsAtDeath });
    },

    /** Wires the notarization module's text-edit gate (the composition root, once both exist). */
    setTextEditGate(gate: { textEditProblem(documentId: string, executor?: Executor): Promise<AgreementProblem | null> }) {
      textEditGate = gate;
    },

    /** PATCH /documents/{id}: a review, a finalization or the regenerate confirmation (documents delegates here). */
    async applyAgreementChange(documentId: string, actorId: string, change: AgreementChange): Promise<void> {
      const facts = await factsOf(documentId);
      const partners = await partnersOf(documentId, actorId, facts);
      const flags = partners.standing.document;
      if (!flags) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
      const respondent: Respondent = actorId === facts.userBId ? "B" : "A";
      const now = clock.now();
      switch (change.kind) {
        case "review": {
          const couple = await disclosure.forDocument(documentId);
          problem(reviewAndFinalizeProblems(facts, partners, regenerationOf(facts, partners, couple), now).review);
          // The review that makes the text the one to sign renders the final copy (no draft mark, the signing window).
          const copy = await signingCopyFor(facts, partners, couple, { reviewedAt: now, finalizedAt: facts.finalizedAt }, actorId, now);
          await recordSigningStep(documentId, "AGREEMENT_REVIEWED", respondent, actorId, facts, copy, { reviewedAt: now }, now);
          return;
        }
        case "finalize": {
          // Nothing is signed on or after the state's last day (`signingCutoff`: the day before the wedding, or seven days before in Minnesota).
          const couple = await disclosure.forDocument(documentId);
          problem(reviewAndFinalizeProblems(facts, partners, regenerationOf(facts, partners, couple), now).finalize);
          const copy = await signingCopyFor(facts, partners, couple, { reviewedAt: facts.reviewedAt, finalizedAt: now }, actorId, now);
          await recordSigningStep(documentId, "AGREEMENT_FINALIZED", respondent, actorId, facts, copy, { finalizedAt: now }, now);
          return;
        }
        case "regenerate": {
          problem(regenerateProblem({ flags, weddingDate: weddingDateOf(partners), now }));
          await db.transaction(async (tx) => {
            // A notarization claimed since the check above (under this same row lock) wins: the
            // text the couple is signing must stay.
            await documents.lockDocument(documentId, tx);
            problem((await textEditGate?.textEditProblem(documentId, tx)) ?? null);
            await appendRecord(documentId, [entry("REGENERATION_REQUESTED", respondent, actorId, { previousInputHash: facts.lastGeneratedInputHash }, now)], tx);
            await documents.updateAgreementFields(
              documentId,
              {
                reviewedAt: null,
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
    },

    /** POST /documents/{id}/approval/grant and /rescind: the assigned attorney, for their side. */
    async changeApproval(documentId: string, attorneyUserId: string, action: "grant" | "rescind"): Promise<UserDocumentResponse> {
      const facts = await factsOf(documentId);
      const partners = await partnersOf(documentId, attorneyUserId, facts);
      const flags = partners.standing.document;
      if (!flags) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
      const sides = attorneySides(facts, attorneyUserId);
      const approvedSides = (["A", "B"] as const).filter((side) => (side === "A" ? facts.attorneyAApprovedAt : facts.attorneyBApprovedAt) !== null);
      const couple = action === "grant" ? await disclosure.forDocument(documentId) : { userA: null, userB: null };
      const needsRegeneration = action === "grant" ? regenerationOf(facts, partners, couple).needsRegeneration : false;
      problem(approvalProblem({ action, sides, approvedSides, flags, needsRegeneration }));
      const now = clock.now();
      const approvals = { A: facts.attorneyAApprovedAt, B: facts.attorneyBApprovedAt };
      const changes: AgreementFieldsChange = { updatedById: attorneyUserId };
      for (const side of sides) {
        const column = side === "A" ? "attorneyAApprovedAt" : "attorneyBApprovedAt";
        const prior = side === "A" ? "priorAttorneyAApprovedAt" : "priorAttorneyBApprovedAt";
        if (action === "grant" && approvals[side] === null) {
          changes[column] = now;
          approvals[side] = now;
        }
        if (action === "rescind" && approvals[side] !== null) {
          changes[prior] = approvals[side];
          changes[column] = null;
          approvals[side] = null;
        }
      }
      const status = approvalStatus({ attorneyAId: facts.attorneyAId, attorneyBId: facts.attorneyBId, attorneyAApprovedAt: approvals.A, attorneyBApprovedAt: approvals.B });
      if (status !== facts.status) {
        changes.status = status;
        changes.statusModifiedAt = now;
      }
      const kind = action === "grant" ? "APPROVAL_GRANTED" : "APPROVAL_RESCINDED";
      await db.transaction(async (tx) => {
        await appendRecord(
          documentId,
          sides
            .filter((side) => (action === "grant" ? !approvedSides.includes(side) : approvedSides.includes(side)))
            .map((side) => entry(kind, side, attorneyUserId, { attorneyId: attorneyUserId, attorneyName: facts.attorneyNames[side] ?? null, status, inputHash: facts.lastGeneratedInputHash }, now)),
          tx,
        );
        await documents.updateAgreementFields(documentId, changes, tx);
      });
      return documents.documentFor(documentId, attorneyUserId);
    },

    /** GET /documents/{id}/history: the commits (paginated) and the whole record with its verification. */
    async history(documentId: string, query: { page: number; pageSize: number }): Promise<HistoryResponse> {
      const facts = await factsOf(documentId);
      const [{ rows, total }, record] = await Promise.all([
        repository.listCommits(documentId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        repository.listRecord(documentId),
      ]);
      const names = { A: fullName(namesOf(facts.names.A)), B: fullName(namesOf(facts.names.B)) };
      const verification = verifyRecordChain(record);
      return {
        commits: { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize },
        record: {
          entries: record.map((item) => ({
            sequence: item.sequence,
            kind: item.kind,
            occurredAt: item.occurredAt,
            respondent: item.respondent,
            actorUserId: item.actorUserId,
            summary: describeRecordEntry(item, names),
            details: item.details,
            previousHash: item.previousHash,
            hash: item.hash,
          })),
          verified: verification.valid,
          head: verification.valid ? verification.head : null,
          problem: verification.valid ? null : verification.problem,
        },
      };
    },

    /** GET /documents/{id}/history/{commitAt}: the agreement as it stood at that commit. */
    async snapshot(documentId: string, commitAt: string): Promise<SnapshotResponse> {
      const found = await repository.findCommitAt(documentId, new Date(commitAt));
      if (!found) throw new DomainError("HISTORY_NOT_FOUND", AGREEMENT_MESSAGES.historyNotFound);
      const { commit, sections, clauses } = found;
      const childrenOf = (sectionId: string, parentId: string | null): SnapshotClause[] =>
        clauses
          .filter((clause) => clause.documentSectionId === sectionId && clause.parentClauseId === parentId)
          .map((clause) => ({
            key: clause.key,
            title: clause.title,
            text: clause.text ?? "",
            listStyle: clause.listStyle,
            textStyle: clause.textStyle,
            children: childrenOf(sectionId, clause.documentClauseId),
          }));
      return {
        commitAt: commit.committedAt.toISOString(),
        kind: commit.kind === "ATTORNEY_COMMIT" ? "ATTORNEY_COMMIT" : "GENERATION",
        author: null,
        message: commit.message,
        inputHash: commit.inputHash,
        pdfFileId: commit.pdfFileId,
        docxFileId: commit.docxFileId,
        sections: sections.map((section) => ({
          key: section.key,
          title: section.title ?? "",
          text: section.text ?? "",
          listStyle: section.listStyle,
          textStyle: section.textStyle,
          isSeparatePage: section.isSeparatePage,
          explanation: (section.key && articleExplanations[section.key]) || null,
          clauses: childrenOf(section.documentSectionId, null),
        })),
      };
    },

    /**
     * A file of the document was downloaded: a partner's first download of the current generated PDF
     * is recorded as its presentation to them, saying whether it was a draft or the final copy, the
     * one to sign (`isFinalForSigning`): when each partner first held the text they signed.
     */
    async recordDownload(event: { documentId: string; fileId: string; kind: string; actorId: string }): Promise<void> {
      if (event.kind !== "generated-pdf") return;
      const facts = await factsOf(event.documentId);
      if (event.fileId !== facts.generatedPdfFileId || facts.lastGeneratedAt === null) return;
      const respondent: Respondent | null = event.actorId === facts.userAId ? "A" : event.actorId === facts.userBId ? "B" : null;
      if (!respondent) return;
      const recent = await repository.lastEntriesOfKind(event.documentId, ["AGREEMENT_GENERATED", "AGREEMENT_PRESENTED"]);
      const lastGeneration = recent.find((item) => item.kind === "AGREEMENT_GENERATED");
      const alreadyPresented = recent.some(
        (item) => item.kind === "AGREEMENT_PRESENTED" && item.respondent === respondent && item.details["pdfFileId"] === event.fileId && (!lastGeneration || item.sequence > lastGeneration.sequence),
      );
      if (alreadyPresented) return;
      await db.transaction((tx) =>
        appendRecord(
          event.documentId,
          [
            entry(
              "AGREEMENT_PRESENTED",
              respondent,
              event.actorId,
              {
                pdfFileId: event.fileId,
                copy: isFinalForSigning({
                  stateAbbreviation: facts.state?.abbreviation ?? null,
                  reviewedAt: facts.reviewedAt,
                  finalizedAt: facts.finalizedAt,
                  anyAttorneyInvolved: facts.attorneyAId !== null || facts.attorneyBId !== null,
                })
                  ? "FINAL"
                  : "DRAFT",
                generatedAt: facts.lastGeneratedAt?.toISOString() ?? null,
                inputHash: facts.lastGeneratedInputHash,
                separateWritings: writingsDelivered(lastGeneration?.details, respondent),
              },
              clock.now(),
            ),
          ],
          tx,
        ),
      );
    },

    close: () => renderer.close(),
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;

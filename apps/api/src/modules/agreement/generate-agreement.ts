import {
  scheduleLinesOf,
  separateWritingsOf,
  statusOf,
  type CoupleDisclosure,
  type StoredClause,
} from "@prenup/agreement";
import { assembleAgreementSkeleton, stateLawOf } from "@prenup/content/runtime";
import {
  DomainError,
  generationProblem,
  regenerationOverProblem,
  stateLawProblem,
  heldRestrictedPairs,
  heldRestrictedPairsMessage,
  stateLawRequirements,
  upToDateProblem,
  withRecordedFacts,
  type ListStyle,
  type TextStyle,
} from "@prenup/domain";
import type { AgreementFieldsChange } from "../documents/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import {
  coupleLawFactsFrom,
  disclosureProblemOf,
  factsOf,
  namesOf,
  partnerRecordOf,
  type Partners,
  partnersOf,
  problem,
  type Regeneration,
  regenerationOf,
  termValuesOf,
  weddingDateOf,
} from "./couple-facts.ts";
import {
  approvalsResetEntries,
  counselEntries,
  disclosureHistoryEntries,
  entry,
  type PendingEntry,
} from "./record-entries.ts";
import type { GenerationFacts } from "./agreement.repository.ts";
import type { GenerateResponse } from "./agreement.schemas.ts";
import { questionsForAssembly, toWrites, withTemplateKeys, type ClauseTemplateRef } from "./stored-text.ts";
import {
  commitTimeAfter,
  discardRendering,
  newTextFields,
  renderAgreement,
  type Rendering,
  storeNewText,
} from "./render-agreement.ts";
import { partnerMilestoneMail } from "./milestone-mails.ts";

type Template = Awaited<ReturnType<AgreementContext["templates"]["loadForGeneration"]>>;

/**
 * The agreement's text from the templates: every section and clause template evaluated against
 * both partners' answers, what is on record (the attorneys assigned, each disclosure's state), the
 * state's terms and the disclosure schedules.
 */
function assembleText(
  facts: GenerationFacts & { stateId: string },
  partners: Partners,
  couple: CoupleDisclosure,
  template: Template,
  terms: Record<string, string>,
) {
  const sectionKeyById = new Map(template.sections.map((section) => [section.id, section.key]));
  const clauseById = new Map<string, ClauseTemplateRef>(
    template.clauses.map((clause) => [clause.id, { id: clause.id, key: clause.key }]),
  );
  // The text's conditions read the answers and, beside them, what is on record (recorded-facts.ts
  // in the domain): each partner's counsel as counselPlanOf reads it, the attorney who certifies
  // for them and the state of each disclosure.
  const textInputs = withRecordedFacts(partners.answers, {
    A: partnerRecordOf(facts, partners, "A", statusOf(couple.userA)),
    B: partnerRecordOf(facts, partners, "B", statusOf(couple.userB)),
  });
  const skeleton = assembleAgreementSkeleton({
    stateId: facts.stateId,
    terms,
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
    questions: questionsForAssembly(partners.context),
    partyA: namesOf(facts.names.A),
    partyB: namesOf(facts.names.B),
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
  return { ...toWrites(sections, clauseById), keyed, missingAnswers: skeleton.missingAnswers };
}

/** The disclosure as included in this generation, one entry per partner. */
function disclosureEntries(couple: CoupleDisclosure, regeneration: Regeneration, now: Date): PendingEntry[] {
  return (["A", "B"] as const).map((side) => {
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
        // The version the other partner acknowledged (generation requires the current one), and when.
        acknowledgedVersion: partner?.acknowledgement?.acknowledgedVersion ?? null,
        acknowledgedAt: partner?.acknowledgement?.acknowledgedAt?.toISOString() ?? null,
      },
      now,
    );
  });
}

/** One attempt of the generation (`generateAgreement` tries once more when the document changed meanwhile). */
async function generateOnce(ctx: AgreementContext, documentId: string, actorId: string): Promise<GenerateResponse> {
  const facts = await factsOf(ctx, documentId);
  const partners = await partnersOf(ctx, documentId, actorId, facts);
  const agreement = partners.standing.agreement;
  if (!agreement) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
  problem(generationProblem(agreement.generation.requirements));
  const { stateId, state, templateId } = facts;
  if (!stateId || !state) throw new DomainError("GENERATION_NOT_READY", AGREEMENT_MESSAGES.noState);
  if (!templateId) throw new DomainError("GENERATION_NOT_READY", AGREEMENT_MESSAGES.noTemplate);
  // A term the state's law does not allow for this couple (the state-law matrix): refused with
  // its reason before anything is read further or stored.
  const law = stateLawOf(state.abbreviation);
  if (law) problem(stateLawProblem(stateLawRequirements(law, coupleLawFactsFrom(facts, partners))));
  // Answers stored before a pair of options was declared incompatible: refused as the answer write refuses them.
  const { questionnaire, me, partner } = partners.context;
  const held = [me, partner].flatMap((assessment) =>
    assessment ? heldRestrictedPairs(questionnaire, assessment) : [],
  );
  const heldMessage = heldRestrictedPairsMessage(held);
  if (heldMessage) throw new DomainError("GENERATION_NOT_READY", heldMessage);

  const couple = await ctx.disclosure.forDocument(documentId);
  problem(disclosureProblemOf(facts, couple, actorId));
  const regeneration = regenerationOf(facts, partners, couple);
  const now = ctx.clock.now();
  problem(
    regenerationOverProblem({
      everGenerated: regeneration.everGenerated,
      weddingDate: weddingDateOf(partners),
      now,
      kind: facts.kind,
    }),
  );
  problem(
    upToDateProblem({ generated: facts.lastGeneratedAt !== null, needsRegeneration: regeneration.needsRegeneration }),
  );

  const [template, terms] = await Promise.all([
    ctx.templates.loadForGeneration(templateId),
    termValuesOf(ctx, stateId, templateId, facts.kind, facts.state?.abbreviation),
  ]);
  const text = assembleText({ ...facts, stateId }, partners, couple, template, terms);

  // The record entries written with this generation, before the PDF is drawn (the certificate
  // lists them); the generation's own entry, with the PDF's hash, follows once it exists.
  const recordSoFar = await ctx.repository.listRecord(documentId);
  if ((recordSoFar.at(-1)?.sequence ?? null) !== (facts.recordHead?.sequence ?? null))
    throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
  const pending = [
    ...disclosureHistoryEntries(facts.disclosureHistory, recordSoFar),
    ...disclosureEntries(couple, regeneration, now),
    ...counselEntries(facts, partners, recordSoFar, now),
    ...approvalsResetEntries(facts, actorId, now),
  ];
  const rendering: Rendering = await renderAgreement(ctx, {
    facts,
    state,
    sections: text.keyed,
    couple,
    terms,
    record: recordSoFar,
    pending,
    generation: { generatedAt: now, inputHash: regeneration.currentInputHash },
    // A new generation clears the review and the finalization: a draft until then.
    signing: { final: false, window: null },
    actorId,
  });
  const { pdfFile, docxFile } = rendering.prepared;
  const committedAt = commitTimeAfter(facts, now);
  // The other partner hears that a new text waits for their review (recorded with the text).
  const tellPartner = await partnerMilestoneMail(ctx, facts, actorId, "AGREEMENT_GENERATED");

  try {
    await ctx.db.transaction(async (tx) => {
      await ctx.documents.lockDocument(documentId, tx);
      // The facts were read once, before the rendering; under the lock only what it was drawn from is checked.
      const current = await ctx.repository.loadTextGuard(documentId, tx, { withContent: true });
      if (
        !current ||
        current.recordHeadSequence !== (facts.recordHead?.sequence ?? null) ||
        current.lastGeneratedInputHash !== facts.lastGeneratedInputHash ||
        current.contentFingerprint !== facts.contentFingerprint
      ) {
        throw new DomainError("GENERATION_FAILED", AGREEMENT_MESSAGES.changedMeanwhile);
      }
      const changes: AgreementFieldsChange = {
        ...newTextFields(facts, pdfFile.id, actorId, now),
        lastGeneratedInputHash: regeneration.currentInputHash,
        lastGeneratedAt: now,
      };
      await storeNewText(
        ctx,
        {
          documentId,
          actorId,
          rendering,
          sectionRows: text.sectionRows,
          clauseRows: text.clauseRows,
          commit: {
            kind: "GENERATION",
            committedAt,
            inputHash: regeneration.currentInputHash,
            inputParts: regeneration.parts as unknown as Record<string, unknown>,
          },
          textEntry: entry(
            "AGREEMENT_GENERATED",
            null,
            actorId,
            {
              inputHash: regeneration.currentInputHash,
              commitAt: committedAt.toISOString(),
              pdfFileId: pdfFile.id,
              pdfSha256: rendering.prepared.pdfSha256,
              docxSha256: rendering.prepared.docxSha256,
              // California's written explanation and waiver of counsel, per party, delivered with this text, and their ctx.files.
              separateWritings: separateWritingsOf(text.keyed),
            },
            now,
          ),
          changes,
        },
        tx,
      );
      await tellPartner?.(tx);
    });
  } catch (error) {
    await discardRendering(ctx, rendering);
    throw error;
  }
  return {
    document: await ctx.documents.documentFor(documentId, actorId),
    commitAt: committedAt.toISOString(),
    inputHash: regeneration.currentInputHash,
    pdfFileId: pdfFile.id,
    docxFileId: docxFile.id,
    missingAnswers: text.missingAnswers,
  };
}

/** Which document, and who asks (a partner, or staff reading it as partner A does). */
export type GenerateAgreementInput = { documentId: string; actorId: string };

/**
 * POST /documents/{id}/generate: templates + both partners' answers + the state + the disclosure →
 * the document's own sections and clauses, a PDF and a DOCX, a history snapshot, the record.
 */
export async function generateAgreement(
  ctx: AgreementContext,
  input: GenerateAgreementInput,
): Promise<GenerateResponse> {
  const { documentId, actorId } = input;
  try {
    return await generateOnce(ctx, documentId, actorId);
  } catch (error) {
    // Someone wrote to the record or the document meanwhile: every fact the check compares is
    // drawn in the PDF (the record in its certificate, the inputs in its text), so once more.
    if (error instanceof DomainError && error.code === "GENERATION_FAILED")
      return generateOnce(ctx, documentId, actorId);
    throw error;
  }
}

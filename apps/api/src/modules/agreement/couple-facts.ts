import {
  entriesWithoutValueBasis,
  inputHashOf,
  parseInputParts,
  partnerChanges,
  partnerInputParts,
  statusOf,
  type CoupleDisclosure,
  type GenerationInputParts,
} from "@prenup/agreement";
import {
  finalReviewDaysFor,
  partitionTitleOf,
  signingDeadlineFor,
  stateLawOf,
  valueBasisRuleFor,
} from "@prenup/content/runtime";
import { contentIds, type Executor } from "@prenup/db";
import {
  ATTORNEY_PLAN_QUESTION_KEY,
  attorneyPlanOf,
  reviewWaitStatus,
  chosenOptionIds,
  counselPlanOf,
  fullName,
  postnupCounselProblem,
  postnupDecisionAt,
  coupleLawFactsOf,
  STATE_LAW_TERM_OPTION_KEYS,
  visibleQuestionIds,
  coupleWeddingDate,
  disclosureAcknowledgementProblem,
  disclosureGenerationProblem,
  DomainError,
  finalizeProblem,
  isDocumentImported,
  regenerationNeed,
  reviewProblem,
  agreementTitleFor,
  reviewsOf,
  sideOf,
  signingDeadlineProblem,
  OWN_ATTORNEY_NAME_QUESTION_KEY,
  typedText,
  type AgreementKind,
  type AgreementProblem,
  type CounselFacts,
  type CoupleLawFacts,
  type DisclosureStatus,
  type PartnerRecord,
  type NameParts,
  type RegenerationReason,
  type Respondent,
  type Standing,
} from "@prenup/domain";
import type { UserContext } from "../standing/index.ts";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import type { GenerationFacts } from "./agreement.repository.ts";

/** Throws the rule's refusal, if any. */
export const problem = (found: AgreementProblem | null) => {
  if (found) throw new DomainError(found.code, found.message);
};

export type Partners = {
  /** Each partner's answers on the document (the one answer shape). */
  answers: { A: UserContext["myAnswers"]; B: UserContext["myAnswers"] };
  standing: Standing;
  context: UserContext;
};

export const questionByKey = (context: UserContext, key: string) =>
  context.questionnaire.questions.find((question) => question.key === key);

/** The couple's wedding date (`coupleWeddingDate`: partner A's answer, else partner B's). */
export function weddingDateOf(partners: Partners): string | null {
  return coupleWeddingDate({
    questions: partners.context.questionnaire.questions,
    A: partners.answers.A,
    B: partners.answers.B,
  });
}

/**
 * A partner's counsel facts for `counselPlanOf`: the attorney on record (assigned on the document
 * through their representation purchase), the questionnaire's attorney plan and the will-hire flag.
 */
export function counselFactsOf(facts: GenerationFacts, partners: Partners, side: Respondent): CounselFacts {
  const question = questionByKey(partners.context, ATTORNEY_PLAN_QUESTION_KEY);
  const answer = question
    ? partners.answers[side].find((candidate) => candidate.questionId === question.id)
    : undefined;
  const optionKeys = (answer ? chosenOptionIds(answer) : []).map(
    (id) => question?.options.find((option) => option.id === id)?.key ?? "",
  );
  return {
    attorneyOnRecord: (side === "A" ? facts.attorneyAId : facts.attorneyBId) !== null,
    attorneyPlan: attorneyPlanOf(optionKeys),
    willHireAttorney: side === "A" ? facts.userAWillHireAttorney : facts.userBWillHireAttorney,
  };
}

/**
 * A partner's recorded facts for the text (`withRecordedFacts`): their counsel facts, the name of
 * the attorney on record and the own attorney their answer names, from which the certification on
 * the signature page names the attorney the record certifies (`certifyingAttorneyOf`).
 */
export function partnerRecordOf(
  facts: GenerationFacts,
  partners: Partners,
  side: Respondent,
  disclosure: DisclosureStatus,
): PartnerRecord {
  const question = questionByKey(partners.context, OWN_ATTORNEY_NAME_QUESTION_KEY);
  const answer = question
    ? partners.answers[side].find((candidate) => candidate.questionId === question.id)
    : undefined;
  return {
    ...counselFactsOf(facts, partners, side),
    disclosure,
    agreementKind: facts.kind,
    attorneyOnRecordName: facts.attorneyNames[side],
    ownAttorneyName: typedText(answer) || null,
  };
}

/**
 * The couple's facts for the state-law matrix (`coupleLawFactsOf`): who is represented, as
 * `counselPlanOf` reads it, and the options each partner chose among the questions shown to them.
 */
export function coupleLawFactsFrom(facts: GenerationFacts, partners: Partners): CoupleLawFacts {
  const questions = partners.context.questionnaire.questions;
  // The state's questionnaire lists only the options offered there; a kept answer naming an option
  // the state does not offer is read by the option's reference id, so it is refused, not ignored.
  const optionKeyById = new Map([
    ...Object.values(STATE_LAW_TERM_OPTION_KEYS).flatMap((keys) =>
      keys.map((key) => [contentIds.questionOption(key), key] as const),
    ),
    ...questions.flatMap((question) => question.options.map((option) => [option.id, option.key] as const)),
  ]);
  const chosenOptionKeys = (side: Respondent) => {
    const visible = visibleQuestionIds(questions, partners.answers[side]);
    return partners.answers[side]
      .filter((answer) => visible.has(answer.questionId))
      .flatMap((answer) => chosenOptionIds(answer).map((id) => optionKeyById.get(id) ?? ""));
  };
  const represented = (side: Respondent) => counselPlanOf(counselFactsOf(facts, partners, side)).isRepresented;
  return coupleLawFactsOf({
    represented: { A: represented("A"), B: represented("B") },
    chosenOptionKeys: { A: chosenOptionKeys("A"), B: chosenOptionKeys("B") },
  });
}

export function namesOf(row: GenerationFacts["names"]["A"]): NameParts {
  return {
    firstName: row?.firstName ?? null,
    middleName: row?.middleName ?? null,
    lastName: row?.lastName ?? null,
    suffix: row?.suffix ?? null,
  };
}

export const anyAttorneyInvolved = (facts: GenerationFacts) => facts.attorneyAId !== null || facts.attorneyBId !== null;

/**
 * Whether both disclosures are given as the agreement recites them (`disclosureGenerationProblem`):
 * completed or declared empty, and in Minnesota every value with its basis; then each acknowledged
 * by the other partner as it stands now (`disclosureAcknowledgementProblem`). The caller reads "your".
 */
export function disclosureProblemOf(
  facts: GenerationFacts,
  couple: CoupleDisclosure,
  actorId: string,
): AgreementProblem | null {
  const partner = (side: Respondent) => {
    const disclosed = side === "A" ? couple.userA : couple.userB;
    return {
      status: statusOf(disclosed),
      firstName: facts.names[side]?.firstName ?? null,
      entriesWithoutValueBasis: entriesWithoutValueBasis(disclosed),
    };
  };
  const viewer = sideOf(facts, actorId);
  const given = disclosureGenerationProblem({
    partners: { A: partner("A"), B: partner("B") },
    viewer,
    valueBasis: valueBasisRuleFor(facts.state?.abbreviation),
  });
  if (given) return given;
  // Each disclosure the other partner acknowledged as it stands now (a source without versions asks nothing).
  const owner = (side: Respondent) => {
    const disclosed = side === "A" ? couple.userA : couple.userB;
    return {
      firstName: facts.names[side]?.firstName ?? null,
      acknowledgement: disclosed?.acknowledgement ?? {
        state: "CURRENT" as const,
        currentVersion: null,
        currentIsNew: false,
        acknowledgedVersion: null,
      },
    };
  };
  return disclosureAcknowledgementProblem({ owners: { A: owner("A"), B: owner("B") }, viewer });
}

function inputPartsOf(facts: GenerationFacts, partners: Partners, couple: CoupleDisclosure): GenerationInputParts {
  return {
    content: facts.contentFingerprint,
    partyA: partnerInputParts({ names: namesOf(facts.names.A), answers: partners.answers.A, disclosure: couple.userA }),
    partyB: partnerInputParts({ names: namesOf(facts.names.B), answers: partners.answers.B, disclosure: couple.userB }),
  };
}

/** The regeneration check: the inputs now against the last generation's. */
export function regenerationOf(facts: GenerationFacts, partners: Partners, couple: CoupleDisclosure) {
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
  return {
    parts,
    currentInputHash,
    changesA: everGenerated ? changesA : null,
    changesB: everGenerated ? changesB : null,
    everGenerated,
    ...need,
  };
}

export type Regeneration = ReturnType<typeof regenerationOf>;

/**
 * Whether the caller may mark the agreement reviewed, and finalize it, now: the rules PATCH
 * /documents/{id} enforces, in its order (the finalization closes at the wedding-day cutoff first).
 */
export function reviewAndFinalizeProblems(
  facts: GenerationFacts,
  partners: Partners,
  need: { needsRegeneration: boolean; reason: RegenerationReason | null },
  now: Date,
) {
  const flags = partners.standing.document;
  if (!flags) {
    const missing = { code: "DOCUMENT_NOT_FOUND", message: AGREEMENT_MESSAGES.documentNotFound } as const;
    return { review: missing, finalize: missing };
  }
  const attorneys = anyAttorneyInvolved(facts);
  const reviewDays = finalReviewDaysFor(facts.state?.abbreviation, facts.kind);
  const wait = reviewWaitStatus({
    reviewDays,
    reviewedAt: facts.reviewedAt,
    finalizedAt: null,
    anyAttorneyInvolved: attorneys,
    reviewPeriodFrom: facts.reviewPeriodFrom,
    now,
  });
  // Staff read the agreement as partner A does (`partnersOf`).
  const stamps = reviewsOf(facts, partners.standing.respondent ?? "A");
  const reviews = { mine: stamps.mine !== null, partner: stamps.partner !== null };
  return {
    review: reviewProblem({
      flags,
      needsRegeneration: need.needsRegeneration,
      regenerationReason: need.reason,
      reviewedByMe: reviews.mine,
    }),
    finalize:
      postnupCounselProblemOf(facts, partners, now) ??
      signingDeadlineProblem({
        deadline: signingDeadlineFor(facts.state?.abbreviation, facts.kind),
        weddingDate: weddingDateOf(partners),
        now,
        stateName: facts.state?.name ?? null,
      }) ??
      finalizeProblem({
        flags,
        needsRegeneration: need.needsRegeneration,
        regenerationReason: need.reason,
        anyAttorneyInvolved: attorneys,
        status: facts.status,
        reviews,
        reviewWait: { ...wait, days: reviewDays, stateName: facts.state?.name ?? null },
      }),
  };
}

/**
 * A postnup's counsel rule (`postnupCounselProblem`) on the state's decision today: each spouse's
 * counsel as `counselPlanOf` reads it. Null for a premarital agreement.
 */
function postnupCounselProblemOf(facts: GenerationFacts, partners: Partners, now: Date): AgreementProblem | null {
  if (facts.kind !== "POSTNUP" || !facts.state) return null;
  const row = stateLawOf(facts.state.abbreviation);
  if (!row) return null;
  const decision = postnupDecisionAt(row, now);
  const nameOf = (side: Respondent) => fullName(namesOf(facts.names[side])) || `Partner ${side}`;
  return postnupCounselProblem({
    decision,
    stateName: row.name,
    counsel: {
      A: counselPlanOf(counselFactsOf(facts, partners, "A")).status,
      B: counselPlanOf(counselFactsOf(facts, partners, "B")).status,
    },
    names: { A: nameOf("A"), B: nameOf("B") },
  });
}

// The reads every use case starts from: the document's facts and both partners' answers and standing.

/** The document's facts (404 DOCUMENT_NOT_FOUND for an unknown one). */
export async function factsOf(
  ctx: AgreementContext,
  documentId: string,
  executor?: Executor,
): Promise<GenerationFacts> {
  const facts = await ctx.repository.loadGenerationFacts(documentId, executor);
  if (!facts) throw new DomainError("DOCUMENT_NOT_FOUND", AGREEMENT_MESSAGES.documentNotFound);
  return facts;
}

/** Both partners' answers and the caller's standing, from the caller's context (one statement). */
export async function partnersOf(
  ctx: AgreementContext,
  documentId: string,
  actorId: string,
  facts: GenerationFacts,
): Promise<Partners> {
  // Staff read the document as partner A does.
  const viewer = sideOf(facts, actorId) ? actorId : facts.userAId;
  const context = await ctx.standing.loadContext(viewer, { documentId, withPartner: true, withFinancials: true });
  const mine = context.myAnswers;
  const theirs = context.partnerAnswers;
  const answers = sideOf(facts, viewer) === "A" ? { A: mine, B: theirs } : { A: theirs, B: mine };
  return { answers, standing: ctx.standing.standingOf(context), context };
}

/**
 * The state's terms for the document's template, by key; a postnup's title terms name it
 * (`agreementTitleFor`: Texas's partition and exchange agreement, elsewhere a postnuptial
 * agreement), whatever the state calls a premarital agreement.
 */
export async function termValuesOf(
  ctx: AgreementContext,
  stateId: string,
  templateId: string,
  kind: AgreementKind,
  stateAbbreviation: string | null | undefined,
): Promise<Record<string, string>> {
  const termList = await ctx.terms.listTerms({ stateId, documentTemplateId: templateId });
  const terms: Record<string, string> = Object.fromEntries(termList.map((term) => [term.key, term.value]));
  if (kind !== "POSTNUP") return terms;
  const title = agreementTitleFor(kind, terms["document_title"] ?? "", partitionTitleOf(stateAbbreviation));
  return { ...terms, document_title: title, document_title_upper: title.toLocaleUpperCase("en-US") };
}

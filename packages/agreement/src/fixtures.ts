/**
 * A complete fixture couple for tests and benchmarks: the agreement of a couple in any state from
 * the content package's templates, terms and default answers (the way the API assembles it from
 * the database rows), with an optional disclosure and record. Not used by the product itself.
 */
import {
  assembleAgreementSkeleton,
  buildDefaultAnswers,
  clauseTemplates,
  documentTemplateStates,
  questionnaire,
  questionnaireInState,
  questions,
  sectionTemplates,
  states,
  termsForState,
  toConditionAnswers,
  visibleQuestionKeys,
  type AnswerMap,
} from "@prenup/content";
import {
  ATTORNEY_PLAN_QUESTION_KEY,
  attorneyPlanOf,
  OWN_ATTORNEY_NAME_QUESTION_KEY,
  recordedFactAnswers,
  type NameParts,
  type PartnerRecord,
} from "@prenup/domain";
import { buildAgreementModel, type BuildAgreementModelInput } from "./build-model.ts";
import {
  scheduleLinesOf,
  statusOf,
  valueBasisDetail,
  type CoupleDisclosure,
  type DisclosedEntry,
  type PartnerDisclosure,
} from "./disclosure.ts";
import { DEATH_WAIVER_CLAUSE_KEYS, executionFormalities, hasClauseKey } from "./formalities.ts";
import type { AgreementModel, StoredSection } from "./model.ts";
import { chainRecordEntry, type RecordEntry } from "./record.ts";

export { pdfPageTexts } from "./pdf-text.ts";

export const FIXTURE_PARTIES: { A: NameParts; B: NameParts } = {
  A: { firstName: "Avery", middleName: "J.", lastName: "Stone" },
  B: { firstName: "Blake", lastName: "Moreno", suffix: "Jr." },
};

/** Typed answers every fixture partner gives (the rest are the questionnaire's defaults). */
export const FIXTURE_TYPED: Record<string, string> = {
  date_of_birth: "1990-05-01",
  phone_number: "+12025550100",
  wedding_date: "2027-06-12",
  wedding_location: "Asheville, North Carolina",
};

/** A typed answer the questionnaire would accept, different for each variant. */
export function typedValue(inputType: string | null, variant: number): string {
  switch (inputType) {
    case "NUMBER":
      return String(3 + variant);
    case "CURRENCY":
      return String(2500 + variant * 1000);
    case "DATE":
      return variant === 0 ? "2027-06-12" : "2027-09-18";
    default:
      return variant === 0 ? "First fixture text" : "Second fixture text";
  }
}

/**
 * The answers of a partner who gives `overrides` and otherwise keeps the defaults: every question
 * the engine shows is answered (its default options, or a typed value), and nothing hidden is.
 */
export function completeAnswers(stateId: string, overrides: AnswerMap): AnswerMap {
  const engine = questionnaireInState(questionnaire, stateId);
  let answers: AnswerMap = { ...fixtureAnswers(stateId), ...overrides };
  for (let round = 0; round < 6; round += 1) {
    const visible = visibleQuestionKeys(questionnaire, answers, stateId);
    const next: AnswerMap = {};
    for (const question of engine.questions) {
      if (!visible.has(question.id)) continue;
      const given = answers[question.id];
      if (given !== undefined) next[question.id] = given;
      else if (question.options.length > 0)
        next[question.id] = question.options
          .filter((option) => option.isDefault)
          .map((option) => option.id)
          .slice(0, 1)
          .concat(question.options.some((option) => option.isDefault) ? [] : [question.options[0]?.id ?? ""])
          .filter(Boolean);
      else next[question.id] = FIXTURE_TYPED[question.id] ?? typedValue(question.inputType ?? null, 0);
    }
    if (JSON.stringify(next) === JSON.stringify(answers)) break;
    answers = next;
  }
  return answers;
}

export function fixtureAnswers(stateId: string, overrides: AnswerMap = {}): AnswerMap {
  return { ...buildDefaultAnswers(questionnaire, stateId, FIXTURE_TYPED), ...overrides };
}

/** A partner's disclosure of `count` entries of every kind, in several currencies. */
export function fixtureDisclosure(userId: string, count: number): PartnerDisclosure {
  const kinds: DisclosedEntry["kind"][] = [
    "real-estate",
    "asset",
    "vehicle",
    "business",
    "inheritance-trust",
    "income",
    "debt",
  ];
  const entries: DisclosedEntry[] = Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length] as DisclosedEntry["kind"];
    const foreign = index % 5 === 4;
    const amount = 150_000 + index * 731_300;
    const valueBasis =
      kind === "real-estate"
        ? "appraisal of 2026-09-01"
        : kind === "income"
          ? "W-2 for 2025"
          : "statement of 2026-10-31";
    return {
      kind,
      title: `${kind === "debt" ? "Loan" : kind === "income" ? "Salary" : "Holding"} ${index + 1}`,
      details: [
        `Institution ${index + 1}`,
        kind === "real-estate" ? `${100 + index} Main Street, Springfield` : `Account ending ${1000 + index}`,
        valueBasisDetail(valueBasis)!,
      ],
      valueBasis,
      amountInCents: amount,
      currency: foreign ? "EUR" : "USD",
      amountInUsdCents: foreign ? Math.round(amount * 1.08) : amount,
      isJoint: index % 6 === 5,
      userAPercentage: index % 6 === 5 ? 50 : null,
      userBPercentage: index % 6 === 5 ? 50 : null,
      ...(index % 4 === 1
        ? { documents: [{ name: `statement-${index + 1}.pdf`, sha256: (index + 1).toString(16).padStart(64, "0") }] }
        : {}),
    };
  });
  const sum = (predicate: (entry: DisclosedEntry) => boolean) =>
    entries.filter(predicate).reduce((total, entry) => total + (entry.amountInUsdCents ?? 0), 0);
  const assets = sum((entry) => entry.kind !== "debt" && entry.kind !== "income");
  const debts = sum((entry) => entry.kind === "debt");
  return {
    userId,
    status: count > 0 ? "COMPLETED" : "NOTHING_TO_DISCLOSE",
    declaredAt: new Date("2026-11-20T09:00:00.000Z"),
    entries,
    totalsInUsdCents: {
      assets,
      debts,
      netWorth: assets - debts,
      annualIncome: sum((entry) => entry.kind === "income"),
    },
    rateDate: "2026-11-20",
    lastChangedAt: new Date("2026-11-19T10:00:00.000Z"),
  };
}

export type FixtureAgreement = {
  sections: StoredSection[];
  model: AgreementModel;
  missingAnswers: string[];
  unresolvedPlaceholders: string[];
};

/** The fixture couple's agreement in a state: the stored sections (as generation stores them) and the model. */
export function fixtureAgreement(
  stateId: string,
  options: {
    answersA?: AnswerMap;
    answersB?: AnswerMap;
    disclosure?: CoupleDisclosure;
    record?: RecordEntry[] | null;
    witnessRequired?: boolean;
    /** The final agreement with its signing window (default: a draft). */
    signing?: BuildAgreementModelInput["signing"];
    /**
     * What the product has on record for each partner (recorded facts, as generation adds them):
     * by default no attorney on record, the attorney plan and own attorney the partner's answers give, and the
     * disclosure as `disclosure` gives it — given with entries, declared empty without (generation
     * refuses anything else).
     */
    recorded?: Partial<Record<"A" | "B", Partial<PartnerRecord>>>;
  } = {},
): FixtureAgreement {
  const state = states.find((candidate) => candidate.abbreviation === stateId);
  const templateState = documentTemplateStates.find((candidate) => candidate.stateId === stateId);
  if (!state || !templateState) throw new Error(`no state ${stateId}`);
  const terms = termsForState(stateId);
  const disclosure = options.disclosure ?? { userA: null, userB: null };
  const answersOf = (side: "A" | "B"): AnswerMap =>
    (side === "A" ? options.answersA : options.answersB) ?? fixtureAnswers(stateId);
  const recordOf = (side: "A" | "B"): PartnerRecord => {
    const partner = side === "A" ? disclosure.userA : disclosure.userB;
    const status = statusOf(partner);
    const plan = answersOf(side)[ATTORNEY_PLAN_QUESTION_KEY] ?? [];
    const ownAttorneyName = answersOf(side)[OWN_ATTORNEY_NAME_QUESTION_KEY];
    return {
      attorneyOnRecord: false,
      attorneyPlan: attorneyPlanOf(Array.isArray(plan) ? plan : [plan]),
      ownAttorneyName: typeof ownAttorneyName === "string" ? ownAttorneyName : null,
      disclosure:
        status === "NOT_STARTED" || status === "IN_PROGRESS"
          ? (partner?.entries.length ?? 0) > 0
            ? "COMPLETED"
            : "NOTHING_TO_DISCLOSE"
          : status,
      ...options.recorded?.[side],
    };
  };
  const skeleton = assembleAgreementSkeleton({
    stateId,
    terms,
    sectionTemplates,
    clauseTemplates,
    questions,
    partyA: FIXTURE_PARTIES.A,
    partyB: FIXTURE_PARTIES.B,
    answersA: [...toConditionAnswers(answersOf("A")), ...recordedFactAnswers(recordOf("A"))],
    answersB: [...toConditionAnswers(answersOf("B")), ...recordedFactAnswers(recordOf("B"))],
    schedules: { A: scheduleLinesOf(disclosure.userA), B: scheduleLinesOf(disclosure.userB) },
  });
  const sections: StoredSection[] = skeleton.sections.map((section) => ({ ...section, clauses: section.clauses }));
  const model = buildAgreementModel({
    documentTitle: templateState.termForDocument,
    stateName: state.name,
    stateStyle: terms.state_style ?? state.name,
    venueLine: terms.venue_line ?? "",
    parties: FIXTURE_PARTIES,
    sections,
    formalities: executionFormalities({
      stateAbbreviation: stateId,
      witnessRequired: options.witnessRequired ?? templateState.witnessRequired,
      waivesRightsAtDeath: hasClauseKey(sections, DEATH_WAIVER_CLAUSE_KEYS),
    }),
    disclosure,
    record: options.record === undefined ? fixtureRecord("00000000-0000-4000-8000-000000000001") : options.record,
    generation: { generatedAt: new Date("2026-11-21T12:00:00.000Z"), inputHash: "f".repeat(64) },
    ...(options.signing ? { signing: options.signing } : {}),
  });
  return {
    sections,
    model,
    missingAnswers: skeleton.missingAnswers,
    unresolvedPlaceholders: skeleton.unresolvedPlaceholders,
  };
}

/** A short record: both disclosures, counsel, a review. */
export function fixtureRecord(documentId: string): RecordEntry[] {
  const entries: RecordEntry[] = [];
  const add = (content: Omit<RecordEntry, "sequence" | "previousHash" | "hash" | "documentId">) => {
    entries.push(chainRecordEntry(entries.at(-1) ?? null, { documentId, ...content }));
  };
  add({
    kind: "DISCLOSURE_INCLUDED",
    occurredAt: "2026-11-21T11:59:00.000Z",
    actorUserId: null,
    respondent: "A",
    details: { entryCount: 3, netWorthInUsdCents: 12_500_000, lastChangedAt: "2026-11-19T10:00:00.000Z" },
  });
  add({
    kind: "DISCLOSURE_INCLUDED",
    occurredAt: "2026-11-21T11:59:00.000Z",
    actorUserId: null,
    respondent: "B",
    details: { entryCount: 0 },
  });
  add({
    kind: "COUNSEL_RECORDED",
    occurredAt: "2026-11-21T11:59:00.000Z",
    actorUserId: null,
    respondent: "A",
    details: { status: "WAIVED" },
  });
  add({
    kind: "COUNSEL_RECORDED",
    occurredAt: "2026-11-21T11:59:00.000Z",
    actorUserId: null,
    respondent: "B",
    details: { status: "ATTORNEY_ASSIGNED", attorneyName: "Harper Quinn" },
  });
  return entries;
}
export { fixtureDossierInput, DOSSIER_DOCUMENT_ID } from "./dossier-fixtures.ts";

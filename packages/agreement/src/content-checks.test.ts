/**
 * The content checks of the agreement: the fixture couple's agreement generated in every one of the
 * 51 jurisdictions, and the proof that the answers really drive the text.
 */
import {
  clauseTemplates,
  documentTemplateStates,
  executionFormalitiesByState,
  questionnaire,
  questionnaireInState,
  questions,
  sectionTemplates,
  states,
  type AnswerMap,
} from "@prenup/content";
import { isRecordedFactKey, type SigningDeadline } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { completeAnswers, fixtureAgreement, typedValue } from "./fixtures.ts";
import type { AgreementModel, StoredClause, StoredSection } from "./model.ts";

function clauseKeys(sections: readonly StoredSection[]): Set<string> {
  const keys = new Set<string>();
  const walk = (clauses: readonly StoredClause[]) => {
    for (const clause of clauses) {
      if (clause.key) keys.add(clause.key);
      walk(clause.children);
    }
  };
  for (const section of sections) walk(section.clauses);
  return keys;
}

function partKeys(model: AgreementModel): string[] {
  return model.parts.map((part) => {
    switch (part.type) {
      case "title":
        return "caption";
      case "article":
      case "page":
        return part.article.key ?? "";
      case "schedule":
        return part.schedule.key ?? "";
      default:
        return part.type;
    }
  });
}

type ExpectedExecution = {
  witnessLabels: string[][];
  certificate: RegExp;
  counterparts: boolean;
  remoteNotarization: boolean;
  deadline: SigningDeadline;
};

/** The general short-form certificate, both counterparts and remote notarization: most states. */
const DEFAULT_EXECUTION: ExpectedExecution = {
  witnessLabels: [],
  certificate: /acknowledged before me on/,
  counterparts: true,
  remoteNotarization: true,
  deadline: "BEFORE_MARRIAGE",
};
const NO_REMOTE: ExpectedExecution = { ...DEFAULT_EXECUTION, remoteNotarization: false };

/** Where a jurisdiction's execution differs (facts in the state-law matrix, state-law/execution.ts). */
const EXPECTED_EXECUTION: Record<string, ExpectedExecution> = {
  AR: { ...DEFAULT_EXECUTION, certificate: /^State of Arkansas\n.*their own act and deed/s },
  CA: { ...NO_REMOTE, certificate: /^State of California\n.*PENALTY OF PERJURY/s },
  GA: { ...NO_REMOTE, witnessLabels: [["Witness 1", "Witness 2 (notary public)"]], counterparts: false },
  LA: {
    witnessLabels: [["Witness 1", "Witness 2"]],
    certificate: /^THUS DONE AND PASSED, in a single sitting, in the Parish of/,
    counterparts: false,
    remoteNotarization: false,
    deadline: "BEFORE_MARRIAGE",
  },
  MN: {
    ...NO_REMOTE,
    witnessLabels: [["Witness 1", "Witness 2"]],
    counterparts: false,
    deadline: "SEVEN_DAYS_BEFORE_MARRIAGE",
  },
  MS: NO_REMOTE,
  // Remote acts read as ink on paper, exclusions unread, or the law not read: in person (state-law/execution.ts).
  AL: NO_REMOTE,
  CT: NO_REMOTE,
  PA: NO_REMOTE,
  WV: NO_REMOTE,
  // Wis. Stat. § 140.145(10)(d): remote notarial acts do not reach marital property agreements.
  WI: NO_REMOTE,
  NY: { ...DEFAULT_EXECUTION, certificate: /^State of New York\nCounty of _+\nOn the _+ day of/ },
  FL: {
    ...DEFAULT_EXECUTION,
    certificate:
      /^State of Florida\nCounty of _+\nThe foregoing .+ was acknowledged before me by means of ☐ physical presence or ☐ online notarization/,
  },
  SC: NO_REMOTE,
};

describe("the agreement in every jurisdiction", () => {
  const mandatory = sectionTemplates.filter((section) => section.isMandatory).map((section) => section.key);

  it("covers 51 jurisdictions", () => {
    expect(states).toHaveLength(51);
  });

  for (const state of states) {
    it(`${state.abbreviation} (${state.name})`, () => {
      const { sections, model, missingAnswers, unresolvedPlaceholders } = fixtureAgreement(state.abbreviation);
      const templateState = documentTemplateStates.find((candidate) => candidate.stateId === state.abbreviation);
      const text = modelText(model);
      const keys = clauseKeys(sections);

      // Every mandatory article is there, with clauses of its own, and in the document's layout.
      for (const key of mandatory) {
        const section = sections.find((candidate) => candidate.key === key);
        expect(section, key).toBeDefined();
        expect(section?.clauses.length, key).toBeGreaterThan(0);
      }
      const layout = partKeys(model);
      for (const key of mandatory.filter((key) => !["signatures", "acknowledgements"].includes(key)))
        expect(layout, key).toContain(key);
      expect(layout).toContain("signatures");
      // An act passed on the execution page (Louisiana) has no separate acknowledgements page.
      if (executionFormalitiesByState[state.abbreviation]?.acknowledgementForm.value !== "LOUISIANA_AUTHENTIC_ACT")
        expect(layout).toContain("acknowledgements");

      // No empty article, nothing left unfilled.
      for (const part of model.parts) {
        if (part.type === "article" || part.type === "page") {
          expect(part.article.clauses.length > 0 || part.article.intro.trim() !== "", part.article.key ?? "").toBe(
            true,
          );
        }
      }
      expect(missingAnswers).toEqual([]);
      expect(unresolvedPlaceholders).toEqual([]);
      expect(text).not.toMatch(/\{\{|\}\}/);

      // The state's name for the agreement, its statute and its property law.
      expect(model.documentTitle).toBe(templateState?.termForDocument);
      expect(model.parts[0]).toMatchObject({ type: "title", title: templateState?.termForDocument.toUpperCase() });
      expect(templateState?.statute).not.toBe("");
      expect(text).toContain(`This Agreement is made under ${templateState?.statute}`);
      const community = state.distributionLaw === "COMMUNITY_PROPERTY";
      expect(keys.has("def_community_property"), "community property definition").toBe(community);
      expect(keys.has("def_marital_property"), "marital property definition").toBe(!community);
      expect(keys.has("mp_default_community") || keys.has("mp_default_equitable")).toBe(true);
      expect(keys.has("mp_default_community")).toBe(community);

      // Execution as modelled for the state: witness lines, the certificate, counterparts, remote notarization.
      const expected = EXPECTED_EXECUTION[state.abbreviation] ?? DEFAULT_EXECUTION;
      const signatures = model.parts.find((part) => part.type === "signatures");
      const page = signatures?.type === "signatures" ? signatures.signatures : null;
      expect(page?.witnessGroups.map((group) => group.labels)).toEqual(expected.witnessLabels);
      expect(templateState?.witnessRequired).toBe(expected.witnessLabels.length > 0);
      expect(text.includes("Witness 1")).toBe(expected.witnessLabels.length > 0);
      const acknowledgements = model.parts.find((part) => part.type === "acknowledgements");
      const first =
        acknowledgements?.type === "acknowledgements" ? acknowledgements.acknowledgements.certificates[0] : undefined;
      const certificate = first ? [...(first.venue?.lines ?? []), first.body].join("\n") : page?.act?.body;
      expect(certificate).toMatch(expected.certificate);
      expect(acknowledgements === undefined).toBe(page?.act !== null);
      expect(keys.has("gen_counterparts")).toBe(expected.counterparts);
      expect(keys.has("gen_one_original")).toBe(!expected.counterparts);
      expect(page?.counterpartsAllowed).toBe(expected.counterparts);
      expect(state.allowsOnlineNotary).toBe(expected.remoteNotarization);
      expect(executionFormalitiesByState[state.abbreviation]?.signingDeadline.value).toBe(expected.deadline);
      for (const fact of Object.values(executionFormalitiesByState[state.abbreviation] ?? {})) {
        if (fact && typeof fact === "object") expect(fact.citation.length, state.abbreviation).toBeGreaterThan(6);
      }

      // California's counsel and 7-day statement in California only.
      expect(keys.has("counsel_california_seven_days")).toBe(state.abbreviation === "CA");
      expect(text.includes("at least seven calendar days passed")).toBe(state.abbreviation === "CA");

      // The partners, the wedding and the schedules.
      expect(text).toContain("Avery J. Stone");
      expect(text).toContain("Blake Moreno Jr.");
      expect(text).toContain("June 12, 2027");
      expect(model.parts.filter((part) => part.type === "schedule")).toHaveLength(2);
    });
  }
});

type Condition = { questionId: string; questionOptionIds?: string[] };

const PARENT_OF = new Map(questions.map((question) => [question.key, question.parentKey]));

/**
 * What the clauses and sections depend on: the questions their conditions name (with the options
 * they name) and the questions their placeholders print (with the clauses that print them). A
 * condition that only repeats the parent answer a follow-up named beside it needs (so that a hidden
 * follow-up's kept answer prints nothing) is not a dependency of its own.
 */
function clauseDependencies() {
  const questions = new Set<string>();
  const options = new Set<string>();
  const printedBy = new Map<string, Set<string>>();
  const fromConditions = (conditions: { conditions?: Condition[]; anyOf?: Condition[][] } | null) => {
    const all = [...(conditions?.conditions ?? []), ...(conditions?.anyOf ?? []).flat()];
    const guarded = new Set(
      all.map((condition) => PARENT_OF.get(condition.questionId)).filter((key): key is string => Boolean(key)),
    );
    for (const condition of all) {
      if (guarded.has(condition.questionId)) continue;
      // Recorded facts are no answers: generation supplies them (see disclosure-recitals.test.ts).
      if (isRecordedFactKey(condition.questionId)) continue;
      questions.add(condition.questionId);
      for (const option of condition.questionOptionIds ?? []) options.add(option);
    }
  };
  for (const section of sectionTemplates) fromConditions(section.conditions);
  for (const clause of clauseTemplates.filter((candidate) => !candidate.isLibraryOnly)) {
    fromConditions(clause.conditions);
    for (const match of `${clause.title ?? ""} ${clause.text}`.matchAll(
      /\{\{\s*answer[AB]?\.([A-Za-z0-9_]+)\s*\}\}/g,
    )) {
      const key = match[1] as string;
      if (isRecordedFactKey(key)) continue;
      questions.add(key);
      printedBy.set(key, (printedBy.get(key) ?? new Set()).add(clause.key));
    }
  }
  return { questions, options, printedBy };
}

describe("the answers drive the text", () => {
  const dependencies = clauseDependencies();
  const dependedOn = dependencies.questions;
  const byKey = new Map(questions.map((question) => [question.key, question]));

  it("depends on a good part of the questionnaire", () => {
    expect(dependedOn.size).toBeGreaterThan(40);
    for (const key of dependedOn) expect(byKey.has(key), key).toBe(true);
  });

  // A community-property state, an equitable-distribution one with maintenance, and a witness state.
  for (const stateId of ["CA", "NY", "MN"]) {
    it(`${stateId}: changing any one answer a clause depends on changes the agreement`, () => {
      const baseline = completeAnswers(stateId, {});
      const baselineAgreement = fixtureAgreement(stateId, { answersA: baseline, answersB: baseline });
      const baselineText = modelText(baselineAgreement.model);
      // Some clauses also need both partners' attorneys on record (California's support terms).
      const represented = { A: { attorneyOnRecord: true }, B: { attorneyOnRecord: true } };
      const representedText = modelText(
        fixtureAgreement(stateId, { answersA: baseline, answersB: baseline, recorded: represented }).model,
      );
      const baselineClauses = clauseKeys(baselineAgreement.sections);
      const unchanged: string[] = [];
      let tried = 0;
      for (const key of dependedOn) {
        const question = byKey.get(key);
        if (!question) continue;
        const engine = questionnaireInState(questionnaire, stateId).questionById.get(key);
        if (!engine) continue; // not asked in this state
        // An option counts when a condition names it (or names the answer it replaces); a typed
        // answer counts where a clause of the agreement prints it.
        const current = baseline[key];
        const currentNamed = Array.isArray(current) && current.some((option) => dependencies.options.has(option));
        const printed = [...(dependencies.printedBy.get(key) ?? [])].some((clause) => baselineClauses.has(clause));
        const variants: AnswerMap[] =
          engine.options.length > 0
            ? engine.options
                .filter((option) => currentNamed || dependencies.options.has(option.id))
                .map((option) => ({ [key]: [option.id] }))
            : printed
              ? [{ [key]: typedValue(engine.inputType ?? null, 1) }]
              : [];
        for (const variant of variants) {
          // The partners agree on the new answer (conditions without a respondent look at either).
          const answers = completeAnswers(stateId, { ...variantParents(key, stateId), ...variant });
          if (JSON.stringify(answers) === JSON.stringify(baseline)) continue;
          tried += 1;
          const text = modelText(fixtureAgreement(stateId, { answersA: answers, answersB: answers }).model);
          if (text !== baselineText) continue;
          const withCounsel = modelText(
            fixtureAgreement(stateId, { answersA: answers, answersB: answers, recorded: represented }).model,
          );
          if (withCounsel === representedText) unchanged.push(`${key}=${JSON.stringify(variant[key])}`);
        }
      }
      expect(tried).toBeGreaterThan(60);
      expect(unchanged).toEqual([]);
    });
  }
});

/** The parent answers that show a follow-up question (so changing it is possible at all). */
function variantParents(key: string, stateId: string): AnswerMap {
  const question = questions.find((candidate) => candidate.key === key);
  if (!question?.parentKey || question.visibleWhenOptionKeys.length === 0) return {};
  const parent = questions.find((candidate) => candidate.key === question.parentKey);
  const parents = parent ? variantParents(parent.key, stateId) : {};
  return { ...parents, [question.parentKey]: [question.visibleWhenOptionKeys[0] as string] };
}

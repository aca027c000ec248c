/**
 * Walks every question and shows that each answer option changes the agreement: it reveals a
 * follow-up question or changes the selected clauses, unless it is explicitly informational (and
 * then it must change nothing). Typed questions must feed the text or a condition, or be marked
 * informational.
 */
import { describe, expect, it } from "vitest";
import {
  attorneyPlanOf,
  evaluateClauseConditions,
  OWN_ATTORNEY_NAME_QUESTION_KEY,
  recordedFactAnswers,
} from "@prenup/domain";
import {
  clauseTemplates,
  isOptionOffered,
  isQuestionAskedInState,
  questionnaire,
  visibleQuestionKeys,
  questions,
  sectionTemplates,
  toConditionAnswers,
  type AnswerMap,
  type Question,
  type QuestionOption,
} from "./index.ts";

/** States with different law profiles: counsel for support, protected support, witnesses, opt-in, community and equitable. */
const PROFILE_STATES = ["CA", "NY", "TX", "IA", "AK", "MN", "LA", "OH", "FL"];
const byKey = new Map(questions.map((q) => [q.key, q]));
const optionByKey = new Map(questions.flatMap((q) => q.options.map((o) => [o.key, o] as const)));

function sampleTyped(question: Question): string {
  switch (question.inputType) {
    case "CURRENCY":
      return "2500";
    case "NUMBER":
      return "3";
    case "DATE":
      return question.inputRestriction === "PAST_DATE" ? "2020-02-01" : "2027-06-12";
    case "PHONE":
      return "+12025550100";
    default:
      return "Sample answer";
  }
}

/**
 * Answers for one partner: overrides where given (null = leave unanswered), defaults elsewhere, on
 * every question the answers show. Filled in rounds until the shown questions stop changing (an
 * answer can reveal a follow-up), so visibility is computed once per round, not once per question.
 */
function answersWith(stateId: string, overrides: Record<string, string[] | null>): AnswerMap {
  const answerFor = (question: Question): string | string[] | undefined => {
    if (question.key in overrides) return overrides[question.key] ?? undefined;
    if (question.options.length === 0) return sampleTyped(question);
    const defaults = question.options.filter((o) => o.isDefault && isOptionOffered(o, stateId)).map((o) => o.key);
    return defaults.length > 0 ? defaults : undefined;
  };
  let answers: AnswerMap = {};
  for (let round = 0; round < 20; round += 1) {
    const visible = visibleQuestionKeys(questionnaire, answers, stateId);
    const next: AnswerMap = {};
    for (const question of questions) {
      const value = visible.has(question.key) ? answerFor(question) : undefined;
      if (value !== undefined) next[question.key] = value;
    }
    if (Object.keys(next).join() === Object.keys(answers).join()) return next;
    answers = next;
  }
  throw new Error(`The shown questions in ${stateId} never settle`);
}

/** Overrides that make `question` visible: each ancestor answered with an option that reveals the next. */
function revealing(question: Question): Record<string, string[]> {
  const overrides: Record<string, string[]> = {};
  let current = question;
  while (current.parentKey !== null) {
    const parent = byKey.get(current.parentKey) as Question;
    overrides[parent.key] = [current.visibleWhenOptionKeys[0] as string];
    current = parent;
  }
  return overrides;
}

/**
 * The templates selected for a couple who both give `answers`, with the recorded facts generation
 * adds: both disclosures given and, in California (where support limits need counsel of record),
 * an attorney assigned to each.
 */
function selectedTemplates(stateId: string, answers: AnswerMap, attorneyOnRecord = stateId === "CA"): string {
  const plan = answers["attorney_plan"] ?? [];
  const record = recordedFactAnswers({
    attorneyOnRecord,
    attorneyPlan: attorneyPlanOf(Array.isArray(plan) ? plan : [plan]),
    disclosure: "COMPLETED",
  });
  const context = {
    stateId,
    answersA: [...toConditionAnswers(answers), ...record],
    answersB: [...toConditionAnswers(answers), ...record],
  };
  const sections = sectionTemplates.filter((s) => evaluateClauseConditions(s.conditions, context)).map((s) => s.key);
  const clauses = clauseTemplates
    .filter(
      (c) =>
        !c.isLibraryOnly && sections.includes(c.sectionTemplateKey) && evaluateClauseConditions(c.conditions, context),
    )
    .map((c) => c.key);
  return [...sections, ...clauses].join(",");
}

describe("every answer option matters", () => {
  const choiceQuestions = questions.filter((q) => q.options.length > 0);

  for (const question of choiceQuestions) {
    it(`${question.key}: each option reveals a follow-up or changes the agreement`, () => {
      const base = revealing(question);
      for (const option of question.options) {
        const revealsFollowUp = questions.some(
          (q) => q.parentKey === question.key && q.visibleWhenOptionKeys.includes(option.key),
        );
        // A state counts when the couple can reach the option there: the question and every
        // revealing ancestor option are offered in it.
        const reachable = (s: string) =>
          isQuestionAskedInState(question, s) &&
          isOptionOffered(option, s) &&
          Object.values(base).every(([key]) => isOptionOffered(optionByKey.get(key as string) as QuestionOption, s));
        const states = PROFILE_STATES.filter(reachable);
        // An option restricted to states outside the profile set is tested in its own states.
        const own = option.restrictedToStateIds.length > 0 ? option.restrictedToStateIds : question.stateIds;
        const testStates = states.length > 0 ? states : own.filter(reachable);
        expect(testStates.length, `${option.key} is reachable somewhere`).toBeGreaterThan(0);
        for (const stateId of testStates) {
          // California writes a support limit only when both partners have counsel (Fam. Code § 1612(c)),
          // on record (selectedTemplates adds the assigned attorneys) and as planned.
          const counsel: Record<string, string[]> =
            stateId === "CA" && question.key !== "attorney_plan"
              ? { attorney_plan: ["attorney_plan__hire_through_us"] }
              : {};
          // The attorney plan is tested with nobody on record: an attorney on record certifies
          // whatever the plan (certifyingAttorneyOf), so the plan's own effect shows without one.
          const onRecord = stateId === "CA" && question.key !== "attorney_plan";
          const without = selectedTemplates(
            stateId,
            answersWith(stateId, { ...counsel, ...base, [question.key]: null }),
            onRecord,
          );
          const withOption = selectedTemplates(
            stateId,
            answersWith(stateId, { ...counsel, ...base, [question.key]: [option.key] }),
            onRecord,
          );
          const changes = without !== withOption;
          if (option.isInformational) {
            expect(
              changes || revealsFollowUp,
              `${option.key} is informational but changes the agreement in ${stateId}`,
            ).toBe(false);
          } else {
            expect(changes || revealsFollowUp, `${option.key} changes nothing in ${stateId}`).toBe(true);
          }
        }
      }
    });
  }

  it("uses every typed answer in the agreement text or a condition, unless informational", () => {
    const used = new Set<string>();
    for (const clause of clauseTemplates) {
      for (const match of clause.text.matchAll(/\{\{answer[AB]?\.([a-z0-9_]+)\}\}/g)) used.add(match[1] as string);
      for (const condition of [...(clause.conditions.conditions ?? []), ...(clause.conditions.anyOf ?? []).flat()])
        used.add(condition.questionId);
    }
    // The own attorney's name reaches the certification through the recorded fact generation adds (certifyingAttorneyOf).
    used.add(OWN_ATTORNEY_NAME_QUESTION_KEY);
    const unused = questions
      .filter((q) => q.options.length === 0 && !q.isInformational && !used.has(q.key))
      .map((q) => q.key);
    expect(unused).toEqual([]);
    // Informational typed questions are really not used.
    const misflagged = questions
      .filter((q) => q.options.length === 0 && q.isInformational && used.has(q.key))
      .map((q) => q.key);
    expect(misflagged).toEqual([]);
  });
});

/**
 * Contradictory choices never reach the agreement. The content declares the option pairs a partner
 * may not hold at once (`incompatibleOptions`) and, separately, the clause pairs that contradict each
 * other (`contradictoryClauses`). These tests generate agreements and prove that a declared clause
 * pair is only ever printed for answers the questionnaire engine refuses (findRestrictedConflict),
 * that each declared option pair is refused in either order, that a follow-up's clause never prints
 * from a hidden (stale) answer, and that general clauses yield to the specific ones printed beside them.
 */
import { describe, expect, it } from "vitest";
import {
  assessQuestionnaire,
  buildQuestionnaire,
  findRestrictedConflict,
  isRecordedFactKey,
  type Questionnaire as Engine,
} from "@prenup/domain";
import { finalReviewDaysFor } from "./data/state-law/execution.ts";
import {
  assembleAgreementSkeleton,
  buildDefaultAnswers,
  clauseTemplates,
  contradictoryClauses,
  flattenClauses,
  incompatibleOptions,
  isOptionOffered,
  isQuestionAskedInState,
  questionnaire,
  questionnaireInState,
  questions,
  sectionTemplates,
  states,
  termsForState,
  toConditionAnswers,
  toQuestionnaireContent,
  visibleQuestionKeys,
  type AnswerMap,
  type ClauseTemplate,
  type ContentClauseConditions,
  type Question,
} from "./index.ts";

const TYPED = {
  date_of_birth: "1990-05-01",
  phone_number: "+12025550100",
  wedding_date: "2027-06-12",
  wedding_location: "Asheville, North Carolina",
};
const STATE_IDS = states.map((state) => state.abbreviation);
const questionByKey = new Map(questions.map((question) => [question.key, question]));
const questionOfOption = new Map(
  questions.flatMap((question) => question.options.map((option) => [option.key, question] as const)),
);
const optionByKey = new Map(
  questions.flatMap((question) => question.options.map((option) => [option.key, option] as const)),
);
const clauseByKey = new Map(clauseTemplates.map((clause) => [clause.key, clause]));
const sectionByKey = new Map(sectionTemplates.map((section) => [section.key, section]));

function sampleTyped(question: Pick<Question, "inputType" | "inputRestriction">): string {
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

const isSingleChoice = (question: Question) =>
  question.questionType === "RADIO" || question.questionType === "DROPDOWN";

/**
 * `forced` plus `more`, or null when they cannot both hold: two different options of a
 * one-choice question (a checkbox question takes both).
 */
function merge(forced: AnswerMap | null, more: AnswerMap): AnswerMap | null {
  if (forced === null) return null;
  const out: AnswerMap = { ...forced };
  for (const [key, value] of Object.entries(more)) {
    const known = out[key];
    if (known === undefined) out[key] = value;
    else if (Array.isArray(known) && Array.isArray(value)) {
      const union = [...new Set([...known, ...value])];
      if (union.length > 1 && isSingleChoice(questionByKey.get(key)!)) return null;
      out[key] = union;
    }
  }
  return out;
}

/** The option, with an option of each ancestor that reveals the next question down to it. */
function choosing(optionKey: string): AnswerMap {
  const question = questionOfOption.get(optionKey)!;
  const answers: AnswerMap = { [question.key]: [optionKey] };
  for (let current = question; current.parentKey !== null; current = questionByKey.get(current.parentKey)!) {
    answers[current.parentKey] = [current.visibleWhenOptionKeys[0]!];
  }
  return answers;
}

/**
 * A partner's answers in `stateId`: `forced`, then every other shown question answered with its
 * default or a typed sample, as the default answers are. A question `forced` hides keeps its
 * answer, as a stored answer is kept when its parent changes. Null when a forced question or option
 * is not offered in the state.
 */
function complete(stateId: string, forced: AnswerMap): AnswerMap | null {
  for (const [key, value] of Object.entries(forced)) {
    const question = questionByKey.get(key)!;
    if (!isQuestionAskedInState(question, stateId)) return null;
    if (Array.isArray(value) && value.some((optionKey) => !isOptionOffered(optionByKey.get(optionKey)!, stateId)))
      return null;
  }
  const engine = questionnaireInState(questionnaire, stateId);
  let answers: AnswerMap = { ...buildDefaultAnswers(questionnaire, stateId, TYPED), ...forced };
  for (let round = 0; round < 8; round += 1) {
    const visible = visibleQuestionKeys(questionnaire, answers, stateId);
    const next: AnswerMap = { ...answers };
    for (const question of engine.questions) {
      if (!visible.has(question.id) || next[question.id] !== undefined) continue;
      if (question.options.length === 0)
        next[question.id] =
          TYPED[question.id as keyof typeof TYPED] ??
          sampleTyped({ inputType: question.inputType ?? null, inputRestriction: question.inputRestriction ?? null });
      else {
        const defaults = question.options.filter((option) => option.isDefault).map((option) => option.id);
        if (defaults.length > 0) next[question.id] = defaults;
      }
    }
    if (Object.keys(next).length === Object.keys(answers).length) break;
    answers = next;
  }
  return answers;
}

/** The keys of the clauses an agreement with these answers prints. */
function printed(stateId: string, answersA: AnswerMap, answersB: AnswerMap): Set<string> {
  const skeleton = assembleAgreementSkeleton({
    stateId,
    terms: termsForState(stateId),
    sectionTemplates,
    clauseTemplates,
    questions,
    partyA: { firstName: "Avery", lastName: "Stone" },
    partyB: { firstName: "Blake", lastName: "Moreno" },
    answersA: toConditionAnswers(answersA),
    answersB: toConditionAnswers(answersB),
  });
  return new Set(flattenClauses(skeleton).map((clause) => clause.key));
}

const engines = new Map<string, Engine>();
/** The questionnaire engine as the server builds it, with the seeded restricted option pairs. */
function engineIn(stateId: string): Engine {
  let engine = engines.get(stateId);
  if (!engine) {
    engine = buildQuestionnaire(toQuestionnaireContent(questionnaire, incompatibleOptions), stateId);
    engines.set(stateId, engine);
  }
  return engine;
}

function assess(stateId: string, answers: AnswerMap) {
  return assessQuestionnaire(engineIn(stateId), {
    answers: toConditionAnswers(answers),
    today: new Date("2026-11-21T12:00:00Z"),
    stateAbbreviation: stateId,
    reviewDays: finalReviewDaysFor(stateId, "PRENUP"),
    agreementKind: "PRENUP",
    background: { hasState: true, firstName: "Avery", lastName: "Stone" },
    willHireAttorney: null,
    representationPaid: false,
  });
}

/**
 * The declared pair a partner with these answers holds on questions they are shown, when the engine
 * refuses whichever of its two options is written second; null when they hold none.
 */
function refusedPairHeld(stateId: string, answers: AnswerMap): (typeof incompatibleOptions)[number] | null {
  const assessment = assess(stateId, answers);
  const chosen = (optionKey: string) => {
    const question = questionOfOption.get(optionKey)!;
    const value = answers[question.key];
    return assessment.visible.has(question.key) && Array.isArray(value) && value.includes(optionKey);
  };
  for (const pair of incompatibleOptions) {
    if (!pair.options.every(chosen)) continue;
    const refusedBothWays = [pair.options, [pair.options[1], pair.options[0]] as const].every(([first, second]) => {
      const question = questionOfOption.get(second)!;
      const before = Object.fromEntries(Object.entries(answers).filter(([key]) => key !== question.key));
      const conflict = findRestrictedConflict(
        engineIn(stateId),
        assess(stateId, before),
        question.key,
        answers[question.key] as string[],
      );
      return conflict?.option.id === first;
    });
    if (refusedBothWays) return pair;
  }
  return null;
}

/** A clause's conditions with its parent clause's (a child is printed only under its parent). */
function conditionsOf(clause: ClauseTemplate): ContentClauseConditions[] {
  const parent = clause.parentKey ? clauseByKey.get(clause.parentKey) : undefined;
  return [clause.conditions, ...(parent ? conditionsOf(parent) : [])];
}

type Condition = NonNullable<ContentClauseConditions["conditions"]>[number];

/**
 * What a condition forces: its option (or for "answered", the first option or a typed sample), and
 * nothing else. The parents a follow-up needs are only there when the conditions name them, so an
 * answer a parent hides (kept, as stored answers are) is tried too.
 */
function forcedBy(condition: Condition, option: string | undefined): AnswerMap {
  const question = questionByKey.get(condition.questionId)!;
  if (option !== undefined) return { [question.key]: [option] };
  return { [question.key]: question.options.length > 0 ? [question.options[0]!.key] : sampleTyped(question) };
}

/**
 * Each way all of `conditions` can hold (every entry of each `conditions`, one group of each `anyOf`),
 * as the answers it forces on each partner, with the states it allows.
 */
function waysToHold(conditions: ContentClauseConditions[]): { A: AnswerMap; B: AnswerMap; states: string[] }[] {
  const states = STATE_IDS.filter((stateId) =>
    conditions.every(
      (c) =>
        ((c.stateIds ?? []).length === 0 || c.stateIds!.includes(stateId)) &&
        !(c.excludedStateIds ?? []).includes(stateId),
    ),
  );
  type Way = { A: AnswerMap | null; B: AnswerMap | null };
  const expand = (ways: Way[], group: readonly Condition[]): Way[] =>
    group.reduce<Way[]>(
      (acc, condition) =>
        acc.flatMap((way) => {
          const options = (condition.questionOptionIds ?? []).length > 0 ? condition.questionOptionIds! : [undefined];
          return options.map((option) => {
            const value = forcedBy(condition, option);
            return {
              A: condition.respondent === "B" ? way.A : merge(way.A, value),
              B: condition.respondent === "A" ? way.B : merge(way.B, value),
            };
          });
        }),
      ways,
    );
  let ways: Way[] = expand(
    [{ A: {}, B: {} }],
    conditions.flatMap((c) => c.conditions ?? []),
  );
  for (const c of conditions) if (c.anyOf && c.anyOf.length > 0) ways = c.anyOf.flatMap((group) => expand(ways, group));
  return ways
    .filter((way): way is { A: AnswerMap; B: AnswerMap } => way.A !== null && way.B !== null)
    .map((way) => ({ ...way, states }));
}

describe("the incompatible options", () => {
  it("pair live options of two different questions that can be offered together, and never a question's default", () => {
    const problems: string[] = [];
    for (const { options } of incompatibleOptions) {
      const [a, b] = options.map((key) => optionByKey.get(key));
      if (!a || !b) {
        problems.push(`${options.join(" / ")}: unknown option`);
        continue;
      }
      if (questionOfOption.get(a.key) === questionOfOption.get(b.key))
        problems.push(`${options.join(" / ")}: same question`);
      for (const option of [a, b])
        if (option.isDefault)
          problems.push(
            `${option.key} is a default: a default applies before any choice, so it would meet the conflict unasked`,
          );
      const together = STATE_IDS.some((stateId) =>
        [a, b].every(
          (option) =>
            isOptionOffered(option, stateId) && isQuestionAskedInState(questionOfOption.get(option.key)!, stateId),
        ),
      );
      if (!together) problems.push(`${options.join(" / ")}: never offered in the same state`);
    }
    expect(problems).toEqual([]);
  });

  it("lists each pair once", () => {
    const keys = incompatibleOptions.map(({ options }) => [...options].sort().join(" / "));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("shows each pair's reason under both of its options, or only under the one offered in fewer states", () => {
    const offeredStates = (key: string) =>
      STATE_IDS.filter(
        (stateId) =>
          isOptionOffered(optionByKey.get(key)!, stateId) &&
          isQuestionAskedInState(questionOfOption.get(key)!, stateId),
      );
    const covered = (key: string, other: string) =>
      offeredStates(key).every((stateId) => offeredStates(other).includes(stateId));
    for (const { options, reason } of incompatibleOptions) {
      for (const [key, other] of [options, [options[1], options[0]] as const]) {
        const proTip = optionByKey.get(key)?.proTip ?? "";
        // The same reason may reach the option through another pair whose other option is offered wherever it is.
        const shownByAnotherPair = incompatibleOptions.some(
          (pair) =>
            pair.reason === reason &&
            pair.options.includes(key) &&
            covered(key, pair.options[0] === key ? pair.options[1] : pair.options[0]),
        );
        if (covered(key, other)) expect(proTip, key).toContain(reason);
        else if (!shownByAnotherPair)
          expect(proTip, `${key}: not where ${other} is never offered`).not.toContain(reason);
      }
    }
    expect(optionByKey.get("title_controls__title_controls")?.proTip ?? null).toBeNull();
  });

  it("name existing clauses in the contradictory clause pairs", () => {
    const unknown = contradictoryClauses.flatMap(({ clauses }) => clauses.filter((key) => !clauseByKey.has(key)));
    expect(unknown).toEqual([]);
  });
});

describe("the questionnaire engine refuses each incompatible pair, in either order", () => {
  for (const pair of incompatibleOptions) {
    it(`${pair.options[0]} / ${pair.options[1]}`, () => {
      const forced = merge(choosing(pair.options[0]), choosing(pair.options[1]));
      expect(forced, "the two options can be shown together").not.toBeNull();
      const stateId = ["NY", "TX", ...STATE_IDS].find((candidate) => complete(candidate, forced!) !== null)!;
      expect(refusedPairHeld(stateId, complete(stateId, forced!)!)).toEqual(pair);
    });
  }
});

describe("a follow-up's clause carries its parents' conditions (a hidden, stale answer prints nothing)", () => {
  it("every condition on a follow-up question also requires each ancestor's revealing option, for the same partner (or either, on a shared question)", () => {
    const problems: string[] = [];
    const check = (owner: string, conditions: ContentClauseConditions[]) => {
      const base = conditions.flatMap((c) => c.conditions ?? []);
      const alternatives = conditions.flatMap((c) => c.anyOf ?? []);
      for (const group of alternatives.length > 0
        ? alternatives.map((alternative) => [...base, ...alternative])
        : [base]) {
        for (const condition of group) {
          if (isRecordedFactKey(condition.questionId)) continue;
          for (
            let question = questionByKey.get(condition.questionId)!;
            question.parentKey !== null;
            question = questionByKey.get(question.parentKey)!
          ) {
            const revealing = new Set(question.visibleWhenOptionKeys);
            const parent = question.parentKey;
            const held = group.some(
              (other) =>
                other.questionId === parent &&
                // The same partner's answer, or either partner's to a question both must answer alike.
                ((other.respondent ?? null) === (condition.respondent ?? null) ||
                  (other.respondent === undefined && questionByKey.get(parent)!.generatesDispute)) &&
                (other.questionOptionIds ?? []).length > 0 &&
                other.questionOptionIds!.every((option) => revealing.has(option)),
            );
            if (!held)
              problems.push(
                `${owner}: ${condition.questionId}${condition.respondent ? ` (${condition.respondent})` : ""} without ${parent} = ${[...revealing].join("|")}`,
              );
          }
        }
      }
    };
    for (const section of sectionTemplates) check(`section ${section.key}`, [section.conditions]);
    for (const clause of clauseTemplates) check(clause.key, conditionsOf(clause));
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe("declared contradictory clauses are never printed together", () => {
  for (const { clauses, says } of contradictoryClauses) {
    it(`${clauses[0]} / ${clauses[1]} (${says}): only for answers the engine refuses`, () => {
      const [first, second] = clauses.map((key) => clauseByKey.get(key)!);
      const sectionConditions = (clause: ClauseTemplate) => [sectionByKey.get(clause.sectionTemplateKey)!.conditions];
      const ways = waysToHold([
        ...conditionsOf(first!),
        ...sectionConditions(first!),
        ...conditionsOf(second!),
        ...sectionConditions(second!),
      ]);
      // Each clause on its own is printed for some answers: the search below reaches them.
      for (const clause of [first!, second!]) {
        const reached = waysToHold([...conditionsOf(clause), ...sectionConditions(clause)]).some((way) =>
          way.states.some((stateId) => {
            const answersA = complete(stateId, way.A);
            const answersB = complete(stateId, way.B);
            return answersA !== null && answersB !== null && printed(stateId, answersA, answersB).has(clause.key);
          }),
        );
        expect(reached, `${clause.key} is printed for some answers`).toBe(true);
      }
      // Every way both sets of conditions could hold at once (none, when they need two answers to one question).
      const produced: string[] = [];
      for (const way of ways) {
        for (const stateId of way.states) {
          const answersA = complete(stateId, way.A);
          const answersB = complete(stateId, way.B);
          if (!answersA || !answersB) continue;
          const keys = printed(stateId, answersA, answersB);
          if (!keys.has(clauses[0]) || !keys.has(clauses[1])) continue;
          if (refusedPairHeld(stateId, answersA) || refusedPairHeld(stateId, answersB)) continue;
          produced.push(`${stateId}: A ${JSON.stringify(way.A)} B ${JSON.stringify(way.B)}`);
        }
      }
      expect(produced.slice(0, 3)).toEqual([]);
    });
  }
});

/** The agreement's own articles (the California explanation repeats their conditions; schedules have none). */
const ARTICLES = sectionTemplates.filter(
  (section) =>
    !["california_explanation", "california_counsel_waiver", "schedule_a", "schedule_b"].includes(section.key),
);
/** A community property state, an equitable one, California's counsel rules, Alaska's opt-in. */
const SWEEP_STATES = ["TX", "NY", "CA", "AK"];

describe("every pair of options whose clauses share an article", () => {
  const contradictory = contradictoryClauses.map(({ clauses }) => clauses);
  for (const article of ARTICLES) {
    const questionKeys = new Set(
      clauseTemplates
        .filter((clause) => clause.sectionTemplateKey === article.key)
        .flatMap((clause) => [...(clause.conditions.conditions ?? []), ...(clause.conditions.anyOf ?? []).flat()])
        // Recorded facts (counsel on record, the disclosure) are no questions: generation supplies them.
        .filter(
          (condition) => (condition.questionOptionIds ?? []).length > 0 && !isRecordedFactKey(condition.questionId),
        )
        .map((condition) => condition.questionId),
    );
    if (questionKeys.size < 2) continue;
    const options = [...questionKeys].flatMap((key) => questionByKey.get(key)!.options.map((option) => option.key));
    it(`${article.key}: a declared pair is refused; any other pair prints no contradictory clauses`, () => {
      const problems: string[] = [];
      let tried = 0;
      for (let i = 0; i < options.length; i += 1) {
        for (let j = i + 1; j < options.length; j += 1) {
          const [a, b] = [options[i]!, options[j]!];
          if (questionOfOption.get(a) === questionOfOption.get(b)) continue;
          const forced = merge(choosing(a), choosing(b));
          if (forced === null) continue;
          const declared = incompatibleOptions.find(({ options: pair }) => pair.includes(a) && pair.includes(b));
          for (const stateId of SWEEP_STATES) {
            const answers = complete(stateId, forced);
            if (!answers) continue;
            tried += 1;
            if (declared) {
              if (refusedPairHeld(stateId, answers) === null)
                problems.push(`${stateId}: ${a} / ${b} is declared but not refused`);
              continue;
            }
            const keys = printed(stateId, answers, answers);
            const both = contradictory.filter(([x, y]) => keys.has(x!) && keys.has(y!));
            // Revealing a and b can take other choices of a declared pair (retirement kept whole, for the plan consents).
            if (both.length > 0 && refusedPairHeld(stateId, answers) === null)
              problems.push(`${stateId}: ${a} / ${b} prints ${both.map((pair) => pair.join(" and ")).join(", ")}`);
          }
        }
      }
      expect(tried).toBeGreaterThan(0);
      expect(problems.slice(0, 5)).toEqual([]);
    });
  }
});

describe("a general clause yields to the specific clauses printed beside it", () => {
  const text = (stateId: string, forced: AnswerMap, key: string) => {
    const answers = complete(stateId, forced)!;
    const skeleton = assembleAgreementSkeleton({
      stateId,
      terms: termsForState(stateId),
      sectionTemplates,
      clauseTemplates,
      questions,
      partyA: { firstName: "Avery", lastName: "Stone" },
      partyB: { firstName: "Blake", lastName: "Moreno" },
      answersA: toConditionAnswers(answers),
      answersB: toConditionAnswers(answers),
    });
    return flattenClauses(skeleton).find((clause) => clause.key === key)?.text ?? null;
  };

  it("the joint account leaves traced separate money to the rule on mixing, instead of owning all of it equally", () => {
    for (const stateId of ["NY", "TX"]) {
      const account = text(
        stateId,
        { joint_account: ["joint_account__yes"], commingling: ["commingling__traceable"] },
        "mg_joint_account",
      );
      expect(account).not.toMatch(/whoever deposited|owned equally/);
      expect(account).toContain(
        "Separate money deposited in it stays separate or becomes shared as this Agreement provides",
      );
      expect(text(stateId, { commingling: ["commingling__traceable"] }, "sp_commingling_traceable")).toContain(
        "put in a joint account",
      );
    }
  });

  it("sharing only what is in both names leaves Separate Property, such as traced money in a joint account, separate", () => {
    expect(text("NY", { marital_property_regime: ["marital_property_regime__joint_only"] }, "mp_joint_only")).toMatch(
      /^Of the Property either Party acquires during the marriage that is not Separate Property under this Agreement, only/,
    );
  });

  it("what each owns before the wedding stays (or becomes) shared except as the specific clauses say", () => {
    // Living together: what they bought together is shared, beside "everything owned at marriage stays separate".
    const together = {
      living_together: ["living_together__yes"],
      cohabitation_property: ["cohabitation_property__shared"],
    };
    expect(text("NY", together, "mp_cohabitation_shared")).not.toBeNull();
    expect(text("NY", together, "sp_premarital_all")).toMatch(
      /^Except as this Agreement provides otherwise, everything each Party owns/,
    );
    const everything = {
      premarital_assets_scope: ["premarital_assets_scope__all_shared"],
      retirement_premarital: ["retirement_premarital__separate"],
    };
    expect(text("NY", everything, "ret_premarital_separate")).not.toBeNull();
    expect(text("NY", everything, "sp_premarital_none")).toMatch(
      /^Except as this Agreement provides otherwise, everything each Party owns/,
    );
  });

  it("the division of shared property gives way to a share the Agreement sets for a particular asset", () => {
    const home = { home_plan: ["home_plan__buy_together"], home_title: ["home_title__equal"] };
    for (const division of ["equal", "contribution", "court"]) {
      const forced = { ...home, division_on_divorce: [`division_on_divorce__${division}`] };
      expect(text("NY", forced, "home_buy_equal")).not.toBeNull();
      expect(text("NY", forced, `mp_division_${division}`)).toMatch(
        /^Except as this Agreement provides otherwise, in any proceeding/,
      );
    }
  });

  it("keeping a survivor's rights leaves room for the rights the Agreement gives up, and a waiver for the rights it gives", () => {
    const kept = text(
      "NY",
      { elective_share: ["elective_share__keep"], survivor_benefits: ["survivor_benefits__waive"] },
      "de_keep",
    );
    expect(kept).toMatch(
      /^Except for what this Agreement expressly gives up, neither Party gives up any right as a surviving spouse/,
    );
    const waived = text(
      "NY",
      { elective_share: ["elective_share__waive"], survivor_benefits: ["survivor_benefits__keep"] },
      "de_waive",
    );
    expect(waived).toContain(
      "The survivor receives only what this Agreement and the other's will, trust or beneficiary designations provide.",
    );
  });

  it("debts from before the wedding are shared except the obligations the Debts article leaves with one spouse", () => {
    const forced = {
      premarital_debts: ["premarital_debts__shared"],
      student_loans: ["student_loans__yes"],
      previously_married: ["previously_married__yes"],
      prior_marriage_obligations: ["prior_marriage_obligations__pays_child_support"],
    };
    expect(text("NY", forced, "debt_premarital_shared")).toMatch(/^Except as this Article provides otherwise, debts/);
    expect(text("NY", forced, "debt_prior_child_support_a")).not.toBeNull();
    // Student loans are then shared like the other debts: no clause keeps them separate.
    expect(text("NY", forced, "debt_student_loans_a")).toBeNull();
  });
});

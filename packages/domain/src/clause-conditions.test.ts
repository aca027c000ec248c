import { describe, expect, it } from "vitest";
import { evaluateClauseCondition, evaluateClauseConditions } from "./clause-conditions.ts";
import type { ClauseConditionAnswer, ClauseConditionContext } from "./clause-conditions.types.ts";

const typed = (questionId: string, valueTyped: string): ClauseConditionAnswer => ({ questionId, valueTyped });
const picked = (questionId: string, ...ids: string[]): ClauseConditionAnswer => ({
  questionId,
  answerQuestionOptions: ids.map((questionOptionId) => ({ questionOptionId })),
});

const context: ClauseConditionContext = {
  stateId: "CA",
  answersA: [
    picked("waive_support", "yes"),
    typed("income", "$120,000.50"),
    picked("pets", "dog", "cat"),
    typed("city", "Fresno"),
  ],
  answersB: [picked("waive_support", "no"), typed("income", "80000"), picked("pets", "dog")],
};

describe("evaluateClauseConditions: states", () => {
  it("holds with no conditions at all", () => {
    expect(evaluateClauseConditions({}, context)).toBe(true);
    expect(evaluateClauseConditions(null, context)).toBe(true);
    expect(evaluateClauseConditions(undefined, context)).toBe(true);
  });
  it("includes only listed states and removes excluded ones", () => {
    expect(evaluateClauseConditions({ stateIds: ["CA", "NY"] }, context)).toBe(true);
    expect(evaluateClauseConditions({ stateIds: ["NY"] }, context)).toBe(false);
    expect(evaluateClauseConditions({ stateIds: [] }, context)).toBe(true);
    expect(evaluateClauseConditions({ excludedStateIds: ["CA"] }, context)).toBe(false);
    expect(evaluateClauseConditions({ stateIds: ["CA"], excludedStateIds: ["CA"] }, context)).toBe(false);
    expect(evaluateClauseConditions({ excludedStateIds: ["TX"] }, context)).toBe(true);
  });
});

describe("evaluateClauseConditions: options", () => {
  it("tests the named respondent's selected options", () => {
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "waive_support", respondent: "A", questionOptionIds: ["yes"] }] },
        context,
      ),
    ).toBe(true);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "waive_support", respondent: "B", questionOptionIds: ["yes"] }] },
        context,
      ),
    ).toBe(false);
  });
  it("without a respondent, holds when either partner matches", () => {
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "waive_support", questionOptionIds: ["no"] }] }, context),
    ).toBe(true);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "waive_support", respondent: null, questionOptionIds: ["maybe"] }] },
        context,
      ),
    ).toBe(false);
  });
  it("ANY needs one of the options, ALL needs every one", () => {
    const any = { questionId: "pets", respondent: "B" as const, questionOptionIds: ["cat", "dog"] };
    expect(evaluateClauseConditions({ conditions: [any] }, context)).toBe(true);
    expect(evaluateClauseConditions({ conditions: [{ ...any, optionRestriction: "ALL" }] }, context)).toBe(false);
    expect(
      evaluateClauseConditions({ conditions: [{ ...any, respondent: "A", optionRestriction: "ALL" }] }, context),
    ).toBe(true);
  });
  it("fails option tests on an unanswered question", () => {
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "missing", questionOptionIds: ["x"] }] }, context),
    ).toBe(false);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "city", respondent: "A", questionOptionIds: ["x"] }] },
        context,
      ),
    ).toBe(false);
  });
});

describe("evaluateClauseConditions: values", () => {
  it("EQUAL compares trimmed text without case", () => {
    expect(evaluateClauseConditions({ conditions: [{ questionId: "city", value: " fresno " }] }, context)).toBe(true);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "city", value: "Oakland", comparisonType: "EQUAL" }] },
        context,
      ),
    ).toBe(false);
  });
  it("EQUAL compares numbers numerically, money included", () => {
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "income", respondent: "A", value: 120000.5 }] }, context),
    ).toBe(true);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "income", respondent: "B", value: "80,000.00" }] },
        context,
      ),
    ).toBe(true);
  });
  it("GT, LT, GTE, LTE compare numbers", () => {
    const a = (comparisonType: "GT" | "LT" | "GTE" | "LTE", value: number | string) =>
      evaluateClauseConditions(
        { conditions: [{ questionId: "income", respondent: "A", value, comparisonType }] },
        context,
      );
    expect(a("GT", 100000)).toBe(true);
    expect(a("GT", 120000.5)).toBe(false);
    expect(a("GTE", 120000.5)).toBe(true);
    expect(a("LT", "$200,000")).toBe(true);
    expect(a("LT", 120000.5)).toBe(false);
    expect(a("LTE", 120000.5)).toBe(true);
    expect(a("LTE", 5)).toBe(false);
  });
  it("fails comparisons when a side is not a number", () => {
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "city", value: 5, comparisonType: "GT" }] }, context),
    ).toBe(false);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "income", value: "lots", comparisonType: "LT" }] },
        context,
      ),
    ).toBe(false);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "income", value: Number.NaN, comparisonType: "LT" }] },
        context,
      ),
    ).toBe(false);
  });
  it("fails value tests on an unanswered question or an option-only answer", () => {
    expect(evaluateClauseConditions({ conditions: [{ questionId: "missing", value: "" }] }, context)).toBe(false);
    expect(evaluateClauseConditions({ conditions: [{ questionId: "pets", value: "dog" }] }, context)).toBe(false);
  });
  it("treats a null value as no value test", () => {
    expect(evaluateClauseConditions({ conditions: [{ questionId: "city", value: null }] }, context)).toBe(true);
  });
});

describe("evaluateClauseConditions: answered", () => {
  it("tests whether a question is answered", () => {
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "city", respondent: "A", isAnswered: true }] }, context),
    ).toBe(true);
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "city", respondent: "B", isAnswered: true }] }, context),
    ).toBe(false);
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "city", respondent: "B", isAnswered: false }] }, context),
    ).toBe(true);
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "city", respondent: "A", isAnswered: false }] }, context),
    ).toBe(false);
  });
  it("counts an empty answer record as unanswered", () => {
    const empty = { ...context, answersB: [{ questionId: "city" }] };
    expect(
      evaluateClauseConditions({ conditions: [{ questionId: "city", respondent: "B", isAnswered: false }] }, empty),
    ).toBe(true);
  });
  it("a bare condition holds when the question is answered", () => {
    expect(evaluateClauseConditions({ conditions: [{ questionId: "city", respondent: "A" }] }, context)).toBe(true);
    expect(
      evaluateClauseConditions(
        { conditions: [{ questionId: "city", respondent: "B", questionOptionIds: [] }] },
        context,
      ),
    ).toBe(false);
  });
  it("combines named tests with AND", () => {
    expect(
      evaluateClauseCondition(
        { questionId: "pets", respondent: "A", isAnswered: true, questionOptionIds: ["cat"] },
        context,
      ),
    ).toBe(true);
    expect(
      evaluateClauseCondition(
        { questionId: "pets", respondent: "A", isAnswered: true, questionOptionIds: ["fish"] },
        context,
      ),
    ).toBe(false);
  });
});

describe("evaluateClauseConditions: combining", () => {
  const aWaives = { questionId: "waive_support", respondent: "A" as const, questionOptionIds: ["yes"] };
  const bWaives = { questionId: "waive_support", respondent: "B" as const, questionOptionIds: ["yes"] };
  it("needs every condition (AND)", () => {
    expect(evaluateClauseConditions({ conditions: [aWaives, bWaives] }, context)).toBe(false);
    expect(evaluateClauseConditions({ conditions: [aWaives, { questionId: "city", value: "Fresno" }] }, context)).toBe(
      true,
    );
  });
  it("needs one anyOf group to hold entirely (OR of ANDs)", () => {
    expect(evaluateClauseConditions({ anyOf: [[bWaives], [aWaives]] }, context)).toBe(true);
    expect(evaluateClauseConditions({ anyOf: [[bWaives], [aWaives, bWaives]] }, context)).toBe(false);
    expect(evaluateClauseConditions({ conditions: [bWaives], anyOf: [[aWaives]] }, context)).toBe(false);
    expect(evaluateClauseConditions({ anyOf: [] }, context)).toBe(true);
    expect(evaluateClauseConditions({ anyOf: [[]] }, context)).toBe(true);
  });
  it("checks the state before any answer", () => {
    expect(evaluateClauseConditions({ stateIds: ["NY"], anyOf: [[aWaives]] }, context)).toBe(false);
  });
  it("refuses when any noneOf condition holds, beside an anyOf group that does", () => {
    expect(evaluateClauseConditions({ anyOf: [[aWaives]], noneOf: [bWaives] }, context)).toBe(true);
    expect(evaluateClauseConditions({ anyOf: [[aWaives]], noneOf: [bWaives, aWaives] }, context)).toBe(false);
    expect(evaluateClauseConditions({ noneOf: [] }, context)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  answersByQuestion,
  answersDiffer,
  answerText,
  chosenOptionIds,
  isAnswerGiven,
  typedText,
  type AnswerLike,
} from "./answer-shape.ts";

// The two spellings of the chosen options: the engine's `questionOptionIds` and the contract's `answerQuestionOptions`.
const chose = (questionId: string, ...ids: string[]): AnswerLike => ({ questionId, questionOptionIds: ids });
const contract = (questionId: string, ...ids: string[]): AnswerLike => ({
  questionId,
  answerQuestionOptions: ids.map((questionOptionId) => ({ questionOptionId })),
});
const typed = (questionId: string, valueTyped: string | null): AnswerLike => ({ questionId, valueTyped });

describe("chosenOptionIds", () => {
  it("reads either spelling, and nothing for an absent answer or one without options", () => {
    expect(chosenOptionIds(chose("q", "a", "b"))).toEqual(["a", "b"]);
    expect(chosenOptionIds(contract("q", "a", "b"))).toEqual(["a", "b"]);
    expect(chosenOptionIds(undefined)).toEqual([]);
    expect(chosenOptionIds(typed("q", "text"))).toEqual([]);
  });

  it("prefers questionOptionIds when both spellings are present, even when it is empty", () => {
    expect(chosenOptionIds({ ...contract("q", "old"), questionOptionIds: ["new"] })).toEqual(["new"]);
    expect(chosenOptionIds({ ...contract("q", "old"), questionOptionIds: [] })).toEqual([]);
  });
});

describe("typedText and isAnswerGiven", () => {
  it("trims the typed value and reads null or a missing value as empty", () => {
    expect(typedText(typed("q", "  Keep it  "))).toBe("Keep it");
    expect(typedText(typed("q", null))).toBe("");
    expect(typedText({ questionId: "q" })).toBe("");
    expect(typedText(undefined)).toBe("");
  });

  it("counts a non-blank typed value or at least one chosen option, in either spelling", () => {
    expect(isAnswerGiven(undefined)).toBe(false);
    expect(isAnswerGiven({ questionId: "q" })).toBe(false);
    expect(isAnswerGiven(typed("q", " \n\t "))).toBe(false);
    expect(isAnswerGiven(chose("q"))).toBe(false);
    expect(isAnswerGiven(typed("q", "x"))).toBe(true);
    expect(isAnswerGiven(chose("q", "a"))).toBe(true);
    expect(isAnswerGiven(contract("q", "a"))).toBe(true);
  });
});

describe("answersDiffer", () => {
  it("compares typed values after trimming, case counting", () => {
    expect(answersDiffer(typed("q", " yes "), typed("q", "yes"))).toBe(false);
    expect(answersDiffer(typed("q", "Yes"), typed("q", "yes"))).toBe(true);
    expect(answersDiffer(typed("q", null), typed("q", "  "))).toBe(false);
  });

  it("compares option sets, ignoring order and spelling", () => {
    expect(answersDiffer(chose("q", "a", "b"), contract("q", "b", "a"))).toBe(false);
    expect(answersDiffer(chose("q", "a"), chose("q", "a", "b"))).toBe(true);
    expect(answersDiffer(chose("q", "a", "c"), chose("q", "a", "b"))).toBe(true);
    expect(answersDiffer(chose("q", "a", "a"), chose("q", "a"))).toBe(false);
  });

  it("sees an 'other' text beside the same options as a difference", () => {
    expect(
      answersDiffer({ ...chose("q", "other"), valueTyped: "Boat" }, { ...chose("q", "other"), valueTyped: "Car" }),
    ).toBe(true);
  });

  const answer: fc.Arbitrary<AnswerLike> = fc.record(
    {
      questionId: fc.constant("q"),
      valueTyped: fc.option(fc.constantFrom("", " ", "a", " a", "A", "b"), { nil: null }),
      questionOptionIds: fc.array(fc.constantFrom("o1", "o2", "o3"), { maxLength: 4 }),
      answerQuestionOptions: fc.array(fc.record({ questionOptionId: fc.constantFrom("o1", "o2", "o3") }), {
        maxLength: 4,
      }),
    },
    { requiredKeys: ["questionId"] },
  );

  it("is symmetric, and no answer differs from itself or from its options reordered (property)", () => {
    fc.assert(
      fc.property(answer, answer, (a, b) => {
        expect(answersDiffer(a, b)).toBe(answersDiffer(b, a));
        expect(answersDiffer(a, a)).toBe(false);
        expect(answersDiffer(a, { ...a, questionOptionIds: [...chosenOptionIds(a)].reverse() })).toBe(false);
      }),
    );
  });

  it("differs exactly when the trimmed texts or the option sets differ (property)", () => {
    fc.assert(
      fc.property(answer, answer, (a, b) => {
        const sameOptions =
          new Set(chosenOptionIds(a)).size === new Set(chosenOptionIds(b)).size &&
          chosenOptionIds(a).every((id) => chosenOptionIds(b).includes(id));
        expect(answersDiffer(a, b)).toBe(typedText(a) !== typedText(b) || !sameOptions);
      }),
    );
  });
});

describe("answerText", () => {
  const options = [
    { id: "house", value: "House" },
    { id: "savings", value: "Savings" },
    { id: "blank", value: "" },
  ];
  it("lists the chosen options' values in the question's order, then an 'other' text", () => {
    expect(answerText({ ...chose("q", "savings", "house"), valueTyped: " A boat " }, options)).toBe(
      "House, Savings, Other: A boat",
    );
    expect(answerText(contract("q", "house"), options)).toBe("House");
    expect(answerText(typed("q", "Only text"), [])).toBe("Only text");
    expect(answerText(typed("q", "A boat"), options)).toBe("Other: A boat");
  });

  it("leaves out unknown options, and gives '' for an empty or absent answer", () => {
    expect(answerText(chose("q", "gone", "house"), options)).toBe("House");
    expect(answerText(typed("q", "   "), options)).toBe("");
    expect(answerText(undefined, options)).toBe("");
    expect(answerText(null, options)).toBe("");
  });
});

describe("answersByQuestion", () => {
  it("keys answers by question, the first of several winning, and keeps the caller's type", () => {
    const answers = [
      { ...typed("q1", "first"), id: 1 },
      { ...typed("q2", "other"), id: 2 },
      { ...typed("q1", "second"), id: 3 },
    ];
    const byQuestion = answersByQuestion(answers);
    expect([...byQuestion.keys()]).toEqual(["q1", "q2"]);
    expect(byQuestion.get("q1")?.id).toBe(1);
    expect(answersByQuestion([]).size).toBe(0);
  });
});

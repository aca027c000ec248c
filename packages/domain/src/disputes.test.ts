import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { answersDiffer, isAnswerGiven, type AnswerLike } from "./answer-shape.ts";
import { findDisputes, isAlignmentComplete } from "./disputes.ts";

const typed = (questionId: string, valueTyped: string | null): AnswerLike => ({ questionId, valueTyped });
const options = (questionId: string, ...ids: string[]): AnswerLike => ({
  questionId,
  answerQuestionOptions: ids.map((questionOptionId) => ({ questionOptionId })),
});
const questions = [
  { id: "q1", generatesDispute: true },
  { id: "q2", generatesDispute: true },
  { id: "q3", generatesDispute: false },
];

describe("findDisputes", () => {
  it("reports differing answers to dispute-generating questions, in question order", () => {
    const disputes = findDisputes({
      questions,
      answersA: [options("q2", "o1"), typed("q1", "Keep separate"), typed("q3", "x")],
      answersB: [typed("q1", "Share"), options("q2", "o2"), typed("q3", "y")],
    });
    expect(disputes.map((dispute) => dispute.questionId)).toEqual(["q1", "q2"]);
    expect(disputes[0]).toEqual({
      questionId: "q1",
      answerA: typed("q1", "Keep separate"),
      answerB: typed("q1", "Share"),
    });
  });

  it("ignores whitespace around typed values and the order of options", () => {
    expect(findDisputes({ questions, answersA: [typed("q1", " yes ")], answersB: [typed("q1", "yes")] })).toEqual([]);
    expect(
      findDisputes({ questions, answersA: [options("q2", "o1", "o2")], answersB: [options("q2", "o2", "o1")] }),
    ).toEqual([]);
  });

  it("treats a different case as a different answer", () => {
    expect(findDisputes({ questions, answersA: [typed("q1", "Yes")], answersB: [typed("q1", "yes")] })).toHaveLength(1);
  });

  it("needs both partners to have answered", () => {
    expect(findDisputes({ questions, answersA: [typed("q1", "a")], answersB: [] })).toEqual([]);
    expect(findDisputes({ questions, answersA: [typed("q1", "a")], answersB: [typed("q1", "  ")] })).toEqual([]);
    expect(findDisputes({ questions, answersA: [options("q2")], answersB: [options("q2", "o1")] })).toEqual([]);
  });

  it("compares option sets of different sizes and typed 'other' text", () => {
    expect(
      findDisputes({ questions, answersA: [options("q2", "o1")], answersB: [options("q2", "o1", "o2")] }),
    ).toHaveLength(1);
    const otherA = { ...options("q2", "other"), valueTyped: "Boat" };
    const otherB = { ...options("q2", "other"), valueTyped: "Car" };
    expect(findDisputes({ questions, answersA: [otherA], answersB: [otherB] })).toHaveLength(1);
  });

  it("never lists a question without generatesDispute (property)", () => {
    const answer = fc.record({
      questionId: fc.constantFrom("q1", "q2", "q3", "q4"),
      valueTyped: fc.option(fc.constantFrom("", " a", "a", "b"), { nil: null }),
      answerQuestionOptions: fc.array(fc.record({ questionOptionId: fc.constantFrom("o1", "o2", "o3") }), {
        maxLength: 3,
      }),
    });
    const question = fc.record({ id: fc.constantFrom("q1", "q2", "q3", "q4"), generatesDispute: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(question, { maxLength: 6 }),
        fc.array(answer, { maxLength: 6 }),
        fc.array(answer, { maxLength: 6 }),
        (qs, answersA, answersB) => {
          const disputes = findDisputes({ questions: qs, answersA, answersB });
          for (const dispute of disputes) {
            expect(qs.some((q) => q.id === dispute.questionId && q.generatesDispute)).toBe(true);
            expect(answersDiffer(dispute.answerA, dispute.answerB)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("answer helpers", () => {
  it("knows a given answer", () => {
    expect(isAnswerGiven(undefined)).toBe(false);
    expect(isAnswerGiven({ questionId: "q" })).toBe(false);
    expect(isAnswerGiven(typed("q", "x"))).toBe(true);
    expect(isAnswerGiven(options("q", "o"))).toBe(true);
  });
  it("treats null and empty typed values alike", () => {
    expect(answersDiffer(typed("q", null), typed("q", ""))).toBe(false);
  });
});

describe("isAlignmentComplete", () => {
  const done = {
    partnerJoined: true,
    userQuestionnaireComplete: true,
    partnerQuestionnaireComplete: true,
    openDisputes: 0,
  };
  it("is complete once the partner joined, both questionnaires are complete and nothing is disputed", () => {
    expect(isAlignmentComplete(done)).toBe(true);
  });
  it.each([
    ["the partner has not joined", { partnerJoined: false }],
    ["the user's questionnaire is incomplete", { userQuestionnaireComplete: false }],
    ["the partner's questionnaire is incomplete", { partnerQuestionnaireComplete: false }],
    ["a question is disputed", { openDisputes: 1 }],
  ])("is not complete when %s", (_name, change) => {
    expect(isAlignmentComplete({ ...done, ...change })).toBe(false);
  });
});

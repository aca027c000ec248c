import { describe, expect, it } from "vitest";
import { attorneyPlanOfAnswers, attorneyServicesThatApply } from "./attorney-offer.ts";

const open = { finalized: false, notarizationComplete: false };

describe("attorneyServicesThatApply", () => {
  it("offers both services while the agreement can still change and the partner has not declined", () => {
    expect(attorneyServicesThatApply({ attorneyPlan: null, document: null })).toEqual(["REPRESENTATION", "Q_A"]);
    expect(attorneyServicesThatApply({ attorneyPlan: null, document: open })).toEqual(["REPRESENTATION", "Q_A"]);
    expect(attorneyServicesThatApply({ attorneyPlan: "PLATFORM_ATTORNEY", document: open })).toEqual([
      "REPRESENTATION",
      "Q_A",
    ]);
  });

  it("offers nothing to a partner who chose to sign without an attorney", () => {
    expect(attorneyServicesThatApply({ attorneyPlan: "NO_ATTORNEY", document: open })).toEqual([]);
    expect(attorneyServicesThatApply({ attorneyPlan: "NO_ATTORNEY", document: null })).toEqual([]);
  });

  it("offers no Representation once the agreement is finalized, and nothing once it is notarized", () => {
    expect(
      attorneyServicesThatApply({ attorneyPlan: null, document: { finalized: true, notarizationComplete: false } }),
    ).toEqual(["Q_A"]);
    expect(
      attorneyServicesThatApply({
        attorneyPlan: "PLATFORM_ATTORNEY",
        document: { finalized: true, notarizationComplete: true },
      }),
    ).toEqual([]);
  });

  it("offers only Q&A to a partner whose own attorney represents them", () => {
    expect(attorneyServicesThatApply({ attorneyPlan: "OWN_ATTORNEY", document: open })).toEqual(["Q_A"]);
  });
});

describe("attorneyPlanOfAnswers", () => {
  const questions = [
    { id: "q-other", key: "other", options: [{ id: "o-x", key: "other__x" }] },
    {
      id: "q-plan",
      key: "attorney_plan",
      options: [
        { id: "o-own", key: "attorney_plan__own_attorney" },
        { id: "o-hire", key: "attorney_plan__hire_through_us" },
        { id: "o-none", key: "attorney_plan__no_attorney" },
      ],
    },
  ];

  const answers = (...list: { questionId: string; questionOptionIds: string[] }[]) =>
    new Map(list.map((answer) => [answer.questionId, answer]));

  it("reads the chosen option of attorney_plan", () => {
    expect(attorneyPlanOfAnswers(questions, answers({ questionId: "q-plan", questionOptionIds: ["o-none"] }))).toBe(
      "NO_ATTORNEY",
    );
    expect(attorneyPlanOfAnswers(questions, answers({ questionId: "q-plan", questionOptionIds: ["o-hire"] }))).toBe(
      "PLATFORM_ATTORNEY",
    );
  });

  it("is null without the question or without an answer", () => {
    expect(attorneyPlanOfAnswers(questions, answers({ questionId: "q-other", questionOptionIds: ["o-x"] }))).toBeNull();
    expect(
      attorneyPlanOfAnswers(questions.slice(0, 1), answers({ questionId: "q-plan", questionOptionIds: ["o-none"] })),
    ).toBeNull();
  });
});

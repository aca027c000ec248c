import { describe, expect, it } from "vitest";
import { evaluateClauseConditions } from "./clause-conditions.ts";
import { isRecordedFactKey, isRecordedFactOptionId, recordedFactAnswers, recordedFactOptionId, withRecordedFacts } from "./recorded-facts.ts";

const assigned = { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__represented"] };

describe("recorded facts", () => {
  it("are pseudo-answers the template conditions read like any answer", () => {
    const context = (attorneyOnRecord: boolean) => ({
      stateId: "CA",
      answersA: recordedFactAnswers({ attorneyOnRecord, attorneyPlan: "OWN_ATTORNEY", disclosure: "COMPLETED" }),
      answersB: recordedFactAnswers({ attorneyOnRecord: false, attorneyPlan: null, disclosure: "NOTHING_TO_DISCLOSE" }),
    });
    const representedA = { conditions: [{ ...assigned, respondent: "A" as const }] };
    expect(evaluateClauseConditions(representedA, context(true))).toBe(true);
    expect(evaluateClauseConditions(representedA, context(false))).toBe(false);
    const nothingB = { conditions: [{ questionId: "recorded_disclosure", questionOptionIds: [recordedFactOptionId("disclosure", "nothing_to_disclose")], respondent: "B" as const }] };
    expect(evaluateClauseConditions(nothingB, context(false))).toBe(true);
  });

  it("replace any answer of the same key, so a stored or forged answer cannot claim a record", () => {
    const forged = { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__represented"] };
    const both = withRecordedFacts(
      { A: [forged, { questionId: "q1", valueTyped: "x" }], B: [] },
      { A: { attorneyOnRecord: false, attorneyPlan: null, disclosure: "IN_PROGRESS" }, B: { attorneyOnRecord: true, attorneyPlan: "PLATFORM_ATTORNEY", disclosure: "COMPLETED" } },
    );
    expect(both.A).toEqual([
      { questionId: "q1", valueTyped: "x" },
      { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__unrepresented"] },
      { questionId: "recorded_disclosure", questionOptionIds: ["recorded_disclosure__not_given"] },
    ]);
    expect(both.B[0]).toEqual(assigned);
  });

  it("state counsel as counselPlanOf reads it: an attorney on record whom the answer disclaims is no representation", () => {
    const counselOf = (attorneyOnRecord: boolean, attorneyPlan: "NO_ATTORNEY" | "OWN_ATTORNEY") =>
      recordedFactAnswers({ attorneyOnRecord, attorneyPlan, disclosure: "COMPLETED" }).find((answer) => answer.questionId === "recorded_counsel")?.questionOptionIds;
    expect(counselOf(true, "NO_ATTORNEY")).toEqual(["recorded_counsel__unrepresented"]);
    expect(counselOf(false, "OWN_ATTORNEY")).toEqual(["recorded_counsel__unrepresented"]);
    expect(counselOf(true, "OWN_ATTORNEY")).toEqual(["recorded_counsel__represented"]);
  });

  it("are told apart from questions by their keys", () => {
    expect(isRecordedFactKey("recorded_counsel")).toBe(true);
    expect(isRecordedFactKey("attorney_plan")).toBe(false);
    expect(isRecordedFactOptionId("recorded_disclosure__given")).toBe(true);
    expect(isRecordedFactOptionId("attorney_plan__own_attorney")).toBe(false);
  });
});

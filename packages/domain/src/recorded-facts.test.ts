import { describe, expect, it } from "vitest";
import { evaluateClauseConditions } from "./clause-conditions.ts";
import { isRecordedFactKey, isRecordedFactOptionId, recordedFactAnswers, recordedFactOptionId, withRecordedFacts } from "./recorded-facts.ts";

const assigned = { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__assigned_attorney"] };

describe("recorded facts", () => {
  it("are pseudo-answers the template conditions read like any answer", () => {
    const context = (attorneyAssigned: boolean) => ({
      stateId: "CA",
      answersA: recordedFactAnswers({ attorneyAssigned, disclosure: "COMPLETED" }),
      answersB: recordedFactAnswers({ attorneyAssigned: false, disclosure: "NOTHING_TO_DISCLOSE" }),
    });
    const representedA = { conditions: [{ ...assigned, respondent: "A" as const }] };
    expect(evaluateClauseConditions(representedA, context(true))).toBe(true);
    expect(evaluateClauseConditions(representedA, context(false))).toBe(false);
    const nothingB = { conditions: [{ questionId: "recorded_disclosure", questionOptionIds: [recordedFactOptionId("disclosure", "nothing_to_disclose")], respondent: "B" as const }] };
    expect(evaluateClauseConditions(nothingB, context(false))).toBe(true);
  });

  it("replace any answer of the same key, so a stored or forged answer cannot claim a record", () => {
    const forged = { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__assigned_attorney"] };
    const both = withRecordedFacts(
      { A: [forged, { questionId: "q1", valueTyped: "x" }], B: [] },
      { A: { attorneyAssigned: false, disclosure: "IN_PROGRESS" }, B: { attorneyAssigned: true, disclosure: "COMPLETED" } },
    );
    expect(both.A).toEqual([
      { questionId: "q1", valueTyped: "x" },
      { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__not_recorded"] },
      { questionId: "recorded_disclosure", questionOptionIds: ["recorded_disclosure__not_given"] },
    ]);
    expect(both.B[0]).toEqual(assigned);
  });

  it("are told apart from questions by their keys", () => {
    expect(isRecordedFactKey("recorded_counsel")).toBe(true);
    expect(isRecordedFactKey("attorney_plan")).toBe(false);
    expect(isRecordedFactOptionId("recorded_disclosure__given")).toBe(true);
    expect(isRecordedFactOptionId("attorney_plan__own_attorney")).toBe(false);
  });
});

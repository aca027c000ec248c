import { describe, expect, it } from "vitest";
import { evaluateClauseConditions } from "./clause-conditions.ts";
import {
  certifyingAttorneyOf,
  isRecordedFactKey,
  isRecordedFactOptionId,
  recordedFactAnswers,
  recordedFactOptionId,
  withRecordedFacts,
} from "./recorded-facts.ts";

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
    const nothingB = {
      conditions: [
        {
          questionId: "recorded_disclosure",
          questionOptionIds: [recordedFactOptionId("disclosure", "nothing_to_disclose")],
          respondent: "B" as const,
        },
      ],
    };
    expect(evaluateClauseConditions(nothingB, context(false))).toBe(true);
  });

  it("replace any answer of the same key, so a stored or forged answer cannot claim a record", () => {
    const forged = { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__represented"] };
    const both = withRecordedFacts(
      { A: [forged, { questionId: "q1", valueTyped: "x" }], B: [] },
      {
        A: { attorneyOnRecord: false, attorneyPlan: null, disclosure: "IN_PROGRESS" },
        B: { attorneyOnRecord: true, attorneyPlan: "PLATFORM_ATTORNEY", disclosure: "COMPLETED" },
      },
    );
    expect(both.A).toEqual([
      { questionId: "q1", valueTyped: "x" },
      { questionId: "recorded_counsel", questionOptionIds: ["recorded_counsel__unrepresented"] },
      { questionId: "recorded_disclosure", questionOptionIds: ["recorded_disclosure__not_given"] },
      { questionId: "recorded_certifying_attorney", questionOptionIds: ["recorded_certifying_attorney__none"] },
      { questionId: "recorded_agreement_kind", questionOptionIds: ["recorded_agreement_kind__premarital"] },
    ]);
    expect(both.B[0]).toEqual(assigned);
  });

  it("state counsel as counselPlanOf reads it: an attorney on record whom the answer disclaims is no representation", () => {
    const counselOf = (attorneyOnRecord: boolean, attorneyPlan: "NO_ATTORNEY" | "OWN_ATTORNEY") =>
      recordedFactAnswers({ attorneyOnRecord, attorneyPlan, disclosure: "COMPLETED" }).find(
        (answer) => answer.questionId === "recorded_counsel",
      )?.questionOptionIds;
    expect(counselOf(true, "NO_ATTORNEY")).toEqual(["recorded_counsel__unrepresented"]);
    expect(counselOf(false, "OWN_ATTORNEY")).toEqual(["recorded_counsel__unrepresented"]);
    expect(counselOf(true, "OWN_ATTORNEY")).toEqual(["recorded_counsel__represented"]);
  });

  it("name as the certifying attorney the attorney on record, never the partner's answer beside one", () => {
    const base = {
      attorneyOnRecord: true,
      attorneyPlan: "OWN_ATTORNEY" as const,
      attorneyOnRecordName: "Jordan Reyes",
      ownAttorneyName: "Harper Quinn",
    };
    expect(certifyingAttorneyOf(base)).toEqual({ kind: "NAMED", name: "Jordan Reyes" });
    expect(certifyingAttorneyOf({ ...base, attorneyOnRecordName: null })).toEqual({ kind: "UNNAMED" });
    expect(certifyingAttorneyOf({ ...base, attorneyPlan: null })).toEqual({ kind: "NAMED", name: "Jordan Reyes" });
    // Nobody on record: the independent attorney the partner named, or a name to write in.
    expect(certifyingAttorneyOf({ ...base, attorneyOnRecord: false })).toEqual({ kind: "NAMED", name: "Harper Quinn" });
    expect(certifyingAttorneyOf({ ...base, attorneyOnRecord: false, ownAttorneyName: " " })).toEqual({
      kind: "UNNAMED",
    });
    expect(certifyingAttorneyOf({ ...base, attorneyOnRecord: false, attorneyPlan: "PLATFORM_ATTORNEY" })).toEqual({
      kind: "UNNAMED",
    });
    expect(certifyingAttorneyOf({ ...base, attorneyOnRecord: false, attorneyPlan: null })).toEqual({ kind: "NONE" });
    // "No attorney" disclaims the attorney on record: no certification, as the record states a waiver.
    expect(certifyingAttorneyOf({ ...base, attorneyPlan: "NO_ATTORNEY" })).toEqual({ kind: "NONE" });
    expect(recordedFactAnswers({ ...base, disclosure: "COMPLETED" }).slice(2, 4)).toEqual([
      { questionId: "recorded_certifying_attorney", questionOptionIds: ["recorded_certifying_attorney__named"] },
      { questionId: "recorded_certifying_attorney_name", valueTyped: "Jordan Reyes" },
    ]);
  });

  it("carry the agreement's kind for both partners: marital for a postnup, premarital otherwise", () => {
    const kindOf = (agreementKind?: "PRENUP" | "POSTNUP") =>
      recordedFactAnswers({ attorneyOnRecord: false, attorneyPlan: null, disclosure: "COMPLETED", agreementKind }).find(
        (answer) => answer.questionId === "recorded_agreement_kind",
      )?.questionOptionIds;
    expect(kindOf("POSTNUP")).toEqual(["recorded_agreement_kind__marital"]);
    expect(kindOf("PRENUP")).toEqual(["recorded_agreement_kind__premarital"]);
    expect(kindOf()).toEqual(["recorded_agreement_kind__premarital"]);
  });

  it("are told apart from questions by their keys", () => {
    expect(isRecordedFactKey("recorded_counsel")).toBe(true);
    expect(isRecordedFactKey("recorded_certifying_attorney_name")).toBe(true);
    expect(isRecordedFactKey("attorney_plan")).toBe(false);
    expect(isRecordedFactOptionId("recorded_disclosure__given")).toBe(true);
    expect(isRecordedFactOptionId("attorney_plan__own_attorney")).toBe(false);
  });
});

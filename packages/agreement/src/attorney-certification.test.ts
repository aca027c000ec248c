/**
 * The attorney certification on the signature page names the attorney the record certifies: the
 * attorney on record (assigned on the document) whatever the partner's own-attorney answer says, or
 * with nobody on record the independent attorney the partner named; a partner who chose no attorney
 * gets no certification.
 */
import { describe, expect, it } from "vitest";
import type { AnswerMap } from "@prenup/content";
import { completeAnswers, fixtureAgreement } from "./fixtures.ts";

const OWN: AnswerMap = { attorney_plan: ["attorney_plan__own_attorney"], own_attorney_name: "Harper Quinn" };

/** The signature page's certifications of the fixture couple in New York, B's answers and record as given. */
function certifications(
  answersB: AnswerMap,
  recordedB: { attorneyOnRecord: boolean; attorneyOnRecordName?: string | null },
) {
  const { model } = fixtureAgreement("NY", {
    answersA: completeAnswers("NY", { attorney_plan: ["attorney_plan__no_attorney"] }),
    answersB: completeAnswers("NY", answersB),
    recorded: { B: recordedB },
  });
  const part = model.parts.find((candidate) => candidate.type === "signatures");
  if (!part || part.type !== "signatures") throw new Error("no signature page");
  return part.signatures.certifications
    .filter((clause) => clause.title === "Attorney certification")
    .map((clause) => clause.text);
}

describe("the attorney certification", () => {
  it("names the attorney on record, not the own attorney the partner's answer names", () => {
    const texts = certifications(OWN, { attorneyOnRecord: true, attorneyOnRecordName: "Jordan Reyes" });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("I am Jordan Reyes, attorney for Blake Moreno Jr.");
    expect(texts.join("\n")).not.toContain("Harper Quinn");
  });

  it("with nobody on record names the independent attorney the partner named", () => {
    const texts = certifications(OWN, { attorneyOnRecord: false });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("I am Harper Quinn, attorney for Blake Moreno Jr.");
  });

  it("leaves the name to be written in for an attorney on record without a name, or one to be hired", () => {
    for (const texts of [
      certifications(OWN, { attorneyOnRecord: true, attorneyOnRecordName: null }),
      certifications({ attorney_plan: ["attorney_plan__hire_through_us"] }, { attorneyOnRecord: false }),
    ]) {
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain("Printed name and bar number:");
      expect(texts[0]).not.toContain("Harper Quinn");
    }
  });

  it("is absent for a partner who chose no attorney, even with one on record", () => {
    expect(
      certifications(
        { attorney_plan: ["attorney_plan__no_attorney"] },
        { attorneyOnRecord: true, attorneyOnRecordName: "Jordan Reyes" },
      ),
    ).toEqual([]);
  });
});

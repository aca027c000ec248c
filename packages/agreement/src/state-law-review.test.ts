/**
 * What the agreement says of each state's own law, as a lawyer reading it against that state's
 * statutes would check it: the conditions on a waiver of rights at death, the explanation a partner
 * without counsel is given, what a court may divide without the agreement, and the names of the
 * survivor's rights. Every expectation is read from the state-law matrix the templates use.
 */
import { stateLawOf, states, termsForState, type AnswerMap } from "@prenup/content";
import { stateLawRequirements } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { ANSWER_VARIANTS, STANDARD_SETS, standardSetAgreement, variantAgreement } from "./golden/standard-answers.ts";

const textOf = (stateId: string, answers: { A: AnswerMap }) =>
  modelText(variantAgreement(stateId, answers, { record: null }).model);
const law = (stateId: string) => {
  const row = stateLawOf(stateId);
  if (!row) throw new Error(stateId);
  return row;
};

describe("a waiver of rights at death meets the state's conditions", () => {
  it("tells each partner the nature and extent of the right where the state asks it (Missouri), and recites the consideration", () => {
    const missouri = law("MO").survivorRights;
    expect(missouri.value.waiverConditions).toEqual({ disclosureOfRight: true, fairConsideration: true });
    expect(missouri.citation).toMatch(/474\.220/);
    const text = textOf("MO", ANSWER_VARIANTS.deathWaiver as { A: AnswerMap });
    expect(text).toContain(
      `Before signing, each Party was told the nature and extent of the rights this Article gives up: ${missouri.value.rightSummary}`,
    );
    expect(text).toContain("which each Party considers a fair consideration in all the circumstances");
  });

  it("prints the disclosure and the consideration exactly where the matrix's conditions ask them", () => {
    for (const state of states) {
      const rights = law(state.abbreviation).survivorRights.value;
      if (!rights.waivable) continue;
      const text = textOf(state.abbreviation, ANSWER_VARIANTS.deathWaiver as { A: AnswerMap });
      expect(text.includes("was told the nature and extent"), state.abbreviation).toBe(
        rights.waiverConditions.disclosureOfRight,
      );
      expect(text.includes("a fair consideration in all the circumstances"), state.abbreviation).toBe(
        rights.waiverConditions.fairConsideration,
      );
    }
  });

  it("names the survivor's own rights: dower and curtesy in Kentucky and Arkansas, a life estate in Rhode Island, dower in Ohio", () => {
    const waived = (stateId: string) => termsForState(stateId).survivor_rights_waived;
    expect(waived("KY")).toMatch(/dower and curtesy/);
    expect(waived("AR")).toMatch(/dower or curtesy/);
    expect(waived("RI")).toMatch(/life estate/);
    expect(waived("OH")).toMatch(/dower/);
    for (const stateId of ["KY", "AR", "RI", "OH"]) {
      expect(law(stateId).survivorRights.confirmed, stateId).toBe(true);
      expect(textOf(stateId, ANSWER_VARIANTS.deathWaiver as { A: AnswerMap }), stateId).toContain(waived(stateId));
    }
  });

  it("cites Maryland's elective share where it now sits for deaths after 1 October 2020 (Title 3, Subtitle 4)", () => {
    expect(law("MD").survivorRights.citation).toMatch(/§ 3-4\d\d/);
  });
});

describe("a partner without counsel", () => {
  it("in West Virginia is given the plain-language explanation of the rights the agreement changes (Ware v. Ware)", () => {
    const westVirginia = law("WV");
    expect(westVirginia.counsel.value.plainLanguageExplanation).toBe(true);
    expect(westVirginia.counsel.citation).toMatch(/Ware v\. Ware/);
    const alone = STANDARD_SETS.find((set) => set.name === "A without counsel, support waived");
    if (!alone) throw new Error("the standard set of a partner without counsel");
    const verdict = stateLawRequirements(westVirginia, alone);
    expect(verdict.requirements.map((requirement) => [requirement.kind, requirement.party])).toContainEqual([
      "PLAIN_LANGUAGE_EXPLANATION",
      "A",
    ]);
    const text = modelText(standardSetAgreement("WV", alone).model);
    expect(text).toContain(`You give up the right to ask the other for ${termsForState("WV").support_term}`);
  });
});

describe("what a court may divide without the agreement", () => {
  const recital = (stateId: string) => termsForState(stateId).default_property_rule ?? "";

  it("in Kansas, Montana, South Dakota and Wyoming includes what each owned before the marriage", () => {
    for (const stateId of ["KS", "MT", "SD", "WY"]) {
      expect(law(stateId).division.value.allProperty, stateId).toBe(true);
      expect(law(stateId).division.confirmed, stateId).toBe(true);
      expect(recital(stateId), stateId).toContain("including what they owned before the marriage");
    }
  });

  it("follows the matrix's all-property and equal-division cells in the recital and in every state", () => {
    for (const state of states) {
      const division = law(state.abbreviation).division.value;
      if (division.system !== "EQUITABLE_DISTRIBUTION") continue;
      const text = recital(state.abbreviation);
      expect(text.includes("including what they owned before the marriage"), state.abbreviation).toBe(
        division.allProperty,
      );
      expect(text.includes("presuming that an equal division is fair"), state.abbreviation).toBe(
        division.equalPresumption,
      );
    }
    for (const stateId of ["AR", "IN", "WV"]) expect(recital(stateId), stateId).toContain("an equal division");
    for (const stateId of ["NH", "IN", "CT", "MA", "VT"])
      expect(recital(stateId), stateId).toContain("including what they owned before the marriage");
  });
});

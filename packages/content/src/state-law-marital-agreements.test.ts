/**
 * The matrix's cells on agreements made or changed during marriage, as the domain's rule reads them:
 * what each read state asks, the cautious cells that stay unverified, and a decision for every
 * jurisdiction.
 */
import {
  cellConfidence,
  maritalAgreementEligibility,
  STATE_ABBREVIATIONS,
  type MaritalAgreementRequest,
  type MaritalAgreementRequirement,
} from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { partitionTitleOf, stateLawMatrix } from "./data/state-law/index.ts";

const request = (changes: Partial<MaritalAgreementRequest> = {}): MaritalAgreementRequest => ({
  kind: "POSTNUP",
  married: true,
  today: "2026-11-29",
  ...changes,
});

function requirementKinds(stateId: keyof typeof stateLawMatrix, changes: Partial<MaritalAgreementRequest> = {}) {
  const decision = maritalAgreementEligibility(stateLawMatrix[stateId], request(changes));
  if (decision.outcome !== "ALLOWED" && decision.outcome !== "COURT_PETITION")
    throw new Error(`${stateId}: ${decision.outcome}`);
  return decision.requirements.map((requirement: MaritalAgreementRequirement) => requirement.kind);
}

describe("agreements made during marriage in the matrix", () => {
  it("gives every jurisdiction a decision for each kind, married or not, naming its cell's citation", () => {
    for (const stateId of STATE_ABBREVIATIONS) {
      const row = stateLawMatrix[stateId];
      for (const kind of ["AMENDMENT", "REVOCATION", "POSTNUP"] as const) {
        expect(maritalAgreementEligibility(row, request({ kind, married: false })).outcome).toBe(
          "PREMARITAL_REGENERATION",
        );
        const decision = maritalAgreementEligibility(row, request({ kind }));
        if (decision.outcome === "PREMARITAL_REGENERATION") throw new Error(`${stateId} ${kind}`);
        expect(decision.source, `${stateId} ${kind}`).toEqual({
          citation: row.maritalAgreements.citation,
          confidence: cellConfidence(row.maritalAgreements),
        });
      }
    }
  });

  it("applies the read cells: Louisiana's court, New York's deed acknowledgment, Florida's witnesses, California's fiduciary clause, Texas's conversion statement", () => {
    for (const stateId of ["CA", "FL", "LA", "NY", "TX"] as const)
      expect(cellConfidence(stateLawMatrix[stateId].maritalAgreements), stateId).toBe("VERIFIED");
    expect(maritalAgreementEligibility(stateLawMatrix.LA, request()).outcome).toBe("COURT_PETITION");
    expect(maritalAgreementEligibility(stateLawMatrix.LA, request({ movedIntoStateOn: "2026-06-01" })).outcome).toBe(
      "ALLOWED",
    );
    expect(requirementKinds("NY")).toContain("ACKNOWLEDGED_LIKE_DEED");
    expect(requirementKinds("FL", { waivesDeathRights: true })).toContain("DEATH_WAIVER_WITNESSES");
    expect(requirementKinds("CA")).toContain("FIDUCIARY_CLAUSE");
    expect(requirementKinds("TX", { convertsSeparateProperty: true })).toContain("CONVERSION_STATEMENT");
    // Texas spouses partition or exchange community property (Fam. Code § 4.102); no other state's cell says so.
    expect(requirementKinds("TX")).toContain("PARTITION");
    expect(partitionTitleOf("TX")).toBe("Partition and Exchange Agreement");
    expect(STATE_ABBREVIATIONS.filter((stateId) => partitionTitleOf(stateId) !== null)).toEqual(["TX"]);
    // The statute's statement was not read in full, so the product does not claim to print it.
    expect(stateLawMatrix.TX.maritalAgreements.value.conversionStatement).toEqual({ lines: null });
  });

  it("keeps Iowa, Minnesota and Ohio cautious and unverified: Iowa refuses, Minnesota needs both attorneys, Ohio's date", () => {
    for (const stateId of ["IA", "MN", "OH"] as const)
      expect(cellConfidence(stateLawMatrix[stateId].maritalAgreements), stateId).toBe("UNVERIFIED");
    expect(maritalAgreementEligibility(stateLawMatrix.IA, request()).outcome).toBe("BLOCKED");
    expect(maritalAgreementEligibility(stateLawMatrix.IA, request({ kind: "REVOCATION" })).outcome).toBe("ALLOWED");
    expect(requirementKinds("MN")).toEqual(
      expect.arrayContaining(["SEPARATE_COUNSEL", "EARLY_DISSOLUTION_PRESUMPTION"]),
    );
    expect(maritalAgreementEligibility(stateLawMatrix.OH, request({ today: "2023-03-22" })).outcome).toBe("BLOCKED");
    expect(requirementKinds("OH")).toContain("NO_DIVORCE_INCENTIVE");
  });

  it("refuses only Iowa, sends only Louisiana to court, and gives every state not read the cautious requirements", () => {
    const outcomes = STATE_ABBREVIATIONS.map(
      (stateId) => [stateId, maritalAgreementEligibility(stateLawMatrix[stateId], request()).outcome] as const,
    );
    expect(outcomes.filter(([, outcome]) => outcome === "BLOCKED").map(([stateId]) => stateId)).toEqual(["IA"]);
    expect(outcomes.filter(([, outcome]) => outcome === "COURT_PETITION").map(([stateId]) => stateId)).toEqual(["LA"]);
    expect(requirementKinds("KS")).toEqual([
      "SIGNED_BY_BOTH",
      "ORIGINAL_FORMALITIES",
      "SEPARATE_COUNSEL",
      "FULL_DISCLOSURE",
    ]);
  });
});

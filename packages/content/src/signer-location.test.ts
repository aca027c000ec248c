import { signerLocationProblem } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { onlineSignerLocationRule as rule } from "./data/signer-location.ts";
import { executionFormalitiesByState } from "./data/state-law/index.ts";

describe("the online signer-location rule", () => {
  it("takes the cautious value wherever a fact is not confirmed, and cites a source for each", () => {
    for (const fact of [rule.stateNotariesMayNotarizeOnline, rule.outOfStateActsRecognized, rule.signerThereMayAppearOnline]) {
      expect(fact.citation.length).toBeGreaterThan(40);
    }
    expect(rule.signerThereMayAppearOnline).toMatchObject({ value: false, confirmed: false });
    expect(rule.stateNotariesMayNotarizeOnline.citation).toMatch(/SB 696.*January 1, 2030/);
    expect(rule.outOfStateActsRecognized.citation).toMatch(/Civ\. Code § 1189\(b\)/);
  });

  it("keeps California agreements in person only", () => {
    expect(executionFormalitiesByState["CA"]!.remoteNotarizationAllowed.value).toBe(false);
  });

  it("refuses the online session for a signer in California through the domain's rule", () => {
    const problem = signerLocationProblem({
      signers: [{ role: "USER_A", name: "Lena", inState: true }, { role: "USER_B", name: "Omar", inState: false }],
      rule: { stateName: rule.stateName, signerThereMayAppearOnline: rule.signerThereMayAppearOnline.value },
    });
    expect(problem?.code).toBe("SIGNER_LOCATION_NOT_ALLOWED");
  });
});

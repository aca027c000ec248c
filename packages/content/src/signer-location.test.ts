import { isSignerLocationAsked, signerLocationQuestionOf, STATE_ABBREVIATIONS } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { signerLocationRuleOf } from "./data/signer-location.ts";
import { stateLawMatrix } from "./data/state-law/index.ts";

describe("the online signer-location rule of each state", () => {
  it("comes from the matrix row, with a source in every one of the 51 cells and the cautious value where unconfirmed", () => {
    for (const stateId of STATE_ABBREVIATIONS) {
      const cell = stateLawMatrix[stateId].execution.onlineSignerLocation;
      expect(cell.citation.length, stateId).toBeGreaterThan(6);
      expect(signerLocationRuleOf(stateId), stateId).toEqual({
        stateName: stateLawMatrix[stateId].name,
        onlineSignerLocation: cell.value,
        remoteNotarizationAllowed: stateLawMatrix[stateId].execution.remoteNotarizationAllowed.value,
      });
    }
    expect(stateLawMatrix.CA.execution.onlineSignerLocation).toMatchObject({
      value: "OUTSIDE_STATE_ONLY",
      confirmed: false,
    });
    expect(stateLawMatrix.CA.execution.onlineSignerLocation.citation).toMatch(/SB 696.*January 1, 2030/);
  });

  it("asks a signer where they will be only where it changes something: never a Texas couple, and in the couple's own state's name", () => {
    expect(signerLocationQuestionOf(signerLocationRuleOf("TX")!)).toBeNull();
    for (const stateId of STATE_ABBREVIATIONS) {
      const rule = signerLocationRuleOf(stateId)!;
      const question = signerLocationQuestionOf(rule);
      expect(question !== null, stateId).toBe(isSignerLocationAsked(rule));
      if (question) expect(question.question).toBe(`Will you be in ${rule.stateName} when you sign online?`);
    }
  });

  it("keeps California agreements in person only, so no couple is asked about California", () => {
    expect(stateLawMatrix.CA.execution.remoteNotarizationAllowed.value).toBe(false);
    expect(signerLocationQuestionOf(signerLocationRuleOf("CA")!)).toBeNull();
    expect(signerLocationRuleOf("ZZ")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { executionFormalities, signingInstructions, witnessesAtSigning } from "./formalities.ts";

describe("the in-person signing, from the execution formalities", () => {
  it("asks a Florida couple waiving rights at death for two subscribing witnesses besides the notary, and rules out a remote session", () => {
    const florida = executionFormalities({
      stateAbbreviation: "FL",
      witnessRequired: false,
      waivesRightsAtDeath: true,
    });
    expect(florida.remoteNotarizationAllowed).toBe(false);
    expect(witnessesAtSigning(florida)).toBe(2);
    expect(signingInstructions(florida).join("\n")).toMatch(
      /waives rights at the other's death, so each of you signs in the presence of two subscribing witnesses besides the notary public, who sign the lines under that partner's waiver/,
    );
  });

  it("asks nothing of a Florida couple without the waiver but the notary", () => {
    const florida = executionFormalities({
      stateAbbreviation: "FL",
      witnessRequired: false,
      waivesRightsAtDeath: false,
    });
    expect(florida.remoteNotarizationAllowed).toBe(true);
    expect(witnessesAtSigning(florida)).toBe(0);
    expect(signingInstructions(florida)).toEqual([
      "Sign before a notary public, who completes the acknowledgment page for each of you. Bring a government-issued photo ID.",
    ]);
  });

  it("names Georgia's notary witness and Louisiana's authentic act", () => {
    const georgia = executionFormalities({ stateAbbreviation: "GA", witnessRequired: false });
    expect(witnessesAtSigning(georgia)).toBe(2);
    expect(signingInstructions(georgia)[1]).toBe(
      "Bring one adult witness beside the notary public, who is the second witness: they watch you both sign and sign the witness lines on the signature page.",
    );
    const louisiana = signingInstructions(executionFormalities({ stateAbbreviation: "LA", witnessRequired: false }));
    expect(louisiana[0]).toMatch(/authentic act/);
    expect(louisiana[1]).toMatch(/^Bring two adult witnesses besides the notary public:/);
  });
});

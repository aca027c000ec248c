import { describe, expect, it } from "vitest";
import { signerLocationProblem, type SignerLocationAnswer } from "./signer-location.ts";

const cautious = { stateName: "California", signerThereMayAppearOnline: false };
const answers = (...inState: (boolean | null)[]): SignerLocationAnswer[] =>
  inState.map((value, index) => ({ role: (["USER_A", "USER_B", "ATTORNEY_A", "ATTORNEY_B"] as const)[index]!, name: ["Lena", "Omar", "Ada", "Ben"][index]!, inState: value }));

describe("signerLocationProblem", () => {
  it("lets the session start when every signer answered and none will be in California", () => {
    expect(signerLocationProblem({ signers: answers(false, false), rule: cautious })).toBeNull();
    expect(signerLocationProblem({ signers: answers(false, false, false, false), rule: cautious })).toBeNull();
  });

  it("waits for every signer's answer, naming who has not answered", () => {
    expect(signerLocationProblem({ signers: answers(false, null), rule: cautious })).toMatchObject({ code: "SIGNER_LOCATION_MISSING", message: expect.stringMatching(/Waiting for: Omar\.$/) });
    expect(signerLocationProblem({ signers: answers(null, false, null), rule: cautious })?.message).toMatch(/Waiting for: Lena, Ada\./);
  });

  it("refuses the online session when any signer (an attorney too) will be in California, before waiting for the others", () => {
    expect(signerLocationProblem({ signers: answers(false, true), rule: cautious })).toMatchObject({ code: "SIGNER_LOCATION_NOT_ALLOWED", message: expect.stringMatching(/^Omar will be in California when signing\. .*in person/) });
    expect(signerLocationProblem({ signers: answers(null, false, true), rule: cautious })).toMatchObject({ code: "SIGNER_LOCATION_NOT_ALLOWED", message: expect.stringMatching(/^Ada will/) });
  });

  it("follows the content's rule: where a signer in the state may appear online, the answer only has to be given", () => {
    const permissive = { ...cautious, signerThereMayAppearOnline: true };
    expect(signerLocationProblem({ signers: answers(true, false), rule: permissive })).toBeNull();
    expect(signerLocationProblem({ signers: answers(true, null), rule: permissive })?.code).toBe("SIGNER_LOCATION_MISSING");
  });

  it("has nothing to ask of a session without signers", () => {
    expect(signerLocationProblem({ signers: [], rule: cautious })).toBeNull();
  });
});

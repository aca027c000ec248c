import { describe, expect, it } from "vitest";
import {
  isSignerLocationAsked,
  signerLocationProblem,
  signerLocationQuestionOf,
  type SignerLocationAnswer,
  type SignerLocationRule,
} from "./signer-location.ts";

/** A state whose signers may not appear online from inside it, with the online session allowed. */
const asking: SignerLocationRule = {
  stateName: "California",
  onlineSignerLocation: "OUTSIDE_STATE_ONLY",
  remoteNotarizationAllowed: true,
};
const texas: SignerLocationRule = {
  stateName: "Texas",
  onlineSignerLocation: "ANYWHERE",
  remoteNotarizationAllowed: true,
};
const answers = (...inState: (boolean | null)[]): SignerLocationAnswer[] =>
  inState.map((value, index) => ({
    role: (["USER_A", "USER_B", "ATTORNEY_A", "ATTORNEY_B"] as const)[index]!,
    name: ["Lena", "Omar", "Ada", "Ben"][index]!,
    inState: value,
  }));

describe("isSignerLocationAsked and signerLocationQuestionOf", () => {
  it("ask only where the state's cell makes a signer's location matter and the online session is allowed", () => {
    expect(isSignerLocationAsked(asking)).toBe(true);
    expect(isSignerLocationAsked(texas)).toBe(false);
    expect(isSignerLocationAsked({ ...asking, remoteNotarizationAllowed: false })).toBe(false);
  });

  it("phrase the question for the couple's own state, and have none where nothing is asked", () => {
    expect(signerLocationQuestionOf(asking)).toEqual({
      question: "Will you be in California when you sign online?",
      explanation: expect.stringMatching(/physically in California/),
    });
    expect(signerLocationQuestionOf({ ...asking, stateName: "Oregon" })?.question).toBe(
      "Will you be in Oregon when you sign online?",
    );
    expect(signerLocationQuestionOf(texas)).toBeNull();
  });
});

describe("signerLocationProblem", () => {
  it("lets the session start when every signer answered and none will be in the state", () => {
    expect(signerLocationProblem({ signers: answers(false, false), rule: asking })).toBeNull();
    expect(signerLocationProblem({ signers: answers(false, false, false, false), rule: asking })).toBeNull();
  });

  it("waits for every signer's answer, naming who has not answered and the state", () => {
    expect(signerLocationProblem({ signers: answers(false, null), rule: asking })).toMatchObject({
      code: "SIGNER_LOCATION_MISSING",
      message: expect.stringMatching(/in California when they sign\. Waiting for: Omar\.$/),
    });
    expect(signerLocationProblem({ signers: answers(null, false, null), rule: asking })?.message).toMatch(
      /Waiting for: Lena, Ada\./,
    );
  });

  it("refuses the online session when any signer (an attorney too) will be in the state, before waiting for the others", () => {
    expect(signerLocationProblem({ signers: answers(false, true), rule: asking })).toMatchObject({
      code: "SIGNER_LOCATION_NOT_ALLOWED",
      title: "Someone will sign from California.",
      message: expect.stringMatching(/^Omar will be in California when signing\. .*in person/),
    });
    expect(signerLocationProblem({ signers: answers(null, false, true), rule: asking })).toMatchObject({
      code: "SIGNER_LOCATION_NOT_ALLOWED",
      message: expect.stringMatching(/^Ada will/),
    });
  });

  it("requires nothing where the state asks nothing: no answer, or any answer, lets the session start", () => {
    expect(signerLocationProblem({ signers: answers(null, null), rule: texas })).toBeNull();
    expect(signerLocationProblem({ signers: answers(true, null), rule: texas })).toBeNull();
    expect(
      signerLocationProblem({ signers: answers(null, true), rule: { ...asking, remoteNotarizationAllowed: false } }),
    ).toBeNull();
  });

  it("has nothing to ask of a session without signers", () => {
    expect(signerLocationProblem({ signers: [], rule: asking })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  changeEffectiveOn,
  changeSigningProblem,
  changeSigningRule,
  isChangeFullySigned,
  type ChangeSignature,
} from "./change-signing.ts";
import type { MaritalAgreementDecision, MaritalAgreementSource } from "./marital-agreements.ts";

const source: MaritalAgreementSource = { citation: "Act § 1", confidence: "VERIFIED" };
const allowed: MaritalAgreementDecision = { outcome: "ALLOWED", requirements: [], source };

const signature = (overrides: Partial<ChangeSignature> = {}): ChangeSignature => ({
  respondent: "A",
  signedOn: "2027-06-10",
  witnesses: [],
  counsel: null,
  ...overrides,
});

const check = (overrides: Partial<Parameters<typeof changeSigningProblem>[0]> = {}) =>
  changeSigningProblem({
    rule: { witnesses: 0, ownCounselRequired: false, disclosureConfirmation: false, awaitsAttorneyInsert: false },
    decisionOnDay: allowed,
    signature: signature(),
    today: "2027-06-12",
    textDay: "2027-06-01",
    recorded: [],
    spouses: ["Omar Haddad", "Lena Park"],
    refusal: null,
    startedAt: "2027-06-01T10:00:00.000Z",
    disclosure: null,
    ...overrides,
  });

describe("changeSigningRule", () => {
  it("takes the most witnesses of the original, the current state and a waiver of rights at death", () => {
    expect(changeSigningRule({ originalWitnesses: 2, currentWitnesses: 0, requirements: [] })).toEqual({
      witnesses: 2,
      ownCounselRequired: false,
      disclosureConfirmation: false,
      awaitsAttorneyInsert: false,
    });
    expect(
      changeSigningRule({
        originalWitnesses: 0,
        currentWitnesses: 1,
        requirements: [{ kind: "DEATH_WAIVER_WITNESSES", witnesses: 2, source }],
      }).witnesses,
    ).toBe(2);
  });

  it("requires each spouse's own attorney only where the state's law does", () => {
    const advised = [{ kind: "SEPARATE_COUNSEL" as const, required: false, source }];
    const required = [{ kind: "SEPARATE_COUNSEL" as const, required: true, source }];
    expect(
      changeSigningRule({ originalWitnesses: 0, currentWitnesses: 0, requirements: advised }).ownCounselRequired,
    ).toBe(false);
    expect(
      changeSigningRule({ originalWitnesses: 0, currentWitnesses: 0, requirements: required }).ownCounselRequired,
    ).toBe(true);
  });

  it("waits for an attorney's insert only where the statute's statement was not read into the matrix", () => {
    const rule = (lines: string[] | null) =>
      changeSigningRule({
        originalWitnesses: 0,
        currentWitnesses: 0,
        requirements: [{ kind: "CONVERSION_STATEMENT", lines, source }],
      }).awaitsAttorneyInsert;
    expect(rule(null)).toBe(true);
    expect(rule([])).toBe(true);
    expect(rule(["This instrument changes separate property to community property."])).toBe(false);
    expect(
      changeSigningRule({ originalWitnesses: 0, currentWitnesses: 0, requirements: [] }).awaitsAttorneyInsert,
    ).toBe(false);
  });
});

describe("changeSigningProblem", () => {
  it("accepts a signing that meets the rule", () => {
    expect(check()).toBeNull();
  });

  it("refuses a document that still awaits an attorney's insert", () => {
    expect(
      check({
        rule: { witnesses: 0, ownCounselRequired: false, disclosureConfirmation: false, awaitsAttorneyInsert: true },
      }),
    ).toMatchObject({ code: "ATTORNEY_INSERT_PENDING", message: expect.stringMatching(/an attorney must insert/) });
  });

  it("refuses a day in the future, an impossible day, or a day before the text last changed", () => {
    expect(check({ signature: signature({ signedOn: "2027-06-13" }) })?.code).toBe("SIGNING_DATE_INVALID");
    expect(check({ signature: signature({ signedOn: "2027-02-30" }) })?.code).toBe("SIGNING_DATE_INVALID");
    expect(check({ signature: signature({ signedOn: "2027-05-31" }) })?.message).toContain("2027-06-01");
  });

  it("refuses a day on which the state's law did not allow the change, with the reason", () => {
    const problem = check({
      decisionOnDay: { outcome: "BLOCKED", reason: "Not before 2027-06-11.", source },
      refusal: "An amendment cannot be drafted for Ohio now: Not before 2027-06-11.",
    });
    expect(problem).toEqual({
      code: "CHANGE_NOT_ALLOWED_ON_DATE",
      message: "On 2027-06-10: An amendment cannot be drafted for Ohio now: Not before 2027-06-11.",
    });
    expect(check({ decisionOnDay: { outcome: "PREMARITAL_REGENERATION" } })?.code).toBe("CHANGE_NOT_ALLOWED_ON_DATE");
  });

  it("records each spouse once", () => {
    expect(check({ recorded: [signature()] })?.code).toBe("ALREADY_SIGNED");
    expect(check({ recorded: [signature({ respondent: "B" })] })).toBeNull();
  });

  it("counts distinct witnesses and refuses a spouse as witness", () => {
    const rule = {
      witnesses: 2,
      ownCounselRequired: false,
      disclosureConfirmation: false,
      awaitsAttorneyInsert: false,
    };
    expect(check({ rule, signature: signature({ witnesses: ["Ada Lee"] }) })?.code).toBe("WITNESSES_MISSING");
    expect(check({ rule, signature: signature({ witnesses: ["Ada Lee", " ada lee "] }) })?.code).toBe(
      "WITNESSES_MISSING",
    );
    expect(check({ rule, signature: signature({ witnesses: ["Ada Lee", "lena park"] }) })?.code).toBe(
      "WITNESS_IS_SPOUSE",
    );
    expect(check({ rule, signature: signature({ witnesses: ["Ada Lee", "Ben Cho"] }) })).toBeNull();
  });

  it("where the state requires it, each spouse names their own attorney", () => {
    const rule = { witnesses: 0, ownCounselRequired: true, disclosureConfirmation: false, awaitsAttorneyInsert: false };
    expect(check({ rule })?.code).toBe("COUNSEL_MISSING");
    expect(
      check({
        rule,
        signature: signature({ respondent: "B", counsel: "Dana Ruiz" }),
        recorded: [signature({ counsel: "dana ruiz" })],
      })?.code,
    ).toBe("COUNSEL_NOT_SEPARATE");
    expect(
      check({
        rule,
        signature: signature({ respondent: "B", counsel: "Sam Ortiz" }),
        recorded: [signature({ counsel: "Dana Ruiz" })],
      }),
    ).toBeNull();
  });
});

describe("the disclosure confirmed for the change", () => {
  const rule = { witnesses: 0, ownCounselRequired: false, disclosureConfirmation: true, awaitsAttorneyInsert: false };
  it("asks for a declaration given after the change was started and not changed since", () => {
    expect(check({ rule })?.code).toBe("DISCLOSURE_NOT_CONFIRMED");
    const before = { declaredAt: "2027-05-30T09:00:00.000Z", lastChangedAt: null };
    expect(check({ rule, disclosure: before })?.code).toBe("DISCLOSURE_NOT_CONFIRMED");
    const after = { declaredAt: "2027-06-02T09:00:00.000Z", lastChangedAt: "2027-06-02T08:00:00.000Z" };
    expect(check({ rule, disclosure: after })).toBeNull();
    const editedSince = { ...after, lastChangedAt: "2027-06-03T08:00:00.000Z" };
    expect(check({ rule, disclosure: editedSince })?.code).toBe("DISCLOSURE_NOT_CONFIRMED");
  });

  it("is asked only where the state's law asks for full disclosure", () => {
    const source = { citation: "Act § 1", confidence: "VERIFIED" as const };
    expect(
      changeSigningRule({
        originalWitnesses: 0,
        currentWitnesses: 0,
        requirements: [{ kind: "FULL_DISCLOSURE", source }],
      }).disclosureConfirmation,
    ).toBe(true);
  });
});

describe("a change in effect", () => {
  it("takes effect on the later spouse's day once both have signed", () => {
    const a = signature({ signedOn: "2027-06-10" });
    const b = signature({ respondent: "B", signedOn: "2027-06-12" });
    expect(isChangeFullySigned([a])).toBe(false);
    expect(changeEffectiveOn([a])).toBeNull();
    expect(changeEffectiveOn([b, a])).toBe("2027-06-12");
  });
});

import { describe, expect, it } from "vitest";
import {
  describeMaritalRequirement,
  MARITAL_AGREEMENT_REQUIREMENT_KINDS,
  maritalAgreementEligibility,
  postnupCounselProblem,
  postnupDecision,
  type MaritalAgreementRequest,
  type MaritalAgreementRequirement,
} from "./marital-agreements.ts";
import type { MaritalAgreementLaw, Sourced, StateLawRow } from "./state-law.ts";

const GENERAL: MaritalAgreementLaw = {
  enforceability: "ENFORCEABLE",
  noCourtWithinYearsOfMove: null,
  revocationExempt: false,
  allowedFrom: null,
  amendmentBySignedWriting: true,
  repeatOriginalFormalities: true,
  separateCounsel: "RECOMMENDED",
  acknowledgedLikeDeed: false,
  spousesAreFiduciaries: false,
  fullDisclosure: true,
  deathWaiverWitnesses: 0,
  termsMustNotPromoteDivorce: false,
  invalidIfDissolutionWithinYears: null,
  conversionStatement: null,
  partition: null,
};

/** A state's row as the rule reads it: its name and its cell, read (confirmed) unless said otherwise. */
function state(
  name: string,
  changes: Partial<MaritalAgreementLaw>,
  citation: string,
  confirmed = true,
): Pick<StateLawRow, "name" | "maritalAgreements"> {
  const value = { ...GENERAL, ...changes };
  const cell: Sourced<MaritalAgreementLaw> = confirmed
    ? {
        value,
        confirmed: true,
        citation,
        reading: { quote: "the operative words", source: "https://legislature.example/law", readOn: "2026-11-29" },
      }
    : { value, confirmed: false, citation };
  return { name, maritalAgreements: cell };
}

const request = (changes: Partial<MaritalAgreementRequest> = {}): MaritalAgreementRequest => ({
  kind: "POSTNUP",
  married: true,
  today: "2026-11-29",
  ...changes,
});

const kindsOf = (requirements: MaritalAgreementRequirement[]) => requirements.map((requirement) => requirement.kind);

function requirementsOf(decision: ReturnType<typeof maritalAgreementEligibility>): MaritalAgreementRequirement[] {
  if (decision.outcome !== "ALLOWED" && decision.outcome !== "COURT_PETITION")
    throw new Error(`expected requirements, got ${decision.outcome}`);
  return decision.requirements;
}

const IOWA = state(
  "Iowa",
  { enforceability: "NOT_ENFORCED", revocationExempt: true, amendmentBySignedWriting: false },
  "In re Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009)",
  false,
);
const LOUISIANA = state(
  "Louisiana",
  {
    enforceability: "COURT_APPROVAL_REQUIRED",
    noCourtWithinYearsOfMove: 1,
    revocationExempt: true,
    amendmentBySignedWriting: false,
    fullDisclosure: false,
  },
  "La. Civ. Code art. 2329",
);
const OHIO = state(
  "Ohio",
  { allowedFrom: "2023-03-23", termsMustNotPromoteDivorce: true },
  "R.C. 3103.06 as amended effective 2023-03-23",
  false,
);

describe("maritalAgreementEligibility", () => {
  it("regenerates the premarital agreement before the wedding, whatever the state's rule for spouses", () => {
    for (const row of [IOWA, LOUISIANA, OHIO])
      expect(maritalAgreementEligibility(row, request({ kind: "AMENDMENT", married: false }))).toEqual({
        outcome: "PREMARITAL_REGENERATION",
      });
  });

  it("refuses a change or a new agreement during marriage in Iowa, naming the case and that it is unverified, and allows a revocation", () => {
    for (const kind of ["AMENDMENT", "POSTNUP"] as const) {
      const decision = maritalAgreementEligibility(IOWA, request({ kind }));
      expect(decision).toMatchObject({
        outcome: "BLOCKED",
        source: { citation: "In re Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009)", confidence: "UNVERIFIED" },
      });
      expect(decision.outcome === "BLOCKED" && decision.reason).toMatch(/^Iowa courts do not enforce/);
    }
    const amendPostnup = maritalAgreementEligibility(IOWA, request({ kind: "AMENDMENT", original: "POSTNUP" }));
    expect(amendPostnup.outcome === "BLOCKED" && amendPostnup.reason).toMatch(
      /cannot change their postnuptial agreement here/,
    );
    const revocation = maritalAgreementEligibility(IOWA, request({ kind: "REVOCATION" }));
    expect(revocation.outcome).toBe("ALLOWED");
    expect(requirementsOf(revocation)[0]).toMatchObject({ kind: "SIGNED_BY_BOTH", withoutConsideration: false });
  });

  it("sends Louisiana spouses to court with the petition's checklist, except in their first year there or to return to the default law", () => {
    const petition = maritalAgreementEligibility(LOUISIANA, request({ movedIntoStateOn: "2020-05-01" }));
    expect(petition).toMatchObject({
      outcome: "COURT_PETITION",
      source: { citation: "La. Civ. Code art. 2329", confidence: "VERIFIED" },
    });
    expect(petition.outcome === "COURT_PETITION" && petition.checklist).toEqual([
      "Both spouses sign a joint petition to the court.",
      "The court finds that the agreement serves the spouses' best interests.",
      "The court finds that both spouses understand the governing principles and rules.",
    ]);
    expect(maritalAgreementEligibility(LOUISIANA, request()).outcome).toBe("COURT_PETITION");
    expect(maritalAgreementEligibility(LOUISIANA, request({ movedIntoStateOn: "2026-01-10" })).outcome).toBe("ALLOWED");
    expect(maritalAgreementEligibility(LOUISIANA, request({ movedIntoStateOn: "2025-11-30" })).outcome).toBe("ALLOWED");
    expect(maritalAgreementEligibility(LOUISIANA, request({ movedIntoStateOn: "2025-11-29" })).outcome).toBe(
      "COURT_PETITION",
    );
    expect(maritalAgreementEligibility(LOUISIANA, request({ movedIntoStateOn: "2026-12-25" })).outcome).toBe(
      "COURT_PETITION",
    );
    expect(maritalAgreementEligibility(LOUISIANA, request({ kind: "REVOCATION" })).outcome).toBe("ALLOWED");
    expect(maritalAgreementEligibility(LOUISIANA, request({ kind: "AMENDMENT" })).outcome).toBe("COURT_PETITION");
  });

  it("requires Minnesota spouses each to have their own attorney and warns of the two-year presumption", () => {
    const minnesota = state(
      "Minnesota",
      { separateCounsel: "REQUIRED", invalidIfDissolutionWithinYears: 2 },
      "Minn. Stat. § 519.11, subd. 1a",
      false,
    );
    const requirements = requirementsOf(maritalAgreementEligibility(minnesota, request()));
    expect(requirements).toContainEqual({
      kind: "SEPARATE_COUNSEL",
      required: true,
      source: { citation: "Minn. Stat. § 519.11, subd. 1a", confidence: "UNVERIFIED" },
    });
    expect(requirements.find((requirement) => requirement.kind === "EARLY_DISSOLUTION_PRESUMPTION")).toMatchObject({
      years: 2,
    });
    const general = requirementsOf(maritalAgreementEligibility(state("Kansas", {}, "not read", false), request()));
    expect(general.find((requirement) => requirement.kind === "SEPARATE_COUNSEL")).toMatchObject({ required: false });
  });

  it("asks California spouses for the fiduciary clause, verified, and binds an amendment without consideration", () => {
    const california = state(
      "California",
      { spousesAreFiduciaries: true, repeatOriginalFormalities: false },
      "Cal. Fam. Code § 721(b); § 1614",
    );
    const requirements = requirementsOf(maritalAgreementEligibility(california, request({ kind: "AMENDMENT" })));
    expect(requirements).toContainEqual({
      kind: "FIDUCIARY_CLAUSE",
      source: { citation: "Cal. Fam. Code § 721(b); § 1614", confidence: "VERIFIED" },
    });
    expect(requirements[0]).toMatchObject({ kind: "SIGNED_BY_BOTH", withoutConsideration: true });
    expect(kindsOf(requirements)).not.toContain("ORIGINAL_FORMALITIES");
    const postnup = requirementsOf(maritalAgreementEligibility(california, request()));
    expect(postnup[0]).toMatchObject({ kind: "SIGNED_BY_BOTH", withoutConsideration: false });
  });

  it("makes a Texas agreement during the marriage a partition and exchange, an amendment too, never a revocation", () => {
    const texas = state(
      "Texas",
      { partition: { title: "Partition and Exchange Agreement" } },
      "Tex. Fam. Code §§ 4.102, 4.104",
    );
    for (const kind of ["POSTNUP", "AMENDMENT"] as const)
      expect(requirementsOf(maritalAgreementEligibility(texas, request({ kind })))).toContainEqual({
        kind: "PARTITION",
        title: "Partition and Exchange Agreement",
        source: { citation: "Tex. Fam. Code §§ 4.102, 4.104", confidence: "VERIFIED" },
      });
    expect(kindsOf(requirementsOf(maritalAgreementEligibility(texas, request({ kind: "REVOCATION" }))))).not.toContain(
      "PARTITION",
    );
    expect(
      describeMaritalRequirement(
        {
          kind: "PARTITION",
          title: "Partition and Exchange Agreement",
          source: { citation: "x", confidence: "VERIFIED" },
        },
        "Texas",
      ),
    ).toBe(
      "Under Texas law, spouses keep community property apart by partitioning or exchanging it between themselves: the agreement is a partition and exchange agreement, in writing and signed by both of you.",
    );
  });

  it("asks for Texas's conversion statement only when separate property becomes community property, and says when its words were not read", () => {
    const texas = state("Texas", { conversionStatement: { lines: null } }, "Tex. Fam. Code §§ 4.005, 4.203, 4.205");
    expect(kindsOf(requirementsOf(maritalAgreementEligibility(texas, request())))).not.toContain(
      "CONVERSION_STATEMENT",
    );
    const converting = requirementsOf(maritalAgreementEligibility(texas, request({ convertsSeparateProperty: true })));
    expect(converting).toContainEqual({
      kind: "CONVERSION_STATEMENT",
      lines: null,
      source: { citation: "Tex. Fam. Code §§ 4.005, 4.203, 4.205", confidence: "VERIFIED" },
    });
    const general = state("Kansas", {}, "not read", false);
    expect(
      kindsOf(requirementsOf(maritalAgreementEligibility(general, request({ convertsSeparateProperty: true })))),
    ).not.toContain("CONVERSION_STATEMENT");
  });

  it("asks for Florida's two witnesses when a spouse waives rights at death", () => {
    const florida = state("Florida", { deathWaiverWitnesses: 2 }, "Fla. Stat. § 732.702(1), (2)");
    const waiving = requirementsOf(maritalAgreementEligibility(florida, request({ waivesDeathRights: true })));
    expect(waiving).toContainEqual({
      kind: "DEATH_WAIVER_WITNESSES",
      witnesses: 2,
      source: { citation: "Fla. Stat. § 732.702(1), (2)", confidence: "VERIFIED" },
    });
    expect(kindsOf(requirementsOf(maritalAgreementEligibility(florida, request())))).not.toContain(
      "DEATH_WAIVER_WITNESSES",
    );
  });

  it("asks New York spouses to acknowledge the agreement like a deed", () => {
    const newYork = state("New York", { acknowledgedLikeDeed: true }, "N.Y. Dom. Rel. Law § 236(B)(3)");
    expect(kindsOf(requirementsOf(maritalAgreementEligibility(newYork, request())))).toContain(
      "ACKNOWLEDGED_LIKE_DEED",
    );
  });

  it("refuses Ohio spouses before 23 March 2023 and from that day asks that the terms not promote divorce", () => {
    const before = maritalAgreementEligibility(OHIO, request({ today: "2023-03-22" }));
    expect(before).toMatchObject({ outcome: "BLOCKED", source: { confidence: "UNVERIFIED" } });
    expect(before.outcome === "BLOCKED" && before.reason).toBe(
      "Ohio law lets spouses make an agreement during the marriage only from 2023-03-23.",
    );
    for (const today of ["2023-03-23", "2026-11-29"]) {
      const after = maritalAgreementEligibility(OHIO, request({ today }));
      expect(after.outcome, today).toBe("ALLOWED");
      expect(kindsOf(requirementsOf(after))).toContain("NO_DIVORCE_INCENTIVE");
    }
  });

  it("shows a state not read as unverified, with the cautious requirements", () => {
    const decision = maritalAgreementEligibility(
      state("Kansas", {}, "the state's law on agreements made during marriage not read", false),
      request({ kind: "AMENDMENT" }),
    );
    expect(decision).toMatchObject({ outcome: "ALLOWED", source: { confidence: "UNVERIFIED" } });
    const requirements = requirementsOf(decision);
    expect(kindsOf(requirements)).toEqual([
      "SIGNED_BY_BOTH",
      "ORIGINAL_FORMALITIES",
      "SEPARATE_COUNSEL",
      "FULL_DISCLOSURE",
    ]);
    expect(requirements.every((requirement) => requirement.source.confidence === "UNVERIFIED")).toBe(true);
  });

  it("says each requirement in a sentence, the ones that depend on the new terms as conditions", () => {
    const source = { citation: "a statute", confidence: "VERIFIED" as const };
    const sentences = MARITAL_AGREEMENT_REQUIREMENT_KINDS.map((kind) => {
      const requirement = {
        SIGNED_BY_BOTH: { kind, withoutConsideration: true, source },
        SEPARATE_COUNSEL: { kind, required: true, source },
        DEATH_WAIVER_WITNESSES: { kind, witnesses: 2, source },
        CONVERSION_STATEMENT: { kind, lines: null, source },
        EARLY_DISSOLUTION_PRESUMPTION: { kind, years: 2, source },
        PARTITION: { kind, title: "Partition and Exchange Agreement", source },
      }[kind as string] ?? { kind, source };
      return describeMaritalRequirement(requirement as MaritalAgreementRequirement, "Texas");
    });
    expect(new Set(sentences).size).toBe(MARITAL_AGREEMENT_REQUIREMENT_KINDS.length);
    expect(sentences).toContain("Each of you must have your own attorney under Texas law before signing.");
    expect(sentences.find((sentence) => sentence.includes("witnesses"))).toMatch(/^If the change gives up rights/);
    expect(sentences.find((sentence) => sentence.includes("separate property shared"))).toMatch(
      /Texas's statutory statement must be printed in the agreement, and this product does not hold its text/,
    );
    expect(describeMaritalRequirement({ kind: "SEPARATE_COUNSEL", required: false, source }, "Texas")).toMatch(
      /should have your own attorney/,
    );
    expect(describeMaritalRequirement({ kind: "ORIGINAL_FORMALITIES", source }, "Texas")).toMatch(
      /^The same formalities as your premarital agreement/,
    );
    expect(describeMaritalRequirement({ kind: "ORIGINAL_FORMALITIES", source }, "Texas", "POSTNUP")).toMatch(
      /^The same formalities as your postnuptial agreement/,
    );
  });
});

describe("postnupCounselProblem", () => {
  const minnesota = state("Minnesota", { separateCounsel: "REQUIRED" }, "Minn. Stat. § 519.11, subd. 1a", false);
  const names = { A: "Avery Stone", B: "Blake Moreno" };
  const decide = (row: ReturnType<typeof state>) => postnupDecision(row, { today: "2026-11-29" });

  it("holds a postnup where the state requires each spouse's attorney and one has none, naming who and why", () => {
    const problem = postnupCounselProblem({
      decision: decide(minnesota),
      stateName: "Minnesota",
      counsel: { A: "ATTORNEY_ASSIGNED", B: "WAIVED" },
      names,
    });
    expect(problem?.code).toBe("COUNSEL_REQUIRED");
    expect(problem?.message).toBe(
      "Minnesota law requires each spouse to have their own attorney before signing a postnuptial agreement (Minn. Stat. § 519.11, subd. 1a). Blake Moreno has not chosen one: choose an attorney in the questionnaire's counsel question, then finalize.",
    );
  });

  it("lets it go once both plan or have one, and where the state only recommends one", () => {
    const planned = { A: "ATTORNEY_PLANNED", B: "ATTORNEY_ASSIGNED" } as const;
    expect(
      postnupCounselProblem({ decision: decide(minnesota), stateName: "Minnesota", counsel: planned, names }),
    ).toBeNull();
    const general = state("Oregon", {}, "ORS 108.710");
    expect(
      postnupCounselProblem({
        decision: decide(general),
        stateName: "Oregon",
        counsel: { A: "WAIVED", B: "UNDECIDED" },
        names,
      }),
    ).toBeNull();
  });
});

import { stateLawOf } from "@prenup/content";
import {
  maritalAgreementEligibility,
  type MaritalAgreementDecision,
  type MaritalAgreementLaw,
  type MaritalAgreementRequest,
  type StateLawRow,
} from "@prenup/domain";
import { describe, expect, it } from "vitest";
import {
  AGREEMENT_CHANGE_REASONS,
  buildAmendmentModel,
  buildRevocationModel,
  pendingAttorneyInserts,
  type AgreementChange,
  type AmendmentInput,
} from "./agreement-changes.ts";
import { modelText } from "./build-model.ts";
import { ATTORNEY_INSERT_KEY } from "./marital-requirements.ts";
import { executionFormalities } from "./formalities.ts";
import type { AgreementModel, ModelParty, ModelSignatures } from "./model.ts";
import { pdfPageTexts } from "./pdf-text.ts";
import { renderAgreementPdf } from "./render/index.ts";

const HASH = "ab12".repeat(16);
const PARTIES: { A: ModelParty; B: ModelParty } = {
  A: { respondent: "A", fullName: "Avery J. Stone", firstName: "Avery", initials: "AJS" },
  B: { respondent: "B", fullName: "Blake Moreno Jr.", firstName: "Blake", initials: "BM" },
};

function rowOf(stateId: string, changes: Partial<MaritalAgreementLaw> = {}): StateLawRow {
  const row = stateLawOf(stateId);
  if (!row) throw new Error(`no row ${stateId}`);
  return {
    ...row,
    maritalAgreements: { ...row.maritalAgreements, value: { ...row.maritalAgreements.value, ...changes } },
  };
}

function decide(row: StateLawRow, request: Partial<MaritalAgreementRequest> = {}): MaritalAgreementDecision {
  return maritalAgreementEligibility(row, { kind: "AMENDMENT", married: true, today: "2029-03-14", ...request });
}

const CHANGES: AgreementChange[] = [
  {
    label: "3.5",
    title: "Gifts and Inheritances",
    oldText: "Gifts and inheritances are the recipient's Separate Property.",
    newText: "Gifts and inheritances, with their income, are the recipient's Separate Property.",
    reason: "INHERITANCE",
    note: "Avery inherited a cabin in 2028",
  },
  {
    label: "3.8",
    title: "The Lake Cabin",
    oldText: null,
    newText: "The cabin at 40 Lake Road is Avery's Separate Property.",
    reason: "INHERITANCE",
  },
  {
    label: "5.4",
    title: "Major Purchases",
    oldText:
      "Neither Party will spend more than $2,500.00 of shared money on one purchase without the other's agreement.",
    newText: null,
    reason: "CORRECTION",
  },
];

function amendmentInput(stateId: string, overrides: Partial<AmendmentInput> = {}): AmendmentInput {
  const row = rowOf(stateId);
  return {
    original: { title: "Premarital Agreement", signedOn: "2026-03-14", recordHash: HASH, stateName: "California" },
    number: 2,
    parties: PARTIES,
    changes: CHANGES,
    state: row,
    decision: decide(row),
    formalities: executionFormalities({ stateAbbreviation: stateId, witnessRequired: false }),
    stateStyle: `State of ${row.name}`,
    venueLine: "County of ______________________",
    generatedAt: "2029-03-14T12:00:00.000Z",
    draft: false,
    ...overrides,
  };
}

const signaturesOf = (model: AgreementModel): ModelSignatures => {
  const part = model.parts.find((candidate) => candidate.type === "signatures");
  if (part?.type !== "signatures") throw new Error("no signature page");
  return part.signatures;
};

describe("buildAmendmentModel", () => {
  const model = buildAmendmentModel(amendmentInput("CA"));
  const text = modelText(model);

  it("is titled by its number, the original's title and the day it was signed, in words", () => {
    expect(model.documentTitle).toBe("Amendment No. 2 to the Premarital Agreement of March 14, 2026");
    expect(model.parts[0]).toMatchObject({
      type: "title",
      title: "AMENDMENT NO. 2 TO THE PREMARITAL AGREEMENT OF MARCH 14, 2026",
      subtitle: "between Avery J. Stone and Blake Moreno Jr.",
    });
    expect(model.stateName).toBe("California");
  });

  it("identifies the original by its date, state and record hash", () => {
    expect(text).toContain(
      `On March 14, 2026, the Parties signed their Premarital Agreement under the law of California (the "Original Agreement"). The Original Agreement is identified by its record hash ${HASH}`,
    );
  });

  it("words an amended section with its former text quoted, an added one and a deleted one, each with its reason", () => {
    expect(text).toContain(
      "1.1 Section 3.5 (Gifts and Inheritances) of the Original Agreement, which formerly read:\n\n“Gifts and inheritances are the recipient's Separate Property.”\n\nis amended to read:\n\n“Gifts and inheritances, with their income, are the recipient's Separate Property.”\n\nReason for this change: an inheritance. Avery inherited a cabin in 2028.",
    );
    expect(text).toContain(
      "1.2 A new Section 3.8 (The Lake Cabin) is added to the Original Agreement:\n\n“The cabin at 40 Lake Road is Avery's Separate Property.”\n\nReason for this change: an inheritance.",
    );
    expect(text).toContain(
      "1.3 Section 5.4 (Major Purchases) of the Original Agreement is deleted. It formerly read:\n\n“Neither Party will spend more than $2,500.00 of shared money on one purchase without the other's agreement.”\n\nReason for this change: the correction of an error in the Original Agreement.",
    );
    expect(text.indexOf("1.1 Section 3.5")).toBeLessThan(text.indexOf("1.2 A new Section 3.8"));
  });

  it("keeps every other term of the original and takes effect when both have signed, without consideration where the law says so", () => {
    expect(text).toContain("All other terms of the Original Agreement remain in full force and effect.");
    expect(text).toContain(
      "This Amendment takes effect only when both Parties have signed it, on the day the later of them signs. As California law provides, it binds the Parties without consideration",
    );
    const withConsideration = modelText(
      buildAmendmentModel(amendmentInput("CA", { decision: decide(rowOf("CA", { amendmentBySignedWriting: false })) })),
    );
    expect(withConsideration).toContain("on the day the later of them signs.");
    expect(withConsideration).not.toContain("without consideration");
  });

  it("has a fiduciary clause only where the decision asks for one", () => {
    expect(text).toContain(
      "Fiduciary Duty Before signing this Amendment, each Party had the other's full financial records. Neither Party obtained an unfair advantage over the other by this Amendment. Each Party understands that under California law spouses owe each other a fiduciary's duty",
    );
    const without = buildAmendmentModel(
      amendmentInput("CA", { decision: decide(rowOf("CA", { spousesAreFiduciaries: false })) }),
    );
    expect(modelText(without)).not.toMatch(/fiduciary/i);
  });

  it("prints the state's conversion statement verbatim in capitals when the matrix holds its lines", () => {
    const lines = ["This is the first line of the statement.", "And the second, with its § 4.205 citation."];
    const row = rowOf("TX", { conversionStatement: { lines } });
    const converted = buildAmendmentModel(
      amendmentInput("TX", { state: row, decision: decide(row, { convertsSeparateProperty: true }) }),
    );
    expect(modelText(converted)).toContain(
      "Statement on Making Separate Property Community Property THIS IS THE FIRST LINE OF THE STATEMENT.\nAND THE SECOND, WITH ITS § 4.205 CITATION.",
    );
    expect(pendingAttorneyInserts(converted)).toEqual([]);
    expect(converted.draft).toBe(false);
  });

  it("partitions and exchanges community property in a Texas amendment, in the state's words for it", () => {
    const row = rowOf("TX");
    const text = modelText(buildAmendmentModel(amendmentInput("TX", { state: row, decision: decide(row) })));
    expect(text).toContain(
      "Partition and Exchange To the extent this Amendment makes property that would otherwise be the Parties' community property, then existing or to be acquired, the separate property of one of them, the Parties partition and exchange that property between themselves, as Texas law allows spouses to do at any time, and each Party's share becomes that Party's separate property. This Amendment is in writing and signed by both Parties.",
    );
    const california = modelText(buildAmendmentModel(amendmentInput("CA", { decision: decide(rowOf("CA")) })));
    expect(california).not.toMatch(/Partition and Exchange/);
  });

  it("prints an attorney's note, no guessed text, and stays a draft when the statement's lines are not held", () => {
    const row = rowOf("TX");
    expect(row.maritalAgreements.value.conversionStatement).toEqual({ lines: null });
    const converted = buildAmendmentModel(
      amendmentInput("TX", { state: row, decision: decide(row, { convertsSeparateProperty: true }) }),
    );
    const pending = pendingAttorneyInserts(converted);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatch(
      /^\[Attorney note: Texas law requires this Amendment to contain the statute's statement of the legal effect of making separate property community property, in the statute's own words\. This document does not contain that statement\. An attorney must insert it here before this Amendment is signed\.\]$/,
    );
    expect(converted.draft).toBe(true);
    // Without a conversion the note is not there.
    const plain = buildAmendmentModel(amendmentInput("TX", { state: row, decision: decide(row) }));
    expect(pendingAttorneyInserts(plain)).toEqual([]);
    expect(modelText(plain)).not.toContain("Attorney note");
    expect(ATTORNEY_INSERT_KEY).toBe("attorney_insert");
  });

  it("asks each spouse's attorney to certify where counsel is required, and prints the presumption's years", () => {
    const row = rowOf("MN");
    const minnesota = buildAmendmentModel(amendmentInput("MN", { state: row, decision: decide(row) }));
    const minnesotaText = modelText(minnesota);
    expect(minnesotaText).toContain(
      "Independent Counsel Before signing this Amendment, each Party was advised about it by an independent attorney of their own choosing.",
    );
    expect(signaturesOf(minnesota).certifications.map((clause) => clause.text.split(",")[0])).toEqual([
      "I am the attorney for Avery J. Stone",
      "I am the attorney for Blake Moreno Jr.",
    ]);
    expect(minnesotaText).toContain("within two years after the day it is signed");
    expect(signaturesOf(model).certifications).toEqual([]);
  });

  it("adds a waiving party's own witnesses only when the decision asks for them", () => {
    const row = rowOf("FL");
    const waiving = buildAmendmentModel(
      amendmentInput("FL", { state: row, decision: decide(row, { waivesDeathRights: true }) }),
    );
    const signatures = signaturesOf(waiving);
    expect(signatures.witnessGroups.map((group) => [group.attests, group.labels.length])).toEqual([
      ["A", 2],
      ["B", 2],
    ]);
    expect(signatures.witnessCount).toBe(4);
    expect(signatures.witnessGroups[0]?.attestation).toContain("the waiver of rights at death in this Amendment");
    expect(modelText(waiving)).toContain("in the presence of two subscribing witnesses");
    // The formalities of an agreement that waived rights at death bring no such lines to an amendment that does not.
    const notWaiving = buildAmendmentModel(
      amendmentInput("FL", {
        state: row,
        decision: decide(row),
        formalities: executionFormalities({
          stateAbbreviation: "FL",
          witnessRequired: false,
          waivesRightsAtDeath: true,
        }),
      }),
    );
    expect(signaturesOf(notWaiving).witnessGroups).toEqual([]);
  });

  it("prints a requirement the decision lists twice once", () => {
    const decision = decide(rowOf("CA"));
    if (decision.outcome !== "ALLOWED") throw new Error("CA should allow an amendment");
    const doubled = { ...decision, requirements: [...decision.requirements, ...decision.requirements] };
    const twice = modelText(buildAmendmentModel(amendmentInput("CA", { decision: doubled })));
    expect(twice.match(/Fiduciary Duty/g)).toHaveLength(1);
    expect(twice).toBe(text);
  });

  it("refuses to build unless the decision allows it", () => {
    const iowa = rowOf("IA");
    expect(() => buildAmendmentModel(amendmentInput("IA", { state: iowa, decision: decide(iowa) }))).toThrow(
      /No amendment can be built: the decision for Iowa is BLOCKED: Iowa courts do not enforce/,
    );
    const louisiana = rowOf("LA");
    expect(() => buildAmendmentModel(amendmentInput("LA", { state: louisiana, decision: decide(louisiana) }))).toThrow(
      /is COURT_PETITION: only a court can approve it/,
    );
    expect(() =>
      buildAmendmentModel(amendmentInput("CA", { decision: decide(rowOf("CA"), { married: false }) })),
    ).toThrow(/PREMARITAL_REGENERATION/);
  });

  it("refuses an input that cannot make a sound document", () => {
    expect(() => buildAmendmentModel(amendmentInput("CA", { changes: [] }))).toThrow(/at least one change/);
    expect(() =>
      buildAmendmentModel(
        amendmentInput("CA", {
          changes: [{ label: "3.5", title: null, oldText: null, newText: null, reason: "OTHER" }],
        }),
      ),
    ).toThrow(/old text, its new text, or both/);
    expect(() =>
      buildAmendmentModel(
        amendmentInput("CA", {
          original: {
            title: "Premarital Agreement",
            signedOn: "2026-03-14",
            recordHash: "abc",
            stateName: "California",
          },
        }),
      ),
    ).toThrow(/64 hexadecimal digits/);
    expect(() => buildAmendmentModel(amendmentInput("CA", { number: 0 }))).toThrow(/whole number from 1/);
    expect(() =>
      buildAmendmentModel(amendmentInput("CA", { changes: [CHANGES[0]!, { ...CHANGES[0]!, newText: "Other text." }] })),
    ).toThrow(/changed twice/);
  });

  it("phrases every reason", () => {
    for (const reason of AGREEMENT_CHANGE_REASONS) {
      const one = buildAmendmentModel(amendmentInput("CA", { changes: [{ ...CHANGES[1]!, reason, note: null }] }));
      expect(modelText(one)).toMatch(/Reason for this change: [a-z][^.]+\./);
    }
    const other = buildAmendmentModel(
      amendmentInput("CA", { changes: [{ ...CHANGES[1]!, reason: "OTHER", note: "We want the cabin kept apart" }] }),
    );
    expect(modelText(other)).toContain("Reason for this change: We want the cabin kept apart.");
  });

  it("is drawn by the PDF renderer", async () => {
    const pdf = await renderAgreementPdf(model);
    const squash = (words: string) => words.replace(/\s+/g, "");
    const pages = squash(pdfPageTexts(pdf).join("\n"));
    expect(Buffer.from(pdf).toString("latin1").startsWith("%PDF-1.")).toBe(true);
    expect(pages).toContain(squash("AMENDMENT NO. 2 TO THE PREMARITAL AGREEMENT OF MARCH 14, 2026"));
    expect(pages).toContain(squash("All other terms of the Original Agreement remain in full force and effect."));
  });
});

describe("buildRevocationModel", () => {
  const row = rowOf("CA");
  const revocation = buildRevocationModel({
    ...amendmentInput("CA"),
    decision: decide(row, { kind: "REVOCATION" }),
  });
  const text = modelText(revocation);

  it("is titled after the original and identifies it by its date, state and record hash", () => {
    expect(revocation.documentTitle).toBe("Revocation of Premarital Agreement");
    expect(text).toContain("REVOCATION OF PREMARITAL AGREEMENT\nbetween Avery J. Stone and Blake Moreno Jr.");
    expect(text).toContain(`identified by its record hash ${HASH}`);
    expect(text).toContain(
      "On March 14, 2026, the Parties signed their Premarital Agreement under the law of California",
    );
  });

  it("revokes the original in full once both have signed, leaves the rights to the law, and undoes nothing completed", () => {
    expect(text).toContain(
      "1.1 The Parties revoke the Original Agreement in full, together with any amendment made to it.",
    );
    expect(text).toContain("This Revocation takes effect only when both Parties have signed it");
    expect(text).toContain("determined by the law that applies to spouses who have no agreement of their own");
    expect(text).toContain(
      "A payment already made, and property already transferred, retitled or divided under the Original Agreement, stays as it is",
    );
    expect(text).toContain("Fiduciary Duty Before signing this Revocation");
    expect(signaturesOf(revocation).parties.map((who) => who.fullName)).toEqual(["Avery J. Stone", "Blake Moreno Jr."]);
    expect(revocation.parts.some((part) => part.type === "acknowledgements")).toBe(true);
  });

  it("is allowed where the state exempts a revocation, and refused where it does not", () => {
    const iowa = rowOf("IA");
    expect(() =>
      buildRevocationModel({
        ...amendmentInput("IA", { state: iowa }),
        decision: decide(iowa, { kind: "REVOCATION" }),
      }),
    ).not.toThrow();
    const refusing = rowOf("IA", { revocationExempt: false });
    expect(() =>
      buildRevocationModel({
        ...amendmentInput("IA", { state: refusing }),
        decision: decide(refusing, { kind: "REVOCATION" }),
      }),
    ).toThrow(/No revocation can be built: the decision for Iowa is BLOCKED/);
  });
});

import { describe, expect, it } from "vitest";
import { signingWindow } from "@prenup/domain";
import { buildAgreementModel, fill, initialsOf, modelText, signingWindowNote } from "./build-model.ts";
import { completeAnswers, fixtureAgreement, fixtureDisclosure, FIXTURE_PARTIES } from "./fixtures.ts";
import { executionFormalities } from "./formalities.ts";
import type { AgreementModel, AgreementPart, StoredSection } from "./model.ts";

function partsOf<T extends AgreementPart["type"]>(
  model: AgreementModel,
  type: T,
): Extract<AgreementPart, { type: T }>[] {
  return model.parts.filter((part): part is Extract<AgreementPart, { type: T }> => part.type === type);
}

describe("buildAgreementModel", () => {
  const { model } = fixtureAgreement("CA");

  it("opens with the state's name for the agreement and both parties", () => {
    const [title] = partsOf(model, "title");
    expect(title?.title).toBe("PREMARITAL AGREEMENT");
    expect(title?.subtitle).toBe("between Avery J. Stone and Blake Moreno Jr.");
    expect(model.parts[0]?.type).toBe("title");
  });

  it("numbers the articles in order and their clauses within them; the background is lettered", () => {
    const articles = partsOf(model, "article").map((part) => part.article);
    const numbered = articles.filter((article) => article.number !== null);
    expect(numbered.map((article) => article.number)).toEqual(numbered.map((_, index) => index + 1));
    expect(numbered[0]?.clauses[0]?.label).toBe("1.1");
    const background = articles.find((article) => article.key === "recitals");
    expect(background?.number).toBeNull();
    expect(background?.clauses.map((clause) => clause.label).slice(0, 3)).toEqual(["A.", "B.", "C."]);
  });

  it("draws the signature and acknowledgment pages from the execution formalities, keeping the rest as written", () => {
    const [signatures] = partsOf(model, "signatures");
    expect(signatures?.signatures.parties.map((party) => party.fullName)).toEqual([
      "Avery J. Stone",
      "Blake Moreno Jr.",
    ]);
    expect(signatures?.signatures.witnessCount).toBe(0);
    expect(signatures?.signatures.intro.map((clause) => clause.key)).toEqual(["sig_intro"]);
    const [acknowledgements] = partsOf(model, "acknowledgements");
    expect(acknowledgements?.acknowledgements.notice).toMatch(/verifies only the identity/);
    expect(acknowledgements?.acknowledgements.certificates[1]?.body).toContain(
      "personally appeared Blake Moreno Jr., who proved to me",
    );
    // The template's own signature lines and notary clauses are replaced, not printed twice.
    expect(modelText(model)).not.toContain("______________________________\nAvery J. Stone\nDate:");
  });

  it("follows a state's witness requirement and acknowledgement form", () => {
    const minnesota = fixtureAgreement("MN").model;
    expect(partsOf(minnesota, "signatures")[0]?.signatures.witnessCount).toBe(2);
    const newYork = fixtureAgreement("NY").model;
    expect(partsOf(newYork, "acknowledgements")[0]?.acknowledgements.certificates[0]?.venue).toEqual({
      lines: ["State of New York", "County of ______________________"],
      bracketed: true,
    });
    // Louisiana: one authentic act on the execution page, signed by both, two witnesses and the notary; no acknowledgment page.
    const louisiana = partsOf(fixtureAgreement("LA").model, "signatures")[0]?.signatures;
    expect(louisiana?.act?.body).toMatch(
      /^THUS DONE AND PASSED, in a single sitting, in the Parish of .* Avery J\. Stone and Blake Moreno Jr\./,
    );
    expect(louisiana?.act?.notarySignature[0]).toBe("Notary public");
    expect(louisiana?.witnessGroups.map((group) => group.labels)).toEqual([["Witness 1", "Witness 2"]]);
    expect(partsOf(fixtureAgreement("LA").model, "acknowledgements")).toEqual([]);
    // Georgia: two witnesses, the second line the notary's.
    expect(partsOf(fixtureAgreement("GA").model, "signatures")[0]?.signatures.witnessGroups[0]?.labels).toEqual([
      "Witness 1",
      "Witness 2 (notary public)",
    ]);
    // An admin's change of the template state's witnessRequired is what counts where the state has no rule of its own.
    expect(
      partsOf(fixtureAgreement("OH", { witnessRequired: true }).model, "signatures")[0]?.signatures.witnessCount,
    ).toBe(2);
  });

  it("gives each waiving party two witnesses in Florida only when the agreement waives rights at death", () => {
    const waive = completeAnswers("FL", { elective_share: ["elective_share__waive"] });
    const florida = partsOf(fixtureAgreement("FL", { answersA: waive, answersB: waive }).model, "signatures")[0]
      ?.signatures;
    expect(florida?.witnessGroups.map((group) => [group.attests, group.labels.length])).toEqual([
      ["A", 2],
      ["B", 2],
    ]);
    expect(florida?.witnessGroups[0]?.attestation).toMatch(
      /^Signed by Avery J\. Stone, including the waiver of rights at death/,
    );
    expect(partsOf(fixtureAgreement("FL").model, "signatures")[0]?.signatures.witnessCount).toBe(0);
    // The same answers elsewhere add no witnesses.
    const ohio = completeAnswers("OH", { elective_share: ["elective_share__waive"] });
    expect(
      partsOf(fixtureAgreement("OH", { answersA: ohio, answersB: ohio }).model, "signatures")[0]?.signatures
        .witnessCount,
    ).toBe(0);
    expect(
      executionFormalities({ stateAbbreviation: "FL", witnessRequired: false, waivesRightsAtDeath: true })
        .remoteNotarizationAllowed,
    ).toBe(false);
    expect(
      executionFormalities({ stateAbbreviation: "FL", witnessRequired: false, waivesRightsAtDeath: false })
        .remoteNotarizationAllowed,
    ).toBe(true);
  });

  it("says in each schedule that nothing was disclosed when there is no disclosure", () => {
    const schedules = partsOf(model, "schedule").map((part) => part.schedule);
    expect(
      schedules.map((schedule) => [
        schedule.party.respondent,
        schedule.disclosed,
        schedule.groups.length,
        schedule.totals.length,
      ]),
    ).toEqual([
      ["A", false, 0, 0],
      ["B", false, 0, 0],
    ]);
    expect(schedules[0]?.notes[0]).toBe(
      "Avery J. Stone disclosed nothing: no assets, debts or income are listed in this schedule.",
    );
  });

  it("names in each schedule the version the other partner acknowledged, and when, and nothing for one not acknowledged", () => {
    const acknowledged = {
      ...fixtureDisclosure("a", 2),
      acknowledgement: {
        state: "CURRENT" as const,
        currentVersion: 3,
        currentIsNew: false,
        acknowledgedVersion: 3,
        acknowledgedAt: new Date("2026-11-21T15:00:00.000Z"),
        latestVersionAt: new Date("2026-11-20T15:00:00.000Z"),
      },
    };
    const lapsed = {
      ...fixtureDisclosure("b", 1),
      acknowledgement: { ...acknowledged.acknowledgement, state: "LAPSED" as const, currentVersion: 4 },
    };
    const { model: disclosed } = fixtureAgreement("CA", { disclosure: { userA: acknowledged, userB: lapsed } });
    const [scheduleA, scheduleB] = partsOf(disclosed, "schedule").map((part) => part.schedule);
    expect(scheduleA?.notes.at(-1)).toBe(
      "This schedule is version 3 of the disclosure, which Blake Moreno Jr. acknowledged having received and reviewed on November 21, 2026.",
    );
    expect(scheduleB?.notes.join(" ")).not.toContain("acknowledged");
  });

  it("lists under each entry the documents behind it, by name and full SHA-256, and nothing under the others", () => {
    const { model: disclosed } = fixtureAgreement("CA", {
      disclosure: { userA: fixtureDisclosure("a", 3), userB: null },
    });
    const rows = partsOf(disclosed, "schedule")[0]!.schedule.groups.flatMap((group) => group.rows);
    expect(rows.find((row) => row.title === "Holding 2")?.documents).toEqual([
      `Supporting document: statement-2.pdf (SHA-256 ${"2".padStart(64, "0")})`,
    ]);
    expect(rows.filter((row) => row.title !== "Holding 2").map((row) => row.documents)).toEqual([[], []]);
  });

  it("prints each partner's disclosure as tables by kind, with USD totals and the exchange-rate date", () => {
    const disclosure = { userA: fixtureDisclosure("a", 9), userB: null };
    const { model: disclosed } = fixtureAgreement("CA", { disclosure });
    const [scheduleA, scheduleB] = partsOf(disclosed, "schedule").map((part) => part.schedule);
    expect(scheduleA?.groups.map((group) => group.label)).toEqual([
      "Real estate",
      "Accounts and assets",
      "Vehicles",
      "Business interests",
      "Inheritances and trusts",
      "Income",
      "Debts",
    ]);
    const euro = scheduleA?.groups.flatMap((group) => group.rows).find((row) => row.amount.startsWith("€"));
    expect(euro?.amountUsd).toMatch(/^\$/);
    expect(scheduleA?.groups[1]?.rows.find((row) => row.ownership)?.ownership ?? "Joint (50% / 50%)").toBe(
      "Joint (50% / 50%)",
    );
    expect(scheduleA?.totals.map((total) => total.label)).toEqual([
      "Total assets",
      "Total debts",
      "Net worth",
      "Annual income",
    ]);
    expect(scheduleA?.notes).toEqual([
      "Amounts in other currencies are converted to US dollars at the exchange rates of 2026-11-20.",
    ]);
    expect(scheduleB?.disclosed).toBe(false);
  });

  it("ends with the certificate of the record, or none when no record is given", () => {
    expect(model.certificate?.rows.map((row) => row.sequence)).toEqual([1, 2, 3, 4]);
    expect(model.certificate?.rows[3]?.event).toBe("Blake Moreno Jr. is represented by Harper Quinn.");
    expect(model.certificate?.closing).toContain("number 5");
    expect(fixtureAgreement("CA", { record: null }).model.certificate).toBeNull();
  });

  it("gives a title block even when an attorney removed the caption, and numbers sub-clauses in their parent's style", () => {
    const sections: StoredSection[] = [
      {
        key: "custom",
        title: "Pets",
        text: "",
        listStyle: "NUMERIC",
        textStyle: "BOLD_UNDERLINED",
        isSeparatePage: false,
        clauses: [
          {
            key: "p",
            title: null,
            text: "Pets stay with their owner.",
            listStyle: "ROMAN_LOWER",
            textStyle: null,
            children: [
              { key: "c", title: null, text: "Including fish.", listStyle: "NONE", textStyle: null, children: [] },
            ],
          },
        ],
      },
    ];
    const built = buildAgreementModel({
      documentTitle: "Prenuptial Agreement",
      stateName: "Ohio",
      stateStyle: "State of Ohio",
      venueLine: "County of ____",
      parties: FIXTURE_PARTIES,
      sections,
      formalities: executionFormalities({ stateAbbreviation: "OH", witnessRequired: false }),
      disclosure: { userA: null, userB: null },
      record: null,
      generation: { generatedAt: new Date("2026-11-21T12:00:00.000Z"), inputHash: "0".repeat(64) },
    });
    expect(built.parts[0]).toMatchObject({ type: "title", title: "PRENUPTIAL AGREEMENT" });
    const [pets] = partsOf(built, "article");
    expect(pets?.article).toMatchObject({ number: 1, headingStyle: "BOLD_UNDERLINED" });
    expect(pets?.article.clauses[0]?.children[0]?.label).toBe("(i)");
  });
});

describe("the notary certificates", () => {
  const certificatesOf = (stateId: string) =>
    partsOf(fixtureAgreement(stateId).model, "acknowledgements")[0]?.acknowledgements.certificates ?? [];

  it("print Florida's form: the means of appearance and how the signer was identified", () => {
    const [avery, blake, ...more] = certificatesOf("FL");
    expect(more).toEqual([]);
    expect(avery?.heading).toBe("Acknowledgment of Avery J. Stone");
    expect(avery?.venue).toEqual({ lines: ["State of Florida", "County of ______________________"], bracketed: false });
    expect(avery?.body).toMatch(
      /^The foregoing Premarital Agreement was acknowledged before me by means of ☐ physical presence or ☐ online notarization, this _+ day of _+, _+, by Avery J\. Stone, who is personally known to me or who has produced _+ as identification\.$/,
    );
    // A name ending in a full stop ends the sentence once.
    expect(blake?.body).toContain("by Blake Moreno Jr., who is personally known");
    expect(avery?.signature[0]).toBe("Signature of notary public — State of Florida");
  });

  it("give each New York party the § 309-a certificate and, beside it, the § 309-b one for an acknowledgment taken outside the state", () => {
    const certificates = certificatesOf("NY");
    expect(certificates.map((certificate) => certificate.heading)).toEqual([
      "Acknowledgment of Avery J. Stone, taken in New York State",
      "Acknowledgment of Avery J. Stone, taken outside New York State",
      "Acknowledgment of Blake Moreno Jr., taken in New York State",
      "Acknowledgment of Blake Moreno Jr., taken outside New York State",
    ]);
    const [inside, outside] = certificates;
    expect(inside?.use).toMatch(/taken in New York State \(Real Property Law section 309-a\)/);
    expect(outside?.use).toMatch(/taken outside New York State.*\(Real Property Law section 309-b\)/);
    expect(outside?.venue?.bracketed).toBe(true);
    expect(outside?.venue?.lines[0]).toMatch(/^State, territory or country of _+$/);
    expect(outside?.body).toMatch(
      /personally appeared Avery J\. Stone, .*executed the instrument, and that such individual made such appearance before the undersigned in _+ \(the city or other political subdivision and the state or country or other place where the acknowledgment is taken\)\.$/,
    );
    expect(inside?.body).not.toContain("made such appearance");
  });

  it("never double the full stop after a name that ends in one", () => {
    const [, blake] = certificatesOf("OH");
    expect(blake?.body).toBe(
      "This Prenuptial Agreement was acknowledged before me on ____________________ by Blake Moreno Jr.",
    );
    expect(fill("by {{party}}. Then {{party}}, and {{missing}}.", { party: "A. B. Jr." })).toBe(
      "by A. B. Jr. Then A. B. Jr., and {{missing}}.",
    );
    for (const stateId of ["OH", "FL", "NY", "CA", "AR", "LA"])
      expect(modelText(fixtureAgreement(stateId).model), stateId).not.toMatch(/Jr\.\./);
  });
});

describe("the parties' initials and the agreement's spelling", () => {
  it("take the initials of the given, middle and family names, never of a suffix", () => {
    const { model } = fixtureAgreement("CA");
    expect([model.parties.A.initials, model.parties.B.initials]).toEqual(["AJS", "BM"]);
    expect(initialsOf({ firstName: "Mary-Kate", middleName: null, lastName: "de la Cruz", suffix: "III" })).toBe(
      "MKDLC",
    );
    expect(initialsOf({ firstName: " ", lastName: "" })).toBe("");
  });

  it("write the layout's own words in US spelling", () => {
    const text = modelText(fixtureAgreement("CA").model);
    expect(text).toContain("This page summarizes the record");
    expect(text).not.toMatch(/summarises|Acknowledgement of/);
  });
});

describe("California's separate writings", () => {
  const noAttorney = completeAnswers("CA", { attorney_plan: ["attorney_plan__no_attorney"] });
  const { model } = fixtureAgreement("CA", { answersA: noAttorney, answersB: noAttorney });

  it("are documents of their own for each unrepresented party, not pages of the agreement", () => {
    expect(model.separateWritings.map((writing) => [writing.kind, writing.party.respondent])).toEqual([
      ["CA_WRITTEN_EXPLANATION", "A"],
      ["CA_WRITTEN_EXPLANATION", "B"],
      ["CA_COUNSEL_WAIVER", "A"],
      ["CA_COUNSEL_WAIVER", "B"],
    ]);
    const keys = model.parts.map((part) =>
      part.type === "article" || part.type === "page" ? part.article.key : part.type,
    );
    expect(keys).not.toContain("california_explanation");
    expect(keys).not.toContain("california_counsel_waiver");
    const [explanation] = model.separateWritings;
    expect(explanation?.title).toMatch(/^Written Explanation for a Party Without an Attorney/);
    expect(explanation?.subtitle).toBe(
      "Signed by Avery J. Stone, apart from the Premarital Agreement between Avery J. Stone and Blake Moreno Jr.",
    );
    expect(explanation?.draft).toBe(true);
    // The writing's own signature line is drawn by the layout, not left in its text.
    expect(explanation?.clauses.at(-1)?.text).toMatch(/language of this explanation and of the Agreement\.$/);
    // The citation first, then the explanation with its numbered points, one for each term explained.
    expect(explanation?.clauses[0]?.text).toBe("Given under California Family Code section 1615(c)(3).");
    const points = explanation?.clauses.find((clause) => clause.title === "For Avery J. Stone")?.children ?? [];
    expect(points.length).toBeGreaterThan(5);
    expect(points.map((point) => point.label)).toEqual(points.map((_, index) => `${index + 1}.`));
  });

  it("exist only for a party without an attorney", () => {
    const ownAttorney = completeAnswers("CA", { attorney_plan: ["attorney_plan__own_attorney"] });
    const partly = fixtureAgreement("CA", {
      answersA: noAttorney,
      answersB: ownAttorney,
      recorded: { B: { attorneyOnRecord: true } },
    }).model;
    expect(partly.separateWritings.map((writing) => [writing.kind, writing.party.respondent])).toEqual([
      ["CA_WRITTEN_EXPLANATION", "A"],
      ["CA_COUNSEL_WAIVER", "A"],
    ]);
    expect(fixtureAgreement("NY").model.separateWritings).toEqual([]);
  });
});

describe("California counsel, one reading of the plan and the record (counselPlanOf)", () => {
  const support = { support_choice: ["support_choice__waive"] };
  const withCounsel = completeAnswers("CA", { ...support, attorney_plan: ["attorney_plan__own_attorney"] });
  const waivesCounsel = completeAnswers("CA", { ...support, attorney_plan: ["attorney_plan__no_attorney"] });
  const writingsOf = (model: AgreementModel) =>
    model.separateWritings.map((writing) => `${writing.kind} ${writing.party.respondent}`);
  const hasClause = (model: AgreementModel, key: string) => modelText(model).includes(key);
  const SUPPORT_WAIVED = "Each Party knowingly and voluntarily gives up any right to receive from the other";
  const NO_SUPPORT_PROVISION = "This Agreement therefore makes no provision about spousal support";
  const BOTH_ON_RECORD = { A: { attorneyOnRecord: true }, B: { attorneyOnRecord: true } };

  it("writes the support waiver and no writings when both partners plan counsel and have an attorney on record", () => {
    const model = fixtureAgreement("CA", {
      answersA: withCounsel,
      answersB: withCounsel,
      recorded: BOTH_ON_RECORD,
    }).model;
    expect(writingsOf(model)).toEqual([]);
    expect(hasClause(model, SUPPORT_WAIVED)).toBe(true);
    expect(hasClause(model, NO_SUPPORT_PROVISION)).toBe(false);
  });

  it("treats 'own attorney' with nobody on record as unrepresented: no support waiver, and the explanation and waiver of counsel are produced", () => {
    const model = fixtureAgreement("CA", {
      answersA: withCounsel,
      answersB: withCounsel,
      recorded: { A: { attorneyOnRecord: true } },
    }).model;
    expect(hasClause(model, SUPPORT_WAIVED)).toBe(false);
    expect(hasClause(model, NO_SUPPORT_PROVISION)).toBe(true);
    expect(writingsOf(model)).toEqual(["CA_WRITTEN_EXPLANATION B", "CA_COUNSEL_WAIVER B"]);
    // The agreement still says what B plans, and does not claim B was advised.
    expect(modelText(model)).toContain("Blake intends to be advised about this Agreement by an independent attorney");
    expect(modelText(model)).not.toContain("Blake was advised about this Agreement by an independent attorney");
  });

  it("treats an attorney on record beside an answer of 'no attorney' as unrepresented: no support waiver, the writings produced, no claim of advice", () => {
    const model = fixtureAgreement("CA", {
      answersA: withCounsel,
      answersB: waivesCounsel,
      recorded: BOTH_ON_RECORD,
    }).model;
    expect(hasClause(model, SUPPORT_WAIVED)).toBe(false);
    expect(hasClause(model, NO_SUPPORT_PROVISION)).toBe(true);
    expect(writingsOf(model)).toEqual(["CA_WRITTEN_EXPLANATION B", "CA_COUNSEL_WAIVER B"]);
    expect(modelText(model)).toContain("Blake was told they could hire an independent attorney");
    expect(modelText(model)).not.toContain("Blake was advised about this Agreement by an independent attorney");
    expect(modelText(model)).toContain("Avery was advised about this Agreement by an independent attorney");
  });
});

describe("the signing window on the final agreement's signature page", () => {
  const windowIn = (
    stateAbbreviation: string,
    stateName: string,
    deadline: "BEFORE_MARRIAGE" | "SEVEN_DAYS_BEFORE_MARRIAGE",
  ) =>
    signingWindow({
      deadline,
      weddingDate: "2027-06-12",
      stateName,
      agreement: {
        stateAbbreviation,
        reviewDays: stateAbbreviation === "CA" ? 7 : 0,
        reviewedAt: "2026-11-21T12:00:00.000Z",
        finalizedAt: null,
        anyAttorneyInvolved: false,
        reviewPeriodFrom: null,
      },
    });

  it("gives Minnesota's seven days before the wedding as the last day and its reason", () => {
    expect(signingWindowNote(windowIn("MN", "Minnesota", "SEVEN_DAYS_BEFORE_MARRIAGE"))).toBe(
      "Signing window: Sign before June 6, 2027. The law of Minnesota treats this Agreement as fairly made only when it is signed at least seven days before the wedding, planned for June 12, 2027. The date of signing is the date of the notary's certificate.",
    );
  });

  it("gives California's first day and the day before the wedding elsewhere", () => {
    expect(signingWindowNote(windowIn("CA", "California", "BEFORE_MARRIAGE"))).toMatch(
      /^Signing window: Sign on or after November 28, 2026 and before June 12, 2027\. The first day is seven calendar days after .*section 1615\(c\)\(2\)\)\. This Agreement must be signed before the marriage; the wedding is planned for June 12, 2027\./,
    );
  });
});

import { deflateSync } from "node:zlib";
import { stateLawOf } from "@prenup/content/runtime";
import { describe, expect, it } from "vitest";
import { buildDossier, type DossierInput, daysBetween } from "./dossier.ts";
import { fixtureDossierInput } from "./dossier-fixtures.ts";
import { chainRecordEntry } from "./record.ts";
import { pdfPageTexts } from "./pdf-text.ts";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { ENTRY_DOCUMENT_MAX_PAGES } from "@prenup/domain";
import { DOSSIER_APPENDIX_MAX_PAGES, renderDossierPdf } from "./render/dossier-pdf.ts";
import { PDF_INFLATE_BUDGET } from "./render/pdf-pages.ts";

/** A statement of `pages` pages (two, as a bank's PDF would be), each saying its number. */
async function statementPdf(pages = 2): Promise<Uint8Array> {
  const statement = await PDFDocument.create();
  for (let index = 1; index <= pages; index += 1) statement.addPage([612, 792]).drawText(`Statement page ${index}`);
  return statement.save();
}

/** A 1×1 PNG: the smallest image an appraisal could be. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** The record with `entries` chained after it, each at `occurredAt`. */
function appended(
  record: DossierInput["record"],
  entries: readonly { kind: string; respondent: "A" | "B" | null; details: object }[],
  occurredAt: string,
): DossierInput["record"] {
  let chained = [...record];
  for (const entry of entries)
    chained = [
      ...chained,
      chainRecordEntry(chained.at(-1)!, {
        kind: entry.kind as DossierInput["record"][number]["kind"],
        respondent: entry.respondent,
        details: { ...entry.details },
        documentId: chained.at(-1)!.documentId,
        occurredAt,
        actorUserId: null,
      }),
    ];
  return chained;
}

describe("buildDossier", () => {
  it("counts the days a court asks about", () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    expect(dossier.intervals).toEqual([
      { label: "From the last disclosure acknowledgement to the signing", text: "14 days" },
      { label: "From the final text to the signing", text: "11 days" },
      { label: "From the signing to the wedding", text: "60 days (wedding on December 19, 2026)" },
    ]);
    expect(daysBetween(null, "2026-10-20", "America/New_York")).toBeNull();
    // 02:00 UTC on October 21 is still October 20 in New York.
    expect(daysBetween("2026-10-21T02:00:00.000Z", "2026-10-22", "America/New_York")).toBe(2);
  });

  it("tells the disclosure as met only when each partner acknowledged the other's last version", () => {
    const met = buildDossier(fixtureDossierInput("NY")).requirements.find(
      (item) => item.title === "Financial disclosure",
    );
    expect(met?.status).toBe("MET");
    expect(met?.how).toContain("Blake Chen acknowledged Alex Rivera's version 2");

    const onlyFirst = [{ owner: "A" as const, versionNumber: 1, acknowledgedAt: "2026-10-01T18:00:00.000Z" }];
    // Not signed yet: not yet met.
    const lapsed = buildDossier(
      fixtureDossierInput("NY", { acknowledgements: onlyFirst, notarization: null }),
    ).requirements.find((item) => item.title === "Financial disclosure");
    expect(lapsed?.status).toBe("PENDING");
    expect(lapsed?.how).toContain("version 2 came after it");
    expect(lapsed?.how).toContain("Alex Rivera has not acknowledged Blake Chen's disclosure (version 1)");
    // Signed without it: not met.
    expect(
      buildDossier(fixtureDossierInput("NY", { acknowledgements: onlyFirst })).requirements.find(
        (item) => item.title === "Financial disclosure",
      )?.status,
    ).toBe("NOT_MET");
    // An acknowledgement given after the signing does not count for it.
    const late = buildDossier(
      fixtureDossierInput("NY", {
        acknowledgements: [
          ...fixtureDossierInput("NY").acknowledgements.filter((item) => item.owner === "A"),
          { owner: "B", versionNumber: 1, acknowledgedAt: "2026-10-22T18:00:00.000Z" },
        ],
      }),
    ).requirements.find((item) => item.title === "Financial disclosure");
    expect(late?.status).toBe("NOT_MET");
    expect(late?.how).toContain("on October 22, 2026, after the signing");
  });

  it("takes the state's own requirements from the matrix, each with its citation", () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const law = stateLawOf("NY")!;
    const review = dossier.requirements.find((item) => item.title === "Time to review the final text");
    expect(review?.citation).toBe(
      law.execution.finalAgreementReviewDays.confirmed ? law.execution.finalAgreementReviewDays.citation : null,
    );
    expect(review?.status).toBe(law.execution.finalAgreementReviewDays.value > 0 ? "MET" : "NOT_REQUIRED");
    const counsel = dossier.requirements.filter((item) => item.title.startsWith("Counsel: "));
    expect(counsel.map((item) => item.status)).toEqual(["MET", "MET"]);
    expect(dossier.requirements.find((item) => item.title === "Signing formalities")?.how).toContain(
      "Jordan Notary, commission 01AB",
    );
  });

  it("meets a partner's counsel by their own attorney's certification on record, naming the attorney and the file's fingerprint", () => {
    const base = fixtureDossierInput("TX");
    const planned = {
      ...base,
      record: base.record.map((entry) =>
        entry.kind === "COUNSEL_RECORDED" && entry.respondent === "A"
          ? { ...entry, details: { status: "ATTORNEY_PLANNED" } }
          : entry,
      ),
    };
    const counselOf = (input: DossierInput) =>
      buildDossier(input).requirements.find(
        (item) => item.title.startsWith("Counsel: ") && item.title.includes("Alex"),
      );
    // Notarized with her attorney only planned: the requirement was not met.
    expect(counselOf(planned)).toMatchObject({ status: "NOT_MET" });
    const certified = counselOf({
      ...planned,
      counselCertifications: [
        {
          side: "A",
          attorneyName: "Jordan Lee",
          barNumber: "TX-204518",
          barState: "Texas",
          sha256: "c".repeat(64),
          recordedAt: "2026-10-09T15:30:00.000Z",
        },
      ],
    });
    expect(certified?.status).toBe("MET");
    expect(certified?.how).toMatch(
      /^Jordan Lee \(bar no\. TX-204518, Texas\), Alex [^,]+'s own attorney, certified the agreement's final text; the certification was recorded .+\. The signed certification's SHA-256 is c{64}\.$/,
    );
  });

  it("judges a signing after the wedding-day cutoff as not met, with the signing rule's own message", () => {
    const late = buildDossier(
      fixtureDossierInput("NY", {
        weddingDate: "2026-10-10",
        notarization: { ...fixtureDossierInput("NY").notarization!, signedOn: "2026-10-20", completedAt: null },
      }),
    );
    const before = late.requirements.find((item) => item.title === "Signed before the wedding");
    expect(before?.status).toBe("NOT_MET");
  });

  it("judges a postnup by the rules for agreements during marriage: no wait, signed after the wedding, allowed there", () => {
    const postnup = (stateId: string, weddingDate: string) =>
      buildDossier(
        fixtureDossierInput(stateId, {
          kind: "POSTNUP",
          weddingDate,
          // Signed on the day of the couple's review: no seven days ran.
          notarization: { ...fixtureDossierInput(stateId).notarization!, signedOn: "2026-10-08" },
        }),
      );
    const california = postnup("CA", "2024-06-14");
    const titles = california.requirements.map((item) => item.title);
    expect(titles).not.toContain("Signed before the wedding");
    const review = california.requirements.find((item) => item.title === "Time to review the final text");
    expect(review?.status).toBe("NOT_REQUIRED");
    expect(review?.rule).toMatch(/^California sets no waiting period for an agreement made during the marriage/);
    const during = california.requirements.find((item) => item.title === "Made during the marriage");
    expect(during).toMatchObject({
      status: "MET",
      how: "Signed on October 8, 2026, after the wedding on June 14, 2024.",
    });
    expect(during?.citation).toContain("Cal. Fam. Code § 721");

    // Signed before the wedding: not an agreement made during the marriage.
    expect(
      postnup("CA", "2026-12-19").requirements.find((item) => item.title === "Made during the marriage")?.status,
    ).toBe("NOT_MET");
    // Iowa does not enforce one; Louisiana's court approval is not on the record.
    expect(
      postnup("IA", "2024-06-14").requirements.find((item) => item.title === "Made during the marriage"),
    ).toMatchObject({
      status: "NOT_MET",
      rule: expect.stringMatching(/^Iowa courts do not enforce an agreement spouses make during the marriage/),
    });
    expect(
      postnup("LA", "2024-06-14").requirements.find((item) => item.title === "Made during the marriage")?.how,
    ).toMatch(/no court's approval is on the record/);
  });

  it("where the state sets no review period, says the days advised, the days taken and the couple's choice to sign sooner", () => {
    const base = fixtureDossierInput("TX");
    const early = buildDossier(
      fixtureDossierInput("TX", {
        notarization: {
          ...base.notarization!,
          signedOn: "2026-10-09",
          earlySigningChosen: { by: "B", at: "2026-10-09T15:00:00.000Z" },
        },
      }),
    );
    const row = early.requirements.find((item) => item.title === "Time to review the final text");
    expect(row?.status).toBe("NOT_REQUIRED");
    expect(row?.rule).toContain("Texas sets no waiting period between the final text and the signing");
    expect(row?.rule).toContain("the couple were advised to take 7 days");
    // Reviewed on October 8 (no attorney: the review is when the text is final), signed the next day.
    expect(row?.how).toMatch(/^Signed on October 9, 2026, 1 day after the final text\. Blake Chen chose, on /);
    expect(row?.how).toContain("to sign before the 7 days advised.");
    expect(early.timeline.map((item) => item.text)).toContain(
      "Blake Chen chose to sign before the 7 days advised to consider the final text.",
    );
    const unhurried = buildDossier(base).requirements.find((item) => item.title === "Time to review the final text");
    expect(unhurried?.how).toBe("Signed on October 20, 2026, 12 days after the final text.");
    // Where the state sets a period, the row is its own rule, without the advice.
    const california = buildDossier(fixtureDossierInput("CA")).requirements.find(
      (item) => item.title === "Time to review the final text",
    );
    expect(california?.rule).not.toContain("advised");
  });

  it("counts California's 7 days from the first final text when a later correction left the terms as they were", () => {
    const base = fixtureDossierInput("CA");
    // Reviewed (final) on October 8, signed October 10: two days, too soon, unless an editor's correction
    // kept the period's start at the first final text of October 1.
    const signedEarly = { ...base, notarization: { ...base.notarization!, signedOn: "2026-10-10" } };
    const row = (input: typeof base) =>
      buildDossier(input).requirements.find((item) => item.title === "Time to review the final text");
    expect(row(signedEarly)?.status).toBe("NOT_MET");
    const kept = row({
      ...signedEarly,
      agreement: { ...signedEarly.agreement, reviewPeriodFrom: "2026-10-01T12:00:00.000Z" },
    });
    expect(kept?.status).toBe("MET");
    expect(kept?.how).toMatch(
      /^Signed on October 10, 2026, on or after October 8, 2026\. The period counts from October 1, 2026/,
    );
    expect(kept?.how).toContain("a later correction was marked by its editor as not changing the terms.");
  });

  it("reports a record that was changed after it was recorded", () => {
    const input = fixtureDossierInput("NY");
    const tampered = input.record.map((entry, index) =>
      index === 1 ? { ...entry, details: { status: "ATTORNEY_ASSIGNED" } } : entry,
    );
    const dossier = buildDossier({ ...input, record: tampered });
    expect(dossier.record.verified).toBe(false);
    expect(dossier.record.verification).toBe("The record does not verify: entry 2 was changed after it was recorded.");
    expect(buildDossier(input).record.verified).toBe(true);
  });

  it("orders the timeline by time, each signer and the notarization at the time the record holds", () => {
    const timeline = buildDossier(fixtureDossierInput("NY")).timeline;
    expect(timeline[0]?.text).toBe("Alex Rivera opened an account.");
    expect(timeline.slice(-3)).toEqual([
      {
        at: "October 20, 2026, 12:30 PM",
        text: "Alex Rivera signed the agreement in the online notarization session.",
      },
      { at: "October 20, 2026, 12:50 PM", text: "Blake Chen signed the agreement in the online notarization session." },
      {
        at: "October 20, 2026, 1:00 PM",
        text: "The agreement was notarized in an online session before Jordan Notary, commission 01AB, signed on 2026-10-20 (notarized copy eeeeeeeeeeee…); the notary's record is me_123.",
      },
    ]);
    // One line per event: the signing is not told a second time from the notarization's facts.
    expect(
      timeline.filter((item) => item.text.includes("signed the agreement") || item.text.includes("was signed")),
    ).toHaveLength(2);
  });

  it("puts the signing and the notarization inside the verified chain", () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    expect(dossier.record.verified).toBe(true);
    expect(dossier.record.entries.slice(-3).map((entry) => [entry.occurredAt, entry.summary])).toEqual([
      ["October 20, 2026, 12:30 PM", "Alex Rivera signed the agreement in the online notarization session."],
      ["October 20, 2026, 12:50 PM", "Blake Chen signed the agreement in the online notarization session."],
      [
        "October 20, 2026, 1:00 PM",
        "The agreement was notarized in an online session before Jordan Notary, commission 01AB, signed on 2026-10-20 (notarized copy eeeeeeeeeeee…); the notary's record is me_123.",
      ],
    ]);
    expect(dossier.record.verification).toContain("The record's 8 entries verify");
  });

  it("prints a signing in person by its day, the notarized copy's recording at its time", () => {
    const base = fixtureDossierInput("NY");
    const notarizationId = "0c9a3d7e-5b21-4e8f-9d46-1a7b3c5e2f80";
    const inPerson = [
      { kind: "SIGNED", respondent: null, details: { notarizationId, method: "IN_PERSON", signedOn: "2026-10-19" } },
      {
        kind: "NOTARIZED",
        respondent: null,
        details: { notarizationId, method: "IN_PERSON", signedOn: "2026-10-19", fileSha256: "e".repeat(64) },
      },
    ] as const;
    const record = appended(base.record.slice(0, 5), inPerson, "2026-10-21T14:00:00.000Z");
    const dossier = buildDossier({
      ...base,
      notarization: { ...base.notarization!, method: "IN_PERSON", signedOn: "2026-10-19" },
      record,
    });
    expect(dossier.timeline.slice(-2)).toEqual([
      {
        at: "October 19, 2026",
        text: "The couple signed the agreement before a notary in person on 2026-10-19 (the notarial certificate's date).",
      },
      {
        at: "October 21, 2026, 10:00 AM",
        text: "The copy notarized in person, signed on 2026-10-19, was recorded (notarized copy eeeeeeeeeeee…).",
      },
    ]);
    expect(dossier.record.verified).toBe(true);
  });

  it("lists the agreement's versions from the record: the original, a change in effect and one half-signed", () => {
    const base = fixtureDossierInput("NY");
    expect(buildDossier(base).versions).toEqual([
      {
        heading: "The original agreement",
        lines: [
          expect.stringMatching(
            /^Signed on October 20, 2026 and notarized; the record's entry for it is [0-9a-f]{64}\./,
          ),
          "It has not been amended or revoked.",
        ],
      },
    ]);
    const notarizedHash = base.record.at(-1)!.hash;
    const first = { changeId: "c1", changeKind: "AMENDMENT", number: 1 };
    const second = { changeId: "c2", changeKind: "AMENDMENT", number: 2 };
    const changes = [
      {
        kind: "CHANGE_SIGNED",
        respondent: "B",
        details: {
          ...first,
          changeSignedOn: "2027-07-07",
          fileSha256: "a".repeat(64),
          witnesses: ["Ada Lee", "Ben Cho"],
          counsel: null,
          disclosureVersion: 2,
        },
      },
      {
        kind: "CHANGE_SIGNED",
        respondent: "A",
        details: {
          ...first,
          changeSignedOn: "2027-07-09",
          fileSha256: "b".repeat(64),
          witnesses: [],
          counsel: "Dana Ruiz",
          disclosureVersion: null,
        },
      },
      {
        kind: "CHANGE_IN_EFFECT",
        respondent: null,
        details: { ...first, effectiveOn: "2027-07-09", parentHash: notarizedHash },
      },
      {
        kind: "CHANGE_SIGNED",
        respondent: "A",
        details: {
          ...second,
          changeSignedOn: "2028-01-03",
          fileSha256: "c".repeat(64),
          witnesses: ["Ada Lee"],
          counsel: null,
          disclosureVersion: 3,
        },
      },
    ] as const;
    const record = appended(base.record, changes, "2027-07-10T14:00:00.000Z");
    const versions = buildDossier({ ...base, record }).versions;
    expect(versions.map((version) => version.heading)).toEqual([
      "The original agreement",
      "Amendment No. 1",
      "Amendment No. 2",
    ]);
    expect(versions[0]!.lines).toHaveLength(1);
    expect(versions[1]!.lines).toEqual([
      `Blake Chen signed it before a notary on July 7, 2027 (the notarial certificate's date), witnessed by Ada Lee and Ben Cho, naming no attorney, having confirmed financial disclosure version 2. The notarized copy's SHA-256: ${"a".repeat(64)}.`,
      `Alex Rivera signed it before a notary on July 9, 2027 (the notarial certificate's date), without witnesses, advised by Dana Ruiz. The notarized copy's SHA-256: ${"b".repeat(64)}.`,
      `In effect from July 9, 2027, both spouses having signed it; it changes the version recorded at ${notarizedHash}. Its own entry in the record is ${record.at(-2)!.hash}.`,
    ]);
    expect(versions[2]!.lines.at(-1)).toBe("Not in effect: signed by one spouse only.");
  });

  it("names the attorneys' approvals that stand for each change, and a draft not signed yet", () => {
    const base = fixtureDossierInput("NY");
    const draft = { changeId: "c1", changeKind: "AMENDMENT", number: 1 };
    const approval = (respondent: "A" | "B", attorneyName: string, contentSha256: string) => ({
      kind: "CHANGE_APPROVAL_GRANTED",
      respondent,
      details: { ...draft, attorneyId: `attorney-${respondent}`, attorneyName, contentSha256 },
    });
    const record = appended(
      base.record,
      [
        approval("A", "Dana Ruiz", "1".repeat(64)),
        approval("B", "Sam Ortiz", "2".repeat(64)),
        // Withdrawn, then given again for the edited text.
        { kind: "CHANGE_APPROVAL_WITHDRAWN", respondent: "A", details: { ...draft, attorneyName: "Dana Ruiz" } },
        approval("A", "Dana Ruiz", "3".repeat(64)),
      ],
      "2027-07-10T14:00:00.000Z",
    );
    const [, amendment] = buildDossier({ ...base, record }).versions;
    expect(amendment).toEqual({
      heading: "Amendment No. 1",
      lines: [
        `Sam Ortiz, attorney for Blake Chen, approved it on July 10, 2027 (the content approved: ${"2".repeat(64)}).`,
        `Dana Ruiz, attorney for Alex Rivera, approved it on July 10, 2027 (the content approved: ${"3".repeat(64)}).`,
        "Not in effect: not signed yet.",
      ],
    });
  });

  it("tells a signing the record does not hold from the notarization, as a day", () => {
    const base = fixtureDossierInput("NY");
    const timeline = buildDossier({ ...base, record: base.record.slice(0, 5) }).timeline;
    expect(timeline.at(-1)).toEqual({
      at: "October 20, 2026",
      text: "The agreement was signed in an online notarization session before Jordan Notary, commission 01AB (the notary's record me_123).",
    });
  });

  it("shows every disagreement and how it ended, each at its time", () => {
    const timeline = buildDossier(fixtureDossierInput("NY")).timeline;
    const about = (words: string) => timeline.filter((item) => item.text.includes(words));
    expect(about("spousal support")).toEqual([
      {
        at: "October 4, 2026, 6:00 AM",
        text: 'Blake Chen proposed an answer to "How should spousal support be handled?", on which the partners\' answers differed.',
      },
      {
        at: "October 4, 2026, 4:00 PM",
        text: 'Alex Rivera accepted Blake Chen\'s proposal on "How should spousal support be handled?": Waive it.',
      },
    ]);
    expect(about("pets")).toEqual([
      {
        at: "October 5, 2026, 5:00 AM",
        text: 'Blake Chen settled the disagreement on "Who keeps the family pets?" by agreeing with Alex Rivera\'s answer: The partner who adopted them.',
      },
    ]);
    expect(about("embryos")).toEqual([
      {
        at: "October 5, 2026, 7:00 AM",
        text: 'Alex Rivera settled the disagreement on "What happens to frozen embryos?" by changing their own answer to: They are not used without both partners\' written consent.',
      },
    ]);
    const open = buildDossier(
      fixtureDossierInput("NY", {
        disagreements: [
          { question: "Who keeps the car?", firstProposal: { at: "2026-10-05T14:00:00.000Z", by: "A" }, ending: null },
        ],
      }),
    ).timeline;
    expect(open.filter((item) => item.text.includes("car"))).toEqual([
      {
        at: "October 5, 2026, 10:00 AM",
        text: 'Alex Rivera proposed an answer to "Who keeps the car?", on which the partners\' answers differed. It is still open.',
      },
    ]);
  });

  it("tells when the answers came to differ and a disagreement settled by an edit in the questionnaire, at its time", () => {
    const timeline = buildDossier(
      fixtureDossierInput("NY", {
        disagreements: [
          {
            question: "Who keeps the car?",
            began: { at: "2026-10-03T13:00:00.000Z", answers: { A: "The buyer", B: "We sell it" } },
            firstProposal: null,
            ending: { how: "CHANGED_IN_QUESTIONNAIRE", at: "2026-10-05T14:30:00.000Z", by: "B", answer: "The buyer" },
          },
          {
            question: "Who keeps the dog?",
            began: { at: "2026-10-03T14:00:00.000Z", answers: { A: "Alex", B: "Blake" } },
            firstProposal: null,
            ending: { how: "CHANGED_IN_QUESTIONNAIRE", at: "2026-10-05T15:00:00.000Z", by: "A", answer: "" },
          },
          {
            question: "Who keeps the house?",
            began: { at: "2026-10-03T15:00:00.000Z", answers: { A: "Alex", B: "Sell it" } },
            firstProposal: null,
            ending: null,
          },
        ],
      }),
    ).timeline;
    const about = (words: string) => timeline.filter((item) => item.text.includes(words));
    expect(about("the car")).toEqual([
      {
        at: "October 3, 2026, 9:00 AM",
        text: 'The partners\' answers to "Who keeps the car?" differed (Alex Rivera: The buyer; Blake Chen: We sell it).',
      },
      {
        at: "October 5, 2026, 10:30 AM",
        text: 'The disagreement on "Who keeps the car?" was settled when Blake Chen changed their answer in the questionnaire to: The buyer.',
      },
    ]);
    expect(about("the dog")[1]).toEqual({
      at: "October 5, 2026, 11:00 AM",
      text: 'The disagreement on "Who keeps the dog?" ended when Alex Rivera removed their answer in the questionnaire.',
    });
    expect(about("the house")).toEqual([
      {
        at: "October 3, 2026, 11:00 AM",
        text: 'The partners\' answers to "Who keeps the house?" differed (Alex Rivera: Alex; Blake Chen: Sell it). It is still open.',
      },
    ]);
  });

  it("cites only what was read in the state's own law, and links every row to the public law page", () => {
    for (const stateId of ["NY", "MS", "SC"]) {
      const law = stateLawOf(stateId)!;
      const dossier = buildDossier(fixtureDossierInput(stateId));
      const fairness = dossier.requirements.find((item) => item.title === "When fairness is judged");
      expect(fairness?.citation, stateId).toBe(law.unconscionability.confirmed ? law.unconscionability.citation : null);
      for (const item of dossier.requirements) {
        expect(item.lawUrl, `${stateId} ${item.title}`).toMatch(/^https:\/\/app\.example\.com\/law\/CO#\w+$/);
        expect(item.citation ?? "", `${stateId} ${item.title}`).not.toMatch(
          /not (read|checked)|cautious|practitioners/,
        );
      }
    }
  });
});

describe("renderDossierPdf", () => {
  it("prints the cover, the contents with page numbers, every section and the record's hashes", async () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const pdf = await renderDossierPdf(dossier);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const pages = pdfPageTexts(pdf);
    const text = pages.join("\n");
    expect(pages[0]).toContain("Evidence dossier");
    expect(pages[0]).toContain("Alex Rivera");
    expect(pages[0]).toContain("d".repeat(64));
    expect(pages[1]).toMatch(/Contents[\s\S]*1\. Timeline\n3/);
    expect(text).toContain("New York's requirements and how each was met");
    for (const entry of dossier.record.entries) expect(text).toContain(`hash ${entry.hash}`);
    expect(text).toContain(`Page 2 of ${pages.length}`);
  });

  it("prints the verification address on the cover with the hash whole, on a line of its own", async () => {
    // A hash starting with a digit: the line breaker finds no break after "/" before a number.
    const hash = `${"3f9a0c".repeat(10)}ab12`;
    const input = fixtureDossierInput("NY", { verificationUrl: `https://app.example.com/verify/${hash}` });
    const lines = pdfPageTexts(await renderDossierPdf(buildDossier(input)))[0]!.split("\n");
    const address = lines.indexOf("https://app.example.com/verify/");
    expect(address).toBeGreaterThan(0);
    expect(lines[address + 1]).toBe(hash);
  });

  it("sets a name outside the standard fonts in the embedded typeface", async () => {
    const input = fixtureDossierInput("NY");
    const dossier = buildDossier({
      ...input,
      parties: { ...input.parties, B: { respondent: "B", fullName: "Łucja Żmuda", accountCreatedAt: null } },
    });
    const pdf = Buffer.from(await renderDossierPdf(dossier));
    expect(pdf.includes("SourceSerif4")).toBe(true);
  });

  it("reproduces the documents behind the disclosure after the dossier, each page numbered in the whole", async () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const alone = await PDFDocument.load(await renderDossierPdf(dossier, []));
    const pdf = await renderDossierPdf(dossier, [
      { bytes: await statementPdf(), contentType: "application/pdf" },
      { bytes: new Uint8Array(PNG), contentType: "image/png" },
    ]);
    const merged = await PDFDocument.load(pdf);
    // The dossier's own pages (the index of two documents fits the appendix page), then two pages and one.
    expect(merged.getPageCount()).toBe(alone.getPageCount() + 3);
    const own = alone.getPageCount();
    const index = pdfPageTexts(pdf).findLast((page) =>
      page.includes("7. Appendix: the documents behind the disclosure"),
    )!;
    expect(index).toContain("A-1");
    expect(index).toContain(`SHA-256 ${"f".repeat(64)}`);
    expect(index).toContain(`page ${own + 1}`);
    expect(index).toContain(`page ${own + 3}`);
    expect(pdfPageTexts(pdf).join("\n")).toContain(`Page 2 of ${own + 3}`);
  });

  it("copies a statement's pages without their active content: no page actions, no script, only plain web links", async () => {
    const hostile = await PDFDocument.create();
    const page = hostile.addPage([612, 792]);
    const context = hostile.context;
    const script = context.register(
      context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('opened inside the exhibit')") }),
    );
    page.node.set(PDFName.of("AA"), context.obj({ O: script }));
    const widget = context.register(
      context.obj({ Type: "Annot", Subtype: "Widget", Rect: [0, 0, 100, 20], FT: "Btn", A: script }),
    );
    const launch = context.register(
      context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 30, 100, 50], A: { S: "Launch", F: "calc.exe" } }),
    );
    const web = context.register(
      context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [0, 60, 100, 80],
        A: { S: "URI", URI: PDFString.of("https://bank.example/statement") },
        AA: { E: script },
      }),
    );
    page.node.set(PDFName.of("Annots"), context.obj([widget, launch, web]));
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const pdf = await renderDossierPdf(dossier, [{ bytes: await hostile.save(), contentType: "application/pdf" }]);
    const merged = await PDFDocument.load(pdf);
    const copied = merged.getPage(merged.getPageCount() - 1).node;
    expect(copied.get(PDFName.of("AA"))).toBeUndefined();
    const annotations = copied.lookup(PDFName.of("Annots"), PDFArray);
    expect(annotations.size()).toBe(1);
    const link = annotations.lookup(0, PDFDict);
    expect(link.lookup(PDFName.of("A"), PDFDict).get(PDFName.of("S"))).toBe(PDFName.of("URI"));
    expect(link.get(PDFName.of("AA"))).toBeUndefined();
    // Nothing of the script or the launch is left in the file, reachable or not.
    const text = Buffer.from(pdf).toString("latin1");
    expect(text).not.toContain("JavaScript");
    expect(text).not.toContain("calc.exe");
    expect(text).toContain("https://bank.example/statement");
  });

  it("lists an image over the pixel budget without decoding it, and says why", async () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(9000, 16);
    huge.writeUInt32BE(9000, 20);
    const alone = await PDFDocument.load(await renderDossierPdf(dossier, []));
    const pdf = await renderDossierPdf(dossier, [{ bytes: new Uint8Array(huge), contentType: "image/png" }]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(alone.getPageCount());
    expect(pdfPageTexts(pdf).join("\n")).toContain(
      "Not reproduced: the image is 9,000 × 9,000 pixels, over the 24-megapixel limit for reproduction.",
    );
  });

  it("reproduces no document over the page limit for one, and says why (a file stored before uploads counted pages)", async () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const alone = await PDFDocument.load(await renderDossierPdf(dossier, []));
    const over = ENTRY_DOCUMENT_MAX_PAGES + 1;
    const pdf = await renderDossierPdf(dossier, [
      { bytes: await statementPdf(over), contentType: "application/pdf" },
      { bytes: new Uint8Array(PNG), contentType: "image/png" },
    ]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(alone.getPageCount() + 1);
    const text = pdfPageTexts(pdf).join("\n");
    expect(text).toContain(
      `Not reproduced: the PDF has ${over} pages, over the ${ENTRY_DOCUMENT_MAX_PAGES}-page limit for one document.`,
    );
    expect(text).not.toContain("Statement page 1");
  });

  it("lists a stored PDF whose object streams inflate past the reading budget, without loading it", async () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const bomb = deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1));
    const pdf = await renderDossierPdf(dossier, [
      {
        bytes: new Uint8Array(
          Buffer.concat([
            Buffer.from(
              `%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
            ),
            bomb,
            Buffer.from("\nendstream\nendobj\n%%EOF\n"),
          ]),
        ),
        contentType: "application/pdf",
      },
    ]);
    expect(pdfPageTexts(pdf).join("\n")).toContain(
      "Not reproduced: the PDF's structure cannot be read within the limits for reproduction.",
    );
  });

  it("reproduces documents while the appendix's pages last, and lists the ones past it with the reason", async () => {
    // Statements of 49 pages: six fit the appendix, the seventh not in the pages left, the image after it does.
    const length = ENTRY_DOCUMENT_MAX_PAGES - 1;
    const full = Math.floor(DOSSIER_APPENDIX_MAX_PAGES / length);
    const base = fixtureDossierInput("NY");
    const statements = Array.from({ length: full + 1 }, (_, index) => ({
      ...base.statements[0]!,
      name: `Statement ${index + 1}.pdf`,
    }));
    const dossier = buildDossier({ ...base, statements: [...statements, base.statements[1]!] });
    const alone = await PDFDocument.load(await renderDossierPdf(dossier, []));
    const statement = await statementPdf(length);
    const pdf = await renderDossierPdf(dossier, [
      ...statements.map(() => ({ bytes: statement, contentType: "application/pdf" })),
      { bytes: new Uint8Array(PNG), contentType: "image/png" },
    ]);
    const left = DOSSIER_APPENDIX_MAX_PAGES - full * length;
    expect(left).toBeGreaterThan(0);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(alone.getPageCount() + full * length + 1);
    expect(pdfPageTexts(pdf).join("\n")).toContain(
      `Not reproduced: the appendix holds at most ${DOSSIER_APPENDIX_MAX_PAGES} pages, and this document's ${length} do not fit in the ${left} left.`,
    );
  });

  it("lists a document it cannot reproduce, and says why", async () => {
    const dossier = buildDossier(fixtureDossierInput("NY"));
    const pdf = await renderDossierPdf(dossier, [
      { bytes: new TextEncoder().encode("%PDF-1.4 this is not a PDF"), contentType: "application/pdf" },
      { bytes: null, contentType: "image/png" },
    ]);
    const text = pdfPageTexts(pdf).join("\n");
    expect(text).toContain("Not reproduced: the PDF is damaged or protected and cannot be reproduced.");
    expect(text).toContain("Not reproduced: the stored file is not available.");
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(
      (await PDFDocument.load(await renderDossierPdf(dossier, []))).getPageCount(),
    );
  });
});

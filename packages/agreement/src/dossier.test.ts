import { stateLawOf } from "@prenup/content/runtime";
import type { RecordEntryKind, Respondent } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { buildDossier, daysBetween, type DossierInput } from "./dossier.ts";
import { pdfPageTexts } from "./pdf-text.ts";
import { chainRecordEntry, type RecordEntry } from "./record.ts";
import { renderDossierPdf } from "./render/dossier-pdf.ts";

const DOCUMENT = "4b7c1f3e-0d2a-4c55-9a77-2f1e8c0b9d10";

function chain(entries: { kind: RecordEntryKind; at: string; respondent?: Respondent; details?: object }[]) {
  const record: RecordEntry[] = [];
  for (const item of entries) {
    record.push(
      chainRecordEntry(record.at(-1) ?? null, {
        documentId: DOCUMENT,
        kind: item.kind,
        occurredAt: item.at,
        actorUserId: null,
        respondent: item.respondent ?? null,
        details: (item.details ?? {}) as Record<string, unknown>,
      }),
    );
  }
  return record;
}

/** A New York couple: both disclosed, Blake acknowledged Alex's version 2, neither has counsel, notarized online. */
function newYorkCouple(overrides: Partial<DossierInput> = {}): DossierInput {
  return {
    documentId: DOCUMENT,
    generatedAt: "2026-11-26T15:00:00.000Z",
    parties: {
      A: { respondent: "A", fullName: "Alex Rivera", accountCreatedAt: "2026-09-01T14:00:00.000Z" },
      B: { respondent: "B", fullName: "Blake Chen", accountCreatedAt: "2026-09-02T16:00:00.000Z" },
    },
    law: stateLawOf("NY"),
    weddingDate: "2026-12-19",
    invitation: { sentAt: "2026-09-01T15:00:00.000Z", acceptedAt: "2026-09-02T16:05:00.000Z" },
    disclosureVersions: [
      {
        owner: "A",
        number: 1,
        status: "COMPLETED",
        entryCount: 3,
        netWorthUsdCents: 12_500_000,
        asOf: "2026-10-01T12:00:00.000Z",
        frozenAt: "2026-10-01T12:00:00.000Z",
        contentSha256: "a".repeat(64),
      },
      {
        owner: "A",
        number: 2,
        status: "COMPLETED",
        entryCount: 4,
        netWorthUsdCents: 13_000_000,
        asOf: "2026-10-05T12:00:00.000Z",
        frozenAt: "2026-10-06T12:00:00.000Z",
        contentSha256: "b".repeat(64),
      },
      {
        owner: "B",
        number: 1,
        status: "NOTHING_TO_DISCLOSE",
        entryCount: 0,
        netWorthUsdCents: 0,
        asOf: "2026-10-02T12:00:00.000Z",
        frozenAt: "2026-10-02T12:00:00.000Z",
        contentSha256: "c".repeat(64),
      },
    ],
    acknowledgements: [
      { owner: "A", versionNumber: 1, acknowledgedAt: "2026-10-01T18:00:00.000Z" },
      { owner: "A", versionNumber: 2, acknowledgedAt: "2026-10-06T18:00:00.000Z" },
      { owner: "B", versionNumber: 1, acknowledgedAt: "2026-10-03T18:00:00.000Z" },
    ],
    disagreements: [
      {
        question: "How should spousal support be handled?",
        openedAt: "2026-10-04T10:00:00.000Z",
        settledAt: "2026-10-04T20:00:00.000Z",
        settledWith: "Waive it",
        proposedBy: "B",
      },
    ],
    agreement: {
      reviewedAt: "2026-10-08T12:00:00.000Z",
      finalizedAt: "2026-10-09T12:00:00.000Z",
      currentPdfSha256: "d".repeat(64),
      anyAttorneyInvolved: false,
    },
    notarization: {
      method: "ONLINE",
      signedOn: "2026-10-20",
      completedAt: "2026-10-20T17:00:00.000Z",
      sessionRecordRef: "me_123",
      sessionNotary: "Jordan Notary, commission 01AB",
      notarizedSha256: "e".repeat(64),
      signingProblem: null,
    },
    record: chain([
      { kind: "COUNSEL_RECORDED", at: "2026-10-07T10:00:00.000Z", respondent: "A", details: { status: "WAIVED" } },
      { kind: "COUNSEL_RECORDED", at: "2026-10-07T11:00:00.000Z", respondent: "B", details: { status: "WAIVED" } },
      { kind: "AGREEMENT_GENERATED", at: "2026-10-07T12:00:00.000Z", details: { pdfSha256: "d".repeat(64) } },
      { kind: "AGREEMENT_REVIEWED", at: "2026-10-08T12:00:00.000Z", respondent: "A" },
      { kind: "AGREEMENT_FINALIZED", at: "2026-10-09T12:00:00.000Z", respondent: "A" },
    ]),
    verificationUrl: `https://app.example.com/verify/${"e".repeat(64)}`,
    ...overrides,
  };
}

describe("buildDossier", () => {
  it("counts the days a court asks about", () => {
    const dossier = buildDossier(newYorkCouple());
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
    const met = buildDossier(newYorkCouple()).requirements.find((item) => item.title === "Financial disclosure");
    expect(met?.status).toBe("MET");
    expect(met?.how).toContain("Blake Chen acknowledged Alex Rivera's version 2");

    const lapsed = buildDossier(
      newYorkCouple({
        acknowledgements: [{ owner: "A", versionNumber: 1, acknowledgedAt: "2026-10-01T18:00:00.000Z" }],
      }),
    ).requirements.find((item) => item.title === "Financial disclosure");
    expect(lapsed?.status).toBe("PENDING");
    expect(lapsed?.how).toContain("version 2 came after it");
    expect(lapsed?.how).toContain("Alex Rivera has not acknowledged Blake Chen's disclosure (version 1)");
  });

  it("takes the state's own requirements from the matrix, each with its citation", () => {
    const dossier = buildDossier(newYorkCouple());
    const law = stateLawOf("NY")!;
    const review = dossier.requirements.find((item) => item.title === "Time to review the final text");
    expect(review?.citation).toBe(law.execution.finalAgreementReviewDays.citation);
    expect(review?.status).toBe(law.execution.finalAgreementReviewDays.value > 0 ? "MET" : "NOT_REQUIRED");
    const counsel = dossier.requirements.filter((item) => item.title.startsWith("Counsel: "));
    expect(counsel.map((item) => item.status)).toEqual(["MET", "MET"]);
    expect(dossier.requirements.find((item) => item.title === "Signing formalities")?.how).toContain(
      "Jordan Notary, commission 01AB",
    );
  });

  it("judges a signing after the wedding-day cutoff as not met, with the signing rule's own message", () => {
    const late = buildDossier(
      newYorkCouple({
        weddingDate: "2026-10-10",
        notarization: { ...newYorkCouple().notarization!, signedOn: "2026-10-20", completedAt: null },
      }),
    );
    const before = late.requirements.find((item) => item.title === "Signed before the wedding");
    expect(before?.status).toBe("NOT_MET");
  });

  it("reports a record that was changed after it was recorded", () => {
    const input = newYorkCouple();
    const tampered = input.record.map((entry, index) =>
      index === 1 ? { ...entry, details: { status: "ATTORNEY_ASSIGNED" } } : entry,
    );
    const dossier = buildDossier({ ...input, record: tampered });
    expect(dossier.record.verified).toBe(false);
    expect(dossier.record.verification).toBe("The record does not verify: entry 2 was changed after it was recorded.");
    expect(buildDossier(input).record.verified).toBe(true);
  });

  it("orders the timeline by time and prints the date of signing as a day", () => {
    const timeline = buildDossier(newYorkCouple()).timeline;
    expect(timeline[0]?.text).toBe("Alex Rivera opened an account.");
    expect(timeline.at(-1)).toEqual({
      at: "October 20, 2026",
      text: "The agreement was signed in an online notarization session before Jordan Notary, commission 01AB (the notary's record me_123).",
    });
    expect(timeline.some((item) => item.text.includes("accepting Blake Chen's proposal: Waive it"))).toBe(true);
  });
});

describe("renderDossierPdf", () => {
  it("prints the cover, the contents with page numbers, every section and the record's hashes", async () => {
    const dossier = buildDossier(newYorkCouple());
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

  it("sets a name outside the standard fonts in the embedded typeface", async () => {
    const input = newYorkCouple();
    const dossier = buildDossier({
      ...input,
      parties: { ...input.parties, B: { respondent: "B", fullName: "Łucja Żmuda", accountCreatedAt: null } },
    });
    const pdf = Buffer.from(await renderDossierPdf(dossier));
    expect(pdf.includes("SourceSerif4")).toBe(true);
  });
});

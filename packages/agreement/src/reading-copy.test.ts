import { describe, expect, it } from "vitest";
import { READING_COPY_MARK } from "./model.ts";
import { pdfPageTexts } from "./pdf-text.ts";
import { buildReadingCopyModel, consolidatedClauses, currentClauses } from "./reading-copy.ts";
import { renderAgreementDocx, renderAgreementPdf } from "./render/index.ts";

const original = [
  { label: "3.1", title: "Separate Property", text: "Each keeps what they own." },
  { label: "3.2", title: "Earnings", text: "Earnings are separate." },
  { label: "3.10", title: "Gifts", text: "Gifts are separate." },
];

describe("consolidatedClauses", () => {
  it("is the original, unmarked, without signed amendments", () => {
    expect(consolidatedClauses(original, []).map((c) => [c.label, c.text, c.amendedBy, c.removed])).toEqual([
      ["3.1", "Each keeps what they own.", null, false],
      ["3.2", "Earnings are separate.", null, false],
      ["3.10", "Gifts are separate.", null, false],
    ]);
  });

  it("applies amendments in their numbers' order: rewrite, remove, add in label order", () => {
    const clauses = consolidatedClauses(original, [
      { number: 2, changes: [{ label: "3.2", title: "Earnings", newText: "Shared from 2030." }] },
      {
        number: 1,
        changes: [
          { label: "3.2", title: "Earnings", newText: "Half shared." },
          { label: "3.1", title: "Separate Property", newText: null },
          { label: "3.3", title: "A Child's College Fund", newText: "Both fund it." },
          { label: "9.9", title: "Nothing", newText: null },
        ],
      },
    ]);
    expect(clauses.map((c) => [c.label, c.text, c.amendedBy, c.removed])).toEqual([
      ["3.1", "Each keeps what they own.", 1, true],
      ["3.2", "Shared from 2030.", 2, false],
      ["3.3", "Both fund it.", 1, false],
      ["3.10", "Gifts are separate.", null, false],
    ]);
    expect(currentClauses(clauses).map((c) => c.label)).toEqual(["3.2", "3.3", "3.10"]);
  });
});

describe("buildReadingCopyModel", () => {
  const party = (respondent: "A" | "B", fullName: string) => ({
    respondent,
    fullName,
    firstName: fullName.split(" ")[0]!,
    initials: fullName
      .split(" ")
      .map((part) => part[0])
      .join(""),
  });
  const input = {
    original: {
      title: "Premarital Agreement",
      signedOn: "2025-05-20",
      recordHash: "AB".repeat(32),
      stateName: "California",
    },
    parties: { A: party("A", "Lena Fischer"), B: party("B", "Omar Haddad") },
    versions: [{ kind: "AMENDMENT" as const, number: 1, effectiveOn: "2026-02-03" }],
    clauses: consolidatedClauses(original, [
      {
        number: 1,
        changes: [
          { label: "3.2", title: "Earnings", newText: "Half shared." },
          { label: "3.1", title: "Separate Property", newText: null },
        ],
      },
    ]),
    generatedAt: "2026-11-21T12:00:00.000Z",
  };

  it("says what it is and that the signed documents govern, and names the amendment behind each changed clause", async () => {
    const model = buildReadingCopyModel(input);
    expect(model.documentTitle).toBe("Reading Copy of the Premarital Agreement of May 20, 2025");
    // Justified lines lose their spaces in the extracted text: compared without any.
    const squash = (words: string) => words.replace(/\s+/g, "");
    const pages = pdfPageTexts(await renderAgreementPdf(model)).map(squash);
    const text = pages.join("");
    expect(text).toContain(
      squash(
        "as it reads with Amendment No. 1 (in effect from February 3, 2026) applied. It is not itself a signed document.",
      ),
    );
    expect(text).toContain(squash(`Record hash ${"ab".repeat(32)}`));
    expect(text).toContain(squash("Half shared. [As amended by Amendment No. 1, in effect from February 3, 2026.]"));
    expect(text).toContain(squash("[Deleted by Amendment No. 1, in effect from February 3, 2026. It read:]"));
    expect(text).toContain(squash("Each keeps what they own."));
    expect(text).toContain(squash("Gifts are separate."));
    // Every page carries the mark; nothing is there to initial or sign.
    const capitals = (words: string) => words.replace(/[^A-Z]/g, "");
    for (const page of pages) expect(capitals(page)).toContain(capitals(READING_COPY_MARK.toUpperCase()));
    expect(text).not.toContain("Initials:");
    expect(text).not.toMatch(/DRAFT/);
    expect((await renderAgreementDocx(model)).byteLength).toBeGreaterThan(1000);
  });

  it("says the agreement was revoked, and reads as signed where no amendment took effect", () => {
    const revoked = buildReadingCopyModel({
      ...input,
      versions: [{ kind: "REVOCATION", number: null, effectiveOn: "2026-09-01" }],
      clauses: consolidatedClauses(original, []),
    });
    const intro = revoked.parts[0]!.type === "title" ? revoked.parts[0]!.clauses.map((clause) => clause.text) : [];
    expect(intro[0]).toContain("as it was signed: no amendment has taken effect.");
    expect(intro[2]).toBe(
      "The Premarital Agreement was revoked with effect from September 1, 2026, and no longer governs the Parties' rights. This copy shows it as it read until then.",
    );
  });
});

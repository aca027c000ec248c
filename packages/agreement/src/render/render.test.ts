import { signingWindow } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { fixtureAgreement, fixtureDisclosure } from "../fixtures.ts";
import { pdfPageTexts } from "../pdf-text.ts";
import { renderAgreementDocx, renderAgreementPdf } from "./index.ts";
import { fitsStandardFonts } from "./pdf.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const pageCount = (pdf: Uint8Array) => (latin1(pdf).match(/\/Type \/Page\b/g) ?? []).length;

/** "DRAFT — NOT FOR SIGNATURE" as drawn (the dash in the font's own encoding). */
const DRAFT_LINE = /DRAFT . NOT FOR SIGNATURE/g;

/** A California agreement reviewed on 2026-11-21, the wedding on 2027-06-12: its window. */
const californiaWindow = signingWindow({
  deadline: "BEFORE_MARRIAGE",
  weddingDate: "2027-06-12",
  stateName: "California",
  agreement: { stateAbbreviation: "CA", reviewedAt: "2026-11-21T12:00:00.000Z", finalizedAt: null, anyAttorneyInvolved: false },
});

describe("the PDF", () => {
  const { model } = fixtureAgreement("CA", { disclosure: { userA: fixtureDisclosure("a", 12), userB: null } });

  it("is the same bytes for the same input", async () => {
    const first = await renderAgreementPdf(model);
    const second = await renderAgreementPdf(structuredClone(model));
    expect(latin1(first).startsWith("%PDF-1.")).toBe(true);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("has the agreement's pages, the schedules and the certificate, with its metadata", async () => {
    const pdf = await renderAgreementPdf(model);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(10);
    const text = latin1(pdf);
    expect(text).toMatch(/\/Title /);
    expect(text).toContain("(D:20261121120000Z)");
    expect(text).toMatch(/\/BaseFont \/Times-Roman/);
    // Without the record the certificate page goes, and with it one page less.
    const withoutRecord = await renderAgreementPdf(fixtureAgreement("CA", { disclosure: { userA: fixtureDisclosure("a", 12), userB: null }, record: null }).model);
    expect(pageCount(withoutRecord)).toBe(pageCount(pdf) - 1);
  });

  it("embeds a typeface with the characters a name needs when the standard one lacks them", async () => {
    expect(fitsStandardFonts("Zoë Núñez — § 1600 “quoted” €")).toBe(true);
    expect(fitsStandardFonts("Łukasz Żółć")).toBe(false);
    const polish = structuredClone(model);
    polish.parties.A.fullName = "Łukasz Żółć";
    const pdf = await renderAgreementPdf(polish);
    expect(latin1(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSerif4/);
  });

  it("changes when the text changes", async () => {
    const other = fixtureAgreement("NY").model;
    expect(Buffer.from(await renderAgreementPdf(other)).equals(Buffer.from(await renderAgreementPdf(model)))).toBe(false);
  });
});

describe("the DOCX", () => {
  it("is a Word document with the agreement's parts", async () => {
    const docx = await renderAgreementDocx(fixtureAgreement("MN").model);
    const text = latin1(docx);
    expect(text.startsWith("PK")).toBe(true);
    expect(text).toContain("word/document.xml");
    expect(text).toContain("word/footer1.xml");
    expect(docx.length).toBeGreaterThan(5_000);
  });
});

describe("a draft and the final agreement", () => {
  it("marks every page of a draft, and no page of the final agreement, which prints its signing window", async () => {
    const draft = fixtureAgreement("CA").model;
    expect(draft.draft).toBe(true);
    const draftPdf = await renderAgreementPdf(draft);
    const pages = pdfPageTexts(draftPdf);
    expect(pages.length).toBe(pageCount(draftPdf));
    // The mark twice on each page: the line at the top and the diagonal mark.
    for (const page of pages) expect(page.match(DRAFT_LINE)).toHaveLength(2);

    const final = fixtureAgreement("CA", { signing: { final: true, window: californiaWindow } }).model;
    expect(final.draft).toBe(false);
    const finalPdf = await renderAgreementPdf(final);
    expect(pdfPageTexts(finalPdf).some((text) => text.match(DRAFT_LINE) !== null)).toBe(false);
    expect(pdfPageTexts(finalPdf).join("\n")).toContain("Signing window: Sign on or after November 28, 2026");
    const signaturePage = final.parts.find((part) => part.type === "signatures");
    expect(signaturePage?.type === "signatures" && signaturePage.signatures.signingWindow).toMatch(
      /^Signing window: Sign on or after November 28, 2026 and before June 12, 2027\. The first day is seven calendar days after the final text .* \(California Family Code section 1615\(c\)\(2\)\)\. This Agreement must be signed before the marriage; the wedding is planned for June 12, 2027\./,
    );
    expect(draft.parts.find((part) => part.type === "signatures")).toMatchObject({ signatures: { signingWindow: null } });
    // Deterministic, and the two differ.
    expect(Buffer.from(await renderAgreementPdf(structuredClone(final))).equals(Buffer.from(finalPdf))).toBe(true);
    expect(Buffer.from(finalPdf).equals(Buffer.from(draftPdf))).toBe(false);
  });

  it("puts the draft mark in the DOCX's page header, and the window on the final one's signature page", async () => {
    const draft = latin1(await renderAgreementDocx(fixtureAgreement("CA").model));
    expect(draft).toContain("word/header1.xml");
    const final = latin1(await renderAgreementDocx(fixtureAgreement("CA", { signing: { final: true, window: californiaWindow } }).model));
    expect(final).not.toContain("word/header1.xml");
  });
});

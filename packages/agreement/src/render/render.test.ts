import { describe, expect, it } from "vitest";
import { fixtureAgreement, fixtureDisclosure } from "../fixtures.ts";
import { renderAgreementDocx, renderAgreementPdf } from "./index.ts";
import { fitsStandardFonts } from "./pdf.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const pageCount = (pdf: Uint8Array) => (latin1(pdf).match(/\/Type \/Page\b/g) ?? []).length;

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

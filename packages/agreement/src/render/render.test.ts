import { inflateRawSync, inflateSync } from "node:zlib";
import { signingWindow } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { completeAnswers, fixtureAgreement, fixtureDisclosure } from "../fixtures.ts";
import type { AgreementModel, ModelClause } from "../model.ts";
import { pdfPageTexts } from "../pdf-text.ts";
import {
  renderAgreement,
  renderAgreementDocx,
  renderAgreementPdf,
  renderSeparateWritingDocx,
  renderSeparateWritingPdf,
} from "./index.ts";
import { fitsStandardFonts } from "./pdf.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const pageCount = (pdf: Uint8Array) => (latin1(pdf).match(/\/Type \/Page\b/g) ?? []).length;

/** Each page's pieces of text with where they start (x from the left edge, y from the bottom), in drawing order. */
function pdfPageRuns(pdf: Uint8Array): { x: number; y: number; text: string }[][] {
  const bytes = Buffer.from(pdf);
  const pages: { x: number; y: number; text: string }[][] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf("stream\n", at);
    if (start < 0) break;
    const end = bytes.indexOf("\nendstream", start);
    at = end + 10;
    let stream: string;
    try {
      stream = inflateSync(bytes.subarray(start + 7, end)).toString("latin1");
    } catch {
      continue;
    }
    const runs = [...stream.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n\/F\d+ [\d.]+ Tf\n\[([^\]]*)\] TJ/g)].map(
      (match) => ({
        x: Number(match[1]),
        y: Number(match[2]),
        text: [...(match[3] ?? "").matchAll(/<([0-9a-f]*)>/g)]
          .map((run) => Buffer.from(run[1] ?? "", "hex").toString("latin1"))
          .join(""),
      }),
    );
    if (runs.length > 0) pages.push(runs);
  }
  return pages;
}

/** The text of word/document.xml in a DOCX (a zip archive). */
function docxDocumentXml(docx: Uint8Array): string {
  const bytes = Buffer.from(docx);
  for (let at = bytes.indexOf("PK\x03\x04"); at >= 0; at = bytes.indexOf("PK\x03\x04", at + 4)) {
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString("latin1", at + 30, at + 30 + nameLength);
    if (name !== "word/document.xml") continue;
    const data = bytes.subarray(at + 30 + nameLength + extraLength, at + 30 + nameLength + extraLength + size);
    return (method === 8 ? inflateRawSync(data) : data).toString("utf8");
  }
  throw new Error("no word/document.xml");
}

/** The visible text of a DOCX's body, one paragraph a line. */
const docxText = (docx: Uint8Array) =>
  docxDocumentXml(docx)
    .split("</w:p>")
    .map((paragraph) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(""))
    .join("\n");

/** Text without its spaces and line breaks (a justified line's words are spaced by the layout, not by space characters). */
const squash = (text: string) => text.replace(/\s+/g, "");

const waiving = completeAnswers("FL", { elective_share: ["elective_share__waive"] });
const unrepresented = completeAnswers("CA", { attorney_plan: ["attorney_plan__no_attorney"] });
/** The agreements a lawyer looked at: Florida with the death waiver, Minnesota's and Louisiana's witnesses, New York, California without counsel. */
const REVIEWED: Record<string, AgreementModel> = {
  FL: fixtureAgreement("FL", { answersA: waiving, answersB: waiving }).model,
  MN: fixtureAgreement("MN").model,
  LA: fixtureAgreement("LA").model,
  NY: fixtureAgreement("NY").model,
  CA: fixtureAgreement("CA", { answersA: unrepresented, answersB: unrepresented }).model,
  GA: fixtureAgreement("GA").model,
};

/** "DRAFT — NOT FOR SIGNATURE" as drawn (the dash in the font's own encoding). */
const DRAFT_LINE = /DRAFT . NOT FOR SIGNATURE/g;

/** A California agreement reviewed on 2026-11-21, the wedding on 2027-06-12: its window. */
const californiaWindow = signingWindow({
  deadline: "BEFORE_MARRIAGE",
  weddingDate: "2027-06-12",
  stateName: "California",
  agreement: {
    stateAbbreviation: "CA",
    reviewDays: 7,
    reviewedAt: "2026-11-21T12:00:00.000Z",
    finalizedAt: null,
    anyAttorneyInvolved: false,
    reviewPeriodFrom: null,
  },
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
    const withoutRecord = await renderAgreementPdf(
      fixtureAgreement("CA", { disclosure: { userA: fixtureDisclosure("a", 12), userB: null }, record: null }).model,
    );
    expect(pageCount(withoutRecord)).toBe(pageCount(pdf) - 1);
  });

  it("lists an entry's supporting documents in its schedule, by name and full SHA-256, in the PDF and the DOCX", async () => {
    const line = `Supporting document: statement-2.pdf (SHA-256 ${"2".padStart(64, "0")})`;
    expect(squash(pdfPageTexts(await renderAgreementPdf(model)).join("\n"))).toContain(squash(line));
    expect(docxText(await renderAgreementDocx(model))).toContain(line);
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
    expect(Buffer.from(await renderAgreementPdf(other)).equals(Buffer.from(await renderAgreementPdf(model)))).toBe(
      false,
    );
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
    expect(draft.parts.find((part) => part.type === "signatures")).toMatchObject({
      signatures: { signingWindow: null },
    });
    // Deterministic, and the two differ.
    expect(Buffer.from(await renderAgreementPdf(structuredClone(final))).equals(Buffer.from(finalPdf))).toBe(true);
    expect(Buffer.from(finalPdf).equals(Buffer.from(draftPdf))).toBe(false);
  });

  it("puts the draft mark in the DOCX's page header, and the window on the final one's signature page", async () => {
    const draft = latin1(await renderAgreementDocx(fixtureAgreement("CA").model));
    expect(draft).toContain("word/header1.xml");
    const final = latin1(
      await renderAgreementDocx(fixtureAgreement("CA", { signing: { final: true, window: californiaWindow } }).model),
    );
    expect(final).not.toContain("word/header1.xml");
  });
});

describe("the execution pages", () => {
  it("show Florida's death-waiver witnesses: two for each waiving party, under that party's attestation", async () => {
    const pages = pdfPageTexts(await renderAgreementPdf(REVIEWED.FL as AgreementModel));
    for (const name of ["Avery J. Stone", "Blake Moreno Jr."]) {
      const page = pages.find((text) => text.includes(`Witnesses to the signature of ${name}`)) ?? "";
      const group = squash(page.slice(page.indexOf(`Witnesses to the signature of ${name}`)));
      expect(
        group.startsWith(
          squash(`Witnesses to the signature of ${name} Signed by ${name}, including the waiver of rights at death`),
        ),
      ).toBe(true);
      expect(group.match(/Witness[12]Printedname/g)?.slice(0, 2)).toEqual([
        "Witness1Printedname",
        "Witness2Printedname",
      ]);
    }
    // Without the waiver, no witness lines.
    expect(pdfPageTexts(await renderAgreementPdf(fixtureAgreement("FL").model)).join("\n")).not.toContain("Witness 1");
  });

  it("print Florida's acknowledgment certificate with its check boxes, and a name ending in a full stop once", async () => {
    const pdf = await renderAgreementPdf(REVIEWED.FL as AgreementModel);
    const text = squash(pdfPageTexts(pdf).join("\n"));
    // Each box is one glyph of the embedded typeface (the words around it stay in Times).
    expect(text).toMatch(/bymeansof[\s\S]{2}physicalpresenceor[\s\S]{2}onlinenotarization,this_+dayof/);
    expect(text).toContain(squash("by Blake Moreno Jr., who is personally known to me or who has produced"));
    expect(text).not.toMatch(/Jr\.\./);
    expect(latin1(pdf)).toMatch(/\/BaseFont \/Times-Roman/);
  });

  it("set New York's venue as a caption: one bracket column, with ss. beside its middle", async () => {
    const pages = pdfPageRuns(await renderAgreementPdf(REVIEWED.NY as AgreementModel));
    const page = pages.find((runs) => runs.some((run) => run.text === "State of New York")) ?? [];
    const state = page.find((run) => run.text === "State of New York");
    const county = page.find((run) => run.text.startsWith("County of ___"));
    const brackets = page.filter((run) => run.text === ")").slice(0, 3);
    const ss = page.find((run) => run.text === "ss.:");
    expect(state && county && ss && brackets.length === 3).toBe(true);
    // The three brackets stand in one column right of the longest line, on the state's row, the middle row and the county's row.
    expect(new Set(brackets.map((run) => run.x)).size).toBe(1);
    expect(brackets[0]?.x).toBeGreaterThan((county?.x ?? 0) + 100);
    expect(brackets.map((run) => run.y)).toEqual([state?.y, ss?.y, county?.y]);
    expect(ss?.x).toBeGreaterThan(brackets[0]?.x ?? 0);
    expect(state?.x).toBe(county?.x);
    // Both certificates for each party: in New York State (§ 309-a) and outside it (§ 309-b).
    const text = pdfPageTexts(await renderAgreementPdf(REVIEWED.NY as AgreementModel)).join("\n");
    expect(text.match(/Acknowledgment of Avery J\. Stone, taken (in|outside) New York State/g)).toEqual([
      "Acknowledgment of Avery J. Stone, taken in New York State",
      "Acknowledgment of Avery J. Stone, taken outside New York State",
    ]);
    expect(text).toContain("(Real Property Law section 309-b)");
  });

  it("print the signer's name under each signature line, never Partner A or B, and initials without a suffix", async () => {
    for (const [state, model] of Object.entries(REVIEWED)) {
      const pages = pdfPageTexts(await renderAgreementPdf(model));
      const text = pages.join("\n");
      expect(text, state).not.toMatch(/Partner [AB]\b/);
      // Louisiana's authentic act states its one date in the act: no date line under each name.
      if (state === "LA") {
        expect(text, state).toMatch(/\nAvery J\. Stone\n/);
        expect(text, state).not.toMatch(/\nAvery J\. Stone\nDate:/);
      } else expect(text, state).toMatch(/\nAvery J\. Stone\nDate: _+\n/);
      expect(text, state).toContain("Initials:   AJS ________     BM ________");
      expect(docxText(await renderAgreementDocx(model)), state).not.toMatch(/Partner [AB]\b/);
    }
  });

  it("keep every signature block on the page of the clause or certificate it signs", async () => {
    for (const [state, model] of Object.entries(REVIEWED)) {
      const pages = pdfPageTexts(await renderAgreementPdf(model));
      for (const page of pages) {
        // An attorney's lines with the certification they sign.
        for (const match of page.matchAll(/Attorney for (.+)\n/g))
          expect(squash(page), state).toContain(squash(`the attorney for ${match[1]}`));
        // Witness lines with their attestation; the parties' lines with the clause they sign.
        if (page.includes("Witness 1")) expect(squash(page), state).toMatch(/inourpresence/);
        if (/\nAvery J\. Stone\nDate:/.test(page))
          expect(squash(page), state).toMatch(/havesignedthis.*onthedateswrittenbelow|THUSDONEANDPASSED/);
        // A notary's lines with the certificate or act they complete.
        if (/Signature of notary public|Signature and office of individual taking acknowledgment/.test(page))
          expect(squash(page), state).toMatch(/acknowledged/);
        if (page.includes("Notary ID number")) expect(squash(page), state).toContain("THUSDONEANDPASSED");
      }
    }
  });

  it("start a new page, headed as the signature page's continuation, rather than split a certification from its lines", async () => {
    const model = structuredClone(REVIEWED.MN as AgreementModel);
    const signatures = model.parts.find((part) => part.type === "signatures");
    if (signatures?.type !== "signatures") throw new Error("no signature page");
    const certification = (index: number): ModelClause => ({
      key: null,
      label: null,
      title: "Attorney certification",
      text: `I am counsel number ${index} for a Party, and I have advised my client about this Agreement and its legal effect, and my client has told me they understand it and sign it voluntarily.\n\n______________________________\nCounsel ${index}    Date: ____________`,
      emphasis: null,
      children: [],
    });
    signatures.signatures.certifications = Array.from({ length: 9 }, (_, index) => certification(index + 1));
    const pages = pdfPageTexts(await renderAgreementPdf(model));
    for (let index = 1; index <= 9; index += 1) {
      const page = pages.find((text) => text.includes(`Counsel ${index} `)) ?? "";
      expect(squash(page), `certification ${index}`).toContain(squash(`I am counsel number ${index} for a Party`));
    }
    const continued = pages.filter((text) => text.includes("SIGNATURES (CONTINUED)"));
    expect(continued.length).toBeGreaterThanOrEqual(1);
    expect(continued[0]).toContain(
      "Signature page of the Prenuptial Agreement between Avery J. Stone and Blake Moreno Jr.",
    );
  });
});

describe("California's separate writings", () => {
  const model = REVIEWED.CA as AgreementModel;

  it("are not pages of the agreement", async () => {
    const text = squash(pdfPageTexts(await renderAgreementPdf(model)).join("\n"));
    expect(text).not.toContain(squash("You are signing this Agreement without an attorney of your own"));
    expect(text).not.toContain(squash("I choose not to be represented"));
    expect(docxText(await renderAgreementDocx(model))).not.toContain(
      "You are signing this Agreement without an attorney of your own",
    );
  });

  it("are each a document of its own: title, text, the party's signature line, its own page numbers and no initials", async () => {
    const [explanation] = model.separateWritings;
    if (!explanation) throw new Error("no separate writing");
    const pages = pdfPageTexts(await renderSeparateWritingPdf(explanation));
    const text = pages.join("\n");
    expect(text).toMatch(/^Written Explanation for a Party Without an Attorney/);
    expect(text).toContain("Signed by Avery J. Stone, apart from the Premarital Agreement");
    expect(squash(text)).toContain(
      squash("You are signing this Agreement with Blake Moreno Jr. without an attorney of your own"),
    );
    expect(squash(text)).toContain(squash("1. What you own before the wedding."));
    expect(text).toMatch(/explanation and of the Agreement\.\nAvery J\. Stone\nDate: _+/);
    expect(text).not.toContain("Initials:");
    expect(pages.map((page) => page.match(/Page \d+ of \d+/)?.[0])).toEqual(
      pages.map((_, index) => `Page ${index + 1} of ${pages.length}`),
    );
    expect(pages.every((page) => page.includes("DRAFT"))).toBe(true);
    // The text's own trailing signature line is not printed twice.
    expect(text.match(/\nAvery J\. Stone\n/g)).toHaveLength(1);
    const docx = docxText(await renderSeparateWritingDocx(explanation));
    expect(docx).toContain("without an attorney of your own");
    expect(docx).toContain("What you own before the wedding");
    expect(docx).not.toContain("Partner A");
  });

  it("come out of the renderer's task beside the agreement's files, one PDF and one DOCX each", async () => {
    const rendered = await renderAgreement(model);
    expect(
      rendered.separateWritings.map((writing) => [
        writing.kind,
        writing.respondent,
        latin1(writing.pdf).slice(0, 5),
        latin1(writing.docx).slice(0, 2),
      ]),
    ).toEqual([
      ["CA_WRITTEN_EXPLANATION", "A", "%PDF-", "PK"],
      ["CA_WRITTEN_EXPLANATION", "B", "%PDF-", "PK"],
      ["CA_COUNSEL_WAIVER", "A", "%PDF-", "PK"],
      ["CA_COUNSEL_WAIVER", "B", "%PDF-", "PK"],
    ]);
    expect((await renderAgreement(fixtureAgreement("NY").model)).separateWritings).toEqual([]);
  });
});

import PDFDocument from "pdfkit";
import type { TextStyle } from "@prenup/domain";
import {
  DRAFT_MARK,
  type AgreementModel,
  type ModelAcknowledgements,
  type ModelArticle,
  type ModelCertificate,
  type ModelClause,
  type ModelParty,
  type ModelSchedule,
  type ModelSignatures,
} from "../model.ts";
import { modelText } from "../build-model.ts";
import { agreementFonts } from "./fonts.ts";

/**
 * The agreement as a PDF (US Letter, one-inch margins): the title block, numbered articles with
 * their clauses, then the signature page, the acknowledgements, any other separate pages, Schedules
 * A and B as tables, and the certificate of the record. Every page but the certificate carries both
 * partners' initials lines and "Page n of N"; every page of a draft carries the draft mark (a line
 * at the top and a large diagonal mark across the page), and the final agreement's signature page
 * its signing window. Deterministic: the same model gives the same bytes (the creation date is the
 * model's).
 *
 * Typeface: Times, the PDF standard font (no embedding, no shaping: a 30-page agreement renders in a
 * fraction of the time), whenever every character of the agreement is in its character set
 * (Windows-1252: English and Western European names, § “ ” — …). An agreement with any other
 * character (a name in Polish, Greek, Cyrillic…) is set entirely in the embedded Source Serif 4,
 * which prints them as written.
 */

const PAGE = { width: 612, height: 792 };
const MARGIN = { top: 72, bottom: 86, left: 72, right: 72 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BODY = 10.5;
const SMALL = 8.5;
const LINE_GAP = 2.2;
const INK = "#111111";
const MUTED = "#555555";
const RULE = "#999999";
const DRAFT_INK = "#b3261e";

type Doc = PDFKit.PDFDocument;

const FONT = { regular: "serif", bold: "serif-bold", italic: "serif-italic", mono: "Courier" } as const;

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN.bottom;
}

/** Starts a new page unless the next `height` points fit on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function initialsOf(party: ModelParty): string {
  return party.fullName
    .split(/\s+/)
    .filter((part) => part !== "")
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

function heading(doc: Doc, text: string, style: TextStyle | null, size = BODY + 1.5): void {
  ensureSpace(doc, 56);
  const centred = style === "BOLD_CENTERED";
  doc.font(FONT.bold).fontSize(size).fillColor(INK);
  doc.text(text, MARGIN.left, doc.y, { width: WIDTH, align: centred ? "center" : "left", underline: style === "BOLD_UNDERLINED", lineGap: LINE_GAP });
  doc.moveDown(0.5);
}

/** A paragraph with the given line breaks; blank lines keep their space. */
function paragraph(doc: Doc, text: string, x: number, width: number, options: { bold?: boolean; italic?: boolean; align?: "left" | "justify" | "center"; size?: number } = {}): void {
  doc.font(options.bold ? FONT.bold : options.italic ? FONT.italic : FONT.regular).fontSize(options.size ?? BODY).fillColor(INK);
  const lines = text.split("\n");
  const hasLayout = lines.length > 1;
  doc.text(text, x, doc.y, { width, align: hasLayout ? "left" : (options.align ?? "justify"), lineGap: LINE_GAP });
}

function clause(doc: Doc, item: ModelClause, x: number, width: number): void {
  const labelWidth = item.label ? Math.max(30, doc.font(FONT.regular).fontSize(BODY).widthOfString(item.label) + 8) : 0;
  const textX = x + labelWidth;
  const textWidth = width - labelWidth;
  const emphasised = item.emphasis !== null && !item.title;
  doc.font(emphasised ? FONT.bold : FONT.regular).fontSize(BODY);
  const firstLines = Math.min(doc.heightOfString(item.text, { width: textWidth, lineGap: LINE_GAP }), 3 * (BODY + LINE_GAP + 4));
  ensureSpace(doc, firstLines + (item.title ? 18 : 0));
  const top = doc.y;
  if (item.label) {
    doc.font(FONT.regular).fontSize(BODY).fillColor(INK).text(item.label, x, top, { width: labelWidth, lineBreak: false });
    doc.y = top;
  }
  if (item.title) {
    doc.font(FONT.bold).fontSize(BODY).text(item.title, textX, top, { width: textWidth, underline: item.emphasis === "BOLD_UNDERLINED", align: item.emphasis === "BOLD_CENTERED" ? "center" : "left", lineGap: LINE_GAP });
    doc.moveDown(0.2);
  }
  if (item.text !== "") paragraph(doc, item.text, textX, textWidth, { bold: emphasised, align: item.emphasis === "BOLD_CENTERED" ? "center" : "justify" });
  doc.moveDown(0.45);
  for (const child of item.children) clause(doc, child, textX + (child.label ? 0 : 18), textWidth - (child.label ? 0 : 18));
}

function article(doc: Doc, item: ModelArticle): void {
  const title = item.number === null ? item.heading.toUpperCase() : `ARTICLE ${item.number}. ${item.heading.toUpperCase()}`;
  doc.moveDown(0.4);
  heading(doc, title, item.headingStyle ?? "BOLD");
  if (item.intro.trim() !== "") {
    paragraph(doc, item.intro, MARGIN.left, WIDTH);
    doc.moveDown(0.45);
  }
  for (const child of item.clauses) clause(doc, child, MARGIN.left, WIDTH);
}

function signatureLine(doc: Doc, x: number, y: number, width: number, lines: string[]): number {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.7).strokeColor(INK).stroke();
  let at = y + 4;
  doc.font(FONT.regular).fontSize(SMALL + 0.5).fillColor(INK);
  for (const line of lines) {
    doc.text(line, x, at, { width, lineBreak: false });
    at += SMALL + 5;
  }
  return at;
}

function signatures(doc: Doc, item: ModelSignatures): void {
  doc.addPage();
  heading(doc, item.heading.toUpperCase(), "BOLD_CENTERED");
  if (item.signingWindow) {
    doc.font(FONT.regular).fontSize(BODY);
    const height = doc.heightOfString(item.signingWindow, { width: WIDTH - 16, lineGap: LINE_GAP }) + 12;
    const top = doc.y;
    doc.rect(MARGIN.left, top, WIDTH, height).lineWidth(0.8).strokeColor(INK).stroke();
    doc.fillColor(INK).text(item.signingWindow, MARGIN.left + 8, top + 6, { width: WIDTH - 16, lineGap: LINE_GAP });
    doc.y = top + height + 10;
  }
  for (const child of item.intro) clause(doc, child, MARGIN.left, WIDTH);
  if (item.act) {
    doc.moveDown(0.6);
    paragraph(doc, item.act.body, MARGIN.left, WIDTH);
  }
  const column = (WIDTH - 36) / 2;
  doc.moveDown(2.2);
  let y = doc.y + 8;
  let end = y;
  for (const [index, who] of item.parties.entries()) {
    const x = MARGIN.left + index * (column + 36);
    end = Math.max(end, signatureLine(doc, x, y, column, [who.fullName, `Partner ${who.respondent}`, "Date: ______________________"]));
  }
  doc.y = end + 18;
  for (const group of item.witnessGroups) {
    ensureSpace(doc, 60 + Math.ceil(group.labels.length / 2) * 80);
    doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text("Witnesses", MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    paragraph(doc, group.attestation, MARGIN.left, WIDTH);
    for (let index = 0; index < group.labels.length; index += 2) {
      doc.moveDown(2.2);
      y = doc.y + 8;
      end = y;
      for (let offset = 0; offset < 2 && index + offset < group.labels.length; offset += 1) {
        const x = MARGIN.left + offset * (column + 36);
        end = Math.max(end, signatureLine(doc, x, y, column, [group.labels[index + offset] ?? "", "Printed name: ______________________", "Address: ___________________________", "Date: ______________________"]));
      }
      doc.y = end + 10;
    }
  }
  if (item.act) {
    ensureSpace(doc, 80);
    doc.moveDown(2.2);
    end = signatureLine(doc, MARGIN.left + WIDTH / 2, doc.y + 8, WIDTH / 2, item.act.notarySignature);
    doc.y = end + 6;
  }
  for (const certification of item.certifications) {
    doc.moveDown(0.8);
    clause(doc, certification, MARGIN.left, WIDTH);
  }
}

function acknowledgements(doc: Doc, item: ModelAcknowledgements): void {
  doc.addPage();
  heading(doc, item.heading.toUpperCase(), "BOLD_CENTERED");
  for (const [index, certificate] of item.certificates.entries()) {
    doc.font(FONT.regular).fontSize(BODY);
    const bodyHeight = doc.heightOfString(certificate.body, { width: WIDTH, lineGap: LINE_GAP });
    const noticeHeight = item.notice ? doc.heightOfString(item.notice, { width: WIDTH - 16 }) + 24 : 0;
    ensureSpace(doc, noticeHeight + bodyHeight + 40 + item.signature.length * 14);
    if (index > 0) doc.moveDown(1.2);
    doc.font(FONT.bold).fontSize(BODY).text(`Acknowledgement of ${certificate.party.fullName}`, MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
    if (item.notice) {
      const top = doc.y;
      doc.font(FONT.regular).fontSize(SMALL + 0.5);
      const height = doc.heightOfString(item.notice, { width: WIDTH - 16 }) + 12;
      doc.rect(MARGIN.left, top, WIDTH, height).lineWidth(0.8).strokeColor(INK).stroke();
      doc.text(item.notice, MARGIN.left + 8, top + 6, { width: WIDTH - 16 });
      doc.y = top + height + 10;
    }
    paragraph(doc, certificate.body, MARGIN.left, WIDTH);
    doc.moveDown(2.2);
    const end = signatureLine(doc, MARGIN.left + WIDTH / 2, doc.y + 8, WIDTH / 2, item.signature);
    doc.y = end + 6;
  }
  for (const extra of item.extra) clause(doc, extra, MARGIN.left, WIDTH);
}

const COLUMNS = [
  { key: "title", label: "Item", width: 140 },
  { key: "details", label: "Details", width: 176 },
  { key: "amount", label: "Value as disclosed", width: 78 },
  { key: "amountUsd", label: "Value (USD)", width: 74 },
] as const;

function tableRow(doc: Doc, cells: string[], options: { header?: boolean; fill?: string }): void {
  doc.font(options.header ? FONT.bold : FONT.regular).fontSize(SMALL + 0.5);
  const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (COLUMNS[index]?.width ?? 60) - 8 }));
  const height = Math.max(...heights) + 8;
  if (doc.y + height > bottom(doc)) doc.addPage();
  const top = doc.y;
  let x = MARGIN.left;
  if (options.fill) doc.rect(MARGIN.left, top, WIDTH, height).fillColor(options.fill).fill();
  doc.fillColor(INK);
  for (const [index, cell] of cells.entries()) {
    const width = COLUMNS[index]?.width ?? 60;
    const right = index >= 2;
    doc.text(cell, x + 4, top + 4, { width: width - 8, align: right ? "right" : "left" });
    x += width;
  }
  doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + WIDTH, top + height).lineWidth(0.4).strokeColor(RULE).stroke();
  doc.y = top + height;
}

function schedule(doc: Doc, item: ModelSchedule): void {
  doc.addPage();
  heading(doc, item.heading, "BOLD_CENTERED", BODY + 2);
  if (item.intro.trim() !== "") {
    paragraph(doc, item.intro, MARGIN.left, WIDTH);
    doc.moveDown(0.8);
  }
  if (!item.disclosed) {
    doc.font(FONT.bold).fontSize(BODY).text("Nothing was disclosed.", MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
  }
  for (const group of item.groups) {
    ensureSpace(doc, 70);
    doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text(group.label, MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    tableRow(doc, COLUMNS.map((column) => column.label), { header: true, fill: "#e9e9e9" });
    for (const row of group.rows) {
      const details = [row.details, row.ownership].filter((part) => part && part !== "").join("; ");
      tableRow(doc, [row.title, details, row.amount, row.amountUsd], {});
    }
    doc.moveDown(0.9);
  }
  if (item.totals.length > 0) {
    ensureSpace(doc, 20 + item.totals.length * 18);
    doc.font(FONT.bold).fontSize(BODY).text("Totals in US dollars", MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    for (const total of item.totals) {
      const top = doc.y;
      doc.font(FONT.regular).fontSize(BODY).text(total.label, MARGIN.left + 4, top, { width: 200 });
      doc.font(FONT.bold).text(total.value, MARGIN.left + WIDTH - 160, top, { width: 156, align: "right" });
      doc.moveTo(MARGIN.left, doc.y + 2).lineTo(MARGIN.left + WIDTH, doc.y + 2).lineWidth(0.4).strokeColor(RULE).stroke();
      doc.y += 6;
    }
    doc.moveDown(0.6);
  }
  for (const note of item.notes) {
    paragraph(doc, note, MARGIN.left, WIDTH, { italic: true });
    doc.moveDown(0.3);
  }
}

function certificatePage(doc: Doc, item: ModelCertificate): void {
  doc.addPage();
  heading(doc, item.heading.toUpperCase(), "BOLD_CENTERED");
  paragraph(doc, item.intro, MARGIN.left, WIDTH, { size: BODY - 0.5 });
  doc.moveDown(0.8);
  const widths = [24, 92, 262, 90];
  const row = (cells: string[], header: boolean) => {
    doc.fontSize(SMALL);
    const heights = cells.map((cell, index) => {
      doc.font(index === 3 && !header ? FONT.mono : header ? FONT.bold : FONT.regular);
      return doc.heightOfString(cell, { width: (widths[index] ?? 60) - 6 });
    });
    const height = Math.max(...heights) + 6;
    if (doc.y + height > bottom(doc)) doc.addPage();
    const top = doc.y;
    let x = MARGIN.left;
    if (header) doc.rect(MARGIN.left, top, WIDTH, height).fillColor("#e9e9e9").fill();
    doc.fillColor(INK);
    for (const [index, cell] of cells.entries()) {
      doc.font(index === 3 && !header ? FONT.mono : header ? FONT.bold : FONT.regular).fontSize(SMALL);
      doc.text(cell, x + 3, top + 3, { width: (widths[index] ?? 60) - 6 });
      x += widths[index] ?? 60;
    }
    doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + WIDTH, top + height).lineWidth(0.4).strokeColor(RULE).stroke();
    doc.y = top + height;
  };
  row(["#", "When", "Event", "Hash"], true);
  for (const entry of item.rows) row([String(entry.sequence), entry.when, entry.event, entry.hash], false);
  doc.moveDown(1);
  const fact = (label: string, value: string, mono: boolean) => {
    ensureSpace(doc, 30);
    doc.font(FONT.bold).fontSize(SMALL + 0.5).fillColor(INK).text(label, MARGIN.left, doc.y, { width: WIDTH });
    doc.font(mono ? FONT.mono : FONT.regular).fontSize(SMALL).text(value, MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
  };
  fact("Generated", item.generatedAt, false);
  fact("Input hash (SHA-256 of every input that shapes the text)", item.inputHash, true);
  fact("Record hash at generation (the last entry above)", item.chainHead, true);
  doc.moveDown(0.4);
  paragraph(doc, item.closing, MARGIN.left, WIDTH, { size: BODY - 1 });
}

/** A draft's mark on the current page: a line at the top and a large light diagonal mark across it. */
function draftMark(doc: Doc): void {
  const mark = DRAFT_MARK.toUpperCase();
  doc.font(FONT.bold).fontSize(SMALL + 1).fillColor(DRAFT_INK);
  doc.text(mark, MARGIN.left, 34, { width: WIDTH, align: "center", lineBreak: false });
  doc.save();
  doc.rotate(-38, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.font(FONT.bold).fontSize(44).fillColor(DRAFT_INK).fillOpacity(0.14);
  const width = doc.widthOfString(mark) + 20;
  doc.text(mark, (PAGE.width - width) / 2, PAGE.height / 2 - 22, { width, align: "center", lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}

/** Page numbers on every page; both partners' initials on every page of the agreement itself; a draft's mark on every page. */
function footers(doc: Doc, model: AgreementModel, initialsPages: number): void {
  const range = doc.bufferedPageRange();
  const initials = `Initials:   ${initialsOf(model.parties.A)} ________     ${initialsOf(model.parties.B)} ________`;
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (model.draft) draftMark(doc);
    const y = PAGE.height - 58;
    doc.moveTo(MARGIN.left, y - 8).lineTo(PAGE.width - MARGIN.right, y - 8).lineWidth(0.4).strokeColor(RULE).stroke();
    doc.font(FONT.regular).fontSize(SMALL).fillColor(MUTED);
    if (index < initialsPages) doc.text(initials, MARGIN.left, y, { width: WIDTH / 2, lineBreak: false });
    doc.text(model.documentTitle, MARGIN.left + WIDTH / 4, y + 14, { width: WIDTH / 2, align: "center", lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN.left + WIDTH / 2, y, { width: WIDTH / 2, align: "right", lineBreak: false });
    doc.page.margins.bottom = saved;
  }
}

/** The characters the standard PDF fonts can show (WinAnsiEncoding, i.e. Windows-1252). */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

export function fitsStandardFonts(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 10 || code === 9 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character)) continue;
    return false;
  }
  return true;
}

/** Renders the model as PDF bytes. */
export function renderAgreementPdf(model: AgreementModel): Promise<Uint8Array> {
  const created = new Date(model.generatedAt);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${model.documentTitle}: ${model.parties.A.fullName} and ${model.parties.B.fullName}`,
      Author: `${model.parties.A.fullName}; ${model.parties.B.fullName}`,
      Subject: `${model.documentTitle} under the law of ${model.stateName}`,
      Creator: "Prenup",
      Producer: "Prenup",
      CreationDate: created,
      ModDate: created,
    },
    lang: "en-US",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  if (fitsStandardFonts(`${modelText(model)}\n${model.documentTitle}\n${DRAFT_MARK.toUpperCase()}`)) {
    doc.registerFont(FONT.regular, "Times-Roman");
    doc.registerFont(FONT.bold, "Times-Bold");
    doc.registerFont(FONT.italic, "Times-Italic");
  } else {
    const fonts = agreementFonts();
    doc.registerFont(FONT.regular, fonts.regular);
    doc.registerFont(FONT.bold, fonts.bold);
    doc.registerFont(FONT.italic, fonts.italic);
  }

  for (const part of model.parts) {
    switch (part.type) {
      case "title":
        doc.y = MARGIN.top + 12;
        doc.font(FONT.bold).fontSize(19).fillColor(INK).text(part.title, MARGIN.left, doc.y, { width: WIDTH, align: "center" });
        doc.moveDown(0.3);
        doc.font(FONT.italic).fontSize(BODY + 1).text(part.subtitle, { width: WIDTH, align: "center" });
        doc.moveDown(1.4);
        for (const child of part.clauses) clause(doc, child, MARGIN.left, WIDTH);
        break;
      case "article":
        article(doc, part.article);
        break;
      case "page":
        doc.addPage();
        article(doc, part.article);
        break;
      case "signatures":
        signatures(doc, part.signatures);
        break;
      case "acknowledgements":
        acknowledgements(doc, part.acknowledgements);
        break;
      case "schedule":
        schedule(doc, part.schedule);
        break;
    }
  }
  const agreementPages = doc.bufferedPageRange().count;
  if (model.certificate) certificatePage(doc, model.certificate);
  footers(doc, model, agreementPages);
  doc.end();
  return done;
}

import PDFDocument from "pdfkit";
import type { TextStyle } from "@prenup/domain";
import {
  DRAFT_MARK,
  pageMarkOf,
  READING_COPY_MARK,
  type AgreementModel,
  type ModelAcknowledgements,
  type ModelArticle,
  type ModelCertificate,
  type ModelClause,
  type ModelAcknowledgment,
  type ModelSchedule,
  type ModelSignatures,
  type ModelVenue,
  type SeparateWritingModel,
} from "../model.ts";
import { modelText, separateWritingText } from "../build-model.ts";
import { agreementFonts } from "./fonts.ts";
import { headingCase } from "./heading-case.ts";
import { articleHeading } from "../numbering.ts";

/**
 * The agreement as a PDF (US Letter, one-inch margins): the title block, numbered articles with
 * their clauses, then the signature page, the acknowledgements, any other separate pages, Schedules
 * A and B as tables, and the certificate of the record. Every page but the certificate carries both
 * partners' initials lines and "Page n of N"; every page of a draft carries the draft mark (a line
 * at the top and a large diagonal mark across the page), and the final agreement's signature page
 * its signing window. A block of signature lines is never split from the clause or certificate it
 * signs: each is measured before it is drawn and starts a new page when it would not fit, and a
 * signature page that runs on says so at the top of the next. The writings a party signs apart
 * from the agreement (`renderSeparateWritingPdf`) are documents of their own, with their own title,
 * page numbers and signature line, and no initials. Deterministic: the same model gives the same
 * bytes (the creation date is the model's).
 *
 * Typeface: Times, the PDF standard font (no embedding, no shaping: a 30-page agreement renders in a
 * fraction of the time), whenever every character of the agreement is in its character set
 * (Windows-1252: English and Western European names, § “ ” — …). An agreement with any other
 * character (a name in Polish, Greek, Cyrillic…) is set entirely in the embedded Source Serif 4,
 * which prints them as written. A check box ("☐", in Florida's certificate) is not in that set: it is
 * drawn from the embedded typeface while the text stays in Times.
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

const FONT = { regular: "serif", bold: "serif-bold", italic: "serif-italic", mono: "Courier", box: "box" } as const;
const BOX = "☐";

/** Documents set in Times whose check boxes come from the embedded typeface. */
const boxFontDocs = new WeakSet<Doc>();

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN.bottom;
}

/** Starts a new page unless the next `height` points fit on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** The height of the page's writing area. */
const USABLE = PAGE.height - MARGIN.top - MARGIN.bottom;

/**
 * Starts a new page unless a block of `height` points fits on this one (a block taller than a page
 * cannot be kept together and runs on as it comes). `onNewPage` draws what a continued page begins with.
 */
function keepTogether(doc: Doc, height: number, onNewPage?: () => void): void {
  if (doc.y + height <= bottom(doc) || height > USABLE) return;
  if (doc.y <= MARGIN.top + 1) return;
  doc.addPage();
  onNewPage?.();
}

function heading(doc: Doc, text: string, style: TextStyle | null, size = BODY + 1.5): void {
  ensureSpace(doc, 56);
  const centred = style === "BOLD_CENTERED";
  doc.font(FONT.bold).fontSize(size).fillColor(INK);
  doc.text(text, MARGIN.left, doc.y, {
    width: WIDTH,
    align: centred ? "center" : "left",
    underline: style === "BOLD_UNDERLINED",
    lineGap: LINE_GAP,
  });
  doc.moveDown(0.5);
}

type ParagraphOptions = { bold?: boolean; italic?: boolean; align?: "left" | "justify" | "center"; size?: number };

function paragraphFont(options: ParagraphOptions): string {
  return options.bold ? FONT.bold : options.italic ? FONT.italic : FONT.regular;
}

/** A paragraph with the given line breaks; blank lines keep their space. */
function paragraph(doc: Doc, text: string, x: number, width: number, options: ParagraphOptions = {}): void {
  const font = paragraphFont(options);
  doc
    .font(font)
    .fontSize(options.size ?? BODY)
    .fillColor(INK);
  const lines = text.split("\n");
  const hasLayout = lines.length > 1;
  const align = hasLayout ? "left" : (options.align ?? "justify");
  if (text.includes(BOX) && boxFontDocs.has(doc)) boxedParagraph(doc, text, x, width, font);
  else doc.text(text, x, doc.y, { width, align, lineGap: LINE_GAP });
}

/**
 * A paragraph with check boxes, set left-aligned word by word: the boxes from the embedded typeface,
 * the words in the paragraph's own font, a box never parted from the word after it.
 */
function boxedParagraph(doc: Doc, text: string, x: number, width: number, font: string): void {
  const widthOf = (piece: string, boxed: boolean) => doc.font(boxed ? FONT.box : font).widthOfString(piece);
  const pieces = (word: string) =>
    word
      .split(BOX)
      .flatMap((piece, index) =>
        index === 0
          ? [{ text: piece, boxed: false }]
          : [
              { text: BOX, boxed: true },
              { text: piece, boxed: false },
            ],
      )
      .filter((piece) => piece.text !== "");
  const space = widthOf(" ", false);
  const row = doc.font(font).currentLineHeight(true) + LINE_GAP;
  let y = doc.y;
  for (const line of text.split("\n")) {
    // The box and the word after it are one word ("☐ physical").
    const words = line
      .replaceAll(`${BOX} `, `${BOX}\u00a0`)
      .split(" ")
      .filter((word) => word !== "")
      .map((word) => {
        const parts = pieces(word);
        return { parts, width: parts.reduce((sum, part) => sum + widthOf(part.text, part.boxed), 0) };
      });
    const rows: (typeof words)[] = [[]];
    let used = 0;
    for (const word of words) {
      const current = rows[rows.length - 1] ?? [];
      if (current.length > 0 && used + space + word.width > width) {
        rows.push([word]);
        used = word.width;
      } else {
        current.push(word);
        used += (current.length > 1 ? space : 0) + word.width;
      }
    }
    for (const items of rows) {
      let at = x;
      for (const word of items) {
        for (const part of word.parts) {
          // The box glyph sits a little below the line of the words around it.
          doc.font(part.boxed ? FONT.box : font).text(part.text, at, part.boxed ? y - 1.5 : y, { lineBreak: false });
          at += widthOf(part.text, part.boxed);
        }
        at += space;
      }
      y += row;
    }
  }
  doc.font(font);
  doc.x = x;
  doc.y = y;
}

/** The height `paragraph` will take. */
function paragraphHeight(doc: Doc, text: string, width: number, options: ParagraphOptions = {}): number {
  doc.font(paragraphFont(options)).fontSize(options.size ?? BODY);
  return doc.heightOfString(text.replaceAll(BOX, "O"), { width, lineGap: LINE_GAP });
}

/** Signature lines written into a clause's text (an attorney's certification, a party's line). */
const SIGNATURE_LINE = /_{10,}/;

function labelWidthOf(doc: Doc, item: ModelClause): number {
  return item.label ? Math.max(30, doc.font(FONT.regular).fontSize(BODY).widthOfString(item.label) + 8) : 0;
}

/** The height `clause` will take, its sub-clauses included. */
function clauseHeight(doc: Doc, item: ModelClause, width: number): number {
  const labelWidth = labelWidthOf(doc, item);
  const textWidth = width - labelWidth;
  const emphasised = item.emphasis !== null && !item.title;
  let height = 0;
  if (item.title) {
    doc.font(FONT.bold).fontSize(BODY);
    height +=
      doc.heightOfString(item.title, { width: textWidth, lineGap: LINE_GAP }) + doc.currentLineHeight(true) * 0.2;
  }
  if (item.text !== "") height += paragraphHeight(doc, item.text, textWidth, { bold: emphasised });
  height += doc.font(FONT.regular).fontSize(BODY).currentLineHeight(true) * 0.45;
  for (const child of item.children) height += clauseHeight(doc, child, textWidth - (child.label ? 0 : 18));
  return height;
}

function clause(doc: Doc, item: ModelClause, x: number, width: number): void {
  const labelWidth = labelWidthOf(doc, item);
  const textX = x + labelWidth;
  const textWidth = width - labelWidth;
  const emphasised = item.emphasis !== null && !item.title;
  doc.font(emphasised ? FONT.bold : FONT.regular).fontSize(BODY);
  if (SIGNATURE_LINE.test(item.text)) {
    // A clause with signature lines in it is never split from them.
    keepTogether(doc, clauseHeight(doc, item, width));
  } else {
    const firstLines = Math.min(
      doc.heightOfString(item.text, { width: textWidth, lineGap: LINE_GAP }),
      3 * (BODY + LINE_GAP + 4),
    );
    ensureSpace(doc, firstLines + (item.title ? 18 : 0));
  }
  doc.font(emphasised ? FONT.bold : FONT.regular).fontSize(BODY);
  const top = doc.y;
  if (item.label) {
    doc
      .font(FONT.regular)
      .fontSize(BODY)
      .fillColor(INK)
      .text(item.label, x, top, { width: labelWidth, lineBreak: false });
    doc.y = top;
  }
  if (item.title) {
    doc
      .font(FONT.bold)
      .fontSize(BODY)
      .text(item.title, textX, top, {
        width: textWidth,
        underline: item.emphasis === "BOLD_UNDERLINED",
        align: item.emphasis === "BOLD_CENTERED" ? "center" : "left",
        lineGap: LINE_GAP,
      });
    doc.moveDown(0.2);
  }
  if (item.text !== "")
    paragraph(doc, item.text, textX, textWidth, {
      bold: emphasised,
      align: item.emphasis === "BOLD_CENTERED" ? "center" : "justify",
    });
  doc.moveDown(0.45);
  for (const child of item.children)
    clause(doc, child, textX + (child.label ? 0 : 18), textWidth - (child.label ? 0 : 18));
}

function article(doc: Doc, item: ModelArticle): void {
  const title = articleHeading(item.heading, item.number);
  doc.moveDown(0.4);
  heading(doc, title, item.headingStyle ?? "BOLD");
  if (item.intro.trim() !== "") {
    paragraph(doc, item.intro, MARGIN.left, WIDTH);
    doc.moveDown(0.45);
  }
  for (const child of item.clauses) clause(doc, child, MARGIN.left, WIDTH);
}

/** Lines under a signature line, and the space `signatureLine` takes for them. */
const SIGNATURE_ROW = SMALL + 5;
/** The space before a signature line (room to sign) and the line itself. */
const SIGNING_SPACE = 34;

function signatureLine(doc: Doc, x: number, y: number, width: number, lines: string[]): number {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  let at = y + 4;
  doc
    .font(FONT.regular)
    .fontSize(SMALL + 0.5)
    .fillColor(INK);
  for (const line of lines) {
    doc.text(line, x, at, { width, lineBreak: false });
    at += SIGNATURE_ROW;
  }
  return at;
}

/** The height of a row of signature blocks with `lines` lines under each, the space to sign included. */
function signatureRowHeight(lines: number): number {
  return SIGNING_SPACE + 4 + lines * SIGNATURE_ROW + 10;
}

/** Draws a row of up to two signature blocks side by side at the current position. */
function signatureRow(doc: Doc, blocks: string[][]): void {
  const column = (WIDTH - 36) / 2;
  const y = doc.y + SIGNING_SPACE;
  let end = y;
  for (const [index, lines] of blocks.entries()) {
    end = Math.max(end, signatureLine(doc, MARGIN.left + index * (column + 36), y, column, lines));
  }
  doc.y = end + 10;
}

const PARTY_LINES = (name: string) => [name, "Date: ______________________"];
const WITNESS_LINES = (label: string) => [
  label,
  "Printed name: ______________________",
  "Address: ___________________________",
  "Date: ______________________",
];
/** Under an act passed at one sitting (Louisiana's authentic act) the act states the one date: no line of their own. */
const undated = (lines: string[]) => lines.filter((line) => !line.startsWith("Date:"));

function pairs<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += 2) out.push(items.slice(index, index + 2));
  return out;
}

function witnessGroupHeight(doc: Doc, group: ModelSignatures["witnessGroups"][number]): number {
  doc.font(FONT.bold).fontSize(BODY);
  const title = doc.currentLineHeight(true) * 1.3;
  return (
    6 + title + paragraphHeight(doc, group.attestation, WIDTH) + pairs(group.labels).length * signatureRowHeight(4)
  );
}

function signatures(doc: Doc, model: AgreementModel, item: ModelSignatures): void {
  doc.addPage();
  heading(doc, headingCase(item.heading), "BOLD_CENTERED");
  // A signature page that runs on says at the top of the next page what it continues.
  const continued = () => {
    heading(doc, `${headingCase(item.heading)} (CONTINUED)`, "BOLD_CENTERED");
    paragraph(
      doc,
      `Signature page of the ${model.documentTitle} between ${model.parties.A.fullName} and ${model.parties.B.fullName}`,
      MARGIN.left,
      WIDTH,
      { italic: true, align: "center", size: SMALL + 1 },
    );
    doc.moveDown(0.6);
  };
  if (item.signingWindow) {
    doc.font(FONT.regular).fontSize(BODY);
    const height = doc.heightOfString(item.signingWindow, { width: WIDTH - 16, lineGap: LINE_GAP }) + 12;
    const top = doc.y;
    doc.rect(MARGIN.left, top, WIDTH, height).lineWidth(0.8).strokeColor(INK).stroke();
    doc.fillColor(INK).text(item.signingWindow, MARGIN.left + 8, top + 6, { width: WIDTH - 16, lineGap: LINE_GAP });
    doc.y = top + height + 10;
  }
  // The clause the parties sign (the last of the introduction), the act and the parties' lines stay together.
  const lastIntro = item.intro.at(-1);
  for (const child of item.intro.slice(0, -1)) clause(doc, child, MARGIN.left, WIDTH);
  const actHeight = item.act ? paragraphHeight(doc, item.act.body, WIDTH) + 8 : 0;
  keepTogether(
    doc,
    (lastIntro ? clauseHeight(doc, lastIntro, WIDTH) : 0) + actHeight + signatureRowHeight(2),
    continued,
  );
  if (lastIntro) clause(doc, lastIntro, MARGIN.left, WIDTH);
  if (item.act) {
    doc.moveDown(0.6);
    paragraph(doc, item.act.body, MARGIN.left, WIDTH);
  }
  signatureRow(
    doc,
    item.parties.map((who) => (item.act ? undated(PARTY_LINES(who.fullName)) : PARTY_LINES(who.fullName))),
  );

  for (const group of item.witnessGroups) {
    // Each group's attestation with all of its lines.
    keepTogether(doc, witnessGroupHeight(doc, group), continued);
    doc.moveDown(0.3);
    const title =
      group.attests === "BOTH" ? "Witnesses" : `Witnesses to the signature of ${model.parties[group.attests].fullName}`;
    doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text(title, MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    paragraph(doc, group.attestation, MARGIN.left, WIDTH);
    for (const row of pairs(group.labels))
      signatureRow(
        doc,
        row.map((label) => (item.act ? undated(WITNESS_LINES(label)) : WITNESS_LINES(label))),
      );
  }
  if (item.act) {
    keepTogether(doc, signatureRowHeight(item.act.notarySignature.length), continued);
    const y = doc.y + SIGNING_SPACE;
    doc.y = signatureLine(doc, MARGIN.left + WIDTH / 2, y, WIDTH / 2, item.act.notarySignature) + 6;
  }
  // The certifications move to the next page together rather than one of them alone.
  const gap = doc.font(FONT.regular).fontSize(BODY).currentLineHeight(true) * 0.8;
  const heights = item.certifications.map((certification) => gap + clauseHeight(doc, certification, WIDTH));
  const total = heights.reduce((sum, height) => sum + height, 0);
  if (total <= USABLE - 80) keepTogether(doc, total, continued);
  for (const [index, certification] of item.certifications.entries()) {
    keepTogether(doc, heights[index] ?? 0, continued);
    doc.moveDown(0.8);
    clause(doc, certification, MARGIN.left, WIDTH);
  }
}

/** A certificate's venue: its lines, or New York's caption with the bracket and "ss." beside them. */
function venue(doc: Doc, item: ModelVenue): void {
  doc.font(FONT.regular).fontSize(BODY).fillColor(INK);
  const row = doc.currentLineHeight(true) + LINE_GAP;
  const top = doc.y;
  if (!item.bracketed) {
    for (const [index, line] of item.lines.entries())
      doc.text(line, MARGIN.left, top + index * row, { width: WIDTH, lineBreak: false });
    doc.y = top + item.lines.length * row;
    return;
  }
  // State of New York  )
  //                    )  ss.:
  // County of ______   )
  const rows = item.lines.length > 1 ? [item.lines[0] ?? "", "", ...item.lines.slice(1)] : [item.lines[0] ?? "", ""];
  const bracketX = MARGIN.left + Math.max(...item.lines.map((line) => doc.widthOfString(line))) + 10;
  for (const [index, line] of rows.entries()) {
    const y = top + index * row;
    if (line !== "") doc.text(line, MARGIN.left, y, { lineBreak: false });
    doc.text(")", bracketX, y, { lineBreak: false });
  }
  doc.text("ss.:", bracketX + 18, top + row, { lineBreak: false });
  doc.y = top + rows.length * row;
}

function venueHeight(doc: Doc, item: ModelVenue | null): number {
  if (!item) return 0;
  doc.font(FONT.regular).fontSize(BODY);
  const rows = item.bracketed ? Math.max(2, item.lines.length + 1) : item.lines.length;
  return rows * (doc.currentLineHeight(true) + LINE_GAP) + doc.currentLineHeight(true);
}

function acknowledgmentHeight(doc: Doc, certificate: ModelAcknowledgment, notice: string | null): number {
  doc.font(FONT.bold).fontSize(BODY);
  let height = doc.heightOfString(certificate.heading, { width: WIDTH }) + 6;
  if (certificate.use) height += paragraphHeight(doc, certificate.use, WIDTH, { italic: true, size: SMALL + 0.5 }) + 6;
  if (notice) {
    doc.font(FONT.regular).fontSize(SMALL + 0.5);
    height += doc.heightOfString(notice, { width: WIDTH - 16 }) + 22;
  }
  return (
    height +
    venueHeight(doc, certificate.venue) +
    paragraphHeight(doc, certificate.body, WIDTH) +
    signatureRowHeight(certificate.signature.length)
  );
}

function acknowledgements(doc: Doc, item: ModelAcknowledgements): void {
  doc.addPage();
  heading(doc, headingCase(item.heading), "BOLD_CENTERED");
  for (const [index, certificate] of item.certificates.entries()) {
    // The whole certificate, its notary's lines included, on one page.
    const gap = index > 0 ? doc.font(FONT.regular).fontSize(BODY).currentLineHeight(true) * 1.2 : 0;
    keepTogether(doc, gap + acknowledgmentHeight(doc, certificate, item.notice));
    if (index > 0 && doc.y > MARGIN.top + 1) doc.moveDown(1.2);
    doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text(certificate.heading, MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
    if (certificate.use) {
      paragraph(doc, certificate.use, MARGIN.left, WIDTH, { italic: true, size: SMALL + 0.5, align: "left" });
      doc.moveDown(0.5);
    }
    if (item.notice) {
      const top = doc.y;
      doc.font(FONT.regular).fontSize(SMALL + 0.5);
      const height = doc.heightOfString(item.notice, { width: WIDTH - 16 }) + 12;
      doc.rect(MARGIN.left, top, WIDTH, height).lineWidth(0.8).strokeColor(INK).stroke();
      doc.text(item.notice, MARGIN.left + 8, top + 6, { width: WIDTH - 16 });
      doc.y = top + height + 10;
    }
    if (certificate.venue) {
      venue(doc, certificate.venue);
      doc.moveDown(1);
    }
    paragraph(doc, certificate.body, MARGIN.left, WIDTH);
    const y = doc.y + SIGNING_SPACE;
    doc.y = signatureLine(doc, MARGIN.left + WIDTH / 2, y, WIDTH / 2, certificate.signature) + 6;
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
  doc
    .moveTo(MARGIN.left, top + height)
    .lineTo(MARGIN.left + WIDTH, top + height)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
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
    tableRow(
      doc,
      COLUMNS.map((column) => column.label),
      { header: true, fill: "#e9e9e9" },
    );
    for (const row of group.rows) {
      const details = [row.details, row.ownership].filter((part) => part && part !== "").join("; ");
      // The entry's documents, one line each under its details.
      const withDocuments = [details, ...row.documents].filter((part) => part !== "").join("\n");
      tableRow(doc, [row.title, withDocuments, row.amount, row.amountUsd], {});
    }
    doc.moveDown(0.9);
  }
  if (item.totals.length > 0) {
    ensureSpace(doc, 20 + item.totals.length * 18);
    doc.font(FONT.bold).fontSize(BODY).text("Totals in US dollars", MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    for (const total of item.totals) {
      const top = doc.y;
      doc
        .font(FONT.regular)
        .fontSize(BODY)
        .text(total.label, MARGIN.left + 4, top, { width: 200 });
      doc.font(FONT.bold).text(total.value, MARGIN.left + WIDTH - 160, top, { width: 156, align: "right" });
      doc
        .moveTo(MARGIN.left, doc.y + 2)
        .lineTo(MARGIN.left + WIDTH, doc.y + 2)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
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
  heading(doc, headingCase(item.heading), "BOLD_CENTERED");
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
    doc
      .moveTo(MARGIN.left, top + height)
      .lineTo(MARGIN.left + WIDTH, top + height)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  };
  row(["#", "When", "Event", "Hash"], true);
  for (const entry of item.rows) row([String(entry.sequence), entry.when, entry.event, entry.hash], false);
  doc.moveDown(1);
  const fact = (label: string, value: string, mono: boolean) => {
    ensureSpace(doc, 30);
    doc
      .font(FONT.bold)
      .fontSize(SMALL + 0.5)
      .fillColor(INK)
      .text(label, MARGIN.left, doc.y, { width: WIDTH });
    doc
      .font(mono ? FONT.mono : FONT.regular)
      .fontSize(SMALL)
      .text(value, MARGIN.left, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
  };
  fact("Generated", item.generatedAt, false);
  fact("Input hash (SHA-256 of every input that shapes the text)", item.inputHash, true);
  fact("Record hash at generation (the last entry above)", item.chainHead, true);
  doc.moveDown(0.4);
  paragraph(doc, item.closing, MARGIN.left, WIDTH, { size: BODY - 1 });
}

/** A page mark (a draft's, a reading copy's) on the current page: a line at the top and a large light diagonal mark across it. */
function pageMark(doc: Doc, words: string): void {
  const mark = words.toUpperCase();
  doc
    .font(FONT.bold)
    .fontSize(SMALL + 1)
    .fillColor(DRAFT_INK);
  doc.text(mark, MARGIN.left, 34, { width: WIDTH, align: "center", lineBreak: false });
  doc.save();
  doc.rotate(-38, { origin: [PAGE.width / 2, PAGE.height / 2] });
  // 44 pt, smaller where the words would run off the page's diagonal.
  doc.font(FONT.bold).fontSize(44);
  const size = Math.min(44, (44 * 600) / doc.widthOfString(mark));
  doc.fontSize(size).fillColor(DRAFT_INK).fillOpacity(0.14);
  const width = doc.widthOfString(mark) + 20;
  doc.text(mark, (PAGE.width - width) / 2, PAGE.height / 2 - size / 2, { width, align: "center", lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}

/** Page numbers on every page, with the document's name; the initials line on the pages that carry it; the page mark (`pageMarkOf`) on every page. */
function footers(
  doc: Doc,
  options: { title: string; mark: string | null; initials: string | null; initialsPages: number },
): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (options.mark) pageMark(doc, options.mark);
    const y = PAGE.height - 58;
    doc
      .moveTo(MARGIN.left, y - 8)
      .lineTo(PAGE.width - MARGIN.right, y - 8)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.font(FONT.regular).fontSize(SMALL).fillColor(MUTED);
    if (options.initials && index < options.initialsPages)
      doc.text(options.initials, MARGIN.left, y, { width: WIDTH / 2, lineBreak: false });
    doc.text(options.title, MARGIN.left, y + 14, { width: WIDTH, align: "center", lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN.left + WIDTH / 2, y, {
      width: WIDTH / 2,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
}

/** The characters the standard PDF fonts can show (WinAnsiEncoding, i.e. Windows-1252). */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

export function fitsStandardFonts(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (
      code === 10 ||
      code === 9 ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(character)
    )
      continue;
    return false;
  }
  return true;
}

type DocumentInfo = { title: string; author: string; subject: string; createdAt: string };

/** A new US Letter document (one-inch margins), its bytes collected, in Times when `text` allows it (check boxes apart). */
function openDocument(info: DocumentInfo, text: string): { doc: Doc; done: Promise<Uint8Array> } {
  const created = new Date(info.createdAt);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
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
  if (
    fitsStandardFonts(`${text.replaceAll(BOX, "")}\n${DRAFT_MARK.toUpperCase()}\n${READING_COPY_MARK.toUpperCase()}`)
  ) {
    doc.registerFont(FONT.regular, "Times-Roman");
    doc.registerFont(FONT.bold, "Times-Bold");
    doc.registerFont(FONT.italic, "Times-Italic");
    if (text.includes(BOX)) {
      doc.registerFont(FONT.box, agreementFonts().regular);
      boxFontDocs.add(doc);
    }
  } else {
    const fonts = agreementFonts();
    doc.registerFont(FONT.regular, fonts.regular);
    doc.registerFont(FONT.bold, fonts.bold);
    doc.registerFont(FONT.italic, fonts.italic);
  }
  return { doc, done };
}

/** Renders the model as PDF bytes. */
export function renderAgreementPdf(model: AgreementModel): Promise<Uint8Array> {
  const { doc, done } = openDocument(
    {
      title: `${model.documentTitle}: ${model.parties.A.fullName} and ${model.parties.B.fullName}`,
      author: `${model.parties.A.fullName}; ${model.parties.B.fullName}`,
      subject: `${model.documentTitle} under the law of ${model.stateName}`,
      createdAt: model.generatedAt,
    },
    `${modelText(model)}\n${model.documentTitle}`,
  );

  for (const part of model.parts) {
    switch (part.type) {
      case "title":
        doc.y = MARGIN.top + 12;
        doc
          .font(FONT.bold)
          .fontSize(19)
          .fillColor(INK)
          .text(part.title, MARGIN.left, doc.y, { width: WIDTH, align: "center" });
        doc.moveDown(0.3);
        doc
          .font(FONT.italic)
          .fontSize(BODY + 1)
          .text(part.subtitle, { width: WIDTH, align: "center" });
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
        signatures(doc, model, part.signatures);
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
  footers(doc, {
    title: model.documentTitle,
    mark: pageMarkOf(model),
    initials: model.readingCopy
      ? null
      : `Initials:   ${model.parties.A.initials} ________     ${model.parties.B.initials} ________`,
    initialsPages: agreementPages,
  });
  doc.end();
  return done;
}

/**
 * A writing a party signs apart from the agreement, as its own PDF: its title, whose it is and the
 * agreement it belongs to, its text, and the party's signature line kept with the last paragraph;
 * its own page numbers, no initials.
 */
export function renderSeparateWritingPdf(writing: SeparateWritingModel): Promise<Uint8Array> {
  const { doc, done } = openDocument(
    {
      title: `${writing.title}: ${writing.party.fullName}`,
      author: writing.party.fullName,
      subject: writing.subtitle,
      createdAt: writing.generatedAt,
    },
    separateWritingText(writing),
  );
  doc.y = MARGIN.top + 12;
  doc
    .font(FONT.bold)
    .fontSize(BODY + 4)
    .fillColor(INK)
    .text(writing.title, MARGIN.left, doc.y, { width: WIDTH, align: "center", lineGap: LINE_GAP });
  doc.moveDown(0.4);
  doc.font(FONT.italic).fontSize(BODY).text(writing.subtitle, MARGIN.left, doc.y, { width: WIDTH, align: "center" });
  doc.moveDown(1.4);
  const last = writing.clauses.at(-1);
  for (const item of writing.clauses.slice(0, -1)) clause(doc, item, MARGIN.left, WIDTH);
  // The last paragraph and the signature line, together.
  keepTogether(doc, (last ? clauseHeight(doc, last, WIDTH) : 0) + signatureRowHeight(2));
  if (last) clause(doc, last, MARGIN.left, WIDTH);
  const y = doc.y + SIGNING_SPACE;
  doc.y = signatureLine(doc, MARGIN.left, y, (WIDTH - 36) / 2, PARTY_LINES(writing.party.fullName));
  footers(doc, {
    title: `${writing.title} — ${writing.party.fullName}`,
    mark: writing.draft ? DRAFT_MARK : null,
    initials: null,
    initialsPages: 0,
  });
  doc.end();
  return done;
}

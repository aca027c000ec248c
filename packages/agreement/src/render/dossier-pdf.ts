import {
  PDFArray,
  PDFDict,
  PDFDocument as PdfLibDocument,
  PDFName,
  PDFRef,
  StandardFonts,
  rgb,
  type PDFPage,
} from "pdf-lib";
import { ENTRY_DOCUMENT_MAX_PAGES, formatCount, IMAGE_PIXEL_BUDGET, imageSize } from "@prenup/domain";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { Dossier, DossierRequirement, RequirementStatus } from "../dossier.ts";
import { agreementFonts } from "./fonts.ts";
import { countPdfPages } from "./pdf-pages.ts";
import { fitsStandardFonts } from "./pdf.ts";

/**
 * The evidence dossier as a PDF exhibit (US Letter): a cover with the parties, the state, the
 * final text's hash and a QR code of its verification link; a table of contents; then the timeline,
 * the intervals a court counts, the state's requirements and how each was met, the disclosure
 * versions and acknowledgements, the agreement's own versions (the original, its amendments or
 * revocation), and the record's entries with their hashes and the chain's
 * verification; then the index of the appendix, and the documents behind the disclosure themselves
 * (a PDF's pages as they are, an image on a page of its own; within the page limits below, the
 * others listed with the reason), each page stamped with its label.
 * Every page after the cover carries the exhibit's running head and "Page n of N". Set in Times when
 * every character fits the standard fonts, else in the embedded Source Serif 4.
 */

/** A document of the appendix as stored: its bytes (null when the file is gone) and its content type. */
export type DossierAttachment = { bytes: Uint8Array | null; contentType: string };

/**
 * The most pages the appendix reproduces, all documents together. Copying a page costs a few
 * milliseconds and its bytes: with each document at most `ENTRY_DOCUMENT_MAX_PAGES` pages, this keeps
 * a dossier to seconds of rendering and a file a court's filing system and an e-mail accept.
 */
export const DOSSIER_APPENDIX_MAX_PAGES = 300;

/** An attachment ready to append: a loaded PDF, an image, or why it cannot be reproduced. */
type Prepared =
  | { kind: "pdf"; document: PdfLibDocument; pages: number }
  | { kind: "image"; bytes: Uint8Array; png: boolean; pages: 1 }
  | { kind: "missing"; reason: string; pages: 0 };

const missing = (reason: string): Prepared => ({ kind: "missing", reason, pages: 0 });

/**
 * Why a document of `pages` pages is not reproduced when `left` pages of the appendix remain, or
 * null when it is. A document is reproduced whole or not at all, so no exhibit shows part of a
 * statement as if it were all of it.
 */
function pagesProblem(pages: number, left: number): string | null {
  if (pages > ENTRY_DOCUMENT_MAX_PAGES)
    return `the PDF has ${formatCount(pages)} pages, over the ${ENTRY_DOCUMENT_MAX_PAGES}-page limit for one document`;
  if (pages > left)
    return `the appendix holds at most ${DOSSIER_APPENDIX_MAX_PAGES} pages, and this document's ${formatCount(pages)} do not fit in the ${formatCount(left)} left`;
  return null;
}

/** Prepares one attachment, with `left` pages of the appendix still free. */
async function prepare(attachment: DossierAttachment | undefined, left: number): Promise<Prepared> {
  if (!attachment?.bytes) return missing("the stored file is not available");
  if (attachment.contentType === "image/png" || attachment.contentType === "image/jpeg") {
    // Decoding a picture past the pixel budget would take the server's memory: listed, not reproduced.
    const size = imageSize(attachment.bytes, attachment.contentType);
    if (!size || size.width * size.height > IMAGE_PIXEL_BUDGET)
      return missing(
        size
          ? `the image is ${formatCount(size.width)} × ${formatCount(size.height)} pixels, over the ${IMAGE_PIXEL_BUDGET / 1_000_000}-megapixel limit for reproduction`
          : "the image's size cannot be read",
      );
    if (left < 1) return missing(pagesProblem(1, left)!);
    return { kind: "image", bytes: attachment.bytes, png: attachment.contentType === "image/png", pages: 1 };
  }
  // Counted before loading, in time and memory bounded by the file's size: loading a PDF builds
  // every page's object and inflates every object stream, and a stored file may be over the upload's cap.
  const counted = await countPdfPages(attachment.bytes);
  if (counted.pages === null) return missing("the PDF's structure cannot be read within the limits for reproduction");
  const before = pagesProblem(counted.pages, left);
  if (before) return missing(before);
  try {
    const document = await PdfLibDocument.load(attachment.bytes, { updateMetadata: false });
    const pages = document.getPageCount();
    const after = pagesProblem(pages, left);
    return after ? missing(after) : { kind: "pdf", document, pages };
  } catch {
    return missing("the PDF is damaged or protected and cannot be reproduced");
  }
}

/** Prepares the attachments in the appendix's order, each taking its pages from what the appendix has left. */
async function prepareAll(dossier: Dossier, attachments: readonly DossierAttachment[]): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  let left = DOSSIER_APPENDIX_MAX_PAGES;
  for (const [index] of dossier.appendix.entries()) {
    const ready = await prepare(attachments[index], left);
    left -= ready.pages;
    prepared.push(ready);
  }
  return prepared;
}

const MARGIN = { top: 72, bottom: 72, left: 72, right: 72 };
const WIDTH = 612 - MARGIN.left - MARGIN.right;
const INK = "#111111";
const MUTED = "#555555";
const RULE = "#999999";
const BODY = 10;
const SMALL = 8;
const FONT = { regular: "d-regular", bold: "d-bold", italic: "d-italic", mono: "Courier" } as const;

type Doc = PDFKit.PDFDocument;

const STATUS_WORDS: Record<RequirementStatus, string> = {
  MET: "Met",
  NOT_MET: "Not met",
  PENDING: "Not yet",
  NOT_REQUIRED: "For information",
};

function allText(dossier: Dossier): string {
  return JSON.stringify(dossier);
}

function openDocument(dossier: Dossier): { doc: Doc; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: `${dossier.title}: ${dossier.cover.parties.join(" and ")}`,
      Author: "Prenup",
      Subject: `The record of a premarital agreement${dossier.cover.stateName ? ` under the law of ${dossier.cover.stateName}` : ""}`,
      Creator: "Prenup",
      Producer: "Prenup",
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
  if (fitsStandardFonts(allText(dossier))) {
    doc.registerFont(FONT.regular, "Times-Roman");
    doc.registerFont(FONT.bold, "Times-Bold");
    doc.registerFont(FONT.italic, "Times-Italic");
  } else {
    const fonts = agreementFonts();
    doc.registerFont(FONT.regular, fonts.regular);
    doc.registerFont(FONT.bold, fonts.bold);
    doc.registerFont(FONT.italic, fonts.italic);
  }
  return { doc, done };
}

const bottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  doc.font(FONT.bold).fontSize(15).fillColor(INK).text(text, MARGIN.left, doc.y, { width: WIDTH });
  const y = doc.y + 3;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 10;
}

function paragraph(doc: Doc, text: string, options: { font?: string; size?: number; color?: string } = {}): void {
  doc
    .font(options.font ?? FONT.regular)
    .fontSize(options.size ?? BODY)
    .fillColor(options.color ?? INK)
    .text(text, MARGIN.left, doc.y, { width: WIDTH, lineGap: 2 });
}

/** A two-column row: a label on the left, text on the right, kept on one page. */
function row(doc: Doc, label: string, text: string, labelWidth = 150, font: string = FONT.regular): void {
  const textWidth = WIDTH - labelWidth - 10;
  // A hash in Courier at 8 points fits its 64 characters on one line.
  const size = font === FONT.mono ? SMALL : BODY;
  doc.font(font).fontSize(size);
  const height = Math.max(
    doc.heightOfString(text, { width: textWidth, lineGap: 2 }),
    doc.font(FONT.bold).heightOfString(label, { width: labelWidth, lineGap: 2 }),
  );
  ensureSpace(doc, height + 6);
  const y = doc.y;
  doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text(label, MARGIN.left, y, { width: labelWidth, lineGap: 2 });
  doc
    .font(font)
    .fontSize(size)
    .fillColor(INK)
    .text(text, MARGIN.left + labelWidth + 10, y + (size === BODY ? 0 : 1.5), { width: textWidth, lineGap: 2 });
  doc.y = y + height + 6;
}

/** The QR code of `url`, drawn as squares (no image), `size` points wide, at (x, y). */
function drawQrCode(doc: Doc, url: string, x: number, y: number, size: number): void {
  const code = QRCode.create(url, { errorCorrectionLevel: "M" });
  const count = code.modules.size;
  const quiet = 4;
  const cell = size / (count + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  doc.fillColor("#000000");
  for (let rowIndex = 0; rowIndex < count; rowIndex++) {
    for (let column = 0; column < count; column++) {
      if (code.modules.get(rowIndex, column))
        doc.rect(x + (column + quiet) * cell, y + (rowIndex + quiet) * cell, cell, cell).fill();
    }
  }
  doc.restore();
}

/**
 * A web address in lines of at most `width` in the current font: whole when it fits, else broken
 * after its last "/" (the verification address's hash on a line of its own), never inside a word.
 */
function addressLines(doc: Doc, url: string, width: number): string[] {
  const cut = url.lastIndexOf("/") + 1;
  if (doc.widthOfString(url) <= width || cut <= 0 || cut === url.length) return [url];
  return [url.slice(0, cut), url.slice(cut)];
}

function cover(doc: Doc, dossier: Dossier): void {
  const { cover } = dossier;
  doc.y = MARGIN.top + 40;
  paragraph(doc, "EXHIBIT", { font: FONT.bold, size: 11, color: MUTED });
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(26).fillColor(INK).text(dossier.title, MARGIN.left, doc.y, { width: WIDTH });
  doc.moveDown(0.2);
  paragraph(doc, "The record of a premarital agreement, its disclosure, counsel and signing", {
    font: FONT.italic,
    size: 12,
    color: MUTED,
  });
  doc.moveDown(1.5);
  row(doc, "Parties", cover.parties.join("\nand\n"));
  row(doc, "Governing law", cover.stateName ?? "No state chosen yet");
  row(doc, "Status", cover.standing);
  row(doc, "Final text (SHA-256)", cover.finalTextSha256 ?? "No final text yet", 150, FONT.mono);
  if (cover.notarizedSha256) row(doc, "Notarized copy (SHA-256)", cover.notarizedSha256, 150, FONT.mono);
  row(doc, "Agreement reference", cover.documentId, 150, FONT.mono);
  row(doc, "Dossier prepared", `${cover.generatedAt}. Times in this dossier are ${cover.timeZoneLabel}.`);
  if (cover.verificationUrl) {
    doc.moveDown(1);
    const size = 120;
    const y = doc.y;
    drawQrCode(doc, cover.verificationUrl, MARGIN.left, y, size);
    doc
      .font(FONT.bold)
      .fontSize(BODY)
      .fillColor(INK)
      .text("Verify this agreement", MARGIN.left + size + 16, y + 10, { width: WIDTH - size - 16 });
    doc
      .font(FONT.regular)
      .fontSize(BODY)
      .text(
        "Scan the code, or open the address below, to check that a copy of the agreement is the final text this record holds. The page shows whether it was recorded, its state, the date of signing and whether the record verifies, and nothing else.",
        { width: WIDTH - size - 16, lineGap: 2 },
      );
    doc.moveDown(0.3);
    doc.font(FONT.mono).fontSize(SMALL).fillColor(MUTED);
    for (const line of addressLines(doc, cover.verificationUrl, WIDTH - size - 16))
      doc.text(line, MARGIN.left + size + 16, doc.y, { width: WIDTH - size - 16, link: cover.verificationUrl });
    doc.y = Math.max(doc.y, y + size) + 10;
  }
}

function timeline(doc: Doc, dossier: Dossier): void {
  heading(doc, "1. Timeline");
  if (dossier.timeline.length === 0) paragraph(doc, "Nothing has been recorded yet.");
  for (const item of dossier.timeline) row(doc, item.at, item.text, 170);
}

function intervals(doc: Doc, dossier: Dossier): void {
  heading(doc, "2. Intervals");
  paragraph(doc, "The time each partner had, counted in calendar days.", { color: MUTED });
  doc.moveDown(0.5);
  for (const item of dossier.intervals) row(doc, item.label, item.text, 250);
}

function requirement(doc: Doc, item: DossierRequirement): void {
  const source = item.citation
    ? `Source: ${item.citation}.`
    : "Source: not yet read in this state's own statutes and cases; the product applies the cautious rule above.";
  const explained = item.lawUrl ? `How this rule was read, and how sure it is: ${item.lawUrl}` : null;
  doc.font(FONT.regular).fontSize(BODY);
  const height =
    doc.font(FONT.bold).heightOfString(item.title, { width: WIDTH - 90 }) +
    doc.font(FONT.regular).heightOfString(item.rule, { width: WIDTH, lineGap: 2 }) +
    doc.heightOfString(item.how, { width: WIDTH, lineGap: 2 }) +
    doc.fontSize(SMALL).heightOfString(source, { width: WIDTH }) +
    (explained ? doc.fontSize(SMALL).heightOfString(explained, { width: WIDTH }) : 0) +
    24;
  ensureSpace(doc, height);
  const y = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(BODY + 1)
    .fillColor(INK)
    .text(item.title, MARGIN.left, y, { width: WIDTH - 90 });
  doc
    .font(FONT.bold)
    .fontSize(BODY)
    .fillColor(item.status === "NOT_MET" ? "#b3261e" : item.status === "MET" ? "#1b5e20" : MUTED)
    .text(STATUS_WORDS[item.status], MARGIN.left + WIDTH - 85, y, { width: 85, align: "right" });
  doc.y = Math.max(doc.y, y + 14);
  paragraph(doc, item.rule, { font: FONT.italic });
  paragraph(doc, item.how);
  paragraph(doc, source, { size: SMALL, color: MUTED });
  if (explained && item.lawUrl)
    doc
      .font(FONT.regular)
      .fontSize(SMALL)
      .fillColor(MUTED)
      .text(explained, MARGIN.left, doc.y, { width: WIDTH, lineGap: 2, link: item.lawUrl });
  doc.moveDown(0.8);
}

function requirements(doc: Doc, dossier: Dossier): void {
  heading(doc, `3. ${dossier.cover.stateName ?? "The state"}'s requirements and how each was met`);
  if (dossier.requirements.length === 0) paragraph(doc, "No state has been chosen for the agreement yet.");
  for (const item of dossier.requirements) requirement(doc, item);
}

/** A section of parts under its title and a muted note: each part a bold heading over its paragraphs. */
function headedSection(
  doc: Doc,
  title: string,
  note: string,
  parts: readonly { heading: string; lines: readonly string[] }[],
): void {
  heading(doc, title);
  paragraph(doc, note, { color: MUTED });
  doc.moveDown(0.5);
  for (const part of parts) {
    ensureSpace(doc, 40);
    paragraph(doc, part.heading, { font: FONT.bold, size: BODY + 1 });
    doc.moveDown(0.2);
    for (const line of part.lines) {
      paragraph(doc, line);
      doc.moveDown(0.3);
    }
    doc.moveDown(0.5);
  }
}

function disclosure(doc: Doc, dossier: Dossier): void {
  headedSection(
    doc,
    "4. Financial disclosure",
    "Each version is a disclosure as it was frozen when its owner declared it complete or the other partner acknowledged it; its content hash identifies the entries exactly as they were read.",
    dossier.disclosure,
  );
}

function versions(doc: Doc, dossier: Dossier): void {
  headedSection(
    doc,
    "5. The agreement's versions",
    "The signed original, then each amendment or revocation of it, from the record: who signed each, when, before whom, and when it took effect. A change takes effect only once both spouses have signed it.",
    dossier.versions,
  );
}

function record(doc: Doc, dossier: Dossier): void {
  heading(doc, "6. The record and its verification");
  paragraph(doc, dossier.record.verification, { font: FONT.bold });
  doc.moveDown(0.3);
  paragraph(
    doc,
    "Each entry's hash is the SHA-256 of the previous entry's hash and the entry's content, so a change to any entry, or a missing or reordered one, breaks every hash after it.",
    { color: MUTED },
  );
  doc.moveDown(0.6);
  for (const entry of dossier.record.entries) {
    doc.font(FONT.regular).fontSize(BODY);
    const height = doc.heightOfString(entry.summary, { width: WIDTH - 40, lineGap: 2 }) + 30;
    ensureSpace(doc, height);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text(`${entry.sequence}.`, MARGIN.left, y, { width: 36 });
    doc
      .font(FONT.regular)
      .fontSize(BODY)
      .text(`${entry.occurredAt}: ${entry.summary}`, MARGIN.left + 40, y, { width: WIDTH - 40, lineGap: 2 });
    doc
      .font(FONT.mono)
      .fontSize(SMALL - 1)
      .fillColor(MUTED)
      .text(`hash ${entry.hash}`, MARGIN.left + 40, doc.y + 1, { width: WIDTH - 40 });
    doc.moveDown(0.5);
  }
}

/**
 * The appendix's index: each document's label, title and SHA-256, and the page it starts on (written
 * once the dossier's own pages are counted: `fill`), or why it is not reproduced.
 */
function appendixIndex(doc: Doc, dossier: Dossier, prepared: readonly Prepared[]) {
  heading(doc, "7. Appendix: the documents behind the disclosure");
  paragraph(
    doc,
    "Each document as it was attached to a disclosure entry, in the order of the latest versions. Its SHA-256 identifies the file exactly; the same hash is printed under its entry in the agreement's schedules.",
    { color: MUTED },
  );
  doc.moveDown(0.6);
  if (dossier.appendix.length === 0) paragraph(doc, "No documents were attached to the disclosure.");
  const slots: { page: number; y: number }[] = [];
  for (const [index, item] of dossier.appendix.entries()) {
    const ready = prepared[index]!;
    doc.font(FONT.regular).fontSize(BODY);
    const height = doc.heightOfString(item.title, { width: WIDTH - 110, lineGap: 2 }) + 24;
    ensureSpace(doc, height);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(BODY).fillColor(INK).text(item.label, MARGIN.left, y, { width: 40 });
    doc.font(FONT.regular).text(item.title, MARGIN.left + 44, y, { width: WIDTH - 110, lineGap: 2 });
    const after = doc.y;
    doc
      .font(FONT.mono)
      .fontSize(SMALL - 1)
      .fillColor(MUTED)
      .text(`SHA-256 ${item.sha256}`, MARGIN.left + 44, after + 1, { width: WIDTH - 44 });
    if (ready.kind === "missing")
      doc
        .font(FONT.italic)
        .fontSize(SMALL)
        .fillColor(MUTED)
        .text(`Not reproduced: ${ready.reason}.`, MARGIN.left + 44, doc.y + 1, { width: WIDTH - 44 });
    slots.push({ page: doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1, y });
    doc.y += 8;
  }
  return {
    /** Writes each document's first page number, counted from `firstPage`. */
    fill(firstPage: number) {
      let next = firstPage;
      for (const [index, slot] of slots.entries()) {
        const ready = prepared[index]!;
        if (ready.pages === 0) continue;
        doc.switchToPage(slot.page);
        doc
          .font(FONT.regular)
          .fontSize(BODY)
          .fillColor(INK)
          .text(`page ${next}`, MARGIN.left + WIDTH - 60, slot.y, { width: 60, align: "right", lineBreak: false });
        next += ready.pages;
      }
    },
  };
}

/**
 * A partner's page copied into the exhibit without its active content: the page's own actions
 * (`/AA`, which a viewer runs on opening or closing it) are dropped, and of its annotations only
 * plain links to a web address are kept, without actions of their own (form fields, JavaScript
 * actions, launches, embedded files and multimedia go). What is drawn on the page is untouched.
 */
export function withoutActiveContent(page: PDFPage): void {
  const node = page.node;
  const pageActions = node.get(PDFName.of("AA"));
  if (pageActions instanceof PDFRef) node.context.delete(pageActions);
  node.delete(PDFName.of("AA"));
  const annotations = node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  if (!annotations) return;
  const kept = PDFArray.withContext(node.context);
  for (let index = 0; index < annotations.size(); index += 1) {
    const annotation = annotations.lookupMaybe(index, PDFDict);
    const action = annotation?.lookupMaybe(PDFName.of("A"), PDFDict);
    const plainLink =
      annotation?.get(PDFName.of("Subtype")) === PDFName.of("Link") &&
      action?.get(PDFName.of("S")) === PDFName.of("URI") &&
      !action.has(PDFName.of("Next"));
    if (!plainLink) {
      // Not written out either: an object nothing refers to would still sit in the file.
      const ref = annotations.get(index);
      if (ref instanceof PDFRef) node.context.delete(ref);
      const actionRef = annotation?.get(PDFName.of("A"));
      if (actionRef instanceof PDFRef) node.context.delete(actionRef);
      continue;
    }
    annotation.delete(PDFName.of("AA"));
    kept.push(annotations.get(index));
  }
  if (kept.size() === 0) node.delete(PDFName.of("Annots"));
  else node.set(PDFName.of("Annots"), kept);
}

/** Appends the prepared documents after the dossier's pages, each page stamped with its label and number. */
async function appendDocuments(
  dossierPdf: Uint8Array,
  dossier: Dossier,
  prepared: readonly Prepared[],
  total: number,
): Promise<Uint8Array> {
  const merged = await PdfLibDocument.load(dossierPdf, { updateMetadata: false });
  const font = await merged.embedFont(StandardFonts.Helvetica);
  let pageNumber = merged.getPageCount();
  for (const [index, ready] of prepared.entries()) {
    const label = dossier.appendix[index]!.label;
    const pages: ReturnType<typeof merged.addPage>[] = [];
    if (ready.kind === "pdf") {
      for (const page of await merged.copyPages(ready.document, ready.document.getPageIndices())) {
        withoutActiveContent(page);
        pages.push(merged.addPage(page));
      }
    } else if (ready.kind === "image") {
      const image = ready.png ? await merged.embedPng(ready.bytes) : await merged.embedJpg(ready.bytes);
      const page = merged.addPage([612, 792]);
      const scale = Math.min(WIDTH / image.width, (792 - MARGIN.top - MARGIN.bottom) / image.height, 1);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, { x: (612 - width) / 2, y: 792 - MARGIN.top - height, width, height });
      pages.push(page);
    }
    for (const page of pages) {
      pageNumber += 1;
      const stamp = `${dossier.title}, appendix ${label}: page ${pageNumber} of ${total}`;
      const { width } = page.getSize();
      page.drawRectangle({ x: 0, y: 0, width, height: 24, color: rgb(1, 1, 1), opacity: 0.85 });
      page.drawText(stamp, { x: 24, y: 9, size: 8, font, color: rgb(0.33, 0.33, 0.33) });
    }
  }
  return merged.save({ useObjectStreams: false });
}

/** Renders the dossier as PDF bytes, with the documents of its appendix (`attachments`, in `dossier.appendix`'s order) after it. */
export async function renderDossierPdf(
  dossier: Dossier,
  attachments: readonly DossierAttachment[] = [],
): Promise<Uint8Array> {
  const prepared = await prepareAll(dossier, attachments);
  const appended = prepared.reduce((sum, ready) => sum + ready.pages, 0);
  const { doc, done } = openDocument(dossier);
  cover(doc, dossier);
  doc.addPage(); // the table of contents, written once the sections' pages are known
  const contentsPage = 1;
  const sections: { title: string; draw: (doc: Doc, dossier: Dossier) => void }[] = [
    { title: "1. Timeline", draw: timeline },
    { title: "2. Intervals", draw: intervals },
    { title: `3. ${dossier.cover.stateName ?? "The state"}'s requirements`, draw: requirements },
    { title: "4. Financial disclosure", draw: disclosure },
    { title: "5. The agreement's versions", draw: versions },
    { title: "6. The record and its verification", draw: record },
  ];
  const starts: number[] = [];
  for (const section of sections) {
    doc.addPage();
    starts.push(doc.bufferedPageRange().start + doc.bufferedPageRange().count);
    section.draw(doc, dossier);
  }
  doc.addPage();
  starts.push(doc.bufferedPageRange().start + doc.bufferedPageRange().count);
  const index = appendixIndex(doc, dossier, prepared);
  sections.push({ title: "7. Appendix: the documents behind the disclosure", draw: () => undefined });
  const own = doc.bufferedPageRange().count;
  index.fill(own + 1);

  doc.switchToPage(contentsPage);
  doc.y = MARGIN.top;
  heading(doc, "Contents");
  for (const [index, section] of sections.entries()) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(BODY + 1)
      .fillColor(INK)
      .text(section.title, MARGIN.left, y, { width: WIDTH - 60 });
    doc.text(String(starts[index]), MARGIN.left + WIDTH - 60, y, { width: 60, align: "right" });
    doc.y = y + 20;
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start + 1; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(SMALL)
      .fillColor(MUTED)
      .text(`${dossier.title}: ${dossier.cover.parties.join(" and ")}`, MARGIN.left, 40, {
        width: WIDTH,
        lineBreak: false,
      });
    doc.text(`Page ${page + 1} of ${range.count + appended}`, MARGIN.left, doc.page.height - 50, {
      width: WIDTH,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  const bytes = await done;
  return appended === 0 ? bytes : appendDocuments(bytes, dossier, prepared, own + appended);
}

import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IParagraphOptions,
} from "docx";
import type { TextStyle } from "@prenup/domain";
import {
  DRAFT_MARK,
  pageMarkOf,
  type AgreementModel,
  type ModelAcknowledgment,
  type ModelArticle,
  type ModelClause,
  type ModelSchedule,
  type ModelVenue,
  type SeparateWritingModel,
} from "../model.ts";
import { headingCase } from "./heading-case.ts";
import { articleHeading } from "../numbering.ts";

/**
 * The agreement as a Word document, for attorneys who mark it up: the same parts in the same order
 * as the PDF (numbering written out, so it survives any edit), Times New Roman 11 pt, one-inch
 * margins, page numbers in the footer. A draft carries the draft mark in the header of every page
 * (a header is what Word repeats on each page; a diagonal watermark would need raw drawing XML);
 * the final agreement's signature page prints its signing window. Signature lines are kept on the
 * page of what they sign (Word's "keep with next" and "keep lines together"). The writings a party
 * signs apart from the agreement are documents of their own (`renderSeparateWritingDocx`).
 */

const FONT = "Times New Roman";
const SIZE = 22; // half-points
const INCH = 1440; // twips

type Block = Paragraph | Table;

function runs(
  text: string,
  options: { bold?: boolean; italics?: boolean; underline?: boolean; size?: number } = {},
): TextRun[] {
  return text.split("\n").map(
    (line, index) =>
      new TextRun({
        text: line,
        bold: options.bold,
        italics: options.italics,
        underline: options.underline ? {} : undefined,
        size: options.size,
        break: index > 0 ? 1 : undefined,
      }),
  );
}

function para(
  text: string,
  options: IParagraphOptions & { bold?: boolean; italics?: boolean; underline?: boolean; size?: number } = {},
): Paragraph {
  const { bold, italics, underline, size, ...rest } = options;
  return new Paragraph({ spacing: { after: 120 }, ...rest, children: runs(text, { bold, italics, underline, size }) });
}

function headingParagraph(text: string, style: TextStyle | null, pageBreakBefore = false): Paragraph {
  return para(text, {
    bold: true,
    underline: style === "BOLD_UNDERLINED",
    alignment: style === "BOLD_CENTERED" ? AlignmentType.CENTER : AlignmentType.LEFT,
    keepNext: true,
    pageBreakBefore,
    spacing: { before: 240, after: 120 },
  });
}

/** `keepNext`: the clause stays on the page of what follows it (the signature lines it introduces). */
function clauseBlocks(item: ModelClause, level: number, keepNext = false): Block[] {
  const indent = { left: 360 * level + (item.label ? 540 : 0), hanging: item.label ? 540 : 0 };
  const blocks: Block[] = [];
  const emphasised = item.emphasis !== null && !item.title;
  // A clause with signature lines in its text is never split from them.
  const keepLines = /_{10,}/.test(item.text) || keepNext;
  if (item.title) {
    blocks.push(
      new Paragraph({
        indent,
        keepNext: true,
        spacing: { after: 60 },
        children: [
          ...(item.label ? [new TextRun({ text: `${item.label}\t` })] : []),
          new TextRun({
            text: item.title,
            bold: true,
            underline: item.emphasis === "BOLD_UNDERLINED" ? {} : undefined,
          }),
        ],
      }),
    );
    if (item.text !== "")
      blocks.push(
        new Paragraph({
          indent: { left: indent.left },
          alignment: AlignmentType.JUSTIFIED,
          keepLines,
          keepNext,
          spacing: { after: 120 },
          children: runs(item.text),
        }),
      );
  } else {
    blocks.push(
      new Paragraph({
        indent,
        alignment: item.text.includes("\n") ? AlignmentType.LEFT : AlignmentType.JUSTIFIED,
        keepLines,
        keepNext,
        spacing: { after: 120 },
        children: [
          ...(item.label ? [new TextRun({ text: `${item.label}\t` })] : []),
          ...runs(item.text, { bold: emphasised }),
        ],
      }),
    );
  }
  for (const child of item.children) blocks.push(...clauseBlocks(child, level + 1));
  return blocks;
}

function articleBlocks(item: ModelArticle, pageBreakBefore: boolean): Block[] {
  const title = articleHeading(item.heading, item.number);
  return [
    headingParagraph(title, item.headingStyle ?? "BOLD", pageBreakBefore),
    ...(item.intro.trim() !== "" ? [para(item.intro, { alignment: AlignmentType.JUSTIFIED })] : []),
    ...item.clauses.flatMap((clause) => clauseBlocks(clause, 0)),
  ];
}

const thin = { style: BorderStyle.SINGLE, size: 4, color: "999999" };

function cell(
  text: string,
  width: number,
  options: { bold?: boolean; right?: boolean; shaded?: boolean } = {},
): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: options.shaded ? { type: ShadingType.CLEAR, fill: "E9E9E9", color: "auto" } : undefined,
    borders: { top: thin, bottom: thin, left: thin, right: thin },
    children: [
      new Paragraph({
        alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: runs(text, { bold: options.bold, size: 19 }),
      }),
    ],
  });
}

function scheduleBlocks(item: ModelSchedule): Block[] {
  const widths = [2400, 3100, 1950, 1910];
  const blocks: Block[] = [headingParagraph(item.heading, "BOLD_CENTERED", true)];
  if (item.intro.trim() !== "") blocks.push(para(item.intro, { alignment: AlignmentType.JUSTIFIED }));
  if (!item.disclosed) blocks.push(para("Nothing was disclosed.", { bold: true }));
  for (const group of item.groups) {
    blocks.push(para(group.label, { bold: true, keepNext: true, spacing: { before: 200, after: 80 } }));
    blocks.push(
      new Table({
        width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
        rows: [
          new TableRow({
            tableHeader: true,
            children: ["Item", "Details", "Value as disclosed", "Value (USD)"].map((label, index) =>
              cell(label, widths[index] ?? 1000, { bold: true, shaded: true, right: index >= 2 }),
            ),
          }),
          ...group.rows.flatMap((row) =>
            [
              [row.title, [row.details, row.ownership].filter(Boolean).join("; "), row.amount, row.amountUsd],
              ...row.documents.map((document) => ["", document, "", ""]),
            ].map(
              (texts) =>
                new TableRow({
                  children: texts.map((text, index) => cell(text, widths[index] ?? 1000, { right: index >= 2 })),
                }),
            ),
          ),
        ],
      }),
    );
  }
  if (item.totals.length > 0) {
    blocks.push(para("Totals in US dollars", { bold: true, spacing: { before: 240, after: 80 } }));
    blocks.push(
      new Table({
        width: { size: 6000, type: WidthType.DXA },
        rows: item.totals.map(
          (total) =>
            new TableRow({ children: [cell(total.label, 3600), cell(total.value, 2400, { bold: true, right: true })] }),
        ),
      }),
    );
  }
  for (const note of item.notes) blocks.push(para(note, { italics: true, spacing: { before: 160 } }));
  return blocks;
}

/** A signature line and the lines under it, kept together (and with what follows when `keepNext`). */
function signatureBlock(lines: string[], keepNext = false): Paragraph[] {
  return [
    new Paragraph({
      spacing: { before: 480 },
      keepNext: true,
      children: [new TextRun({ text: "______________________________________" })],
    }),
    ...lines.map(
      (line, index) =>
        new Paragraph({
          spacing: { after: 40 },
          keepNext: keepNext || index < lines.length - 1,
          children: [new TextRun({ text: line, size: 20 })],
        }),
    ),
  ];
}

const CAPTION_TAB = 5200; // twips: where New York's bracket stands

/** A certificate's venue lines, or New York's caption: the lines, a bracket at one tab stop and "ss.:" beside it. */
function venueBlocks(item: ModelVenue): Paragraph[] {
  const line = (text: string, after = 0) =>
    new Paragraph({
      keepNext: true,
      spacing: { after },
      tabStops: [{ type: TabStopType.LEFT, position: CAPTION_TAB }],
      children: [new TextRun({ text })],
    });
  if (!item.bracketed) return item.lines.map((text, index) => line(text, index === item.lines.length - 1 ? 200 : 0));
  const [first = "", ...rest] = item.lines;
  return [
    line(`${first}\t)`),
    line("\t)   ss.:"),
    ...rest.map((text, index) => line(`${text}\t)`, index === rest.length - 1 ? 200 : 0)),
  ];
}

/** One party's certificate, heading to the notary's lines on one page. */
function acknowledgmentBlocks(certificate: ModelAcknowledgment, notice: string | null): Block[] {
  const blocks: Block[] = [para(certificate.heading, { bold: true, keepNext: true, spacing: { before: 240 } })];
  if (certificate.use) blocks.push(para(certificate.use, { italics: true, size: 19, keepNext: true }));
  if (notice)
    blocks.push(
      new Paragraph({
        border: { top: thin, bottom: thin, left: thin, right: thin },
        keepNext: true,
        spacing: { after: 160 },
        children: runs(notice, { size: 18 }),
      }),
    );
  if (certificate.venue) blocks.push(...venueBlocks(certificate.venue));
  blocks.push(para(certificate.body, { alignment: AlignmentType.JUSTIFIED, keepNext: true, keepLines: true }));
  blocks.push(...signatureBlock(certificate.signature));
  return blocks;
}

const PARTY_LINES = (name: string) => [name, "Date: ______________________"];

function blocksOf(model: AgreementModel): Block[] {
  const blocks: Block[] = [];
  for (const part of model.parts) {
    switch (part.type) {
      case "title":
        blocks.push(
          para(part.title, { bold: true, size: 34, alignment: AlignmentType.CENTER, spacing: { after: 80 } }),
        );
        blocks.push(para(part.subtitle, { italics: true, alignment: AlignmentType.CENTER, spacing: { after: 360 } }));
        for (const clause of part.clauses) blocks.push(...clauseBlocks(clause, 0));
        break;
      case "article":
        blocks.push(...articleBlocks(part.article, false));
        break;
      case "page":
        blocks.push(...articleBlocks(part.article, true));
        break;
      case "signatures": {
        const s = part.signatures;
        blocks.push(headingParagraph(headingCase(s.heading), "BOLD_CENTERED", true));
        if (s.signingWindow) {
          blocks.push(
            new Paragraph({
              border: { top: thin, bottom: thin, left: thin, right: thin },
              spacing: { after: 200 },
              children: runs(s.signingWindow),
            }),
          );
        }
        // The clause the parties sign, the act and their lines stay on one page.
        for (const [index, clause] of s.intro.entries())
          blocks.push(...clauseBlocks(clause, 0, index === s.intro.length - 1));
        if (s.act)
          blocks.push(para(s.act.body, { alignment: AlignmentType.JUSTIFIED, keepNext: true, keepLines: true }));
        // Under an act passed at one sitting (Louisiana's authentic act) the act states the one date.
        const dated = (lines: string[]) => (s.act ? lines.filter((line) => !line.startsWith("Date:")) : lines);
        for (const [index, who] of s.parties.entries())
          blocks.push(...signatureBlock(dated(PARTY_LINES(who.fullName)), index < s.parties.length - 1));
        for (const group of s.witnessGroups) {
          const title =
            group.attests === "BOTH"
              ? "Witnesses"
              : `Witnesses to the signature of ${model.parties[group.attests].fullName}`;
          blocks.push(
            para(title, { bold: true, keepNext: true, spacing: { before: 360 } }),
            para(group.attestation, { keepNext: true, keepLines: true }),
          );
          for (const [index, label] of group.labels.entries()) {
            blocks.push(
              ...signatureBlock(
                dated([
                  label,
                  "Printed name: ______________________",
                  "Address: ___________________________",
                  "Date: ______________________",
                ]),
                index < group.labels.length - 1,
              ),
            );
          }
        }
        if (s.act) blocks.push(...signatureBlock(s.act.notarySignature));
        for (const clause of s.certifications) blocks.push(...clauseBlocks(clause, 0));
        break;
      }
      case "acknowledgements": {
        const a = part.acknowledgements;
        blocks.push(headingParagraph(headingCase(a.heading), "BOLD_CENTERED", true));
        for (const certificate of a.certificates) blocks.push(...acknowledgmentBlocks(certificate, a.notice));
        for (const clause of a.extra) blocks.push(...clauseBlocks(clause, 0));
        break;
      }
      case "schedule":
        blocks.push(...scheduleBlocks(part.schedule));
        break;
    }
  }
  const certificate = model.certificate;
  if (certificate) {
    blocks.push(headingParagraph(headingCase(certificate.heading), "BOLD_CENTERED", true));
    blocks.push(para(certificate.intro, { alignment: AlignmentType.JUSTIFIED, size: 20 }));
    const widths = [500, 1900, 5060, 1900];
    blocks.push(
      new Table({
        width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
        rows: [
          new TableRow({
            tableHeader: true,
            children: ["#", "When", "Event", "Hash"].map((label, index) =>
              cell(label, widths[index] ?? 1000, { bold: true, shaded: true }),
            ),
          }),
          ...certificate.rows.map(
            (row) =>
              new TableRow({
                children: [String(row.sequence), row.when, row.event, row.hash].map((text, index) =>
                  cell(text, widths[index] ?? 1000),
                ),
              }),
          ),
        ],
      }),
    );
    blocks.push(para(`Generated: ${certificate.generatedAt}`, { spacing: { before: 240 }, size: 20 }));
    blocks.push(para(`Input hash: ${certificate.inputHash}`, { size: 18 }));
    blocks.push(para(`Record hash at generation: ${certificate.chainHead}`, { size: 18 }));
    blocks.push(para(certificate.closing, { size: 20 }));
  }
  return blocks;
}

/** A Letter-size Word document with one-inch margins, the page mark (`pageMarkOf`) in its header, and "<footer> — Page n of N". */
async function packDocument(options: {
  title: string;
  description: string;
  mark: string | null;
  footer: string;
  children: Block[];
}): Promise<Uint8Array> {
  const document = new Document({
    creator: "Prenup",
    title: options.title,
    description: options.description,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 8.5 * INCH, height: 11 * INCH },
            margin: { top: INCH, bottom: INCH, left: INCH, right: INCH },
          },
        },
        ...(options.mark
          ? {
              headers: {
                default: new Header({
                  children: [
                    new Paragraph({
                      alignment: AlignmentType.CENTER,
                      children: [
                        new TextRun({ text: options.mark.toUpperCase(), bold: true, color: "B3261E", size: 20 }),
                      ],
                    }),
                  ],
                }),
              },
            }
          : {}),
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ text: `${options.footer} — Page `, size: 17 }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 17 }),
                  new TextRun({ text: " of ", size: 17 }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 17 }),
                ],
              }),
            ],
          }),
        },
        children: options.children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Renders the model as DOCX bytes. */
export async function renderAgreementDocx(model: AgreementModel): Promise<Uint8Array> {
  return packDocument({
    title: `${model.documentTitle}: ${model.parties.A.fullName} and ${model.parties.B.fullName}`,
    description: `${model.documentTitle} under the law of ${model.stateName}`,
    mark: pageMarkOf(model),
    footer: model.documentTitle,
    children: blocksOf(model),
  });
}

/** A writing a party signs apart from the agreement, as its own Word document: title, text, the party's signature line. */
export async function renderSeparateWritingDocx(writing: SeparateWritingModel): Promise<Uint8Array> {
  const children: Block[] = [
    para(writing.title, { bold: true, size: 26, alignment: AlignmentType.CENTER, spacing: { after: 80 } }),
    para(writing.subtitle, { italics: true, alignment: AlignmentType.CENTER, spacing: { after: 360 } }),
    ...writing.clauses.flatMap((clause, index) => clauseBlocks(clause, 0, index === writing.clauses.length - 1)),
    ...signatureBlock(PARTY_LINES(writing.party.fullName)),
  ];
  return packDocument({
    title: `${writing.title}: ${writing.party.fullName}`,
    description: writing.subtitle,
    mark: writing.draft ? DRAFT_MARK : null,
    footer: `${writing.title} — ${writing.party.fullName}`,
    children,
  });
}

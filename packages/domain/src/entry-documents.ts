/**
 * The documents behind a disclosure entry (a bank or brokerage statement, a valuation, a pay slip):
 * what may be attached, and how the agreement's schedules and the disclosure versions name them.
 */
import { formatCount } from "./text.ts";

/** The most bytes one document may hold (10 MiB). */
export const ENTRY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The most documents one entry may carry. */
export const ENTRY_DOCUMENTS_PER_ENTRY = 10;

/**
 * The most pages one PDF document may have. A monthly or quarterly statement runs 2 to 15 pages, a
 * year of them or a property valuation 30 to 50; past that a document is split into parts (an entry
 * carries ten). Each page is copied into the evidence dossier's appendix, so the cap keeps the
 * dossier's size and rendering time bounded: a 257 KB PDF can declare 20,000 pages.
 */
export const ENTRY_DOCUMENT_MAX_PAGES = 50;

export const PDF_MESSAGES = {
  tooManyPages: (pages: number, limit: number = ENTRY_DOCUMENT_MAX_PAGES) =>
    `This PDF has ${formatCount(pages)} pages, more than one document can hold (${limit} pages at most). Split it into parts of up to ${limit} pages, or keep only the pages that matter, and upload them again.`,
  unreadable:
    "This PDF's pages can't be counted: the file may be damaged. Save it again as a new PDF (for example with Print to PDF) and upload it.",
} as const;

/**
 * Why a PDF may not be stored as a document: its pages over `limit`, or not countable (`pages` is
 * null: its structure could not be read within the reading budget); null when it may.
 */
export function pdfPagesProblem(pages: number | null, limit: number = ENTRY_DOCUMENT_MAX_PAGES): string | null {
  if (pages === null) return PDF_MESSAGES.unreadable;
  return pages > limit ? PDF_MESSAGES.tooManyPages(pages, limit) : null;
}

/** The content types a document may have, read from its bytes (never its name). */
export const ENTRY_DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

/** A document as a disclosure version freezes it and the schedules print it. */
export type EntryDocumentFacts = { name: string; sha256: string };

/** The refusal when an entry already carries the most documents it may. */
export function entryDocumentsFullMessage(limit: number = ENTRY_DOCUMENTS_PER_ENTRY): string {
  return `An entry can carry at most ${limit} documents. Remove one before attaching another.`;
}

/**
 * How the schedules list a document under its entry: its name and its full SHA-256, so anyone
 * holding the file can check it is the one disclosed.
 */
export function entryDocumentLine(document: EntryDocumentFacts): string {
  return `Supporting document: ${document.name} (SHA-256 ${document.sha256})`;
}

/** A size for people: "512 bytes", "34 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

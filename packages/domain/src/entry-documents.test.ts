import { describe, expect, it } from "vitest";
import {
  ENTRY_DOCUMENT_MAX_PAGES,
  entryDocumentLine,
  entryDocumentsFullMessage,
  formatFileSize,
  PDF_MESSAGES,
  pdfPagesProblem,
} from "./entry-documents.ts";

describe("entry documents", () => {
  it("names a document in the schedules by its name and full SHA-256", () => {
    const sha256 = "0123456789abcdef".repeat(4);
    expect(entryDocumentLine({ name: "statement.pdf", sha256 })).toBe(
      `Supporting document: statement.pdf (SHA-256 ${sha256})`,
    );
  });

  it("says how many documents an entry may carry", () => {
    expect(entryDocumentsFullMessage(10)).toBe(
      "An entry can carry at most 10 documents. Remove one before attaching another.",
    );
  });

  it("refuses a PDF over the page cap, saying its pages, and one whose pages cannot be counted", () => {
    expect(pdfPagesProblem(ENTRY_DOCUMENT_MAX_PAGES)).toBeNull();
    expect(pdfPagesProblem(0)).toBeNull();
    expect(pdfPagesProblem(20_000)).toBe(
      "This PDF has 20,000 pages, more than one document can hold (50 pages at most). Split it into parts of up to 50 pages, or keep only the pages that matter, and upload them again.",
    );
    expect(pdfPagesProblem(ENTRY_DOCUMENT_MAX_PAGES + 1)).toBe(PDF_MESSAGES.tooManyPages(ENTRY_DOCUMENT_MAX_PAGES + 1));
    expect(pdfPagesProblem(null)).toBe(PDF_MESSAGES.unreadable);
  });

  it("writes sizes in bytes, kilobytes and megabytes", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(34 * 1024)).toBe("34 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});

import { describe, expect, it } from "vitest";
import { entryDocumentLine, entryDocumentsFullMessage, formatFileSize } from "./entry-documents.ts";

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

  it("writes sizes in bytes, kilobytes and megabytes", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(34 * 1024)).toBe("34 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});

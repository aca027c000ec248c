/**
 * The documents behind a disclosure entry (a bank or brokerage statement, a valuation, a pay slip):
 * what may be attached, and how the agreement's schedules and the disclosure versions name them.
 */

/** The most bytes one document may hold (10 MiB). */
export const ENTRY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The most documents one entry may carry. */
export const ENTRY_DOCUMENTS_PER_ENTRY = 10;

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

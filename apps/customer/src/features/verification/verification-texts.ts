/** The public verification page (/verify, /verify/:sha256): whether a PDF is a final agreement we recorded. */
export const VERIFICATION_TEXTS = {
  title: "Verify a prenuptial agreement",
  intro:
    "Someone gave you their prenuptial agreement as a PDF? Check here whether it is the final agreement recorded by Prenup. You do not need an account.",
  privacy:
    "Your file stays on this device: this browser computes its fingerprint (SHA-256) and sends only that. The file itself is never uploaded.",
  dropTitle: "Drop the PDF here",
  dropHint: "or pick it from your device",
  pickFile: "Choose a PDF",
  hashing: "Computing the file's fingerprint…",
  hashFailed: "This browser could not read the file. Try again, or paste its SHA-256 below.",
  orPaste: "Or paste the file's SHA-256",
  hashLabel: "SHA-256 of the PDF",
  hashPlaceholder: "64 characters, 0–9 and a–f",
  check: "Check",
  checking: "Checking…",
  checkedFile: "File checked",
  checkedHash: "Fingerprint (SHA-256)",
  notRecordedTitle: "Not recorded",
  notRecorded:
    "We have no record of this file. A changed or re-saved PDF does not match: ask the couple for the copy they downloaded.",
  recordedTitle: "Recorded final agreement",
  recordBroken:
    "Our own record of this agreement does not check out: its entries changed after they were written. Please contact us before relying on it.",
  checkAnother: "Check another file",
} as const;

/** What the check found for a recorded final agreement, as the API answers it. */
export type RecordedAgreement = {
  /** The finalized text's PDF, or its notarized copy. */
  kind: "final-agreement" | "notarized-copy";
  state: string | null;
  finalizedAt: string;
  signedAt: string | null;
  recordVerifies: boolean;
};

/**
 * The one sentence for a recorded final agreement: "This is the final agreement recorded on
 * November 21, 2026, for a couple in New York; signed on November 25, 2026; its record verifies."
 * A notarized copy says so: "This is the notarized copy of the final agreement recorded on …".
 */
export function recordedText(found: RecordedAgreement, timeZone?: string): string {
  const couple = found.state ? `for a couple in ${found.state}` : "for a couple";
  const signed = found.signedAt
    ? `signed on ${formatDay(found.signedAt)}`
    : "not signed before a notary through us yet";
  const record = found.recordVerifies ? "its record verifies" : "its record does NOT verify";
  const what = found.kind === "notarized-copy" ? "the notarized copy of the final agreement" : "the final agreement";
  return `This is ${what} recorded on ${formatDate(found.finalizedAt, timeZone)}, ${couple}; ${signed}; ${record}.`;
}
import { formatDate, formatDay } from "@prenup/domain";

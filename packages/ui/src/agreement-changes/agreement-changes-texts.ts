import type { ChangeDraft } from "@prenup/api-client";

/** What staff and the couple read of an agreement's changes after the signing. */
export const AGREEMENT_VERSIONS_TEXTS = {
  readingCopyTitle: "The agreement as it reads now",
  readingCopyNote:
    "A reading copy, not itself signed: the signed agreement and the amendments both spouses signed are what bind. A draft, or an amendment only one spouse has signed, changes nothing here.",
  readingCopyLabel: "The agreement's clauses as they read now",
  readingCopyPdf: "Download the reading copy (PDF)",
  readingCopyFileName: "Reading copy.pdf",
  amendedBy: (number: number) => `Amendment No. ${number}`,
  removedBy: (number: number) => `Removed by Amendment No. ${number}`,
  revokedOn: (day: string) =>
    `Revoked on ${day}: the agreement no longer governs, and the state's law applies as it does to a couple without one.`,
  versionsTitle: "After the signing: amendments and revocations",
  original: (day: string) => `Signed agreement: signed on ${day}.`,
  versionName: (change: Pick<ChangeDraft, "kind" | "number">) =>
    change.kind === "REVOCATION" ? "Revocation" : `Amendment No. ${change.number ?? 1}`,
  inEffect: (day: string) => `in effect from ${day}`,
  halfSigned: "signed by one spouse, not in effect",
  draft: "draft, not in effect",
  underLaw: (state: string) => `under ${state} law`,
  noChanges: "No amendment or revocation has been started.",
  redlineTitle: "What changes, clause by clause",
  redlineIntro: "Text taken out is struck through on red; text put in is underlined on green.",
  removed: "Removed:",
  added: "Added:",
  clauseRemoved: "The whole clause is removed.",
  clauseAdded: "A new clause.",
  reasonShown: (reason: string) => `Reason: ${reason}`,
  showRedline: (name: string) => `What ${name} changes`,
  hideRedline: "Hide the changes",
  loadingRedline: "Loading the changes…",
  downloadPdf: "Download the PDF to print",
  downloadDocx: "Word file",
  approvedBy: (name: string | null, day: string) =>
    `Approved by ${name ?? "an attorney"}, attorney for one spouse, on ${day}.`,
  approvedEarlier: (name: string | null, day: string) =>
    `${name ?? "An attorney"} approved an earlier text on ${day}; it has changed since.`,
  approve: (name: string) => `Approve ${name} for my client`,
  withdrawApproval: "Withdraw my approval",
  downloadAs: (name: string, format: string) => `Download ${name} as ${format === "PDF" ? "a PDF" : `a ${format}`}`,
} as const;

/** A change's state in a few words: in effect from its day, half-signed, or a draft. */
export function changeStatusWords(
  change: Pick<ChangeDraft, "effectiveOn" | "signatures">,
  formatDay: (day: string) => string,
) {
  const T = AGREEMENT_VERSIONS_TEXTS;
  if (change.effectiveOn) return T.inEffect(formatDay(change.effectiveOn));
  return change.signatures.length > 0 ? T.halfSigned : T.draft;
}

export type ChangeReason = ChangeDraft["changes"][number]["reason"];

/** Why a change is made, in plain English (the API's reasons). */
export const CHANGE_REASONS: { value: ChangeReason; label: string }[] = [
  { value: "CHILD", label: "A child" },
  { value: "INHERITANCE", label: "An inheritance" },
  { value: "BUSINESS", label: "A business" },
  { value: "MOVE", label: "A move" },
  { value: "INCOME", label: "A change of income" },
  { value: "CORRECTION", label: "A correction" },
  { value: "OTHER", label: "Something else" },
];

/** A reason's plain-English label. */
export function reasonLabel(reason: ChangeReason): string {
  return CHANGE_REASONS.find((choice) => choice.value === reason)?.label ?? reason;
}

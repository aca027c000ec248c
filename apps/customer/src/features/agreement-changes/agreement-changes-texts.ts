import type { ChangeDraft } from "@prenup/api-client";
import { formatDay } from "@prenup/domain";
import { AGREEMENT_VERSIONS_TEXTS } from "@prenup/ui";

/** The page after the signing where a couple asks whether and how they may change or cancel their agreement. */
export const AGREEMENT_CHANGES_TEXTS = {
  title: "Update or cancel your agreement",
  intro:
    "Lives change: a child, an inheritance, a business, a move. Your signed agreement never changes by itself; a change or a cancellation is a new written agreement, and the law of the state you live in now decides how it must be made.",
  kindLabel: "What do you want to do?",
  kinds: [
    { value: "AMENDMENT", label: "Change a term" },
    { value: "REVOCATION", label: "Cancel the agreement" },
  ],
  stateLabel: "Where do you live now?",
  movedInLabel: "When did you move there?",
  movedInHint: "Only if you moved after signing; some states treat newcomers differently.",
  noDocument: "Start your prenup first: changes are made to a signed agreement.",
  notSignedYet: "Your agreement is not signed yet. Until it is, change your answers and generate it again.",
  toDocuments: "Go to Documents",

  // The agreement's versions.
  timelineTitle: "Your agreement's history",
  originalTitle: "Your signed agreement",
  originalSigned: (day: string) => `Signed on ${day}. It never changes: amendments are added to it.`,
  recordHash: (hash: string) => `Record hash ${hash.slice(0, 12)}…`,
  versionTitle: (change: Pick<ChangeDraft, "kind" | "number">) =>
    change.kind === "REVOCATION" ? "Revocation" : `Amendment No. ${change.number ?? 1}`,
  draftNotInEffect: "Draft: not in effect until you have both signed it.",
  halfSigned: "Signed by one of you: not in effect until you have both signed it.",
  signedInEffect: (day: string) => `Signed by both of you: in effect from ${day}.`,
  startedOn: (day: string) => `Started on ${day}`,

  // Starting a draft once the state allows it.
  start: { AMENDMENT: "Start an amendment", REVOCATION: "Start a revocation" },
  startHint: "You prepare the text here together; nothing changes until you both sign it with the formalities above.",

  // The couple's draft.
  draftTitle: (draft: Pick<ChangeDraft, "kind" | "number">) =>
    draft.kind === "REVOCATION" ? "Revocation — draft" : `Amendment No. ${draft.number ?? 1} — draft`,
  draftState: (stateName: string, movedIn: string | null) =>
    movedIn
      ? `Follows the law of ${stateName}, where you have lived since ${formatDay(movedIn)}.`
      : `Follows the law of ${stateName}.`,
  loadingDraft: "Loading your draft…",
  revocationExplained: (stateName: string) =>
    `A revocation ends your whole agreement, not one term of it. Once you have both signed it, your agreement no longer governs, and ${stateName}'s law decides what is separate, what is shared and any support, as it does for a couple without a prenup.`,
  revocationCompare: "See what your state's law would give each of you, in your own numbers",

  // The amendment's changes.
  changesTitle: "Your changes",
  noChanges:
    "No changes yet. Add one: choose a clause of your signed agreement to rewrite or remove, or add a new one.",
  addChange: "Add a change",
  editChange: (label: string) => `Edit the change to ${label}`,
  removeChange: (label: string) => `Take out the change to ${label}`,
  edit: "Edit",
  takeOut: "Take out",
  changeKind: { CHANGED: "Rewritten", REMOVED: "Removed", ADDED: "New clause" },
  maxChangesReached: "An amendment can make at most 50 changes: take one out to add another.",

  // The form of one change.
  changeFormTitle: "Add a change",
  editFormTitle: (label: string) => `Change to ${label}`,
  clauseLabel: "Which clause?",
  clauseHint: "Search by number or title. Choose “A new clause” to add one your agreement does not have.",
  clausesLoading: "Loading your agreement's clauses…",
  newClause: "A new clause",
  noClauseFound: "No clause has that number or title.",
  clauseChoice: (clause: { label: string; title: string | null }) =>
    clause.title ? `${clause.label} — ${clause.title}` : clause.label,
  newLabelLabel: "The new clause's number",
  newLabelHint: "Where it goes in your agreement, such as 3.4 or 7.2(b).",
  newTitleLabel: "Its title (optional)",
  signedTextLabel: "What your signed agreement says",
  removeClause: "Remove this clause",
  removeClauseHint: "The amendment deletes it from your agreement.",
  newTextLabel: "The new text",
  newTextHint: "Write the whole clause as it should read from now on.",
  reasonLabel: "Why are you making this change?",
  noteLabel: "A note (optional)",
  noteHint: "In your own words; printed after the reason.",
  save: "Save the change",
  cancel: "Cancel",

  // Client-side checks, in the server's sense.
  checks: {
    clause: "Choose the clause to change, or “A new clause”.",
    label: "Give the new clause its number, such as 3.4.",
    labelTooLong: "A clause's number can be at most 20 characters.",
    labelExists: (label: string) =>
      `Your signed agreement already has a clause ${label}: choose it in the list above to change it.`,
    labelTwice: (label: string) => `Clause ${label} is already changed in this amendment: edit that change instead.`,
    title: "A title can be at most 200 characters.",
    newText: "Write the clause's new text, or switch on “Remove this clause”.",
    newTextTooLong: "A clause's text can be at most 20,000 characters.",
    sameText: "The new text is the same as the signed text: change it, or choose another clause.",
    reason: "Choose why you are making this change.",
    note: "A note can be at most 500 characters.",
    tooMany: "An amendment can make at most 50 changes.",
  },

  reasonShown: AGREEMENT_VERSIONS_TEXTS.reasonShown,

  // What the amendment does.
  effectsTitle: "What this amendment does",
  effectsIntro:
    "Some states add rules for changes that make property shared or give up rights at death. Until you answer, we apply the stricter rules.",
  effects: {
    convertsSeparateProperty: {
      question: "Does it make property that belongs to one of you shared?",
      hint: "For example, a home one of you owned that will now belong to you both.",
    },
    waivesDeathRights: {
      question: "Does it give up a right either of you would have when the other dies?",
      hint: "Such as a share of the other's estate, the family home or an allowance for the surviving spouse.",
    },
  },
  effectYes: "Yes",
  effectNo: "No",
  effectUnsure: "Not sure",
  // The document preview.
  previewTitle: "The document as it would be signed today",
  previewLabel: "The text of your draft",
  pendingInsertsTitle: "An attorney must add these before you sign",

  // Signing the change.
  signingTitle: "Sign it",
  signingIntro:
    "Print the PDF above. Each of you signs it before a notary, who completes the acknowledgment; then each of you records your own signing here with the notarized copy. The change takes effect only when you have both signed.",
  signingWitnesses: (count: number) =>
    `Sign before ${count} witness${count === 1 ? "" : "es"} who sign too. Neither of you can be a witness.`,
  signingCounsel: (stateName: string) =>
    `Each of you must have your own attorney under ${stateName} law: name the attorney who advised you.`,
  signingUnavailable: "It cannot be signed yet:",
  signingDisclosure:
    "Each of you confirms or updates your financial disclosure after starting this change, before you sign.",
  disclosureTitle: "Your financial disclosure",
  disclosureConfirmed: (day: string) => `You confirmed your disclosure for this change on ${day}.`,
  disclosureToConfirm:
    "Confirm your disclosure for this change. If nothing has changed, confirm it as it is; if something has, update it first on the Financial Disclosure page.",
  disclosureNotGiven:
    "Your disclosure is not complete: complete it on the Financial Disclosure page, then come back to sign.",
  confirmDisclosure: "My disclosure is still complete",
  updateDisclosure: "Update my disclosure",
  partnerDisclosure: (name: string, confirmed: boolean) =>
    confirmed
      ? `${name} has confirmed their disclosure for this change.`
      : `${name} has not confirmed their disclosure for this change yet.`,
  signedBy: (name: string, day: string) => `${name} signed on ${day}.`,
  notSignedBy: (name: string) => `${name} has not signed yet.`,
  downloadCopy: "Signed copy",
  downloadSignedCopy: (name: string) => `Download the copy ${name} signed`,
  waitingForPartner: "Your signing is recorded. The change takes effect when your partner has signed too.",
  lockedText:
    "One of you has signed, so the text can no longer change. To change it, delete the draft and start again.",
  signedOnLabel: "The day on the notary's certificate",
  witnessLabel: (index: number) => `Witness ${index + 1}: full name`,
  counselLabel: "Your attorney",
  counselOptional: "Your attorney (optional)",
  notarizedCopyLabel: "Your notarized copy (PDF)",
  notarizedCopyHint: "The signed pages with the notary's certificate, scanned as one PDF.",
  onlyPdf: "Only a PDF can be recorded: scan the signed pages as a PDF.",
  recordSigning: "Record my signing",
  signingChecks: {
    signedOn: "Give the day on the notary's certificate.",
    witness: "Give each witness's full name.",
    counsel: "Name the attorney who advised you.",
    file: "Choose the notarized copy (PDF).",
  },

  // Deleting the draft.
  deleteDraft: "Delete draft",
  deleteQuestion: "Delete this draft? Its changes are lost; your signed agreement stays as it is.",
  deleteConfirm: "Yes, delete the draft",
  deleteKeep: "Keep it",
} as const;

export { CHANGE_REASONS, reasonLabel, type ChangeReason } from "@prenup/ui";

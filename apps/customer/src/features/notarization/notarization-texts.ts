import { NOTARIZATION_MESSAGES } from "@prenup/domain";
import { SUPPORT_EMAIL } from "@prenup/ui";
import { PAGE_TITLES } from "../../components/page-titles/page-titles.ts";

/** The notarization screens' words (the spec's where it gives them). */
export const NOTARIZATION_TEXTS = {
  title: PAGE_TITLES.reviewAndNotarize,
  onlineTitle: "Notarize your agreement online",
  onlineIntro:
    "You'll each join a short video session with a commissioned notary, show your ID and sign. Your attorneys sign in the same session when you have them. Each of you gets your own signing link.",
  startOnline: "Notarize online",
  locationTitle: "Where will you be when you sign?",
  locationYes: (state: string) => `Yes, I'll be in ${state}`,
  locationNo: "No, I'll be elsewhere",
  locationLabel: "Your answer",
  locationSignersLabel: "Each signer's answer",
  locationInState: (state: string) => `In ${state}`,
  locationElsewhere: (state: string) => `Not in ${state}`,
  locationUnanswered: "Not answered yet",
  /** Who notarized an online session, as the notary's commission names them. */
  sessionNotary: (notary: string) => `Your notary: ${notary}.`,
  /** Where the notary's record of an online session is, and how to get a copy (never the provider's record id). */
  sessionJournal: (hasNotary: boolean) =>
    `${hasNotary ? "They" : "Your notary"} entered your signing in their notary journal and kept the recording of your session. If you ever need a copy of the journal entry or the recording, write to ${SUPPORT_EMAIL} and we will get it from the notary for you.`,
  proofTitle: "Notarize your agreement in person",
  proofIntro:
    "After the notary has signed and sealed your agreement, scan or photograph every page into one PDF and upload it here.",
  proofLabel: "Notarized agreement (PDF)",
  proofUpload: "Upload notarized copy",
  proofOnlyPdf: "Only a PDF of the notarized agreement can be uploaded.",
  instructionsLabel: "What to arrange for the signing",
  signedOnLabel: "Date of signing",
  signedOnHelp: "The date the notary wrote on the certificate.",
  signedOnShown: "Signed on",
  signingProblemTitle: "This signing does not count",
  lateStatus: "Completed too late",
  lateWhatToDo:
    "We keep the notarized copy, but your agreement is not treated as notarized. If your wedding date has changed, correct it in your questionnaire and contact us. If the notary's certificate shows an earlier date, send us a copy: an administrator can correct the date. Otherwise, speak to an attorney about a postnuptial agreement.",
  reviewTitle: "Your notarization",
  signersIntro:
    "Each signer joins the notary's session with their own link. This page follows the notary's reports as each of you signs.",
  signerSigned: "Signed",
  signerWaiting: "Not signed yet",
  openMySession: "Open my signing session",
  reset: "Start over",
  continue: "Continue",
  completeTitle: NOTARIZATION_MESSAGES.completeTitle,
  congratulationsTitle: "Congratulations!",
  congratulationsText:
    "Your prenuptial agreement is complete and notarized. Keep a copy of both files somewhere safe: each of you should have one.",
  downloadAgreement: "Download your agreement",
  downloadNotarized: "Download the notarized copy",
} as const;

/** The button shown with each blocker of the spec's availability order (where there is something to do). */
export const BLOCKER_ACTIONS: Record<string, { label: string; to: string } | undefined> = {
  NOT_GENERATED: { label: "Generate your document", to: "/documents" },
  OWN_ATTORNEY_NOT_BOOKED: { label: "Book your attorney", to: "/attorney-services?serviceType=REPRESENTATION" },
  NOT_REVIEWED: { label: "Review your document", to: "/documents/review" },
};

/** "Your attorney's certification" (counsel-certification-card.tsx). */
export const COUNSEL_CERTIFICATION_TEXTS = {
  formTitle: "Your attorney's certification",
  formIntro:
    "Your agreement ends with a certification page for your attorney. Once they have reviewed the final text with you, ask them to sign that page, then upload the signed page here with their details.",
  attorneyName: "Attorney's full name",
  attorneyEmail: "Attorney's e-mail",
  barNumber: "Bar number",
  barState: "State of bar admission",
  file: "Signed certification (PDF)",
  fileHint: "A scan or photo saved as a PDF, up to 10 MB.",
  fileMissing: "Choose the signed certification page (a PDF).",
  submit: "Put my attorney on record",
  cancel: "Keep the one on record",
  signWithoutIntro: "Signing without an attorney after all?",
  signWithoutLink: "Change your answer about your own attorney",
  signWithoutPath: "/questionnaire/background_information",
  onRecordTitle: "Your attorney is on record",
  onRecord: (name: string, barNumber: string | null, barState: string | null, recordedAt: string) =>
    `${name}${barNumber ? ` (bar no. ${barNumber}${barState ? `, ${barState}` : ""})` : ""} certified the final text of your agreement. Recorded ${recordedAt}.`,
  fingerprint: (fileName: string, sha256: string) => `${fileName} · SHA-256 ${sha256}`,
  replace: "Upload another certification",
  withdraw: "Withdraw it",
} as const;

export const STATUS_TEXT: Record<string, string> = {
  CREATED: "Waiting for signers",
  IN_PROGRESS: "Signing under way",
  COMPLETED: "Notarized",
  CANCELLED: "Cancelled",
};

/**
 * A signer as the couple reads them: the name the notary has, "(you)" for the reader, and what an
 * attorney is there for ("Morgan Ellis, Alex's attorney").
 */
export function signerText(
  signer: { role: "USER_A" | "USER_B" | "ATTORNEY_A" | "ATTORNEY_B"; name: string | null },
  names: { me: "A" | "B" | null; A: string | null; B: string | null },
): string {
  const side = signer.role.endsWith("_A") ? "A" : "B";
  if (signer.role.startsWith("USER_")) {
    const name = signer.name ?? names[side] ?? (side === names.me ? "You" : "Your partner");
    return side === names.me ? `${name} (you)` : name;
  }
  const client = side === names.me ? "your" : names[side] ? `${names[side]}'s` : "your partner's";
  return signer.name
    ? `${signer.name}, ${client} attorney`
    : `${client.charAt(0).toUpperCase()}${client.slice(1)} attorney`;
}

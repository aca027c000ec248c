import { UI_MESSAGES } from "@prenup/domain";

/** Texts of the alignment screen; the catalogue's messages (customer spec §8) come from @prenup/domain. */
export const ALIGNMENT_TEXTS = {
  title: "Alignment",
  intro:
    "Some of your answers differ from your partner's. For each question below, agree with your partner's answer or change yours, until you both say the same thing. Your agreement is generated from the answers you share.",
  introWaiting: "Once you have both finished the questionnaire, your answers are compared here, and you settle together any question you answered differently.",
  noDisputes: "You and your partner agree on every question. You can continue to your documents.",
  userIncomplete: "Your questionnaire is not complete yet. Finish it so that your answers can be compared with your partner's.",
  partnerIncomplete: (partnerName: string) =>
    `${partnerName} has not completed the questionnaire yet. Alignment starts once you have both finished.`,
  completeQuestionnaire: "Complete questionnaire",
  sendReminder: "Send reminder email",
  reminderSent: (partnerName: string, when: string) => `Reminder sent to ${partnerName} on ${when}.`,
  lastReminder: (when: string) => `The last reminder was sent on ${when}.`,
  viewHistory: "View alignment history",
  historyTitle: "Alignment history",
  historyEmpty: "No answers have been aligned yet.",
  agree: "Agree with partner",
  change: "Change my answer",
  continue: "Continue",
  myAnswer: "Your answer",
  partnerAnswer: (partnerName: string) => `${partnerName}'s answer`,
  noAnswer: "No answer",
  changeTitle: "Change my answer",
  save: "Save answer",
  cancel: "Cancel",
  sessionMissing: UI_MESSAGES.alignmentSessionMissing,
  disputesFailed: UI_MESSAGES.alignmentDisputesFailed,
  disputeMissing: UI_MESSAGES.alignmentDisputeMissing,
  historyFailed: UI_MESSAGES.loadingAlignmentHistory,
  /** Customer spec §8, verbatim (not yet in UI_MESSAGES). */
  alignmentsFailed: "Could not load alignments. Refresh...",
} as const;

/** The partner as this screen names them: first name, else "Your partner". */
export function partnerDisplayName(partner: { firstName?: string | null } | null | undefined): string {
  const first = partner?.firstName?.trim();
  return first ? first : "Your partner";
}

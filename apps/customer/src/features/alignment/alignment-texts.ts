import { UI_MESSAGES } from "@prenup/domain";
import { PAGE_TITLES } from "../../components/page-titles/page-titles.ts";

/** Texts of the alignment screen; the catalogue's messages come from @prenup/domain. */
export const ALIGNMENT_TEXTS = {
  title: PAGE_TITLES.alignment,
  intro:
    "Some of your answers differ from your partner's. For each question below, agree with your partner's answer, change yours, or propose an answer to your partner, until you both say the same thing. Your agreement is generated from the answers you share.",
  introWaiting:
    "Once you have both finished the questionnaire, your answers are compared here, and you settle together any question you answered differently.",
  noDisputes: "You and your partner agree on every question. You can continue to your documents.",
  /** No dispute, but some answers are a suggestion nobody chose: not counted as agreed. */
  noDisputesWithSuggestions: (count: number) =>
    `You gave the same answers, but ${count === 1 ? "1 answer is" : `${count} answers are`} still a suggestion nobody chose. Matching suggestions don't count as agreeing: choose them before your agreement is generated.`,
  suggestionsTitle: "Not chosen yet",
  suggestionsIntro:
    "These answers are still the questionnaire's suggestion, which nobody has chosen. Each of you chooses your own answer in its section: open yours to keep the suggestion or choose another.",
  notChosenByMe: "Still a suggestion: choose your answer",
  notChosenByPartner: (partnerName: string) => `Still a suggestion: waiting for ${partnerName} to choose`,
  notChosenByBoth: (partnerName: string) => `Still a suggestion: you and ${partnerName} each choose`,
  /** "Agree with partner" changes a legal answer: it asks first. */
  agreeConfirmTitle: "Take your partner's answer?",
  agreeConfirm: (partnerName: string, answer: string) =>
    `Change your answer to ${partnerName}'s: “${answer}”? This changes your agreement.`,
  agreeConfirmLabel: "Yes, change my answer",
  userIncomplete:
    "Your questionnaire is not complete yet. Finish it so that your answers can be compared with your partner's.",
  partnerIncomplete: (partnerName: string) =>
    `${partnerName} has not completed the questionnaire yet. Alignment starts once you have both finished.`,
  /** Where the questionnaire goes on: the section to answer next, as the side menu names it. */
  continueQuestionnaire: (section: string | null) =>
    section ? `Continue the questionnaire: ${section}` : "Continue the questionnaire",
  /** A finished questionnaire: its answers, to read or change. */
  lookOverAnswers: "Look over your answers",
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
  /** When the alignments cannot be read (a catalogue message not yet in UI_MESSAGES). */
  alignmentsFailed: "Could not load alignments. Refresh...",
  /** The conversation around each dispute. */
  thread: {
    title: "Conversation",
    empty: "No proposals yet. Propose one of the answers, with a few words on why.",
    loading: "Loading the conversation…",
    failed: "The conversation could not be loaded.",
    retry: "Try again",
    you: "You",
    proposed: (who: string, option: string) => `${who} proposed “${option}”.`,
    countered: (who: string, option: string) => `${who} proposed another answer: “${option}”.`,
    accepted: (who: string, option: string) => `${who} accepted “${option}”.`,
    askedAttorney: (who: string) => `${who} asked their attorney to look at this question.`,
    superseded: "Answered with another proposal",
    awaitingYou: (partnerName: string, option: string) =>
      `${partnerName} proposes “${option}”. Accept it, or propose another answer.`,
    awaitingPartner: (partnerName: string, option: string) =>
      `Waiting for ${partnerName} to answer your proposal: “${option}”.`,
    accept: "Accept proposal",
    propose: "Propose an answer",
    counter: "Propose another answer",
    askAttorney: "Ask my attorney",
    attorneyAsked: "You asked your attorney to look at this question. They can read this conversation.",
    formTitle: "Your proposal",
    optionLabel: "The answer you propose",
    commentLabel: "Comment (optional)",
    commentPlaceholder: "Why this answer works for both of you",
    send: "Send proposal",
    cancel: "Cancel",
    chooseOption: "Choose one of the answers.",
    pastTitle: "Settled conversations",
    pastFailed: "Your settled conversations could not be loaded.",
  },
} as const;

/** The partner as this screen names them: first name, else "Your partner". */
export function partnerDisplayName(partner: { firstName?: string | null } | null | undefined): string {
  const first = partner?.firstName?.trim();
  return first ? first : "Your partner";
}

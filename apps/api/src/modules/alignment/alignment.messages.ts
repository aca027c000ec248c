import { UI_MESSAGES } from "@prenup/domain";

/** The alignment module's refusal messages. */
export const ALIGNMENT_MESSAGES = {
  disputeNotFound: UI_MESSAGES.alignmentDisputeMissing,
  noDocument: "Choose your state to start your prenup before answering questions.",
  /** A thread action on a document, partner or question with no dispute thread. */
  threadNotFound: "Dispute not found. Please refresh the page.",
  proposalNotPending: "This proposal has already been answered. Please refresh the page.",
  attorneyAlreadyAsked: "You have already asked your attorney about this question.",
} as const;

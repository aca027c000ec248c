/**
 * The conversation around a dispute (/alignment): a partner proposes one of the question's options
 * with a short comment; the other partner accepts it (both answers become the option and the
 * dispute resolves) or counters with another option (the first proposal is superseded); a partner
 * with an attorney may ask them to look at the thread. The rules here are the server's and the
 * screens': the server refuses with the refusal's code and message, the screens offer only what the
 * rules allow.
 */
import { z } from "zod";
import type { ErrorCode } from "./error-codes.ts";
import { textSchema } from "./text.ts";

export const PROPOSAL_STATUSES = ["PENDING", "ACCEPTED", "SUPERSEDED"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** What a thread records: a proposal, a counter-proposal, an acceptance, a request to an attorney. */
export const THREAD_EVENT_KINDS = ["PROPOSED", "COUNTERED", "ACCEPTED", "ASKED_ATTORNEY"] as const;
export type ThreadEventKind = (typeof THREAD_EVENT_KINDS)[number];

/** The longest comment a proposal carries, in characters. */
export const PROPOSAL_COMMENT_MAX_LENGTH = 500;

/** How long the other partner's e-mail waits for more actions on the couple's threads, in minutes (one e-mail per window). */
export const THREAD_MAIL_WINDOW_MINUTES = 10;

export const PROPOSAL_MESSAGES = {
  notParty: "Only the partners of this agreement can take part in its alignment.",
  disputeClosed: "This question is no longer disputed. Please refresh the page.",
  noOptions:
    "This question is answered in your own words, so there is no option to propose. Change your answer instead.",
  optionNotOffered: "Choose one of the question's options.",
  ownPending: "Your proposal is waiting for your partner's reply. You can propose again once they answer it.",
  sameAsPending: "Your partner already proposed this option. Accept their proposal instead.",
  proposalNotFound: "Proposal not found. Please refresh the page.",
  ownProposal: "Only your partner can accept your proposal.",
  notPending: "This proposal has already been answered. Please refresh the page.",
  noAttorney: "You have no attorney assigned to you yet, so there is nobody to ask.",
  alreadyAsked: "You have already asked your attorney about this question.",
} as const;

/** A proposal or counter-proposal as the partner sends it (the form and the server read it with this schema). */
export const proposalBodySchema = z.object({
  questionOptionId: z.uuid({ error: PROPOSAL_MESSAGES.optionNotOffered }),
  comment: textSchema({
    max: PROPOSAL_COMMENT_MAX_LENGTH,
    trim: true,
    messages: {
      notText: "The comment must be text.",
      tooLong: `Keep your comment to ${PROPOSAL_COMMENT_MAX_LENGTH} characters or fewer.`,
    },
  }).default(""),
});
export type ProposalBody = z.infer<typeof proposalBodySchema>;

export type ThreadRefusal = { code: ErrorCode; message: string; field?: string };

export type ProposalLike = { id: string; proposedByUserId: string; questionOptionId: string; status: ProposalStatus };

export type Parties = { userAId: string; userBId: string | null };

const isParty = (parties: Parties, userId: string) => parties.userAId === userId || parties.userBId === userId;

/** The proposal awaiting an answer on a thread, if any (at most one: the database keeps it so). */
export function pendingProposal<P extends ProposalLike>(proposals: readonly P[]): P | null {
  return proposals.find((proposal) => proposal.status === "PENDING") ?? null;
}

/**
 * Why `actorId` may not propose `questionOptionId` on the thread, or null when they may: a party,
 * on an open dispute over a question with options, one of them, and not while their own proposal
 * awaits the partner (a counter to the partner's proposal must offer another option).
 */
export function proposeRefusal(input: {
  actorId: string;
  parties: Parties;
  disputeOpen: boolean;
  /** The question's options (none: a typed answer, nothing to propose). */
  questionOptionIds: readonly string[];
  questionOptionId: string;
  proposals: readonly ProposalLike[];
}): ThreadRefusal | null {
  if (!isParty(input.parties, input.actorId)) return { code: "FORBIDDEN", message: PROPOSAL_MESSAGES.notParty };
  if (!input.disputeOpen) return { code: "DISPUTE_NOT_FOUND", message: PROPOSAL_MESSAGES.disputeClosed };
  if (input.questionOptionIds.length === 0)
    return { code: "PROPOSAL_NOT_ALLOWED", message: PROPOSAL_MESSAGES.noOptions };
  if (!input.questionOptionIds.includes(input.questionOptionId)) {
    return { code: "VALIDATION_FAILED", message: PROPOSAL_MESSAGES.optionNotOffered, field: "questionOptionId" };
  }
  const pending = pendingProposal(input.proposals);
  if (pending?.proposedByUserId === input.actorId)
    return { code: "PROPOSAL_PENDING", message: PROPOSAL_MESSAGES.ownPending };
  if (pending && pending.questionOptionId === input.questionOptionId)
    return { code: "PROPOSAL_NOT_ALLOWED", message: PROPOSAL_MESSAGES.sameAsPending };
  return null;
}

/** Whether `actorId` may propose some option on the thread now (the screen's Propose button). */
export function mayPropose(input: Omit<Parameters<typeof proposeRefusal>[0], "questionOptionId">): boolean {
  return input.questionOptionIds.some((questionOptionId) => proposeRefusal({ ...input, questionOptionId }) === null);
}

/** What an allowed proposal is: a counter (superseding the partner's pending proposal) or a first proposal. */
export function proposalKind(proposals: readonly ProposalLike[]): {
  kind: "PROPOSED" | "COUNTERED";
  supersedes: string | null;
} {
  const pending = pendingProposal(proposals);
  return pending ? { kind: "COUNTERED", supersedes: pending.id } : { kind: "PROPOSED", supersedes: null };
}

/**
 * Why `actorId` may not accept proposal `proposalId`, or null when they may: only the other
 * partner, only the pending proposal (a superseded or accepted one is history), only while the
 * dispute is open.
 */
export function acceptRefusal(input: {
  actorId: string;
  parties: Parties;
  disputeOpen: boolean;
  proposalId: string;
  proposals: readonly ProposalLike[];
}): ThreadRefusal | null {
  if (!isParty(input.parties, input.actorId)) return { code: "FORBIDDEN", message: PROPOSAL_MESSAGES.notParty };
  const proposal = input.proposals.find((candidate) => candidate.id === input.proposalId);
  if (!proposal) return { code: "PROPOSAL_NOT_FOUND", message: PROPOSAL_MESSAGES.proposalNotFound };
  if (proposal.status !== "PENDING") return { code: "PROPOSAL_NOT_PENDING", message: PROPOSAL_MESSAGES.notPending };
  if (proposal.proposedByUserId === input.actorId)
    return { code: "PROPOSAL_PENDING", message: PROPOSAL_MESSAGES.ownProposal };
  if (!input.disputeOpen) return { code: "DISPUTE_NOT_FOUND", message: PROPOSAL_MESSAGES.disputeClosed };
  return null;
}

/**
 * The answer writes an acceptance makes, partner A's first: each partner whose answer is not
 * exactly the proposed option (that option alone, no text of their own) gets it. The last write resolves the dispute (both answers are then
 * the option, so the question is no longer disputed: `findDisputes`' rule).
 */
export function acceptanceWrites(input: {
  proposal: Pick<ProposalLike, "questionOptionId">;
  parties: { userAId: string; userBId: string };
  answers: readonly { userId: string; valueTyped?: string | null; questionOptionIds: readonly string[] }[];
}): { userId: string; questionOptionIds: string[]; resolves: boolean }[] {
  const target = [input.proposal.questionOptionId];
  const differs = (userId: string) => {
    const current = input.answers.find((answer) => answer.userId === userId);
    const options = current?.questionOptionIds ?? [];
    return options.length !== 1 || options[0] !== target[0] || Boolean(current?.valueTyped?.trim());
  };
  const changing = [input.parties.userAId, input.parties.userBId].filter(differs);
  return changing.map((userId, index) => ({
    userId,
    questionOptionIds: [...target],
    resolves: index === changing.length - 1,
  }));
}

/** The attorney assigned to the partner `userId` on the document (their representing attorney), or null. */
export function attorneyOfParty(
  document: Parties & { attorneyAId: string | null; attorneyBId: string | null },
  userId: string,
): string | null {
  if (document.userAId === userId) return document.attorneyAId;
  if (document.userBId === userId) return document.attorneyBId;
  return null;
}

/** Why `actorId` may not ask their attorney about the thread, or null: a party with an attorney, on an open dispute, once. */
export function attorneyRequestRefusal(input: {
  actorId: string;
  document: Parties & { attorneyAId: string | null; attorneyBId: string | null };
  disputeOpen: boolean;
  alreadyAsked: boolean;
}): ThreadRefusal | null {
  if (!isParty(input.document, input.actorId)) return { code: "FORBIDDEN", message: PROPOSAL_MESSAGES.notParty };
  if (!input.disputeOpen) return { code: "DISPUTE_NOT_FOUND", message: PROPOSAL_MESSAGES.disputeClosed };
  if (!attorneyOfParty(input.document, input.actorId))
    return { code: "ATTORNEY_NOT_ASSIGNED", message: PROPOSAL_MESSAGES.noAttorney };
  if (input.alreadyAsked) return { code: "ATTORNEY_ALREADY_ASKED", message: PROPOSAL_MESSAGES.alreadyAsked };
  return null;
}

export type ThreadStatus = "RESOLVED" | "AWAITING_YOU" | "AWAITING_PARTNER" | "OPEN";

/**
 * Where a thread stands for `viewerId`: RESOLVED once the question is no longer disputed (an
 * acceptance resolves it, and so does either partner changing their answer); while it is open,
 * AWAITING_YOU when the partner's proposal waits for the viewer's answer, AWAITING_PARTNER when the
 * viewer's waits for the partner's, else OPEN.
 */
export function threadStatus(input: {
  viewerId: string;
  disputeOpen: boolean;
  proposals: readonly ProposalLike[];
}): ThreadStatus {
  if (!input.disputeOpen) return "RESOLVED";
  const pending = pendingProposal(input.proposals);
  if (!pending) return "OPEN";
  return pending.proposedByUserId === input.viewerId ? "AWAITING_PARTNER" : "AWAITING_YOU";
}

/** How many of the partner's proposals await `userId`'s answer: pending, by the partner, on a question still disputed. */
export function proposalsAwaiting(input: {
  userId: string;
  openDisputeQuestionIds: ReadonlySet<string>;
  pending: readonly { questionId: string; proposedByUserId: string }[];
}): number {
  return input.pending.filter(
    (proposal) => proposal.proposedByUserId !== input.userId && input.openDisputeQuestionIds.has(proposal.questionId),
  ).length;
}

import type { AttorneySupport, Respondent } from "./enums.ts";
import { isLive } from "./soft-delete.ts";
import { INVALID_EMAIL_MESSAGE } from "./text.ts";

/**
 * The couple of an agreement: which side a user is on, who their partner is, which agreement they
 * work on, and the answers that belong to both (the wedding date). The SQL twins of these rules are
 * the named fragments of `@prenup/db` (`documentParty`, `activeDocumentOf`, `sideOfUser`,
 * `partnerOfUser`), held equal by parity tests.
 */

export type DocumentParties = { userAId: string; userBId?: string | null };

/** The side of the couple `userId` is on: "A", "B", or null for anyone else (attorneys, staff, strangers). */
export function sideOf(document: DocumentParties, userId: string): Respondent | null {
  if (document.userAId === userId) return "A";
  if (document.userBId !== null && document.userBId !== undefined && document.userBId === userId) return "B";
  return null;
}

/** True when `userId` is partner A or partner B of the document. */
export function isDocumentParty(document: DocumentParties, userId: string): boolean {
  return sideOf(document, userId) !== null;
}

/** The other partner's user id (B's for A, A's for B); null for a non-party or while B has not joined. */
export function partnerIdOf(document: DocumentParties, userId: string): string | null {
  const side = sideOf(document, userId);
  if (side === "A") return document.userBId ?? null;
  if (side === "B") return document.userAId;
  return null;
}

/** The agreement a user works on: not deleted, active, and the user one of its two parties. */
export function isActiveDocumentOf(
  document: DocumentParties & { deletedAt?: Date | string | null; isActive: boolean },
  userId: string,
): boolean {
  return isLive(document) && document.isActive && isDocumentParty(document, userId);
}

/** The content key of the questionnaire's wedding-date question. */
export const WEDDING_DATE_KEY = "wedding_date";

/** The messages of inviting the partner (the invitation form and the server say the same). */
export const PARTNER_INVITE_MESSAGES = {
  emailInvalid: INVALID_EMAIL_MESSAGE,
  inviteYourself: "You can't invite yourself",
} as const;

export type CoupleAnswerValue = { questionId: string; valueTyped?: string | null };

/**
 * The couple's answer to a question that belongs to both of them: partner A's answer, else partner
 * B's. A blank answer counts as none; the value is trimmed.
 */
export function coupleAnswer(input: {
  questionId: string | null | undefined;
  A: readonly CoupleAnswerValue[];
  B: readonly CoupleAnswerValue[];
}): string | null {
  if (!input.questionId) return null;
  for (const answers of [input.A, input.B]) {
    const value = answers.find((answer) => answer.questionId === input.questionId)?.valueTyped?.trim();
    if (value) return value;
  }
  return null;
}

/** The couple's wedding date (`WEDDING_DATE_KEY`): partner A's answer, else partner B's. */
export function coupleWeddingDate(input: {
  questions: readonly { id: string; key: string }[];
  A: readonly CoupleAnswerValue[];
  B: readonly CoupleAnswerValue[];
}): string | null {
  const questionId = input.questions.find((question) => question.key === WEDDING_DATE_KEY)?.id;
  return coupleAnswer({ questionId, A: input.A, B: input.B });
}

/** Each side's answers from the reader's and the partner's: the reader's are A's when they are partner A. */
export function answersBySide<T>(side: Respondent | null, mine: T, partners: T): { A: T; B: T } {
  return side === "B" ? { A: partners, B: mine } : { A: mine, B: partners };
}

/** Attorney services (representation, Q&A) are offered only where the state's attorney support is PARTNER. */
export function attorneyServicesOffered(attorneySupport: AttorneySupport | null | undefined): boolean {
  return attorneySupport === "PARTNER";
}

/**
 * Who gets each representation unit of a purchase, in order: bought twice, one is the buyer's and
 * one the partner's (the buyer first); a buyer who already has representation buys for the partner.
 * Without a partner, or for any other product, every unit is the buyer's. Unit i goes to
 * `beneficiaries[min(i, length - 1)]` (`representationBeneficiaryOf`).
 */
export function representationBeneficiaries(input: {
  isRepresentation: boolean;
  buyerId: string;
  partnerId: string | null;
  buyerHasRepresentation: boolean;
}): string[] {
  if (!input.isRepresentation || input.partnerId === null) return [input.buyerId];
  return input.buyerHasRepresentation ? [input.partnerId] : [input.buyerId, input.partnerId];
}

/** The user a unit (0-based) of a purchase is for (see `representationBeneficiaries`). */
export function representationBeneficiaryOf(beneficiaries: readonly string[], unitIndex: number): string {
  return beneficiaries[Math.min(Math.max(0, unitIndex), beneficiaries.length - 1)]!;
}

import type { AgreementKind } from "./agreement-kind.ts";
import type { DocumentStatus, Respondent } from "./enums.ts";
import { toDayNumber } from "./dates.ts";
import { formatDay } from "./format.ts";
import { fullName, type NameParts } from "./names.ts";

/** Document states, notarization availability and the California wait. */

export type DocumentLike = {
  /** Absent: a premarital agreement (PRENUP). */
  kind?: AgreementKind;
  userAId: string;
  userBId?: string | null;
  attorneyAId?: string | null;
  attorneyBId?: string | null;
  userAWillHireAttorney?: boolean | null;
  userBWillHireAttorney?: boolean | null;
  status?: DocumentStatus;
  lastGeneratedAt?: Date | string | null;
  userAReviewedAt?: Date | string | null;
  userBReviewedAt?: Date | string | null;
  reviewedAt?: Date | string | null;
  finalizedAt?: Date | string | null;
  /** The review period's start kept across a correction that does not change the terms (`ReviewPeriodFacts`). */
  reviewPeriodFrom?: Date | string | null;
  lastGeneratedInputHash?: string | null;
};

type ReviewStamps = Pick<DocumentLike, "userBId" | "userAReviewedAt" | "userBReviewedAt">;

/** Each partner's review of the current text as `respondent` sees them: their own and their partner's (null: not reviewed). */
export function reviewsOf(
  document: ReviewStamps,
  respondent: Respondent,
): { mine: Date | string | null; partner: Date | string | null } {
  const a = document.userAReviewedAt ?? null;
  const b = document.userBReviewedAt ?? null;
  return respondent === "A" ? { mine: a, partner: b } : { mine: b, partner: a };
}

/**
 * The couple's review is complete once each partner has reviewed the current text: each must
 * receive and read the text that binds them (California counts each party's seven days from when
 * that party was given the final text, Fam. Code § 1615(c)(2); elsewhere it goes to whether each
 * signed voluntarily and informed). A document no partner B has joined is never reviewed by the
 * couple. The server stamps the document's `reviewedAt` with the review that completes it.
 */
export function bothPartnersReviewed(document: ReviewStamps): boolean {
  return isSet(document.userBId) && isSet(document.userAReviewedAt) && isSet(document.userBReviewedAt);
}

/**
 * The value of `lastGeneratedInputHash` that marks a document imported from outside the product
 * (the spec: "a special value marks imported documents"). A real input hash is a hex digest, so this
 * word can never collide with one.
 */
export const IMPORTED_DOCUMENT_HASH = "IMPORTED";

/** True for a document imported from outside the product (alignment is not offered for those). */
export function isDocumentImported(document: Pick<DocumentLike, "lastGeneratedInputHash">): boolean {
  return document.lastGeneratedInputHash === IMPORTED_DOCUMENT_HASH;
}

export type DocumentFlags = {
  generated: boolean;
  inEditor: boolean;
  reviewed: boolean;
  finalized: boolean;
  inProof: boolean;
  notarizationComplete: boolean;
};

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== "";
}

/**
 * The derived states of a document:
 * - generated: lastGeneratedAt is set;
 * - inEditor: generated, an attorney (A or B) is assigned, and not finalized;
 * - reviewed: reviewedAt is set, the moment both partners had reviewed the current text;
 * - finalized: finalizedAt is set;
 * - inProof: a notarization exists without a completion date and the state allows online notary;
 * - notarizationComplete: the notarization has a completion date.
 */
export function documentFlags(input: {
  document: DocumentLike;
  notarization: { notarizationCompletedAt?: string | Date | null } | null;
  stateAllowsOnlineNotary: boolean;
}): DocumentFlags {
  const { document, notarization } = input;
  const generated = isSet(document.lastGeneratedAt);
  const finalized = isSet(document.finalizedAt);
  const notarizationComplete = notarization !== null && isSet(notarization.notarizationCompletedAt);
  return {
    generated,
    inEditor: generated && (isSet(document.attorneyAId) || isSet(document.attorneyBId)) && !finalized,
    reviewed: isSet(document.reviewedAt),
    finalized,
    inProof: notarization !== null && !notarizationComplete && input.stateAllowsOnlineNotary,
    notarizationComplete,
  };
}

/** The questionnaire is blocked (a status panel shows instead) when the document is in editor, in proof, notarized, reviewed or finalized. */
export function isQuestionnaireBlocked(flags: DocumentFlags): boolean {
  return flags.inEditor || flags.inProof || flags.notarizationComplete || flags.reviewed || flags.finalized;
}

export type NotarizationBlockerReason =
  | "NOT_GENERATED"
  | "OWN_ATTORNEY_NOT_BOOKED"
  | "PARTNER_ATTORNEY_NOT_BOOKED"
  | "NOT_FULLY_APPROVED"
  | "NOT_REVIEWED"
  | "PARTNER_NOT_REVIEWED"
  | "OWN_COUNSEL_NOT_ON_RECORD"
  | "PARTNER_COUNSEL_NOT_ON_RECORD";

export type NotarizationBlocker = { reason: NotarizationBlockerReason; title: string; message: string };

/**
 * Where a partner's counsel record stands before signing (`counselCertificationState`): NOT_NEEDED
 * (counsel through the platform, or no own attorney named), NEEDED (their own attorney's
 * certification of the current text is not on record), ON_RECORD.
 */
export type CounselCertificationState = "NOT_NEEDED" | "NEEDED" | "ON_RECORD";

/**
 * Title and message of each notarization blocker: each title says what notarization waits for
 * ("… will be available after …"), each message what the person does about it.
 */
export const NOTARIZATION_BLOCKERS: Readonly<Record<NotarizationBlockerReason, { title: string; message: string }>> = {
  NOT_GENERATED: {
    title: "Notarization will be available after you have generated a document.",
    message: "You must generate a document before you can notarize it.",
  },
  OWN_ATTORNEY_NOT_BOOKED: {
    title: "Notarization will be available after you have met with your attorney.",
    message: "You're almost done! You must book an attorney before you can notarize your document.",
  },
  PARTNER_ATTORNEY_NOT_BOOKED: {
    title: "Notarization will be available after your partner has met with their attorney.",
    message:
      "We'll e-mail your partner to let them know they can begin notarization once they have met with their attorney.",
  },
  NOT_FULLY_APPROVED: {
    title: "Notarization will be available after your attorneys have approved your document.",
    message: "Both attorneys must approve your document before you can notarize it.",
  },
  NOT_REVIEWED: {
    title: "Notarization will be available after you have reviewed your document.",
    message: "You must review your document before you can notarize it.",
  },
  PARTNER_NOT_REVIEWED: {
    title: "Notarization will be available after your partner has reviewed the document.",
    message:
      "Each of you reviews the final text before it is signed: your review is recorded, and your partner's is still to come.",
  },
  OWN_COUNSEL_NOT_ON_RECORD: {
    title: "Notarization will be available after your attorney's certification is on record.",
    message:
      "You said your own attorney reviews this agreement. Ask them to sign the attorney certification page of the final text and upload it here, or change your answer under Your own attorney if you will sign without one: the agreement is then generated again with what your state requires when a partner signs without an attorney.",
  },
  PARTNER_COUNSEL_NOT_ON_RECORD: {
    title: "Notarization will be available after your partner's attorney's certification is on record.",
    message:
      "Your partner said their own attorney reviews this agreement, and that attorney's signed certification of the final text is not on record yet. We'll let your partner know.",
  },
};

/**
 * What stops notarization, checked in this order, or null when nothing does:
 * 1. the document is generated; 2. the user's own attorney is booked, if required; 3. the
 * partner's attorney is booked, if required; 4. status is FULLY_APPROVED, if both partners need
 * attorneys; 5. the document is reviewed by both partners (`bothPartnersReviewed`) or finalized —
 * the user's own review first, then the partner's; 6. each partner who named their own attorney has
 * that attorney's certification of the current text on record (`counselCertificationState`) — the
 * user's first.
 */
export function notarizationBlocker(input: {
  generated: boolean;
  ownAttorneyRequired: boolean;
  ownAttorneyBooked: boolean;
  partnerAttorneyRequired: boolean;
  partnerAttorneyBooked: boolean;
  bothPartnersNeedAttorneys: boolean;
  status: DocumentStatus;
  reviewedOrFinalized: boolean;
  /** The user has reviewed the current text (their partner may not have yet). */
  reviewedByMe: boolean;
  /** Each partner's own attorney's certification (`counselCertificationState`); absent: not needed. */
  counselCertification?: { mine: CounselCertificationState; partner: CounselCertificationState };
}): NotarizationBlocker | null {
  const reason: NotarizationBlockerReason | null = !input.generated
    ? "NOT_GENERATED"
    : input.ownAttorneyRequired && !input.ownAttorneyBooked
      ? "OWN_ATTORNEY_NOT_BOOKED"
      : input.partnerAttorneyRequired && !input.partnerAttorneyBooked
        ? "PARTNER_ATTORNEY_NOT_BOOKED"
        : input.bothPartnersNeedAttorneys && input.status !== "FULLY_APPROVED"
          ? "NOT_FULLY_APPROVED"
          : !input.reviewedOrFinalized
            ? input.reviewedByMe
              ? "PARTNER_NOT_REVIEWED"
              : "NOT_REVIEWED"
            : input.counselCertification?.mine === "NEEDED"
              ? "OWN_COUNSEL_NOT_ON_RECORD"
              : input.counselCertification?.partner === "NEEDED"
                ? "PARTNER_COUNSEL_NOT_ON_RECORD"
                : null;
  return reason === null ? null : { reason, ...NOTARIZATION_BLOCKERS[reason] };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toTime(value: Date | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/**
 * What the review period before signing reads: the state's days (`execution.finalAgreementReviewDays`),
 * the current text's review and finalization, whether any attorney is involved, and the start kept
 * across a correction that does not change the terms (`reviewPeriodFrom`, `keptReviewPeriodFrom`).
 */
export type ReviewPeriodFacts = {
  reviewDays: number;
  reviewedAt: Date | string | null;
  finalizedAt: Date | string | null;
  anyAttorneyInvolved: boolean;
  /**
   * When the couple was first presented with the final agreement, kept by an editor's commit marked as
   * not changing the terms (California: "This requirement does not apply to nonsubstantive amendments
   * that do not change the terms of the agreement", Fam. Code § 1615(c)(2)(B)); null otherwise.
   */
  reviewPeriodFrom: Date | string | null;
};

/** A stored agreement's review-period facts (`reviewWait`), for its state's days. */
export function reviewPeriodOf(
  document: Pick<DocumentLike, "reviewedAt" | "finalizedAt" | "attorneyAId" | "attorneyBId" | "reviewPeriodFrom">,
  reviewDays: number,
): ReviewPeriodFacts {
  return {
    reviewDays,
    reviewedAt: document.reviewedAt ?? null,
    finalizedAt: document.finalizedAt ?? null,
    anyAttorneyInvolved: Boolean(document.attorneyAId || document.attorneyBId),
    reviewPeriodFrom: document.reviewPeriodFrom ?? null,
  };
}

/**
 * When the review period started: the current text's review, or its finalization when any attorney is
 * involved; where a correction kept an earlier start (`reviewPeriodFrom`), that earlier moment, once
 * the corrected text is itself reviewed or finalized. Undefined while the current text has no start.
 */
function reviewPeriodStart(facts: ReviewPeriodFacts): number | undefined {
  const current = toTime(facts.anyAttorneyInvolved ? facts.finalizedAt : facts.reviewedAt);
  if (current === undefined) return undefined;
  const kept = toTime(facts.reviewPeriodFrom);
  return kept !== undefined && kept < current ? kept : current;
}

/** When the review period started (`reviewPeriodStart`), for the screens and the dossier; null before it has. */
export function reviewPeriodStartedAt(facts: ReviewPeriodFacts): Date | null {
  const start = reviewPeriodStart(facts);
  return start === undefined ? null : new Date(start);
}

/**
 * The start an editor's commit stores with the new text: for a correction its editor marks as not
 * changing the terms, the start the period already has (kept by an earlier correction, or the current
 * text's review or finalization); null for any other new text, whose own review or finalization
 * starts the period again.
 */
export function keptReviewPeriodFrom(facts: ReviewPeriodFacts, nonsubstantive: boolean): Date | null {
  if (!nonsubstantive) return null;
  const kept =
    toTime(facts.reviewPeriodFrom) ?? toTime(facts.anyAttorneyInvolved ? facts.finalizedAt : facts.reviewedAt);
  return kept === undefined ? null : new Date(kept);
}

/**
 * The review period before signing: the full days the final agreement must be in hand before anyone
 * signs it, as the state-law matrix gives them for the agreement's state
 * (`execution.finalAgreementReviewDays`; 0 where the state has no such rule, 7 in California under
 * Family Code § 1615(c)(2)(B)). The period starts at the review, or at the finalization when any
 * attorney is involved, or earlier where a correction kept its start (`reviewPeriodStart`);
 * `waitUntil` is that moment plus the days (× 24 hours) and `mustWait` says whether `now` is still
 * before it.
 * Decision: without the starting timestamp (not yet reviewed/finalized) there is nothing to wait
 * for yet: { mustWait: false, waitUntil: null }; other rules block notarization meanwhile.
 */
export function reviewWait(input: ReviewPeriodFacts & { now: Date }): { mustWait: boolean; waitUntil: Date | null } {
  if (!(input.reviewDays > 0)) return { mustWait: false, waitUntil: null };
  const start = reviewPeriodStart(input);
  if (start === undefined) return { mustWait: false, waitUntil: null };
  const waitUntil = new Date(start + input.reviewDays * DAY_MS);
  return { mustWait: input.now.getTime() < waitUntil.getTime(), waitUntil };
}

/**
 * The days the product recommends between the final text and the signing where the state's law sets
 * no review period: a recommendation, not a rule of law. Courts asked to enforce a premarital
 * agreement weigh whether each partner had time to consider it before signing; a week is the
 * product's advice, and the couple may choose to sign sooner.
 */
export const RECOMMENDED_REFLECTION_DAYS = 7;

/**
 * Time to reflect where the state sets no review period (`reviewWait` governs where it sets one,
 * and this is null there): the recommended days counted from the same moment as a review period
 * (the review, or the finalization when any attorney is involved). `since`/`until` are null while
 * that moment has not come; `early` says whether `now` is before `until`.
 */
export type ReflectionAdvice = { days: number; since: Date | null; until: Date | null; early: boolean };

export function reflectionAdvice(input: ReviewPeriodFacts & { now: Date }): ReflectionAdvice | null {
  if (input.reviewDays > 0) return null;
  const days = RECOMMENDED_REFLECTION_DAYS;
  const start = reviewPeriodStart(input);
  if (start === undefined) return { days, since: null, until: null, early: false };
  const until = new Date(start + days * DAY_MS);
  return { days, since: new Date(start), until, early: input.now.getTime() < until.getTime() };
}

/** What the screens and the server say about signing before the recommended days (`reflectionAdvice`). */
export const REFLECTION_MESSAGES = {
  title: "Take time to consider the final text",
  advice: (stateName: string | null, days: number, untilDay: string | null) =>
    `${stateName ?? "Your state"} sets no waiting period before signing, but a court asked to enforce your agreement weighs whether each of you had time to consider the final text. We recommend ${days} days${untilDay ? `: signing on or after ${formatDay(untilDay)}` : " from the final text"}. You may sign sooner if you have each had the time you need.`,
  confirm: (days: number) =>
    `We have each had the time we need to consider the final text, and choose to sign before the recommended ${days} days.`,
  notConfirmed: (days: number, untilDay: string) =>
    `Signing before the recommended ${days} days is your choice: confirm that you have each had the time you need, or sign on or after ${formatDay(untilDay)}.`,
} as const;

/**
 * A state with a review period and an attorney involved: the period starts when the agreement is
 * finalized (`reviewWait`), so until then the couple may not sign, even once they have reviewed it
 * (which alone would pass the spec's availability rule 5). False where the state has no review
 * period, without attorneys, and once finalized.
 */
export function awaitsFinalizationForReview(input: {
  reviewDays: number;
  finalizedAt: Date | string | null;
  anyAttorneyInvolved: boolean;
}): boolean {
  if (!(input.reviewDays > 0) || !input.anyAttorneyInvolved) return false;
  return toTime(input.finalizedAt) === undefined;
}

/**
 * Whether the agreement's current text is the one the couple signs, so its PDF is printed as the
 * final agreement (with its signing window) rather than a draft "not for signature": once it is
 * finalized, or once it is reviewed, since the review is what notarization waits for (the spec's
 * availability rule 5, `notarizationBlocker`) — except in a state with a review period and an
 * attorney involved, where signing waits for the finalization (`awaitsFinalizationForReview`). A new generation or an
 * attorney's commit clears both dates, so the new text is a draft again.
 */
export function isFinalForSigning(input: {
  reviewDays: number;
  reviewedAt: Date | string | null;
  finalizedAt: Date | string | null;
  anyAttorneyInvolved: boolean;
}): boolean {
  if (toTime(input.finalizedAt) !== undefined) return true;
  return toTime(input.reviewedAt) !== undefined && !awaitsFinalizationForReview(input);
}

/**
 * Regenerate is offered for a premarital agreement only when the wedding date is in the future (a
 * later calendar day than `now`, in UTC). Decision: an unknown wedding date (null, unreadable) does
 * not block it, since nothing says the wedding has passed; a wedding today is not in the future. A
 * postnup is made during the marriage: its past wedding never stops a regeneration.
 */
export function canOfferRegenerate(weddingDate: Date | string | null, now: Date, kind: AgreementKind): boolean {
  if (kind === "POSTNUP" || weddingDate === null) return true;
  const wedding = toDayNumber(weddingDate);
  const today = toDayNumber(now);
  if (wedding === undefined || today === undefined) return true;
  return wedding > today;
}

export const DEFAULT_DOCUMENT_TERM = "Prenuptial Agreement";

/**
 * The PDF file name: partner A's full name, partner B's full name and the document term, joined
 * by " - ", ending in .pdf ("Alex Rivera - Jordan Lee - Prenuptial Agreement.pdf").
 * Decisions: a missing name is left out; characters that file systems reject (/ \ : * ? " < > |
 * and control characters) are removed; the term defaults to 'Prenuptial Agreement'.
 */
export function documentFileName(userA: NameParts, userB: NameParts, term: string = DEFAULT_DOCUMENT_TERM): string {
  const termText = term.trim() === "" ? DEFAULT_DOCUMENT_TERM : term;
  const parts = [fullName(userA), fullName(userB), termText]
    .map((part) =>
      part
        // eslint-disable-next-line no-control-regex
        .replace(/[/\\:*?"<>|\u0000-\u001f]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((part) => part !== "");
  return `${parts.join(" - ")}.pdf`;
}

/** Where an agreement is on its path, from the server's facts (furthest first wins). */
export const AGREEMENT_STAGES = [
  "NOT_GENERATED",
  "GENERATED",
  "IN_EDITOR",
  "REVIEWED",
  "FINALIZED",
  "NOTARIZATION_UNDER_WAY",
  "NOTARIZED",
] as const;
export type AgreementStage = (typeof AGREEMENT_STAGES)[number];

export const AGREEMENT_STAGE_LABELS: Readonly<Record<AgreementStage, string>> = {
  NOT_GENERATED: "Questionnaire (not generated yet)",
  GENERATED: "Generated",
  IN_EDITOR: "With the attorneys (editor)",
  REVIEWED: "Reviewed",
  FINALIZED: "Finalized",
  NOTARIZATION_UNDER_WAY: "Notarization under way",
  NOTARIZED: "Notarized",
};

/**
 * The agreement's stage: notarized (its live notarization completed), a notarization under way,
 * finalized, reviewed, in the attorneys' editor, generated, or not generated yet.
 */
export function agreementStage(input: { flags: DocumentFlags; hasLiveNotarization: boolean }): AgreementStage {
  const { flags } = input;
  if (flags.notarizationComplete) return "NOTARIZED";
  if (input.hasLiveNotarization) return "NOTARIZATION_UNDER_WAY";
  if (flags.finalized) return "FINALIZED";
  if (flags.reviewed) return "REVIEWED";
  if (flags.inEditor) return "IN_EDITOR";
  if (flags.generated) return "GENERATED";
  return "NOT_GENERATED";
}

export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  NOT_APPROVED: "Not approved",
  PARTIALLY_APPROVED: "Partially approved",
  FULLY_APPROVED: "Fully approved",
};

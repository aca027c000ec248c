import { formatDay } from "./format.ts";
import type { ErrorCode } from "./error-codes.ts";
import type { NotarizationBlocker } from "./documents.ts";
import type { SigningCutoff } from "./signing-deadline.ts";

/**
 * Notarization: how a couple's agreement is notarized, what may stop it, and how a remote
 * notarization session's status moves. Pure rules the server enforces and the screens show.
 */

/** ONLINE: a remote online notarization session; PROOF: notarized in person, the couple uploads the notarized copy. */
export const NOTARIZATION_MODES = ["ONLINE", "PROOF"] as const;
export type NotarizationMode = (typeof NOTARIZATION_MODES)[number];

/**
 * A remote session's status as the notary port reports it: CREATED (links sent, nobody signed),
 * IN_PROGRESS (some signers done), COMPLETED (everyone signed and the notary sealed it),
 * CANCELLED. Statuses only move forward; COMPLETED and CANCELLED are final.
 */
export const NOTARY_EXTERNAL_STATUSES = ["CREATED", "IN_PROGRESS", "COMPLETED", "CANCELLED"] as const;
export type NotaryExternalStatus = (typeof NOTARY_EXTERNAL_STATUSES)[number];

/** The people who sign in a session: both partners and each partner's assigned attorney. */
export const NOTARY_SIGNER_ROLES = ["USER_A", "USER_B", "ATTORNEY_A", "ATTORNEY_B"] as const;
export type NotarySignerRole = (typeof NOTARY_SIGNER_ROLES)[number];

const RANK: Record<NotaryExternalStatus, number> = { CREATED: 0, IN_PROGRESS: 1, COMPLETED: 2, CANCELLED: 2 };

/**
 * Whether a status change reported by the provider should be applied over the current one:
 * forward moves only (a late IN_PROGRESS after COMPLETED is ignored), nothing after a final status,
 * and between equal ranks the newer report wins only when it is not older than the applied one.
 * Decision: an unknown current status (null: none applied yet) accepts anything.
 */
export function shouldApplyNotaryStatus(input: {
  current: NotaryExternalStatus | null;
  currentAt: Date | null;
  next: NotaryExternalStatus;
  nextAt: Date;
}): boolean {
  if (input.current === null) return true;
  if (input.current === "COMPLETED" || input.current === "CANCELLED") return false;
  if (RANK[input.next] > RANK[input.current]) return true;
  if (RANK[input.next] < RANK[input.current]) return false;
  return (
    input.next !== input.current && (input.currentAt === null || input.nextAt.getTime() >= input.currentAt.getTime())
  );
}

/**
 * The signers known to have signed once the notary reports `reported` (its events may come in any
 * order, and a signature is never taken back): the union, in the signers' order; null when the report
 * adds no one (nothing to store). Roles the notary does not name are ignored.
 */
export function signedRolesAfter(
  current: readonly string[],
  reported: readonly string[] | undefined,
): NotarySignerRole[] | null {
  if (!reported) return null;
  const signed = new Set([...current, ...reported]);
  const next = NOTARY_SIGNER_ROLES.filter((role) => signed.has(role));
  return next.length === NOTARY_SIGNER_ROLES.filter((role) => current.includes(role)).length ? null : next;
}

/** The signers of an online session: both partners, and each side's attorney when one is assigned. */
export function notarySignerRoles(document: {
  attorneyAId?: string | null;
  attorneyBId?: string | null;
  userBId?: string | null;
}): NotarySignerRole[] {
  const roles: NotarySignerRole[] = ["USER_A"];
  if (document.userBId) roles.push("USER_B");
  if (document.attorneyAId) roles.push("ATTORNEY_A");
  if (document.attorneyBId) roles.push("ATTORNEY_B");
  return roles;
}

export type NotarizationProblem = { code: ErrorCode; title: string; message: string };

/** A state's review period before signing as its messages name it: its days (the state-law matrix's `finalAgreementReviewDays`) and the state. */
export type ReviewPeriod = { days: number; stateName: string | null; stateAbbreviation: string | null };

export const NOTARIZATION_MESSAGES = {
  waitTitle: (period: ReviewPeriod) =>
    `Notarization will be available after ${period.stateName ? `${period.stateName}'s` : "your state's"} ${period.days}-day review period.`,
  wait: (period: ReviewPeriod, day: string) =>
    `In ${period.stateAbbreviation ?? "your state"} you must review the document for ${period.days} days before notarizing. You can notarize on or after ${formatDay(day)}.`,
  finalizeFirstTitle: (period: ReviewPeriod) =>
    `Notarization will be available ${period.days} days after your agreement is finalized.`,
  finalizeFirst: (period: ReviewPeriod) =>
    `In ${period.stateName ?? "your state"}, when attorneys are involved, the ${period.days}-day review period starts when the agreement is finalized. Finalize it on the review page once your attorneys have approved it.`,
  cutoffTitle: "The agreement can no longer be signed before your wedding.",
  completeTitle: "Your agreement is notarized.",
  complete: "Your notarized agreement is ready to download.",
  openTitle: "Your notarization has started.",
  open: "A notarization is already under way for this agreement. Finish it, or reset it to start again.",
  onlineTitle: "Online notarization is not available in your state.",
  online:
    "Your state's law does not let this agreement be notarized online. Have it notarized in person and upload the notarized copy.",
  partnerMissingTitle: "Notarization will be available after your partner has joined.",
  partnerMissing: "Both partners sign the agreement: invite your partner first.",
} as const;

/**
 * Whether a notarization may start now, and if not, the first reason, checked in this order:
 * 1–5. the spec's availability (`notarizationBlocker`: generated; own attorney booked if required;
 *      partner's attorney booked if required; FULLY_APPROVED when both need attorneys; reviewed or
 *      finalized) with its title and message;
 * 6. both partners are on the agreement (both sign);
 * 7. for an online session, the wedding-day cutoff (`signingCutoff`: nothing is signed on
 *    or after the day the state's deadline allows). A proof upload records a signing that already
 *    happened: its signing date is checked against the window instead (`signingDateProblem`), so a
 *    couple who signed before the wedding may upload after it;
 * 8. the state's review period (California's 7 days): with attorneys it starts at finalization, so
 *    it first waits for the finalization (`awaitsFinalizationForReview`), then for the days (`reviewWait`);
 * 9. the agreement is not notarized already, and no notarization is under way;
 * 10. for an online session: the state allows remote online notarization of this agreement (the
 *    content's execution formalities; otherwise its `notaryBlockText` is the message);
 * 11. for an online session: where the signers will be (`signerLocationProblem`: each has answered
 *    the content's question, and none will be where an online notary may not be used).
 * A proof upload (PROOF) records an in-person notarization, which every state allows.
 */
export function notarizationStartProblem(input: {
  mode: NotarizationMode;
  blocker: NotarizationBlocker | null;
  partnerJoined: boolean;
  signingCutoff: SigningCutoff;
  /** The state's review period (`reviewWait`), with what its messages name. */
  reviewWait: { mustWait: boolean; waitUntil: Date | null } & ReviewPeriod;
  /** A review period with attorneys, not finalized yet: the period has not started. */
  awaitingFinalization?: boolean;
  notarizationComplete: boolean;
  notarizationOpen: boolean;
  onlineAllowed: boolean;
  notaryBlockText: string | null;
  /** The signers' locations' problem for an online session (`signerLocationProblem`); null: none. */
  signerLocation?: NotarizationProblem | null;
}): NotarizationProblem | null {
  if (input.blocker)
    return { code: "NOTARIZATION_NOT_AVAILABLE", title: input.blocker.title, message: input.blocker.message };
  if (!input.partnerJoined)
    return {
      code: "NOTARIZATION_NOT_AVAILABLE",
      title: NOTARIZATION_MESSAGES.partnerMissingTitle,
      message: NOTARIZATION_MESSAGES.partnerMissing,
    };
  if (input.mode === "ONLINE" && !input.signingCutoff.maySign) {
    return {
      code: "SIGNING_DEADLINE_PASSED",
      title: NOTARIZATION_MESSAGES.cutoffTitle,
      message: input.signingCutoff.message ?? NOTARIZATION_MESSAGES.cutoffTitle,
    };
  }
  if (input.awaitingFinalization) {
    return {
      code: "CALIFORNIA_WAIT",
      title: NOTARIZATION_MESSAGES.finalizeFirstTitle(input.reviewWait),
      message: NOTARIZATION_MESSAGES.finalizeFirst(input.reviewWait),
    };
  }
  if (input.reviewWait.mustWait && input.reviewWait.waitUntil) {
    const day = input.reviewWait.waitUntil.toISOString().slice(0, 10);
    return {
      code: "CALIFORNIA_WAIT",
      title: NOTARIZATION_MESSAGES.waitTitle(input.reviewWait),
      message: NOTARIZATION_MESSAGES.wait(input.reviewWait, day),
    };
  }
  if (input.notarizationComplete)
    return {
      code: "NOTARIZATION_COMPLETE",
      title: NOTARIZATION_MESSAGES.completeTitle,
      message: NOTARIZATION_MESSAGES.complete,
    };
  if (input.notarizationOpen)
    return {
      code: "NOTARIZATION_IN_PROGRESS",
      title: NOTARIZATION_MESSAGES.openTitle,
      message: NOTARIZATION_MESSAGES.open,
    };
  if (input.mode === "ONLINE" && !input.onlineAllowed) {
    return {
      code: "ONLINE_NOTARY_NOT_AVAILABLE",
      title: NOTARIZATION_MESSAGES.onlineTitle,
      message: input.notaryBlockText?.trim() || NOTARIZATION_MESSAGES.online,
    };
  }
  if (input.mode === "ONLINE" && input.signerLocation) return input.signerLocation;
  return null;
}

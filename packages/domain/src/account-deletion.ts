/**
 * Deleting one's own account: the grace period, the confirmation the user types, the states a
 * request goes through, a legal hold that makes it wait, the plan the user reads before confirming
 * (from the retention table) and the staff's figure of how long requests take. The server enforces
 * these; the account page, the privacy page and the admin's requests page read the same values.
 */
import { RETENTION_RULES, type RetentionRule } from "./retention.ts";

/** Days between the request and the deletion: the user may change their mind until then. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** Privacy law's deadline to answer a deletion request (California: 45 days, CCPA regs. § 7022). */
export const ACCOUNT_DELETION_RESPONSE_DAYS = 45;

/** What the user types to confirm: the word, in capitals. */
export const ACCOUNT_DELETION_CONFIRMATION = "DELETE";

/** SCHEDULED: waiting for its day; WITHDRAWN: the user changed their mind; COMPLETED: carried out. */
export const ACCOUNT_DELETION_STATUSES = ["SCHEDULED", "WITHDRAWN", "COMPLETED"] as const;
export type AccountDeletionStatus = (typeof ACCOUNT_DELETION_STATUSES)[number];

/** The day the deletion runs: the grace period after the request. */
export function accountDeletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);
}

/** Whether a scheduled deletion may run at `now`: its day has come and no legal hold stands. */
export function accountDeletionRunnable(
  request: { status: AccountDeletionStatus; dueAt: Date },
  activeHold: boolean,
  now: Date,
): boolean {
  return request.status === "SCHEDULED" && !activeHold && request.dueAt.getTime() <= now.getTime();
}

/** Whether what the user typed confirms the deletion (surrounding spaces and letter case aside). */
export function confirmsAccountDeletion(typed: string): boolean {
  return typed.trim().toUpperCase() === ACCOUNT_DELETION_CONFIRMATION;
}

/** One line of the plan the user reads before confirming. */
export type RetentionPlanItem = Pick<RetentionRule, "what" | "reason" | "period">;

/** What happens to the user's data, grouped as the account page and the privacy page show it. */
export type RetentionPlan = {
  deleted: RetentionPlanItem[];
  anonymised: RetentionPlanItem[];
  /** Kept where it belongs to an agreement the user signed; everything else of it is deleted. */
  keptForSignedAgreement: RetentionPlanItem[];
  kept: RetentionPlanItem[];
};

/**
 * The retention table as the user reads it: what is deleted, what stays without their name, and
 * what is kept, why and for how long; what is kept only where it belongs to a signed agreement is a
 * group of its own (everything else of it is deleted).
 */
export function retentionPlan(rules: readonly RetentionRule[] = RETENTION_RULES): RetentionPlan {
  const item = ({ what, reason, period }: RetentionRule): RetentionPlanItem => ({
    what,
    ...(reason ? { reason } : {}),
    ...(period ? { period } : {}),
  });
  const kept = rules.filter((rule) => rule.kind === "KEPT");
  return {
    deleted: rules.filter((rule) => rule.kind === "DELETED").map(item),
    anonymised: rules.filter((rule) => rule.kind === "ANONYMISED").map(item),
    keptForSignedAgreement: kept.filter((rule) => rule.onlyForSignedAgreement).map(item),
    kept: kept.filter((rule) => !rule.onlyForSignedAgreement).map(item),
  };
}

/** The median of whole days from request to completion (null when none completed). */
export function medianDaysToComplete(requests: readonly { requestedAt: Date; completedAt: Date }[]): number | null {
  if (requests.length === 0) return null;
  const days = requests
    .map((request) => (request.completedAt.getTime() - request.requestedAt.getTime()) / 86_400_000)
    .sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  const median = days.length % 2 === 1 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
  return Math.round(median * 10) / 10;
}

/** What the product says about a deletion, on the server's refusals and on the account page. */
export const ACCOUNT_DELETION_MESSAGES = {
  scheduled:
    "Your account is scheduled for deletion and you have been signed out everywhere. Until the day it is deleted you can sign in and cancel.",
  alreadyScheduled: "Your account is already scheduled for deletion. You can cancel it from your account page.",
  confirmationMismatch: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm that you want to delete your account.`,
  signInAgain: "For your safety, please sign in again before deleting your account.",
  nothingToCancel: "Your account is not scheduled for deletion.",
  withdrawn: "The deletion is cancelled. Your account stays as it was.",
  onHold: (basis: string) =>
    `We must keep your account for now: ${basis}. Your deletion will go ahead once this hold is lifted; we will tell you when.`,
  holdExists: "This account is already on hold. Lift the current hold before placing another.",
  noHold: "This hold has already been lifted, or it does not exist.",
  basisRequired: "Say why the account is on hold (a dispute, a subpoena, a court order).",
} as const;

/**
 * Whether a token from a sign-in at `signedInAt` was ended by "signed out everywhere" at
 * `sessionsEndedAt`: a sign-in before that moment (or of unknown time) no longer counts; a token's
 * sign-in time has whole seconds, so a sign-in in the same second as the ending counts as before it.
 */
export function sessionEnded(sessionsEndedAt: Date | null, signedInAt: Date | null): boolean {
  if (!sessionsEndedAt) return false;
  if (!signedInAt) return true;
  return signedInAt.getTime() < Math.floor(sessionsEndedAt.getTime() / 1000) * 1000 + 1000;
}

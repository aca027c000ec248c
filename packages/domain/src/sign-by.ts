import { formatDay } from "./format.ts";
import type { NotarizationBlockerReason } from "./documents.ts";
import { isSectionDone, type SectionLike } from "./progress.ts";
import type { SigningWindow } from "./signing-deadline.ts";

/**
 * How long the couple has to sign: the last day of the signing window (`signingWindow`, the state's
 * rule against the wedding date) counted down from today as the wedding-day cutoff counts it
 * (`signingCutoff`: calendar days in UTC, never ahead of a US local date), so the countdown passes
 * exactly when the server starts refusing to finalize or start a notarization.
 */
export type SignBy = {
  /** The last day a signing counts (YYYY-MM-DD). */
  lastDay: string;
  /** Calendar days from today to `lastDay`: 0 on the last day, negative once it has passed. */
  daysLeft: number;
  /**
   * Where the state has a review period before signing, while it has not started: the last day it
   * may start and still end by `lastDay` (`reviewWait`); null otherwise.
   */
  startWaitBy: string | null;
  /** The state's review period in full days (the window's `reviewDays`; 0: none). */
  reviewDays: number;
  /** The state's name, for the review period's note. */
  stateName: string | null;
  /** What starts the review period: the couple's review, or the finalization once attorneys are involved. */
  waitStartsWith: "REVIEW" | "FINALIZATION";
};

const DAY_MS = 24 * 60 * 60 * 1000;

function dayIndex(isoDay: string): number {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function isoOf(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The sign-by date and countdown of an agreement not yet notarized; null once it is notarized or
 * while the wedding date is unknown (nothing to count down to).
 */
export function signByOf(input: {
  window: SigningWindow;
  now: Date;
  notarized: boolean;
  /** Attorneys are involved: the review period starts at finalization, not at the review. */
  anyAttorneyInvolved: boolean;
}): SignBy | null {
  const { window } = input;
  if (input.notarized || !window.lastDay) return null;
  const last = dayIndex(window.lastDay);
  return {
    lastDay: window.lastDay,
    daysLeft: last - dayIndex(input.now.toISOString().slice(0, 10)),
    startWaitBy: window.reviewDays > 0 && !window.open ? isoOf(last - window.reviewDays) : null,
    reviewDays: window.reviewDays,
    stateName: window.stateName,
    waitStartsWith: input.anyAttorneyInvolved ? "FINALIZATION" : "REVIEW",
  };
}

/** How pressing the date is: more than 30 days, 8 to 30, 7 or fewer, passed. */
export type SignByUrgency = "CALM" | "SOON" | "URGENT" | "PASSED";

export function signByUrgency(signBy: Pick<SignBy, "daysLeft">): SignByUrgency {
  if (signBy.daysLeft < 0) return "PASSED";
  if (signBy.daysLeft <= 7) return "URGENT";
  if (signBy.daysLeft <= 30) return "SOON";
  return "CALM";
}

/**
 * The sign-by date in the couple's words: the headline ("Sign by December 12, 2026", or once it has
 * passed "The last day to sign was December 12, 2026"), the countdown for a badge ("17 days left",
 * "Last day today", "Too late"), and where the state has a review period that has not started, by when it
 * must start ("… review your agreement by December 5, 2026") or that they no longer can.
 */
export function signByText(signBy: SignBy): { headline: string; countdown: string; note: string | null } {
  const day = formatDay(signBy.lastDay);
  const headline = signBy.daysLeft < 0 ? `The last day to sign was ${day}` : `Sign by ${day}`;
  const countdown =
    signBy.daysLeft < 0
      ? "Too late"
      : signBy.daysLeft === 0
        ? "Last day today"
        : signBy.daysLeft === 1
          ? "1 day left"
          : `${signBy.daysLeft} days left`;
  if (!signBy.startWaitBy) return { headline, countdown, note: null };
  const { reviewDays, stateName } = signBy;
  const daysToStart = signBy.daysLeft - reviewDays;
  const start = signBy.waitStartsWith === "FINALIZATION" ? "your agreement is finalized" : "you review your agreement";
  const note =
    daysToStart >= 0
      ? `${stateName ?? "Your state"} requires ${reviewDays} days between receiving the final agreement and signing it, and they start when ${start}: do that by ${formatDay(signBy.startWaitBy)} to sign in time.`
      : `${stateName ? `${stateName}'s` : "Your state's"} ${reviewDays} days between receiving the final agreement and signing it can no longer pass before your last day to sign. Speak to an attorney about a later wedding date or a postnuptial agreement.`;
  return { headline, countdown, note };
}

/** Who a part that is still needed is waiting on. */
export type NeededFrom = "YOU" | "PARTNER" | "BOTH" | "ATTORNEYS";
/** Which part of the path is still needed. */
export type NeededPart =
  | "QUESTIONNAIRE"
  | "INVITE"
  | "PARTNER_QUESTIONNAIRE"
  | "PAY"
  | "DISCLOSURE"
  | "ALIGN"
  | "GENERATE"
  | "ATTORNEY"
  | "PARTNER_ATTORNEY"
  | "APPROVAL"
  | "REVIEW"
  | "PARTNER_REVIEW"
  | "COUNSEL_CERTIFICATION"
  | "PARTNER_COUNSEL_CERTIFICATION"
  | "SIGN";
export type StillNeeded = { part: NeededPart; from: NeededFrom; text: string };

/** What `stillNeeded` reads of a standing (`Standing`, or the API's answer of it). */
export type StillNeededFacts = {
  partnerJoined: boolean;
  prenupPaid: boolean;
  financialsComplete: boolean;
  partner: { questionnaireComplete: boolean; sectionsLeft: number } | null;
  questionnaire: { blocked: boolean; sections: readonly SectionLike[] };
  alignment: { openDisputes: number };
  document: { generated: boolean; notarizationComplete: boolean } | null;
  notarization: { blocker: { reason: NotarizationBlockerReason } | null };
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Everything still needed before the couple can sign, each with who it waits on, in the order of
 * the path, each a sentence that names who ("You still have 2 sections of your questionnaire.", "Jordan
 * still needs to meet with their attorney.", "Your attorneys' approval is pending.").
 * Empty once the agreement is notarized. `partnerName` names the partner ("Jordan", or "your partner").
 */
export function stillNeeded(standing: StillNeededFacts, partnerName: string): StillNeeded[] {
  if (standing.document?.notarizationComplete) return [];
  // At a sentence's start the name is capitalized ("your partner" → "Your partner").
  const Partner = partnerName.charAt(0).toUpperCase() + partnerName.slice(1);
  const needed: StillNeeded[] = [];
  const blocked = standing.questionnaire.blocked;
  const mySectionsLeft = standing.questionnaire.sections.filter((section) => !isSectionDone(section)).length;
  if (!blocked && mySectionsLeft > 0)
    needed.push({
      part: "QUESTIONNAIRE",
      from: "YOU",
      text: `You still have ${plural(mySectionsLeft, "section", "sections")} of your questionnaire.`,
    });
  if (!standing.partnerJoined)
    needed.push({ part: "INVITE", from: "YOU", text: "Invite your partner: they answer their own questionnaire." });
  else if (!blocked && standing.partner && !standing.partner.questionnaireComplete) {
    needed.push({
      part: "PARTNER_QUESTIONNAIRE",
      from: "PARTNER",
      text:
        standing.partner.sectionsLeft > 0
          ? `${Partner} still has ${plural(standing.partner.sectionsLeft, "section", "sections")} of their questionnaire.`
          : `${Partner} has not finished their questionnaire.`,
    });
  }
  if (!standing.prenupPaid) needed.push({ part: "PAY", from: "YOU", text: "Your prenup is not paid yet." });
  // A generated agreement had each partner's disclosure: generation needs it.
  if (!standing.financialsComplete && !blocked && !standing.document?.generated)
    needed.push({ part: "DISCLOSURE", from: "YOU", text: "Your financial disclosure is not complete yet." });
  if (standing.alignment.openDisputes > 0) {
    needed.push({
      part: "ALIGN",
      from: "BOTH",
      text: `You and ${partnerName} see ${plural(standing.alignment.openDisputes, "answer", "answers")} differently.`,
    });
  }
  switch (standing.notarization.blocker?.reason ?? (standing.document?.generated ? null : "NOT_GENERATED")) {
    case "NOT_GENERATED":
      needed.push(
        needed.length === 0
          ? { part: "GENERATE", from: "YOU", text: "Generate your agreement." }
          : { part: "GENERATE", from: "BOTH", text: "Your agreement can be generated once the steps above are done." },
      );
      break;
    case "OWN_ATTORNEY_NOT_BOOKED":
      needed.push({ part: "ATTORNEY", from: "YOU", text: "You still need to meet with your attorney." });
      break;
    case "PARTNER_ATTORNEY_NOT_BOOKED":
      needed.push({
        part: "PARTNER_ATTORNEY",
        from: "PARTNER",
        text: `${Partner} still needs to meet with their attorney.`,
      });
      break;
    case "NOT_FULLY_APPROVED":
      needed.push({ part: "APPROVAL", from: "ATTORNEYS", text: "Your attorneys' approval is pending." });
      break;
    case "NOT_REVIEWED":
      needed.push({ part: "REVIEW", from: "YOU", text: "You still need to review your agreement." });
      break;
    case "PARTNER_NOT_REVIEWED":
      needed.push({ part: "PARTNER_REVIEW", from: "PARTNER", text: `${Partner} still needs to review the agreement.` });
      break;
    case "OWN_COUNSEL_NOT_ON_RECORD":
      needed.push({
        part: "COUNSEL_CERTIFICATION",
        from: "YOU",
        text: "Your attorney's signed certification is not on record yet.",
      });
      break;
    case "PARTNER_COUNSEL_NOT_ON_RECORD":
      needed.push({
        part: "PARTNER_COUNSEL_CERTIFICATION",
        from: "PARTNER",
        text: `${Partner}'s attorney's signed certification is not on record yet.`,
      });
      break;
    default:
      break;
  }
  needed.push({
    part: "SIGN",
    from: "BOTH",
    text: needed.length === 0 ? "You both sign before a notary." : "Then you both sign before a notary.",
  });
  return needed;
}

/** How many days before the last day to sign the couple is reminded (each once). */
export const SIGNING_REMINDER_DAYS = [60, 30, 14, 7] as const;
/** A reminder of the signing deadline: so many days before it, or the last warning once signing in time is no longer possible. */
export type SigningReminder = "DAYS_60" | "DAYS_30" | "DAYS_14" | "DAYS_7" | "TOO_LATE";
/**
 * For how many days after signing in time became impossible the last warning may still go: a
 * couple whose wedding passed long before the reminders existed hears nothing.
 */
export const TOO_LATE_WARNING_DAYS = 3;

/**
 * The reminder due today: the last warning once the last day has passed, or (a state with a review
 * period) once the period can no longer end by it; else the nearest of 60, 30, 14 and 7 days that has been reached.
 * Each is sent at most once per last day (the caller's once key), so a day the sweep missed is
 * caught up by the next one, and only the latest reminder goes, not every one skipped.
 */
export function signingReminderDue(signBy: SignBy | null): SigningReminder | null {
  if (!signBy) return null;
  const tooLateSince =
    signBy.daysLeft < 0 ? -signBy.daysLeft : signBy.startWaitBy && signBy.daysLeft < signBy.reviewDays ? 0 : null;
  if (tooLateSince !== null) return tooLateSince <= TOO_LATE_WARNING_DAYS ? "TOO_LATE" : null;
  const reached = [...SIGNING_REMINDER_DAYS].reverse().find((days) => signBy.daysLeft <= days);
  return reached === undefined ? null : (`DAYS_${reached}` as SigningReminder);
}

/**
 * Whether a partner has something to do before the deadline (`stillNeeded` from their standing): a
 * part of their own, the answers the couple sees differently, or, once nothing else is left, the
 * signing itself. Waiting only on the partner or the attorneys is not.
 */
export function hasOwnPartLeft(needed: readonly StillNeeded[]): boolean {
  if (needed.length === 1 && needed[0]!.part === "SIGN") return true;
  return needed.some((item) => item.from === "YOU" || item.part === "ALIGN");
}

import type { AgreementProblem } from "./agreement.ts";
import type { AgreementKind } from "./agreement-kind.ts";
import { toDayNumber, type DayNumber } from "./dates.ts";
import { formatDay } from "./format.ts";
import { reviewWait, type ReviewPeriodFacts } from "./documents.ts";
import { calendarDayIn, startOfDayIn, timeZoneOfState } from "./time-zones.ts";

/**
 * When a premarital agreement must be signed, relative to the wedding (content: each
 * jurisdiction's execution formalities say which rule applies):
 * - BEFORE_MARRIAGE: the agreement is made by prospective spouses (the uniform acts, the common
 *   law, Louisiana's acknowledgement before the marriage). The product does not know the hour of
 *   the ceremony, so the wedding day itself is already too late: the last day is the day before.
 * - BEFORE_WEDDING_DAY: the statute wants execution before the day of the wedding. The product
 *   keeps one more day of margin, so a signing arranged that day cannot slip into the wedding day:
 *   the last day is two days before the wedding. (Minnesota's rule until 31 July 2024; no
 *   jurisdiction uses it today.)
 * - SEVEN_DAYS_BEFORE_MARRIAGE: the agreement counts as procedurally fair only when it is signed
 *   at least seven days before the marriage (Minnesota, § 519.11 subd. 1b as amended effective
 *   1 August 2024): the last day is the wedding day minus seven.
 */
export const SIGNING_DEADLINES = ["BEFORE_MARRIAGE", "BEFORE_WEDDING_DAY", "SEVEN_DAYS_BEFORE_MARRIAGE"] as const;
export type SigningDeadline = (typeof SIGNING_DEADLINES)[number];

/**
 * The signing rules of the state's matrix as they apply to an agreement of this kind: a premarital
 * agreement keeps its state's wedding-day cutoff and review days; an agreement made during the
 * marriage has no cutoff (null) and no review period, both being premarital rules (California's
 * seven days are in Fam. Code § 1615(c)(2), a section on premarital agreements).
 */
export function signingRulesForKind(
  kind: AgreementKind,
  premarital: { signingDeadline: SigningDeadline; reviewDays: number },
): { signingDeadline: SigningDeadline | null; reviewDays: number } {
  return kind === "POSTNUP" ? { signingDeadline: null, reviewDays: 0 } : premarital;
}

/** Days between the last day to sign and the wedding day, per rule. */
const DAYS_OF_MARGIN: Record<SigningDeadline, number> = {
  BEFORE_MARRIAGE: 1,
  BEFORE_WEDDING_DAY: 2,
  SEVEN_DAYS_BEFORE_MARRIAGE: 7,
};

/**
 * The rule in words, one place for every message that names it ("… requires a premarital
 * agreement to be signed before the day of the wedding"): the clause after the subject. The
 * uniform rule names no state; the others name the state when it is known.
 */
const RULE_WORDS: Record<SigningDeadline, { named: boolean; must: string; tooLate: string; instead: string }> = {
  BEFORE_MARRIAGE: {
    named: false,
    must: "a premarital agreement must be signed before the wedding",
    tooLate: "A signing on or after that day is not a valid premarital agreement",
    instead: "speak to an attorney about a postnuptial agreement instead",
  },
  BEFORE_WEDDING_DAY: {
    named: true,
    must: "requires a premarital agreement to be signed before the day of the wedding",
    tooLate: "A signing on or after that day is not a valid premarital agreement",
    instead: "speak to an attorney about a postnuptial agreement instead",
  },
  SEVEN_DAYS_BEFORE_MARRIAGE: {
    named: true,
    must: "treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding",
    tooLate: "A later signing does not count for this agreement",
    instead: "speak to an attorney about a later wedding date or a postnuptial agreement instead",
  },
};

/**
 * The signing rule as a sentence's start, capitalized or not: "Minnesota law treats a premarital
 * agreement as fairly made only when …", "A premarital agreement must be signed before the wedding".
 */
export function signingRuleText(
  deadline: SigningDeadline,
  stateName: string | null | undefined,
  options: { capitalized: boolean },
): string {
  const rule = RULE_WORDS[deadline];
  if (!rule.named) return options.capitalized ? rule.must.charAt(0).toUpperCase() + rule.must.slice(1) : rule.must;
  const law = stateName ? `${stateName} law` : options.capitalized ? "Your state's law" : "your state's law";
  return `${law} ${rule.must}`;
}

export type SigningCutoff = {
  /** The agreement may still be finalized, and a notarization started, today. */
  maySign: boolean;
  /** The last calendar day (YYYY-MM-DD) on which it may; null when the wedding date is unknown. */
  lastDay: string | null;
  /** Why not, in the couple's words (null while signing is open). */
  message: string | null;
};

function dayNumberToIso(day: DayNumber): string {
  const year = Math.floor(day / 10000);
  const month = Math.floor(day / 100) % 100;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day % 100).padStart(2, "0")}`;
}

function daysBefore(day: DayNumber, days: number): DayNumber {
  const date = new Date(Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, (day % 100) - days));
  return toDayNumber(date) as DayNumber;
}

/**
 * The wedding-day cutoff: may the couple still finalize their agreement or start its
 * notarization today? Calendar days in UTC (the clock is injected; US local dates are never ahead
 * of the UTC date, so a UTC "today" before the cutoff is also before it locally). An unknown or
 * unreadable wedding date does not block: nothing says the wedding has come.
 */
export function signingCutoff(input: {
  /** The state's rule; null for an agreement made during the marriage, which no wedding day cuts off. */
  deadline: SigningDeadline | null;
  weddingDate: Date | string | null;
  now: Date;
  stateName?: string | null;
}): SigningCutoff {
  if (input.deadline === null) return { maySign: true, lastDay: null, message: null };
  const wedding = input.weddingDate === null ? undefined : toDayNumber(input.weddingDate);
  const today = toDayNumber(input.now);
  if (wedding === undefined || today === undefined) return { maySign: true, lastDay: null, message: null };
  const last = daysBefore(wedding, DAYS_OF_MARGIN[input.deadline]);
  const lastDay = dayNumberToIso(last);
  if (today <= last) return { maySign: true, lastDay, message: null };
  const weddingDay = dayNumberToIso(wedding);
  const rule = RULE_WORDS[input.deadline].named
    ? signingRuleText(input.deadline, input.stateName ?? null, { capitalized: true }).replace(
        /^Your state's law/,
        "The law of your state",
      )
    : signingRuleText(input.deadline, null, { capitalized: true });
  const instead = RULE_WORDS[input.deadline].instead;
  const message = `${rule}. Your wedding is on ${formatDay(weddingDay)}, and the last day to finalize and notarize through us was ${formatDay(lastDay)}. ${instead.charAt(0).toUpperCase()}${instead.slice(1)}.`;
  return { maySign: false, lastDay, message };
}

/** The refusal a finalization or a notarization start meets after the cutoff (null while open). */
export function signingDeadlineProblem(input: Parameters<typeof signingCutoff>[0]): AgreementProblem | null {
  const cutoff = signingCutoff(input);
  return cutoff.maySign ? null : { code: "SIGNING_DEADLINE_PASSED", message: cutoff.message ?? "" };
}

/**
 * The planned signing date against the wedding-day cutoff, checked where a partner enters or
 * changes either date: the message when signing on the planned day would be too late (the same
 * cutoff as `signingCutoff`), null when it is fine or either date is unknown or unreadable.
 */
export function plannedSigningProblem(input: {
  deadline: SigningDeadline | null;
  weddingDate: string | null;
  plannedSigningDate: string | null;
  stateName?: string | null;
}): string | null {
  if (input.deadline === null || !input.weddingDate || !input.plannedSigningDate) return null;
  const planned = toDayNumber(input.plannedSigningDate);
  if (planned === undefined) return null;
  const plannedDay = dayNumberToIso(planned);
  const cutoff = signingCutoff({
    deadline: input.deadline,
    weddingDate: input.weddingDate,
    now: new Date(`${plannedDay}T12:00:00.000Z`),
    stateName: input.stateName ?? null,
  });
  if (cutoff.maySign || cutoff.lastDay === null) return null;
  const rule = signingRuleText(input.deadline, input.stateName ?? null, { capitalized: true });
  return `${rule}: with your wedding on ${formatDay(dayNumberToIso(toDayNumber(input.weddingDate)!))}, the last day to sign through us is ${formatDay(cutoff.lastDay)}, so a signing planned for ${formatDay(plannedDay)} is too late. Choose an earlier signing date.`;
}

// ---------------------------------------------------------------------------------------------
// The signing window: the days on which a signing of this agreement counts

export type SigningWindow = {
  /** Whether any day is open yet: false where the state has a review period until it has a start (reviewed, or finalized with attorneys). */
  open: boolean;
  /** The first day a signing counts (YYYY-MM-DD): where a review period applies, the day it ends; else null (no lower bound). */
  firstDay: string | null;
  /** The state's review period before signing, in full days (`reviewWait`; 0: none). */
  reviewDays: number;
  /** The last day a signing counts (`signingCutoff`'s last day); null when the wedding date is unknown. */
  lastDay: string | null;
  /** The moment the window closes: the start of the day after `lastDay` in the state's time zone (`timeZoneOfState`); null with it. */
  closesAt: string | null;
  /** The wedding day as answered (YYYY-MM-DD), null when unknown or unreadable. */
  weddingDay: string | null;
  /** The wedding-day rule; null for an agreement made during the marriage (no cutoff). */
  deadline: SigningDeadline | null;
  stateName: string | null;
};

/**
 * The days on which a signing of the agreement counts: from the end of the state's review period
 * (`reviewWait`, where the state has one) to the wedding-day cutoff (`signingCutoff`). The one rule
 * behind the proof upload's signing date, an online session's completion and expiry, the window the
 * couple's screen shows and the one the final PDF prints. Days are calendar days; the window closes at
 * midnight in the agreement's state.
 */
export function signingWindow(input: {
  deadline: SigningDeadline | null;
  weddingDate: Date | string | null;
  stateName?: string | null;
  /** The agreement's facts the review period reads (`reviewWait`), and its state (for its time zone). */
  agreement: ReviewPeriodFacts & { stateAbbreviation: string | null };
}): SigningWindow {
  // The cutoff's last day does not depend on the day it is asked.
  const cutoff = signingCutoff({ deadline: input.deadline, weddingDate: input.weddingDate, now: new Date(0) });
  const wedding = input.weddingDate === null ? undefined : toDayNumber(input.weddingDate);
  const { reviewDays } = input.agreement;
  const wait = reviewWait({ ...input.agreement, now: new Date(0) });
  const firstDay = wait.waitUntil ? dayNumberToIso(toDayNumber(wait.waitUntil)!) : null;
  const closes = cutoff.lastDay ? daysBefore(toDayNumber(cutoff.lastDay)!, -1) : undefined;
  return {
    open: !(reviewDays > 0) || wait.waitUntil !== null,
    firstDay,
    reviewDays,
    lastDay: cutoff.lastDay,
    closesAt:
      closes === undefined
        ? null
        : startOfDayIn(dayNumberToIso(closes), timeZoneOfState(input.agreement.stateAbbreviation)).toISOString(),
    weddingDay: wedding === undefined ? null : dayNumberToIso(wedding),
    deadline: input.deadline,
    stateName: input.stateName ?? null,
  };
}

export const SIGNING_DATE_MESSAGES = {
  invalid: "Enter the date on the notary's certificate as a calendar date (YYYY-MM-DD).",
  future: "The date of signing cannot be in the future: enter the date on the notary's certificate.",
  notOpen: (stateName: string | null, days: number) =>
    `${stateName ?? "Your state"} requires ${days} days between receiving the final agreement and signing it, and those ${days} days have not started yet (they start when the agreement is reviewed, or finalized when attorneys are involved). A signing before then does not count.`,
  reviewWait: (signedOn: string, firstDay: string, stateName: string | null, days: number) =>
    `Signed on ${formatDay(signedOn)}, before ${stateName ? `${stateName}'s` : "the state's"} ${days}-day review period had passed: the agreement may be signed on or after ${formatDay(firstDay)}. Sign it again before a notary on or after ${formatDay(firstDay)} and upload that copy.`,
  afterCutoff: (
    signedOn: string,
    rule: string,
    weddingDay: string,
    lastDay: string,
    consequence = `${RULE_WORDS.BEFORE_MARRIAGE.tooLate}: ${RULE_WORDS.BEFORE_MARRIAGE.instead}`,
  ) =>
    `Signed on ${formatDay(signedOn)}, too late: ${rule}. The wedding is on ${formatDay(weddingDay)}, and the last day to sign was ${formatDay(lastDay)}. ${consequence}.`,
} as const;

/**
 * The signing day of an instant: its calendar day (YYYY-MM-DD) in the agreement's state, as a notary
 * there dates a certificate (7 PM in California on December 3 is December 3, though December 4 in
 * UTC). "Today" for a date of signing, on the screen and on the server, and the day an online
 * session completed.
 */
export function signingDayOf(at: Date, stateAbbreviation: string | null | undefined): string {
  return calendarDayIn(at, timeZoneOfState(stateAbbreviation));
}

/**
 * Whether a signing on `signedOn` (the notarial certificate's date, or an online session's
 * completion day) counts for this agreement: a real calendar date, not after `today` (the state's
 * calendar day, `signingDayOf`), inside the
 * window (`signingWindow`). The problem carries the error code the server answers with: an
 * unreadable or future date is VALIDATION_FAILED, a signing before the state's review period has
 * passed CALIFORNIA_WAIT (the API's code for any state's review period), one after the cutoff SIGNING_DEADLINE_PASSED. Null when it counts.
 */
export function signingDateProblem(input: {
  signedOn: string;
  today: string;
  window: SigningWindow;
}): AgreementProblem | null {
  const signed = toDayNumber(input.signedOn);
  const today = toDayNumber(input.today);
  if (signed === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(input.signedOn.trim()))
    return { code: "VALIDATION_FAILED", message: SIGNING_DATE_MESSAGES.invalid };
  if (today !== undefined && signed > today)
    return { code: "VALIDATION_FAILED", message: SIGNING_DATE_MESSAGES.future };
  const signedDay = dayNumberToIso(signed);
  const { window } = input;
  if (!window.open)
    return { code: "CALIFORNIA_WAIT", message: SIGNING_DATE_MESSAGES.notOpen(window.stateName, window.reviewDays) };
  if (window.firstDay && signed < toDayNumber(window.firstDay)!) {
    return {
      code: "CALIFORNIA_WAIT",
      message: SIGNING_DATE_MESSAGES.reviewWait(signedDay, window.firstDay, window.stateName, window.reviewDays),
    };
  }
  if (window.deadline !== null && window.lastDay && window.weddingDay && signed > toDayNumber(window.lastDay)!) {
    const rule = signingRuleText(window.deadline, window.stateName, { capitalized: false });
    const words = RULE_WORDS[window.deadline];
    return {
      code: "SIGNING_DEADLINE_PASSED",
      message: SIGNING_DATE_MESSAGES.afterCutoff(
        signedDay,
        rule,
        window.weddingDay,
        window.lastDay,
        `${words.tooLate}: ${words.instead}`,
      ),
    };
  }
  return null;
}

/**
 * The window in one sentence, as the couple's screen and the final agreement's signature page
 * print it ("Sign on or after November 28, 2026 and before December 12, 2026."); null when neither
 * end is known (no wedding date, no wait) or no day is open yet.
 */
export function signingWindowText(window: SigningWindow): string | null {
  if (!window.open) return null;
  const before = window.closesAt ? formatDay(window.closesAt.slice(0, 10)) : null;
  if (window.firstDay && before) return `Sign on or after ${formatDay(window.firstDay)} and before ${before}.`;
  if (before) return `Sign before ${before}.`;
  if (window.firstDay) return `Sign on or after ${formatDay(window.firstDay)}.`;
  return null;
}

/**
 * Why the window closes when it does, in the agreement's words, for the final agreement's
 * signature page (after `signingWindowText`): the state's rule and the planned wedding day. Null
 * when the wedding day is unknown.
 */
export function signingDeadlineBasis(window: SigningWindow): string | null {
  if (window.deadline === null || !window.weddingDay || !window.lastDay) return null;
  const wedding = formatDay(window.weddingDay);
  const law = window.stateName ? `The law of ${window.stateName}` : "The law of the state";
  switch (window.deadline) {
    case "BEFORE_WEDDING_DAY":
      return `${law} requires this Agreement to be signed before the day of the wedding, planned for ${wedding}.`;
    case "SEVEN_DAYS_BEFORE_MARRIAGE":
      return `${law} treats this Agreement as fairly made only when it is signed at least seven days before the wedding, planned for ${wedding}.`;
    default:
      return `This Agreement must be signed before the marriage; the wedding is planned for ${wedding}.`;
  }
}

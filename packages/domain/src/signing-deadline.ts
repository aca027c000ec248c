import type { AgreementProblem } from "./agreement.ts";
import { toDayNumber, type DayNumber } from "./dates.ts";

/**
 * When a premarital agreement must be signed, relative to the wedding (content: each
 * jurisdiction's execution formalities say which rule applies):
 * - BEFORE_MARRIAGE: the agreement is made by prospective spouses (the uniform acts, the common
 *   law, Louisiana's acknowledgement before the marriage). The product does not know the hour of
 *   the ceremony, so the wedding day itself is already too late: the last day is the day before.
 * - BEFORE_WEDDING_DAY: the statute wants execution before the day of the wedding (Minnesota,
 *   § 519.11). The product keeps one more day of margin, so a signing arranged that day cannot slip
 *   into the wedding day: the last day is two days before the wedding.
 */
export const SIGNING_DEADLINES = ["BEFORE_MARRIAGE", "BEFORE_WEDDING_DAY"] as const;
export type SigningDeadline = (typeof SIGNING_DEADLINES)[number];

const DAYS_OF_MARGIN: Record<SigningDeadline, number> = { BEFORE_MARRIAGE: 1, BEFORE_WEDDING_DAY: 2 };

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
  const date = new Date(Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100 - days));
  return toDayNumber(date) as DayNumber;
}

/**
 * The wedding-day cutoff: may the couple still finalize their agreement or start its
 * notarization today? Calendar days in UTC (the clock is injected; US local dates are never ahead
 * of the UTC date, so a UTC "today" before the cutoff is also before it locally). An unknown or
 * unreadable wedding date does not block: nothing says the wedding has come.
 */
export function signingCutoff(input: { deadline: SigningDeadline; weddingDate: Date | string | null; now: Date; stateName?: string | null }): SigningCutoff {
  const wedding = input.weddingDate === null ? undefined : toDayNumber(input.weddingDate);
  const today = toDayNumber(input.now);
  if (wedding === undefined || today === undefined) return { maySign: true, lastDay: null, message: null };
  const last = daysBefore(wedding, DAYS_OF_MARGIN[input.deadline]);
  const lastDay = dayNumberToIso(last);
  if (today <= last) return { maySign: true, lastDay, message: null };
  const weddingDay = dayNumberToIso(wedding);
  const where = input.stateName ? `${input.stateName} law` : "The law of your state";
  const message =
    input.deadline === "BEFORE_WEDDING_DAY"
      ? `${where} requires a premarital agreement to be signed before the day of the wedding. Your wedding is on ${weddingDay}, and the last day to finalize and notarize through us was ${lastDay}. Speak to an attorney about a postnuptial agreement instead.`
      : `A premarital agreement must be signed before the wedding. Your wedding is on ${weddingDay}, and the last day to finalize and notarize through us was ${lastDay}. Speak to an attorney about a postnuptial agreement instead.`;
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
  deadline: SigningDeadline;
  weddingDate: string | null;
  plannedSigningDate: string | null;
  stateName?: string | null;
}): string | null {
  if (!input.weddingDate || !input.plannedSigningDate) return null;
  const planned = toDayNumber(input.plannedSigningDate);
  if (planned === undefined) return null;
  const plannedDay = dayNumberToIso(planned);
  const cutoff = signingCutoff({ deadline: input.deadline, weddingDate: input.weddingDate, now: new Date(`${plannedDay}T12:00:00.000Z`), stateName: input.stateName ?? null });
  if (cutoff.maySign || cutoff.lastDay === null) return null;
  const rule =
    input.deadline === "BEFORE_WEDDING_DAY"
      ? `${input.stateName ? `${input.stateName} law` : "Your state's law"} requires signing before the day of the wedding`
      : "A premarital agreement must be signed before the wedding";
  return `${rule}: with your wedding on ${dayNumberToIso(toDayNumber(input.weddingDate)!)}, the last day to sign through us is ${cutoff.lastDay}, so a signing planned for ${plannedDay} is too late. Choose an earlier signing date.`;
}

/**
 * The portals' one formatting home: dates, times, money and person names as a screen shows them.
 * Dates and times follow the domain's rule (date-format.ts): in words, in the reader's own time
 * zone, the zone named ("November 25, 2026 at 9:56 PM Eastern Time"); names follow the domain's
 * name rule (`fullName`); money is the domain's `formatCents`. A missing date or name shows a dash.
 */
import {
  formatCalendarDay,
  formatCents,
  formatDate as dateInWords,
  formatDateTime as dateTimeInWords,
  formatTime as timeOfDay,
  formatWeekday,
  fullName,
  readerTimeZone,
  timeZoneLabel,
  type Currency,
  type NameParts,
} from "@prenup/domain";

export { formatWeekday, readerTimeZone, timeZoneLabel };

/** What a screen shows for a missing date or name. */
export const NO_VALUE = "—";

type Instant = string | Date | null | undefined;

/** The day of an instant in words ("November 25, 2026"), in the reader's zone unless one is given. */
export function formatDate(at: Instant, timeZone?: string): string {
  return at ? dateInWords(at, timeZone) : NO_VALUE;
}

/** An instant with its day, time and zone named ("November 25, 2026 at 9:56 PM Eastern Time"). */
export function formatDateTime(at: Instant, timeZone?: string): string {
  return at ? dateTimeInWords(at, timeZone) : NO_VALUE;
}

/** The time of an instant ("9:56 PM"), in the reader's zone unless one is given. */
export function formatTime(at: Instant, timeZone?: string): string {
  return at ? timeOfDay(at, timeZone) : NO_VALUE;
}

/** The time of an instant with its zone named ("9:56 PM Eastern Time"), in the reader's zone unless one is given. */
export function formatZonedTime(at: Instant, timeZone?: string): string {
  if (!at) return NO_VALUE;
  const zone = timeZone ?? readerTimeZone();
  return `${timeOfDay(at, zone)} ${timeZoneLabel(zone, typeof at === "string" ? new Date(at) : at)}`;
}

/** A calendar day ("2026-11-28", or the day of a midnight timestamp) in words, the same day everywhere. */
export function formatDay(day: string | null | undefined, missing: string = NO_VALUE): string {
  return day ? formatCalendarDay(day.slice(0, 10)) : missing;
}

/** Cents as money ("$1,234.50"); a missing amount shows the domain's money placeholder ("-"). */
export function formatMoney(cents: number | null | undefined, currency?: Currency): string {
  return formatCents(cents, currency);
}

/** A person's name by the domain's rule ("Alex Rivera Jr."), or the fallback when there is none. */
export function personName(person: NameParts | null | undefined, fallback: string = NO_VALUE): string {
  return (person && fullName(person)) || fallback;
}

/**
 * Dates and times as people read them, the one formatting home of the three apps and the server:
 * an instant in a named time zone ("November 25, 2026 at 9:56 PM Eastern Time"), the day of an
 * instant in a zone ("November 25, 2026"), and a time zone's name ("Eastern Time"). A calendar day
 * (a wedding date, a date of signing) is `formatCalendarDay` (`longDay` of dates.ts): the same day
 * wherever it is read.
 *
 * A screen passes no zone and gets the reader's own (the device's); the server passes the zone it
 * knows (the couple's state's, `timeZoneOfState`), so a day it writes is the day its rules count.
 */
import { longDay } from "./dates.ts";
import { dateTimeFormat } from "./intl-formats.ts";

const FALLBACK_TIME_ZONE = "America/New_York";

/** Whether Intl knows the zone. */
function isKnownZone(timeZone: string): boolean {
  try {
    dateTimeFormat({ timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's own time zone (the device's, as Intl resolved it for the page's first formatter);
 * Eastern when the device names none Intl knows.
 */
export function readerTimeZone(): string {
  const zone = dateTimeFormat({}).resolvedOptions().timeZone;
  return zone && isKnownZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

/** A time zone as people say it ("Pacific Time" for America/Los_Angeles); the IANA name when Intl has no name for it. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  if (!isKnownZone(timeZone)) return timeZone;
  const name = dateTimeFormat({ timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  // UTC has no generic name in Intl ("Coordinated Universal Time"): people read it as "UTC".
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  return name ?? timeZone;
}

const instantOf = (at: string | Date): Date | null => {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
};
const zoneOr = (timeZone: string | undefined): string =>
  timeZone && isKnownZone(timeZone) ? timeZone : readerTimeZone();

/** The day of an instant in a zone, in words ("November 25, 2026"); the text itself when it is no instant. */
export function formatDate(at: string | Date, timeZone?: string): string {
  const date = instantOf(at);
  if (!date) return String(at);
  const zone = zoneOr(timeZone);
  return dateTimeFormat({ dateStyle: "long", timeZone: zone }).format(date);
}

/** The day of an instant in a zone with its weekday ("Wednesday, November 25, 2026"): a day of bookable times. */
export function formatWeekday(at: string | Date, timeZone?: string): string {
  const date = instantOf(at);
  if (!date) return String(at);
  const zone = zoneOr(timeZone);
  return dateTimeFormat({
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: zone,
  }).format(date);
}

/** The time of an instant in a zone ("9:56 PM"), without the zone's name. */
export function formatTime(at: string | Date, timeZone?: string): string {
  const date = instantOf(at);
  if (!date) return String(at);
  const zone = zoneOr(timeZone);
  // Newer ICU puts a narrow no-break space before AM/PM: one plain space reads and matches the same everywhere.
  return dateTimeFormat({ hour: "numeric", minute: "2-digit", timeZone: zone })
    .format(date)
    .replace(/\u202f/g, " ");
}

/** An instant with its day, time and zone named: "November 25, 2026 at 9:56 PM Eastern Time". */
export function formatDateTime(at: string | Date, timeZone?: string): string {
  const date = instantOf(at);
  if (!date) return String(at);
  const zone = zoneOr(timeZone);
  return `${formatDate(date, zone)} at ${formatTime(date, zone)} ${timeZoneLabel(zone, date)}`;
}

/** A calendar day ("2026-11-28") in words, the same day in every zone: "November 28, 2026". */
export const formatCalendarDay: (day: string) => string = longDay;

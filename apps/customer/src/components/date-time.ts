// Built on first use, not when the module loads: the first Intl formatter of a page loads the
// locale data (over 100 ms of main-thread time on a phone), and the dashboard imports this module
// for cards that often show no date at all.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An ISO timestamp as the person reads it in their own time zone, e.g. "Nov 21, 2026, 9:30 AM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : (dateTimeFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })).format(date);
}

/** A time zone as people say it ("Pacific Time" for America/Los_Angeles); the IANA name when Intl has no name for it. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
    return name ?? timeZone;
  } catch {
    return timeZone;
  }
}

let calendarDayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day ("2026-11-28") as people read it ("November 28, 2026"), the same day wherever the reader is. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : (calendarDayFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })).format(date);
}

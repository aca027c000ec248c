import { dateTimeFormat } from "./format.ts";

/**
 * Each state's main time zone (IANA), for states spanning two zones the one most of their people
 * live in (the zone boundaries are those of 49 CFR Part 71). The built-in calendar shows an
 * attorney's hours in it, and a signing's day is read in it.
 */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
};

/** The main time zone of a state by its abbreviation; Eastern when the state is unknown. */
export function timeZoneOfState(abbreviation: string | null | undefined): string {
  return (abbreviation && STATE_TIME_ZONES[abbreviation]) || "America/New_York";
}

/**
 * The calendar day (YYYY-MM-DD) of an instant where it happened: a signing completed at 8 PM in
 * California on June 11 is a June 11 signing, though it is June 12 in UTC.
 */
export function calendarDayIn(at: Date, timeZone: string): string {
  const parts = dateTimeFormat({
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: "year" | "month" | "day") => parts.find((candidate) => candidate.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
function offsetAt(at: Date, timeZone: string): number {
  const parts = dateTimeFormat({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)!.value);
  const wall = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a zone: "2026-11-23" in Chicago is 06:00 UTC. */
export function startOfDayIn(isoDay: string, timeZone: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  // A daylight-saving change between UTC midnight and local midnight moves the offset: take it there.
  return new Date(midnightUtc - offsetAt(new Date(guess), timeZone));
}

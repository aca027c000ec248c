/**
 * The one formatting door of the three apps, the e-mails, the rendered agreement and the server:
 * every amount, date, time, phone number and person name a reader sees is written here, and a
 * missing one shows `NO_VALUE` ("—"). `format-door.test.ts` fails when a source file elsewhere
 * formats a date or an amount itself.
 *
 * Instants (a signing, a payment) are written in words in a named time zone: a screen passes no
 * zone and gets the reader's own (the device's); the server passes the zone it knows (the couple's
 * state's, `timeZoneOfState`), so a day it writes is the day its rules count. A calendar day (a
 * wedding date, a date of signing) is `formatDay`: the same day wherever it is read. Phone numbers
 * are written by phone.ts, the door's other room, beside their parser: libphonenumber's metadata
 * (48 KiB gzip) then loads only with the screens that show a phone, not with every date at start-up.
 */
import { toDayNumber } from "./dates.ts";
import { CURRENCIES, type Currency } from "./enums.ts";
import { fullName, type NameParts } from "./names.ts";

/** What a reader sees for a missing amount, date, time, phone number or name: an em dash. */
export const NO_VALUE = "—";

/** An instant as the API and the database hand it over; null or undefined when there is none. */
export type Instant = string | Date | null | undefined;

// ---------------------------------------------------------------------------------------------
// Intl formatters

/**
 * Intl formatters are built on first use and kept by their options: building one costs about ten
 * times what formatting with it does (on a phone, the first one of a page loads the locale data:
 * over 100 ms of main-thread time). A zone Intl does not know throws, and nothing is kept.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-US date formatter with these options, the same one on every call with equal options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat("en-US", options)));
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat("en-US", options)));
  return format;
}

// ---------------------------------------------------------------------------------------------
// Time zones, instants and calendar days

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
  // UTC has no generic name in Intl ("Coordinated Universal Time"): people read it as "UTC".
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const name = dateTimeFormat({ timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ?? timeZone;
}

const instantOf = (at: string | Date): Date | null => {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
};
const zoneOr = (timeZone: string | undefined): string =>
  timeZone && isKnownZone(timeZone) ? timeZone : readerTimeZone();

/**
 * Writes an instant with `write` in the given zone (the reader's when none or an unknown one is
 * given): `NO_VALUE` when there is no instant, the text itself when it is no instant.
 */
function writeInstant(at: Instant, timeZone: string | undefined, write: (date: Date, zone: string) => string): string {
  if (at === null || at === undefined || at === "") return NO_VALUE;
  const date = instantOf(at);
  return date ? write(date, zoneOr(timeZone)) : String(at);
}

const dayInWords = (date: Date, zone: string) => dateTimeFormat({ dateStyle: "long", timeZone: zone }).format(date);
// Newer ICU puts a narrow no-break space before AM/PM: one plain space reads and matches the same everywhere.
const timeOfDay = (date: Date, zone: string) =>
  dateTimeFormat({ hour: "numeric", minute: "2-digit", timeZone: zone })
    .format(date)
    .replace(/\u202f/g, " ");

/** The day of an instant in a zone, in words ("November 25, 2026"). */
export function formatDate(at: Instant, timeZone?: string): string {
  return writeInstant(at, timeZone, dayInWords);
}

/** The day of an instant in a zone with its weekday ("Wednesday, November 25, 2026"): a day of bookable times. */
export function formatWeekday(at: Instant, timeZone?: string): string {
  return writeInstant(at, timeZone, (date, zone) =>
    dateTimeFormat({ weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: zone }).format(date),
  );
}

/** The time of an instant in a zone ("9:56 PM"), without the zone's name. */
export function formatTime(at: Instant, timeZone?: string): string {
  return writeInstant(at, timeZone, timeOfDay);
}

/** The time of an instant with its zone named ("9:56 PM Eastern Time"). */
export function formatZonedTime(at: Instant, timeZone?: string): string {
  return writeInstant(at, timeZone, (date, zone) => `${timeOfDay(date, zone)} ${timeZoneLabel(zone, date)}`);
}

/** An instant with its day, time and zone named: "November 25, 2026 at 9:56 PM Eastern Time". */
export function formatDateTime(at: Instant, timeZone?: string): string {
  return writeInstant(
    at,
    timeZone,
    (date, zone) => `${dayInWords(date, zone)} at ${timeOfDay(date, zone)} ${timeZoneLabel(zone, date)}`,
  );
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A calendar day in words, the same day in every zone: "2026-11-28" (or the day of a midnight
 * timestamp, "2026-11-28T00:00:00Z") → "November 28, 2026". `missing` (`NO_VALUE` unless given)
 * when there is none; text that is no day is shown as it is.
 */
export function formatDay(day: string | null | undefined, missing: string = NO_VALUE): string {
  if (!day) return missing;
  const number = toDayNumber(day.slice(0, 10));
  if (number === undefined) return day;
  return `${MONTHS[(Math.floor(number / 100) % 100) - 1]} ${number % 100}, ${Math.floor(number / 10000)}`;
}

// ---------------------------------------------------------------------------------------------
// Money

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/**
 * Cents for display: divided by 100, two decimals, en-US currency format ("$1,234.50", "-$5.00",
 * "€12.00"); every currency shows two decimals, as the spec says, JPY included. A code the product
 * does not list is written after the amount ("12.50 XYZ"). No amount shows `NO_VALUE`.
 */
export function formatCents(cents: number | null | undefined, currency: Currency | (string & {}) = "USD"): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return NO_VALUE;
  // Normalizes -0 so that zero never shows as "-$0.00".
  const amount = cents === 0 ? 0 : cents / 100;
  if (!isCurrency(currency)) {
    return `${numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
  return numberFormat({ style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/**
 * A price as offers show it: whole dollars without cents ("$599", "$1,398"), else with them
 * (formatCents). Whole dollars are grouped here rather than by Intl: an offer is often the first
 * thing on a page to format a number, and Intl's first use sets up its locale data in the same task
 * (about 30 ms of CPU on a desktop, four times that on a phone).
 */
export function priceLabel(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents % 100 !== 0) return formatCents(cents);
  const dollars = String(Math.abs(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${cents < 0 ? "-" : ""}$${dollars}`;
}

/** Cents rounded to whole dollars, as an estimate reads: "$12,500", "-$300" for a debt. */
export function formatWholeDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  return numberFormat({ style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    dollars === 0 ? 0 : dollars,
  );
}

/**
 * Cents as a money field shows them for editing, without the currency sign: "1,234.50", whole
 * amounts without decimals ("1,000"); an empty field for no amount.
 */
export function formatMoneyInput(cents: number | null): string {
  if (cents === null) return "";
  return numberFormat({ minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** A count or other plain number, grouped: 12345 → "12,345". */
export function formatNumber(value: number): string {
  return numberFormat({}).format(value);
}

// ---------------------------------------------------------------------------------------------
// Names (phone numbers: phone.ts, beside their parser)

/** A person's name by the name rule (`fullName`: "Alex Rivera Jr."), or the fallback (`NO_VALUE` unless given). */
export function personName(person: NameParts | null | undefined, fallback: string = NO_VALUE): string {
  return (person && fullName(person)) || fallback;
}

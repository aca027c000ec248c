/**
 * A timestamp as PostgreSQL writes it in UTC (`2026-11-27 21:04:11.123456+00` from the text
 * protocol, `2026-11-27T21:04:11.123456+00:00` inside json), read by the digits: the ISO 8601
 * form with milliseconds in UTC, `2026-11-27T21:04:11.123Z`.
 */
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(?:\+00(?::?00)?|Z)$/;

/**
 * A stored timestamp as the API answers it: ISO 8601 in UTC with milliseconds, exactly what
 * `new Date(value).toISOString()` gives (digits past the millisecond dropped, not rounded), and
 * null for null. PostgreSQL's UTC text is rewritten by its digits, several times faster than
 * parsing it into a Date: a list of entries turns a few hundred of them per page. Any other
 * offset, and Date values, go through Date.
 */
export function isoTimestamp(value: string | Date): string;
export function isoTimestamp(value: string | Date | null | undefined): string | null;
export function isoTimestamp(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const utc = UTC_TIMESTAMP.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? "").slice(0, 3).padEnd(3, "0")}Z`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${String(value)}`);
  return date.toISOString();
}

/**
 * Calendar-date helpers. A "date" in this product (birthdate, wedding date, a DATE answer) is a
 * calendar day. Strings 'YYYY-MM-DD' are read as that day; other ISO strings and Date objects are
 * read in UTC (the product stores UTC timestamps). "Today" is always passed in by the caller.
 */

/** A calendar day as a comparable number yyyymmdd, e.g. 2026-11-21 → 20261121. */
export type DayNumber = number;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a Date or a string as a calendar day (UTC). Returns undefined for an invalid date,
 * including impossible days such as '2026-02-30'.
 */
export function toDayNumber(value: Date | string): DayNumber | undefined {
  if (typeof value === "string") {
    const text = value.trim();
    const match = ISO_DAY.exec(text);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
        return undefined;
      return year * 10000 + month * 100 + day;
    }
    if (text === "") return undefined;
    return toDayNumber(new Date(text));
  }
  if (Number.isNaN(value.getTime())) return undefined;
  return value.getUTCFullYear() * 10000 + (value.getUTCMonth() + 1) * 100 + value.getUTCDate();
}

/** The same calendar day `years` earlier; 29 February falls back to 28 February in a common year. */
export function dayNumberYearsBefore(day: DayNumber, years: number): DayNumber {
  const year = Math.floor(day / 10000) - years;
  const month = Math.floor(day / 100) % 100;
  let dayOfMonth = day % 100;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && dayOfMonth === 29 && !isLeap) dayOfMonth = 28;
  return year * 10000 + month * 100 + dayOfMonth;
}

export const PROFILE_BIRTHDATE_MESSAGES = {
  invalid: "Please enter a valid date",
  future: "Date cannot be in the future.",
  tooOld: "Date cannot be more than 90 years ago.",
  underage: "You must be at least 18 years old",
} as const;

/** How far back a profile birthdate may go. */
export const PROFILE_BIRTHDATE_MAX_YEARS = 90;

/** The age a person must have reached to sign a prenuptial agreement. */
export const MINIMUM_AGE = 18;

/**
 * A person's birth date, wherever it is typed (the profile and the questionnaire's date-of-birth
 * question, which both write the profile): not in the future, not more than 90 years back and at
 * least 18 years ago (turning 18 today counts). Compared by calendar day:
 * the day exactly 90 years before today is accepted, the day before that is rejected. An unreadable
 * date gives 'Please enter a valid date' (the date message of the validation rules).
 */
export function validateProfileBirthdate(value: Date | string, today: Date): string | null {
  const day = toDayNumber(value);
  const todayDay = toDayNumber(today);
  if (day === undefined || todayDay === undefined) return PROFILE_BIRTHDATE_MESSAGES.invalid;
  if (day > todayDay) return PROFILE_BIRTHDATE_MESSAGES.future;
  if (day < dayNumberYearsBefore(todayDay, PROFILE_BIRTHDATE_MAX_YEARS)) return PROFILE_BIRTHDATE_MESSAGES.tooOld;
  if (day > dayNumberYearsBefore(todayDay, MINIMUM_AGE)) return PROFILE_BIRTHDATE_MESSAGES.underage;
  return null;
}

/**
 * Calendar days from one day to the next (`YYYY-MM-DD` each): 2026-10-20 to 2026-12-19 is 60,
 * negative when `to` comes first; undefined when either is no valid day.
 */
export function calendarDaysBetween(from: string, to: string): number | undefined {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  if (start === undefined || end === undefined) return undefined;
  const utc = (day: DayNumber) => Date.UTC(Math.floor(day / 10000), Math.floor((day % 10000) / 100) - 1, day % 100);
  return Math.round((utc(end) - utc(start)) / 86_400_000);
}

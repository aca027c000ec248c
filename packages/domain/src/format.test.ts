import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENCIES } from "./enums.ts";
import {
  dateTimeFormat,
  formatCents,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoneyInput,
  formatNumber,
  formatTime,
  formatWeekday,
  formatWholeDollars,
  formatZonedTime,
  NO_VALUE,
  personName,
  priceLabel,
  readerTimeZone,
  timeZoneLabel,
} from "./format.ts";
import { parseMoneyInput, toCents } from "./money.ts";
import { formatPhoneAsTyped, formatPhoneNumber } from "./phone.ts";
import { calendarDayIn, timeZoneOfState } from "./time-zones.ts";

const AT = "2026-11-26T02:56:00Z";

describe("the missing value", () => {
  it("is one em dash, shown by every formatter for a missing amount, date, time, phone number or name", () => {
    expect(NO_VALUE).toBe("—");
    for (const missing of [null, undefined]) {
      expect(formatCents(missing)).toBe(NO_VALUE);
      expect(formatDate(missing)).toBe(NO_VALUE);
      expect(formatDateTime(missing)).toBe(NO_VALUE);
      expect(formatTime(missing)).toBe(NO_VALUE);
      expect(formatZonedTime(missing)).toBe(NO_VALUE);
      expect(formatWeekday(missing)).toBe(NO_VALUE);
      expect(formatDay(missing)).toBe(NO_VALUE);
      expect(formatPhoneNumber(missing)).toBe(NO_VALUE);
      expect(personName(missing)).toBe(NO_VALUE);
    }
    expect(formatCents(Number.NaN)).toBe(NO_VALUE);
    expect(formatDate("")).toBe(NO_VALUE);
    expect(formatPhoneNumber("  ")).toBe(NO_VALUE);
  });

  it("gives way to words a caller passes for a day or a name that has a meaning when missing", () => {
    expect(formatDay(null, "Never")).toBe("Never");
    expect(personName({ firstName: null, lastName: "" }, "a@b.test")).toBe("a@b.test");
  });
});

describe("instants", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names a time zone as people say it, UTC as UTC, and keeps a name Intl does not know", () => {
    const winter = new Date("2026-12-01T12:00:00Z");
    expect(timeZoneLabel("America/Los_Angeles", winter)).toBe("Pacific Time");
    expect(timeZoneLabel("America/New_York", winter)).toBe("Eastern Time");
    expect(timeZoneLabel("America/Chicago", new Date("2026-07-01T12:00:00Z"))).toBe("Central Time");
    expect(timeZoneLabel("UTC", winter)).toBe("UTC");
    expect(timeZoneLabel("Not/A_Zone", winter)).toBe("Not/A_Zone");
  });

  it("writes an instant with its day in words, its time and its zone named, in the zone given", () => {
    expect(formatDateTime(AT, "America/New_York")).toBe("November 25, 2026 at 9:56 PM Eastern Time");
    expect(formatDateTime(new Date(AT), "America/Los_Angeles")).toBe("November 25, 2026 at 6:56 PM Pacific Time");
    expect(formatDateTime(AT, "UTC")).toBe("November 26, 2026 at 2:56 AM UTC");
    expect(formatTime(AT, "America/Chicago")).toBe("8:56 PM");
    expect(formatZonedTime(AT, "America/Chicago")).toBe("8:56 PM Central Time");
    expect(formatWeekday(AT, "America/Chicago")).toBe("Wednesday, November 25, 2026");
    expect(formatDateTime("not a date", "America/New_York")).toBe("not a date");
  });

  it("reads the day of an instant where it is read: the same instant is two days across a midnight", () => {
    const lateEvening = "2026-11-26T04:30:00Z";
    expect(formatDate(lateEvening, "America/Los_Angeles")).toBe("November 25, 2026");
    expect(formatDate(lateEvening, "America/New_York")).toBe("November 25, 2026");
    expect(formatDate(lateEvening, "UTC")).toBe("November 26, 2026");
    // The day written for a state's zone is the day its signing rules count (calendarDayIn).
    const texas = timeZoneOfState("TX");
    expect(formatDate(lateEvening, texas)).toBe(formatDay(calendarDayIn(new Date(lateEvening), texas)));
  });

  it("uses the reader's own zone when none is given, and Eastern when the device names none Intl knows", () => {
    const zone = readerTimeZone();
    expect(formatDateTime(AT)).toBe(formatDateTime(AT, zone));
    expect(formatDate(AT, "Not/A_Zone")).toBe(formatDate(AT, zone));
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      timeZone: "",
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(readerTimeZone()).toBe("America/New_York");
  });

  it("keeps one Intl formatter per set of options, and none for a zone Intl does not know", () => {
    const first = dateTimeFormat({ timeZone: "America/Los_Angeles", dateStyle: "long" });
    expect(first.format(new Date("2026-11-28T03:30:00.000Z"))).toBe("November 27, 2026");
    expect(dateTimeFormat({ timeZone: "America/Los_Angeles", dateStyle: "long" })).toBe(first);
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

describe("calendar days", () => {
  it("writes a calendar day in words, the same day in every time zone", () => {
    expect(formatDay("2026-11-28")).toBe("November 28, 2026");
    expect(formatDay("2027-01-01")).toBe("January 1, 2027");
    expect(formatDay("2026-12-31T00:00:00.000Z")).toBe("December 31, 2026");
    expect(formatDay("someday")).toBe("someday");
  });
});

describe("money", () => {
  it("shows cents as dollars with two decimals in en-US format, in every currency", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(-500)).toBe("-$5.00");
    expect(formatCents(-0)).toBe("$0.00");
    expect(formatCents(1200, "EUR")).toBe("€12.00");
    expect(formatCents(1200, "JPY")).toBe("¥12.00");
  });

  it("writes a currency the product does not list after the amount", () => {
    expect(formatCents(123450, "XYZ")).toBe("1,234.50 XYZ");
  });

  it("round-trips: format, parse, to cents gives the same cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...CURRENCIES), (cents, currency) => {
        const dollars = parseMoneyInput(formatCents(cents, currency));
        expect(dollars).toBeDefined();
        expect(toCents(dollars!)).toBe(cents);
      }),
    );
  });

  it("shows a price in whole dollars when it has no cents, else as formatCents does", () => {
    expect(priceLabel(59_900)).toBe("$599");
    expect(priceLabel(139_800)).toBe("$1,398");
    expect(priceLabel(0)).toBe("$0");
    expect(priceLabel(-50_000)).toBe("-$500");
    expect(priceLabel(12_345)).toBe("$123.45");
  });

  it("rounds an estimate to whole dollars", () => {
    expect(formatWholeDollars(1_250_049)).toBe("$12,500");
    expect(formatWholeDollars(-30_000)).toBe("-$300");
    expect(formatWholeDollars(-20)).toBe("$0");
  });

  it("writes an amount for editing without the sign, and whole amounts without decimals", () => {
    expect(formatMoneyInput(123_450)).toBe("1,234.50");
    expect(formatMoneyInput(100_000)).toBe("1,000");
    expect(formatMoneyInput(5)).toBe("0.05");
    expect(formatMoneyInput(null)).toBe("");
  });

  it("groups a plain number", () => {
    expect(formatNumber(12_345)).toBe("12,345");
    expect(formatNumber(7)).toBe("7");
  });
});

describe("phone numbers and names", () => {
  it("shows a stored number the way people write it", () => {
    expect(formatPhoneNumber("+12125550163")).toBe("(212) 555-0163");
    expect(formatPhoneNumber("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhoneNumber("not a number")).toBe("not a number");
  });

  it("formats a number while it is typed forward and leaves deleting alone", () => {
    expect(formatPhoneAsTyped("213373425", "2133734253")).toBe("(213) 373-4253");
    expect(formatPhoneAsTyped("(213) 373-4", "(213) 373-")).toBe("(213) 373-");
    expect(formatPhoneAsTyped("+44 20", "+44 207")).toBe("+44 20 7");
  });

  it("writes a person's name by the name rule", () => {
    expect(personName({ firstName: " Alex ", lastName: "Rivera", suffix: "Jr." })).toBe("Alex Rivera Jr.");
  });
});

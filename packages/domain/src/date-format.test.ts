import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatTime,
  formatWeekday,
  readerTimeZone,
  timeZoneLabel,
} from "./date-format.ts";
import { calendarDayIn, timeZoneOfState } from "./time-zones.ts";

describe("dates and times as people read them", () => {
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
    expect(formatDateTime("2026-11-26T02:56:00Z", "America/New_York")).toBe(
      "November 25, 2026 at 9:56 PM Eastern Time",
    );
    expect(formatDateTime(new Date("2026-11-26T02:56:00Z"), "America/Los_Angeles")).toBe(
      "November 25, 2026 at 6:56 PM Pacific Time",
    );
    expect(formatDateTime("2026-11-26T02:56:00Z", "UTC")).toBe("November 26, 2026 at 2:56 AM UTC");
    expect(formatTime("2026-11-26T02:56:00Z", "America/Chicago")).toBe("8:56 PM");
    expect(formatWeekday("2026-11-26T02:56:00Z", "America/Chicago")).toBe("Wednesday, November 25, 2026");
    expect(formatDateTime("not a date", "America/New_York")).toBe("not a date");
  });

  it("reads the day of an instant where it is read: the same instant is two days across a midnight", () => {
    const lateEvening = "2026-11-26T04:30:00Z";
    expect(formatDate(lateEvening, "America/Los_Angeles")).toBe("November 25, 2026");
    expect(formatDate(lateEvening, "America/New_York")).toBe("November 25, 2026");
    expect(formatDate(lateEvening, "UTC")).toBe("November 26, 2026");
    // The day written for a state's zone is the day its signing rules count (calendarDayIn).
    const texas = timeZoneOfState("TX");
    expect(formatDate(lateEvening, texas)).toBe(formatCalendarDay(calendarDayIn(new Date(lateEvening), texas)));
  });

  it("uses the reader's own zone when none is given, and Eastern when the device names none Intl knows", () => {
    const zone = readerTimeZone();
    expect(formatDateTime("2026-11-26T02:56:00Z")).toBe(formatDateTime("2026-11-26T02:56:00Z", zone));
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      timeZone: "",
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(readerTimeZone()).toBe("America/New_York");
  });

  it("writes a calendar day in words, the same day in every time zone", () => {
    expect(formatCalendarDay("2026-11-28")).toBe("November 28, 2026");
    expect(formatCalendarDay("2027-01-01")).toBe("January 1, 2027");
    expect(formatCalendarDay("someday")).toBe("someday");
  });
});

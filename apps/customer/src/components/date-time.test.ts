import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDateTime, timeZoneLabel } from "./date-time.ts";

describe("dates and times as people read them", () => {
  it("names a time zone as people say it, and keeps a name Intl does not know", () => {
    const winter = new Date("2026-12-01T12:00:00Z");
    expect(timeZoneLabel("America/Los_Angeles", winter)).toBe("Pacific Time");
    expect(timeZoneLabel("America/New_York", winter)).toBe("Eastern Time");
    expect(timeZoneLabel("Not/A_Zone", winter)).toBe("Not/A_Zone");
  });

  it("writes a timestamp as a date and a time, never as ISO", () => {
    expect(formatDateTime("2026-11-25T04:42:39Z")).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime("not a date")).toBe("not a date");
  });

  it("writes a calendar day in words, the same day in every time zone", () => {
    expect(formatCalendarDay("2026-11-28")).toBe("November 28, 2026");
    expect(formatCalendarDay("2027-01-01")).toBe("January 1, 2027");
    expect(formatCalendarDay("someday")).toBe("someday");
  });
});

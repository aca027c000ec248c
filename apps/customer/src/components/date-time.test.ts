import { describe, expect, it } from "vitest";
import { formatDateTime, timeZoneLabel } from "./date-time.ts";

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
});

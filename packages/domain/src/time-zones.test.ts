import { describe, expect, it } from "vitest";
import { calendarDayIn, startOfDayIn, timeZoneOfState } from "./time-zones.ts";

describe("timeZoneOfState", () => {
  it("gives a state's main zone, Eastern for an unknown state", () => {
    expect(timeZoneOfState("CA")).toBe("America/Los_Angeles");
    expect(timeZoneOfState("TX")).toBe("America/Chicago");
    expect(timeZoneOfState("HI")).toBe("Pacific/Honolulu");
    expect(timeZoneOfState(null)).toBe("America/New_York");
    expect(timeZoneOfState("ZZ")).toBe("America/New_York");
  });
});

describe("calendarDayIn", () => {
  it("reads the day where the instant happened, not in UTC", () => {
    const eveningInCalifornia = new Date("2027-06-12T03:00:00Z"); // June 11, 8 PM Pacific
    expect(calendarDayIn(eveningInCalifornia, "America/Los_Angeles")).toBe("2027-06-11");
    expect(calendarDayIn(eveningInCalifornia, "America/New_York")).toBe("2027-06-11");
    expect(calendarDayIn(eveningInCalifornia, "UTC")).toBe("2027-06-12");
  });

  it("crosses midnight in each zone at its own midnight, daylight saving included", () => {
    expect(calendarDayIn(new Date("2027-01-15T07:59:00Z"), "America/Los_Angeles")).toBe("2027-01-14");
    expect(calendarDayIn(new Date("2027-01-15T08:00:00Z"), "America/Los_Angeles")).toBe("2027-01-15");
    expect(calendarDayIn(new Date("2027-07-15T06:59:00Z"), "America/Los_Angeles")).toBe("2027-07-14");
    expect(calendarDayIn(new Date("2027-07-15T07:00:00Z"), "America/Los_Angeles")).toBe("2027-07-15");
  });
});

describe("startOfDayIn", () => {
  it("gives the instant local midnight falls on, in winter and in summer", () => {
    expect(startOfDayIn("2026-11-23", "America/Chicago").toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(startOfDayIn("2027-06-12", "America/Los_Angeles").toISOString()).toBe("2027-06-12T07:00:00.000Z");
    expect(startOfDayIn("2027-01-05", "Pacific/Honolulu").toISOString()).toBe("2027-01-05T10:00:00.000Z");
    expect(startOfDayIn("2027-01-05", "UTC").toISOString()).toBe("2027-01-05T00:00:00.000Z");
  });

  it("is right on the days the clocks change, and the day it starts is that day where it starts", () => {
    expect(startOfDayIn("2027-03-14", "America/New_York").toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(startOfDayIn("2027-03-15", "America/New_York").toISOString()).toBe("2027-03-15T04:00:00.000Z");
    expect(startOfDayIn("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfDayIn("2026-11-02", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    for (const zone of ["America/Los_Angeles", "America/Denver", "America/Phoenix", "America/Anchorage"]) {
      const start = startOfDayIn("2027-03-14", zone);
      expect(calendarDayIn(start, zone)).toBe("2027-03-14");
      expect(calendarDayIn(new Date(start.getTime() - 1000), zone)).toBe("2027-03-13");
    }
  });
});

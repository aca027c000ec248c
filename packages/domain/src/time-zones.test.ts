import { describe, expect, it } from "vitest";
import { calendarDayIn, timeZoneOfState } from "./time-zones.ts";

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

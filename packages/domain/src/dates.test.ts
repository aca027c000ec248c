import { describe, expect, it } from "vitest";
import { calendarDaysBetween, dayNumberYearsBefore, toDayNumber, validateProfileBirthdate } from "./dates.ts";

const today = new Date("2026-11-21T05:30:00Z");

describe("validateProfileBirthdate", () => {
  it("rejects tomorrow as in the future and today as under 18", () => {
    expect(validateProfileBirthdate("2026-11-22", today)).toBe("Date cannot be in the future.");
    expect(validateProfileBirthdate("2026-11-21", today)).toBe("You must be at least 18 years old");
  });

  it("accepts a person turning 18 today and refuses one turning 18 tomorrow", () => {
    expect(validateProfileBirthdate("2008-11-21", today)).toBeNull();
    expect(validateProfileBirthdate("2008-11-22", today)).toBe("You must be at least 18 years old");
  });

  it("accepts exactly 90 years back and rejects the day before", () => {
    expect(validateProfileBirthdate("1936-11-21", today)).toBeNull();
    expect(validateProfileBirthdate("1936-11-20", today)).toBe("Date cannot be more than 90 years ago.");
  });

  it("accepts Date objects and full ISO strings, read in UTC", () => {
    expect(validateProfileBirthdate(new Date("1990-05-31T00:00:00Z"), today)).toBeNull();
    expect(validateProfileBirthdate("2008-11-21T23:59:59Z", today)).toBeNull();
    expect(validateProfileBirthdate("2026-11-22T00:00:00Z", today)).toBe("Date cannot be in the future.");
  });

  it("rejects unreadable or impossible dates", () => {
    expect(validateProfileBirthdate("not a date", today)).toBe("Please enter a valid date");
    expect(validateProfileBirthdate("2026-02-30", today)).toBe("Please enter a valid date");
    expect(validateProfileBirthdate("", today)).toBe("Please enter a valid date");
    expect(validateProfileBirthdate(new Date(Number.NaN), today)).toBe("Please enter a valid date");
  });

  it("treats 29 February 90 years back as 28 February in a common year", () => {
    const leapToday = new Date("2028-02-29T12:00:00Z");
    expect(validateProfileBirthdate("1938-02-28", leapToday)).toBeNull();
    expect(validateProfileBirthdate("1938-02-27", leapToday)).toBe("Date cannot be more than 90 years ago.");
  });
});

describe("calendar days", () => {
  it("reads days as yyyymmdd numbers", () => {
    expect(toDayNumber("2024-02-29")).toBe(20240229);
    expect(toDayNumber("2023-02-29")).toBeUndefined();
    expect(toDayNumber(new Date("2024-12-31T23:00:00Z"))).toBe(20241231);
  });
  it("steps back whole years", () => {
    expect(dayNumberYearsBefore(20261121, 18)).toBe(20081121);
    expect(dayNumberYearsBefore(20240229, 4)).toBe(20200229);
    expect(dayNumberYearsBefore(20240229, 100)).toBe(19240229);
    expect(dayNumberYearsBefore(20000229, 100)).toBe(19000228);
  });
});

describe("calendarDaysBetween", () => {
  it("counts calendar days across months, years and a leap day", () => {
    expect(calendarDaysBetween("2026-10-20", "2026-12-19")).toBe(60);
    expect(calendarDaysBetween("2027-12-31", "2028-03-01")).toBe(61);
    expect(calendarDaysBetween("2026-12-19", "2026-10-20")).toBe(-60);
    expect(calendarDaysBetween("2026-10-20", "2026-10-20")).toBe(0);
  });

  it("has no answer for a day that does not exist", () => {
    expect(calendarDaysBetween("2026-02-30", "2026-03-01")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./intl-formats.ts";

describe("dateTimeFormat", () => {
  const at = new Date("2026-11-28T03:30:00.000Z");

  it("formats with the options it was first built with, and gives the same formatter for its key", () => {
    const first = dateTimeFormat("test-day:America/Los_Angeles", {
      timeZone: "America/Los_Angeles",
      dateStyle: "long",
    });
    expect(first.format(at)).toBe("November 27, 2026");
    const again = dateTimeFormat("test-day:America/Los_Angeles", {
      timeZone: "America/Los_Angeles",
      dateStyle: "long",
    });
    expect(again).toBe(first);
  });

  it("throws for a zone Intl does not know, and keeps nothing under that key", () => {
    expect(() => dateTimeFormat("test-day:Mars/Olympus", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(dateTimeFormat("test-day:Mars/Olympus", { timeZone: "UTC", dateStyle: "long" }).format(at)).toBe(
      "November 28, 2026",
    );
  });
});

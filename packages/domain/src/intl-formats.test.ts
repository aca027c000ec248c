import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./intl-formats.ts";

describe("dateTimeFormat", () => {
  const at = new Date("2026-11-28T03:30:00.000Z");

  it("formats with its options, and gives the same formatter for equal options", () => {
    const first = dateTimeFormat({ timeZone: "America/Los_Angeles", dateStyle: "long" });
    expect(first.format(at)).toBe("November 27, 2026");
    const again = dateTimeFormat({ timeZone: "America/Los_Angeles", dateStyle: "long" });
    expect(again).toBe(first);
    expect(dateTimeFormat({ timeZone: "UTC", dateStyle: "long" }).format(at)).toBe("November 28, 2026");
  });

  it("throws for a zone Intl does not know, every time (nothing is kept for it)", () => {
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

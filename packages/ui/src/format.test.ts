import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatTime,
  formatZonedTime,
  NO_VALUE,
  personName,
} from "./format.ts";

const AT = "2026-11-26T02:56:00Z";

describe("the portals' formatting", () => {
  it("writes dates in words in the given zone, a dash when missing", () => {
    expect(formatDate(AT, "America/New_York")).toBe("November 25, 2026");
    expect(formatDate(AT, "UTC")).toBe("November 26, 2026");
    expect(formatDate(null)).toBe(NO_VALUE);
    expect(formatDate(undefined)).toBe("—");
  });

  it("writes an instant with its time and named zone", () => {
    expect(formatDateTime(AT, "America/New_York")).toBe("November 25, 2026 at 9:56 PM Eastern Time");
    expect(formatDateTime(new Date(AT), "UTC")).toBe("November 26, 2026 at 2:56 AM UTC");
    expect(formatTime(AT, "America/Los_Angeles")).toBe("6:56 PM");
    expect(formatZonedTime(AT, "America/Chicago")).toBe("8:56 PM Central Time");
    expect(formatDateTime(null)).toBe("—");
  });

  it("writes a calendar day the same in every zone", () => {
    expect(formatDay("2026-12-31")).toBe("December 31, 2026");
    expect(formatDay("2026-12-31T00:00:00.000Z")).toBe("December 31, 2026");
    expect(formatDay(null, "Never")).toBe("Never");
  });

  it("writes cents as money by the domain's rule", () => {
    expect(formatMoney(123450)).toBe("$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(null)).toBe("-");
  });

  it("writes a person's name by the domain's rule, or the fallback", () => {
    expect(personName({ firstName: " Alex ", lastName: "Rivera", suffix: "Jr." })).toBe("Alex Rivera Jr.");
    expect(personName({ firstName: null, lastName: "" }, "a@b.test")).toBe("a@b.test");
    expect(personName(null)).toBe("—");
  });
});

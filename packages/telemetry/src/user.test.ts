import { describe, expect, it } from "vitest";
import { unixSeconds } from "./user.ts";

describe("unixSeconds", () => {
  it("turns an ISO date-time into whole seconds, rounding down", () => {
    expect(unixSeconds("2026-03-01T12:00:00.999Z")).toBe(1772366400);
    expect(unixSeconds("1970-01-01T00:00:00Z")).toBe(0);
  });

  it("takes milliseconds and dates alike", () => {
    expect(unixSeconds(1_500)).toBe(1);
    expect(unixSeconds(new Date(Date.UTC(2026, 2, 1, 12)))).toBe(1772366400);
  });

  it("rounds down before 1970 too", () => {
    expect(unixSeconds(-1)).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { isLive } from "./soft-delete.ts";

describe("isLive", () => {
  it("is true for a row with no deletion stamp", () => {
    expect(isLive({ deletedAt: null })).toBe(true);
    expect(isLive({})).toBe(true);
  });

  it("is false for a soft-deleted row, stamped by a Date or an ISO string", () => {
    expect(isLive({ deletedAt: new Date("2026-01-01T00:00:00Z") })).toBe(false);
    expect(isLive({ deletedAt: "2026-01-01T00:00:00Z" })).toBe(false);
  });
});

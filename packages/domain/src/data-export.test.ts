import { describe, expect, it } from "vitest";
import { DATA_EXPORT_RECENT_SIGN_IN_MINUTES, isRecentSignIn } from "./data-export.ts";

describe("isRecentSignIn", () => {
  const now = new Date("2026-11-21T12:00:00.000Z");
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it("accepts a sign-in within the window, its last minute included", () => {
    expect(isRecentSignIn(minutesAgo(1), now)).toBe(true);
    expect(isRecentSignIn(minutesAgo(DATA_EXPORT_RECENT_SIGN_IN_MINUTES), now)).toBe(true);
  });

  it("refuses an older sign-in, or none known", () => {
    expect(isRecentSignIn(minutesAgo(DATA_EXPORT_RECENT_SIGN_IN_MINUTES + 1), now)).toBe(false);
    expect(isRecentSignIn(null, now)).toBe(false);
  });
});

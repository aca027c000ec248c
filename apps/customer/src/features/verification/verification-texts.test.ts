import { describe, expect, it } from "vitest";
import { recordedText } from "./verification-texts.ts";

describe("recordedText", () => {
  const found = {
    kind: "final-agreement" as const,
    state: "New York",
    finalizedAt: "2026-11-21T17:00:00.000Z",
    signedAt: null,
    recordVerifies: true,
  };

  it("says when the agreement was recorded, where, and that it is not signed through us yet", () => {
    expect(recordedText(found, "America/New_York")).toBe(
      "This is the final agreement recorded on November 21, 2026, for a couple in New York; not signed before a notary through us yet; its record verifies.",
    );
  });

  it("says so plainly when the record does not verify", () => {
    expect(recordedText({ ...found, signedAt: "2026-11-25", recordVerifies: false }, "America/New_York")).toBe(
      "This is the final agreement recorded on November 21, 2026, for a couple in New York; signed on November 25, 2026; its record does NOT verify.",
    );
  });

  it("names a notarized copy as such", () => {
    expect(recordedText({ ...found, kind: "notarized-copy", signedAt: "2026-11-25" }, "America/New_York")).toBe(
      "This is the notarized copy of the final agreement recorded on November 21, 2026, for a couple in New York; signed on November 25, 2026; its record verifies.",
    );
  });
});

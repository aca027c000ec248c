import { describe, expect, it } from "vitest";
import {
  acknowledgementAfterEntryWrite,
  acknowledgementBefore,
  startsWaiting,
  type AcknowledgementFacts,
} from "./acknowledgement-mail.ts";

const ACKNOWLEDGED_AT = "2026-11-21T12:00:00.000Z";

/** An owner's disclosure whose version 1 the other partner acknowledged, as it stood then. */
function acknowledged(overrides: Partial<AcknowledgementFacts> = {}): AcknowledgementFacts {
  return {
    lastChangedAt: ACKNOWLEDGED_AT,
    changeCount: 3,
    completedAt: ACKNOWLEDGED_AT,
    nothingToDiscloseAt: null,
    entryCount: 2,
    latestVersion: { number: 1, asOfChange: 3 },
    acknowledgedVersion: 1,
    reader: { ownerFirstName: "Avery", partner: { id: "b", email: "blake@example.test" } },
    ...overrides,
  };
}

describe("whether an entry write makes the disclosure wait for the other partner", () => {
  it("does for the first change after the acknowledgement (changed, added or removed entry), naming the next version", () => {
    const facts = acknowledged();
    expect(acknowledgementBefore(facts).state).toBe("CURRENT");
    for (const entryDelta of [0, 1, -1] as const) {
      const after = acknowledgementAfterEntryWrite(facts, { entryDelta });
      expect(after).toMatchObject({ state: "LAPSED", currentVersion: 2, acknowledgedVersion: 1 });
      expect(startsWaiting(acknowledgementBefore(facts), after)).toBe(true);
    }
  });

  it("does not for a change while the acknowledgement has already lapsed", () => {
    const facts = acknowledged({ lastChangedAt: "2026-11-21T12:30:00.000Z", changeCount: 4 });
    expect(acknowledgementBefore(facts).state).toBe("LAPSED");
    expect(startsWaiting(acknowledgementBefore(facts), acknowledgementAfterEntryWrite(facts, { entryDelta: 0 }))).toBe(
      false,
    );
  });

  it("does not when the change leaves nothing given: the last entry deleted, or an entry withdrawing 'nothing to disclose'", () => {
    const lastEntry = acknowledged({ entryCount: 1 });
    expect(acknowledgementAfterEntryWrite(lastEntry, { entryDelta: -1 }).state).toBe("NOT_GIVEN");
    const empty = acknowledged({ completedAt: null, nothingToDiscloseAt: ACKNOWLEDGED_AT, entryCount: 0 });
    expect(acknowledgementBefore(empty).state).toBe("CURRENT");
    const after = acknowledgementAfterEntryWrite(empty, { entryDelta: 1 });
    expect(after.state).toBe("NOT_GIVEN");
    expect(startsWaiting(acknowledgementBefore(empty), after)).toBe(false);
  });

  it("does when a completed disclosure left without entries gets one again (given again, not acknowledged)", () => {
    const facts = acknowledged({ entryCount: 0, lastChangedAt: "2026-11-21T12:30:00.000Z", changeCount: 4 });
    expect(acknowledgementBefore(facts).state).toBe("NOT_GIVEN");
    const after = acknowledgementAfterEntryWrite(facts, { entryDelta: 1 });
    expect(after).toMatchObject({ state: "LAPSED", currentVersion: 2 });
    expect(startsWaiting(acknowledgementBefore(facts), after)).toBe(true);
  });
});

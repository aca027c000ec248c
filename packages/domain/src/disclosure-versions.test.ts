import { describe, expect, it } from "vitest";
import {
  acknowledgementStatement,
  disclosureChangesSince,
  disclosureChangesText,
  disclosureAcknowledgementOf,
  disclosureAcknowledgementProblem,
  type DisclosureAcknowledgement,
  type VersionedEntry,
} from "./disclosure-versions.ts";

describe("disclosureAcknowledgementOf", () => {
  it("asks nothing while the disclosure is not given", () => {
    expect(
      disclosureAcknowledgementOf({ given: false, latest: null, ownerChangeCount: 1, acknowledgedVersion: null }),
    ).toEqual({ state: "NOT_GIVEN", currentVersion: null, currentIsNew: false, acknowledgedVersion: null });
  });

  it("numbers the first given disclosure 1 before it is frozen", () => {
    expect(
      disclosureAcknowledgementOf({ given: true, latest: null, ownerChangeCount: 1, acknowledgedVersion: null }),
    ).toMatchObject({ state: "AWAITED", currentVersion: 1, currentIsNew: true });
  });

  it("is current while nothing changed since the acknowledged version", () => {
    expect(
      disclosureAcknowledgementOf({
        given: true,
        latest: { number: 2, asOfChange: 7 },
        ownerChangeCount: 7,
        acknowledgedVersion: 2,
      }),
    ).toEqual({ state: "CURRENT", currentVersion: 2, currentIsNew: false, acknowledgedVersion: 2 });
  });

  it("lapses when the owner changes anything after the acknowledged version", () => {
    expect(
      disclosureAcknowledgementOf({
        given: true,
        latest: { number: 2, asOfChange: 7 },
        ownerChangeCount: 8,
        acknowledgedVersion: 2,
      }),
    ).toEqual({ state: "LAPSED", currentVersion: 3, currentIsNew: true, acknowledgedVersion: 2 });
  });

  it("counts a change, not its time: one more change lapses the version even in the same millisecond", () => {
    // The version froze the owner's 7th change; an 8th change stamped with the same time is still a change.
    expect(
      disclosureAcknowledgementOf({
        given: true,
        latest: { number: 2, asOfChange: 7 },
        ownerChangeCount: 8,
        acknowledgedVersion: 2,
      }).state,
    ).toBe("LAPSED");
  });
});

describe("acknowledgementStatement", () => {
  it("names the version, the entries and the net worth", () => {
    expect(
      acknowledgementStatement({ ownerFirstName: "Alex", version: 3, entryCount: 14, netWorth: "$1,200.00" }),
    ).toBe("I have received and reviewed Alex's financial disclosure, version 3 (14 entries, net worth $1,200.00).");
    expect(acknowledgementStatement({ ownerFirstName: "Alex", version: 1, entryCount: 0, netWorth: "$0.00" })).toBe(
      "I have received and reviewed Alex's financial disclosure, version 1 (nothing to disclose).",
    );
  });
});

describe("disclosureAcknowledgementProblem", () => {
  const current: DisclosureAcknowledgement = {
    state: "CURRENT",
    currentVersion: 1,
    currentIsNew: false,
    acknowledgedVersion: 1,
  };
  const lapsed: DisclosureAcknowledgement = {
    state: "LAPSED",
    currentVersion: 3,
    currentIsNew: true,
    acknowledgedVersion: 2,
  };
  const awaited: DisclosureAcknowledgement = {
    state: "AWAITED",
    currentVersion: 1,
    currentIsNew: false,
    acknowledgedVersion: null,
  };

  it("passes when each partner acknowledged the other's current version", () => {
    expect(
      disclosureAcknowledgementProblem({
        owners: {
          A: { firstName: "Alex", acknowledgement: current },
          B: { firstName: "Jamie", acknowledgement: current },
        },
        viewer: "A",
      }),
    ).toBeNull();
  });

  it("tells the viewer what they still have to acknowledge first, naming the version", () => {
    expect(
      disclosureAcknowledgementProblem({
        owners: {
          A: { firstName: "Alex", acknowledgement: awaited },
          B: { firstName: "Jamie", acknowledgement: lapsed },
        },
        viewer: "A",
      }),
    ).toEqual({
      code: "GENERATION_NOT_READY",
      message:
        "You have not acknowledged Jamie's financial disclosure (version 3): it changed after version 2 was acknowledged. Each of you acknowledges the other's latest disclosure on the Financial Disclosure page.",
    });
    expect(
      disclosureAcknowledgementProblem({
        owners: {
          A: { firstName: "Alex", acknowledgement: awaited },
          B: { firstName: "Jamie", acknowledgement: current },
        },
        viewer: "A",
      })?.message,
    ).toBe(
      "Jamie has not acknowledged your financial disclosure (version 1) yet. Each of you acknowledges the other's disclosure on the Financial Disclosure page.",
    );
  });
});

describe("disclosureChangesSince", () => {
  const car = { kind: "vehicle", title: "2019 Toyota Corolla", amountInCents: 1_200_000, currency: "USD" };
  const account = { kind: "account", title: "Checking at First Bank", amountInCents: 500_000, currency: "USD" };
  const loan = { kind: "debt", title: "Student loan", amountInCents: 900_000, currency: "USD" };

  it("names the entries added, changed and removed", () => {
    const changes = disclosureChangesSince([car, account], [{ ...account, amountInCents: 650_000 }, loan]);
    expect(changes).toEqual({
      added: ["Student loan"],
      changed: ["Checking at First Bank"],
      removed: ["2019 Toyota Corolla"],
    });
    expect(disclosureChangesText(changes)).toBe(
      "Added: Student loan. Changed: Checking at First Bank. Removed: 2019 Toyota Corolla.",
    );
  });

  it("sees no change in the same entries in another order", () => {
    const changes = disclosureChangesSince([car, account], [account, car]);
    expect(changes).toEqual({ added: [], changed: [], removed: [] });
    expect(disclosureChangesText(changes)).toBeNull();
  });

  describe("the documents behind an entry", () => {
    const statement = { name: "october.pdf", sha256: "a".repeat(64) };
    const valuation = { name: "appraisal.png", sha256: "b".repeat(64) };

    it("counts a document attached after the acknowledgement as a change of its entry", () => {
      expect(disclosureChangesSince([account], [{ ...account, documents: [statement] }])).toEqual({
        added: [],
        changed: ["Checking at First Bank"],
        removed: [],
      });
    });

    it("counts a document removed, or the same name holding other bytes, as a change", () => {
      expect(disclosureChangesSince([{ ...account, documents: [statement] }], [account]).changed).toEqual([
        "Checking at First Bank",
      ]);
      const replaced = { ...statement, sha256: "c".repeat(64) };
      expect(
        disclosureChangesSince([{ ...account, documents: [statement] }], [{ ...account, documents: [replaced] }])
          .changed,
      ).toEqual(["Checking at First Bank"]);
    });

    it("sees no change in the same documents in another order, nor between none and an empty list", () => {
      expect(
        disclosureChangesSince(
          [{ ...account, documents: [statement, valuation] }],
          [{ ...account, documents: [valuation, statement] }],
        ),
      ).toEqual({ added: [], changed: [], removed: [] });
      expect(disclosureChangesSince([account], [{ ...account, documents: [] }])).toEqual({
        added: [],
        changed: [],
        removed: [],
      });
    });
  });
});

describe("disclosureChangesSince: a version stored without titles", () => {
  it("names an entry without a title by its kind", () => {
    const untitled = { kind: "asset", amountInCents: 100 } as unknown as VersionedEntry;
    expect(disclosureChangesSince([untitled], [])).toEqual({ added: [], changed: [], removed: ["asset"] });
  });
});

import { describe, expect, it } from "vitest";
import { describeRecordEntry } from "./record-description.ts";

const names = { A: "Avery Stone", B: "Blake Moreno" };

describe("describeRecordEntry: the disclosure included", () => {
  it("names the entries, the net worth and the version the other partner acknowledged", () => {
    expect(
      describeRecordEntry(
        {
          kind: "DISCLOSURE_INCLUDED",
          respondent: "A",
          details: {
            entryCount: 3,
            netWorthInUsdCents: 125_000_00,
            lastChangedAt: "2026-11-20T09:00:00.000Z",
            acknowledgedVersion: 2,
            acknowledgedAt: "2026-11-21T10:00:00.000Z",
          },
        },
        names,
      ),
    ).toBe(
      "Avery Stone's financial disclosure (3 entries, net worth $125,000.00, as of 2026-11-20) is in Schedule A. It is version 2, which Blake Moreno acknowledged on 2026-11-21.",
    );
  });

  it("says an empty schedule plainly, and nothing of an acknowledgement an older record does not hold", () => {
    expect(
      describeRecordEntry({ kind: "DISCLOSURE_INCLUDED", respondent: "B", details: { entryCount: 0 } }, names),
    ).toBe("Blake Moreno's schedule states that nothing was disclosed.");
  });
});

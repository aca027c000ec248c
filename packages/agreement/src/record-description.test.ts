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

describe("describeRecordEntry: the signing and the notarization", () => {
  it("names each online signer, and the couple's signing in person by its day", () => {
    const signed = (respondent: "A" | "B" | null, details: Record<string, unknown>) =>
      describeRecordEntry({ kind: "SIGNED", respondent, details }, names);
    expect(signed("B", { method: "ONLINE", role: "USER_B" })).toBe(
      "Blake Moreno signed the agreement in the online notarization session.",
    );
    expect(signed("A", { method: "ONLINE", role: "ATTORNEY_A" })).toBe(
      "Avery Stone's attorney signed the agreement in the online notarization session.",
    );
    expect(signed(null, { method: "IN_PERSON", signedOn: "2026-11-20" })).toBe(
      "The couple signed the agreement before a notary in person on 2026-11-20 (the notarial certificate's date).",
    );
  });

  it("gives the notarized copy's hash, the day of signing and the notary's record", () => {
    const sha = "ab".repeat(32);
    expect(
      describeRecordEntry(
        {
          kind: "NOTARIZED",
          respondent: null,
          details: {
            method: "ONLINE",
            signedOn: "2026-11-21",
            fileSha256: sha,
            notary: "Jordan Reyes",
            sessionRecordRef: "NR-1",
          },
        },
        names,
      ),
    ).toBe(
      "The agreement was notarized in an online session before Jordan Reyes, signed on 2026-11-21 (notarized copy abababababab…); the notary's record is NR-1.",
    );
    expect(
      describeRecordEntry(
        {
          kind: "NOTARIZED",
          respondent: null,
          details: { method: "IN_PERSON", signedOn: "2026-11-20", fileSha256: sha },
        },
        names,
      ),
    ).toBe("The copy notarized in person, signed on 2026-11-20, was recorded (notarized copy abababababab…).");
    expect(
      describeRecordEntry(
        {
          kind: "SIGNING_DATE_CORRECTED",
          respondent: null,
          details: { previousSignedOn: "2026-11-20", signedOn: "2026-11-19" },
        },
        names,
      ),
    ).toBe("The date of signing was corrected from 2026-11-20 to 2026-11-19.");
  });
});

describe("describeRecordEntry: a change after the signing", () => {
  const names = { A: "Omar Haddad", B: "Lena Park" };
  it("tells each spouse's signing, with its witnesses and attorney, and the change taking effect", () => {
    expect(
      describeRecordEntry(
        {
          kind: "CHANGE_SIGNED",
          respondent: "B",
          details: {
            changeKind: "AMENDMENT",
            number: 2,
            changeSignedOn: "2027-03-02",
            witnesses: ["Ada Lee", "Ben Cho"],
            counsel: "Sam Ortiz",
            disclosureVersion: 3,
            fileSha256: "cd".repeat(32),
          },
        },
        names,
      ),
    ).toBe(
      "Lena Park signed Amendment No. 2 before a notary and witnesses (Ada Lee, Ben Cho) on 2027-03-02 (the notarial certificate's date), advised by Sam Ortiz, having confirmed disclosure version 3; signed copy cdcdcdcdcdcd….",
    );
    expect(
      describeRecordEntry(
        {
          kind: "CHANGE_IN_EFFECT",
          respondent: null,
          details: { changeKind: "REVOCATION", number: null, effectiveOn: "2027-03-04", parentHash: "ab".repeat(32) },
        },
        names,
      ),
    ).toBe(
      "The Revocation of the agreement took effect on 2027-03-04, both spouses having signed it. It changes the version recorded at abababababab….",
    );
  });
});

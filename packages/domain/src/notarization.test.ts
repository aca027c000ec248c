import { describe, expect, it } from "vitest";
import { notarizationBlocker } from "./documents.ts";
import {
  notarizationStartProblem,
  notarySignerRoles,
  shouldApplyNotaryStatus,
  signedRolesAfter,
} from "./notarization.ts";

const open = { maySign: true, lastDay: "2027-06-01", message: null };
const base = {
  mode: "ONLINE" as const,
  blocker: null,
  partnerJoined: true,
  signingCutoff: open,
  reviewWait: {
    mustWait: false,
    waitUntil: null as Date | null,
    days: 7,
    stateName: "California",
    stateAbbreviation: "CA",
  },
  notarizationComplete: false,
  notarizationOpen: false,
  onlineAllowed: true,
  notaryBlockText: null,
};

describe("notarizationStartProblem", () => {
  it("lets a ready couple start", () => {
    expect(notarizationStartProblem(base)).toBeNull();
  });

  it("puts the spec's availability first, with its title and message", () => {
    const blocker = notarizationBlocker({
      generated: false,
      ownAttorneyRequired: true,
      ownAttorneyBooked: false,
      partnerAttorneyRequired: false,
      partnerAttorneyBooked: false,
      bothPartnersNeedAttorneys: false,
      status: "NOT_APPROVED",
      reviewedOrFinalized: false,
      reviewedByMe: false,
    });
    const problem = notarizationStartProblem({
      ...base,
      blocker,
      signingCutoff: { maySign: false, lastDay: "2020-01-01", message: "late" },
      onlineAllowed: false,
    });
    expect(problem).toEqual({
      code: "NOTARIZATION_NOT_AVAILABLE",
      title: "Notarization will be available after you have generated a document.",
      message: "You must generate a document before you can notarize it.",
    });
  });

  it("refuses after the wedding-day cutoff before the California wait", () => {
    const problem = notarizationStartProblem({
      ...base,
      signingCutoff: {
        maySign: false,
        lastDay: "2026-05-01",
        message: "A premarital agreement must be signed before the wedding.",
      },
      reviewWait: { ...base.reviewWait, mustWait: true, waitUntil: new Date("2026-05-09T00:00:00Z") },
    });
    expect(problem?.code).toBe("SIGNING_DEADLINE_PASSED");
    expect(problem?.message).toBe("A premarital agreement must be signed before the wedding.");
  });

  it("leaves the cutoff of a proof upload to its signing date: a couple who signed before the wedding may upload after it", () => {
    const closed = { maySign: false, lastDay: "2026-05-01", message: "Too late." };
    expect(notarizationStartProblem({ ...base, mode: "PROOF", signingCutoff: closed })).toBeNull();
    expect(notarizationStartProblem({ ...base, mode: "ONLINE", signingCutoff: closed })?.code).toBe(
      "SIGNING_DEADLINE_PASSED",
    );
  });

  it("shows California's wait with the day it ends", () => {
    const problem = notarizationStartProblem({
      ...base,
      reviewWait: { ...base.reviewWait, mustWait: true, waitUntil: new Date("2026-05-09T10:00:00Z") },
    });
    expect(problem).toMatchObject({
      code: "CALIFORNIA_WAIT",
      message:
        "In CA you must review the document for 7 days before notarizing. You can notarize on or after May 9, 2026.",
    });
  });

  it("waits for the finalization of a represented California agreement before the 7 days", () => {
    const problem = notarizationStartProblem({ ...base, awaitingFinalization: true });
    expect(problem).toMatchObject({
      code: "CALIFORNIA_WAIT",
      title: "Notarization will be available 7 days after your agreement is finalized.",
    });
    expect(
      notarizationStartProblem({
        ...base,
        awaitingFinalization: true,
        signingCutoff: { maySign: false, lastDay: "2026-05-01", message: "Too late." },
      })?.code,
    ).toBe("SIGNING_DEADLINE_PASSED");
    expect(notarizationStartProblem({ ...base, awaitingFinalization: false })).toBeNull();
  });

  it("needs the partner, refuses a second session and a completed agreement", () => {
    expect(notarizationStartProblem({ ...base, partnerJoined: false })?.code).toBe("NOTARIZATION_NOT_AVAILABLE");
    expect(notarizationStartProblem({ ...base, notarizationOpen: true })?.code).toBe("NOTARIZATION_IN_PROGRESS");
    expect(notarizationStartProblem({ ...base, notarizationComplete: true, notarizationOpen: true })?.code).toBe(
      "NOTARIZATION_COMPLETE",
    );
  });

  it("shows the state's notary text for an online session where the state forbids it, and lets a proof through", () => {
    const closed = {
      ...base,
      onlineAllowed: false,
      notaryBlockText: "Louisiana requires an authentic act before a notary and two witnesses.",
    };
    expect(notarizationStartProblem(closed)).toMatchObject({
      code: "ONLINE_NOTARY_NOT_AVAILABLE",
      message: closed.notaryBlockText,
    });
    expect(notarizationStartProblem({ ...closed, notaryBlockText: "  " })?.message).toMatch(/in person/);
    expect(notarizationStartProblem({ ...closed, mode: "PROOF" })).toBeNull();
  });

  it("asks last, for an online session only, where the signers will be", () => {
    const location = { code: "SIGNER_LOCATION_NOT_ALLOWED" as const, title: "t", message: "m" };
    expect(notarizationStartProblem({ ...base, signerLocation: location })).toBe(location);
    expect(notarizationStartProblem({ ...base, signerLocation: location, mode: "PROOF" })).toBeNull();
    expect(notarizationStartProblem({ ...base, signerLocation: location, notarizationOpen: true })?.code).toBe(
      "NOTARIZATION_IN_PROGRESS",
    );
    expect(notarizationStartProblem({ ...base, signerLocation: location, onlineAllowed: false })?.code).toBe(
      "ONLINE_NOTARY_NOT_AVAILABLE",
    );
  });
});

describe("shouldApplyNotaryStatus", () => {
  const at = (iso: string) => new Date(iso);
  it("moves forward only and stops at a final status", () => {
    expect(
      shouldApplyNotaryStatus({
        current: null,
        currentAt: null,
        next: "IN_PROGRESS",
        nextAt: at("2026-01-01T00:00:00Z"),
      }),
    ).toBe(true);
    expect(
      shouldApplyNotaryStatus({
        current: "CREATED",
        currentAt: at("2026-01-01T00:00:00Z"),
        next: "COMPLETED",
        nextAt: at("2026-01-01T00:01:00Z"),
      }),
    ).toBe(true);
    expect(
      shouldApplyNotaryStatus({
        current: "COMPLETED",
        currentAt: at("2026-01-01T00:01:00Z"),
        next: "IN_PROGRESS",
        nextAt: at("2026-01-01T00:00:30Z"),
      }),
    ).toBe(false);
    expect(
      shouldApplyNotaryStatus({
        current: "IN_PROGRESS",
        currentAt: at("2026-01-01T00:01:00Z"),
        next: "CREATED",
        nextAt: at("2026-01-01T00:02:00Z"),
      }),
    ).toBe(false);
    expect(
      shouldApplyNotaryStatus({
        current: "CANCELLED",
        currentAt: null,
        next: "COMPLETED",
        nextAt: at("2026-01-01T00:02:00Z"),
      }),
    ).toBe(false);
    expect(
      shouldApplyNotaryStatus({
        current: "IN_PROGRESS",
        currentAt: null,
        next: "IN_PROGRESS",
        nextAt: at("2026-01-01T00:02:00Z"),
      }),
    ).toBe(false);
  });
});

describe("notarySignerRoles", () => {
  it("lists both partners and the assigned attorneys", () => {
    expect(notarySignerRoles({ userBId: "b" })).toEqual(["USER_A", "USER_B"]);
    expect(notarySignerRoles({ userBId: "b", attorneyAId: "x", attorneyBId: "y" })).toEqual([
      "USER_A",
      "USER_B",
      "ATTORNEY_A",
      "ATTORNEY_B",
    ]);
  });
});

describe("signedRolesAfter", () => {
  it("gathers the signers reported in any order and never loses one", () => {
    expect(signedRolesAfter([], ["USER_B"])).toEqual(["USER_B"]);
    // An older report (only partner A) arriving after a newer one (both) takes no one back.
    expect(signedRolesAfter(["USER_A", "USER_B"], ["USER_A"])).toBeNull();
    expect(signedRolesAfter(["ATTORNEY_A"], ["USER_A", "ATTORNEY_A"])).toEqual(["USER_A", "ATTORNEY_A"]);
  });

  it("has nothing to store when the notary reports no signers, or no one new (roles it does not name are ignored)", () => {
    expect(signedRolesAfter(["USER_A"], undefined)).toBeNull();
    expect(signedRolesAfter([], [])).toBeNull();
    expect(signedRolesAfter(["USER_A"], ["USER_A", "WITNESS_1"])).toBeNull();
    expect(signedRolesAfter([], ["WITNESS_1", "USER_B"])).toEqual(["USER_B"]);
  });
});

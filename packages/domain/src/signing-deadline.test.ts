import { describe, expect, it } from "vitest";
import { formatDay } from "./format.ts";
import {
  plannedSigningProblem,
  signingCutoff,
  signingDateProblem,
  signingDeadlineBasis,
  signingDeadlineProblem,
  signingRuleText,
  signingWindow,
  signingWindowText,
  signingDayOf,
} from "./signing-deadline.ts";

const at = (iso: string) => new Date(iso);

describe("signingCutoff", () => {
  it("lets a couple sign up to the day before the wedding where the agreement must precede the marriage", () => {
    const input = { deadline: "BEFORE_MARRIAGE" as const, weddingDate: "2027-06-12" };
    expect(signingCutoff({ ...input, now: at("2027-06-11T23:59:59.000Z") })).toEqual({
      maySign: true,
      lastDay: "2027-06-11",
      message: null,
    });
    const onTheDay = signingCutoff({ ...input, now: at("2027-06-12T00:00:00.000Z") });
    expect(onTheDay.maySign).toBe(false);
    expect(onTheDay.message).toMatch(/must be signed before the wedding.*June 12, 2027.*June 11, 2027/);
    expect(signingCutoff({ ...input, now: at("2027-07-01T10:00:00.000Z") }).maySign).toBe(false);
  });

  it("stops a day earlier where the statute wants signing before the day of the wedding", () => {
    const input = { deadline: "BEFORE_WEDDING_DAY" as const, weddingDate: "2027-06-12", stateName: "Minnesota" };
    expect(signingCutoff({ ...input, now: at("2027-06-10T18:00:00.000Z") })).toMatchObject({
      maySign: true,
      lastDay: "2027-06-10",
    });
    const dayBefore = signingCutoff({ ...input, now: at("2027-06-11T08:00:00.000Z") });
    expect(dayBefore.maySign).toBe(false);
    expect(dayBefore.message).toMatch(/^Minnesota law requires .* before the day of the wedding/);
  });

  it("closes seven days before the wedding where the law wants the agreement signed at least seven days ahead (Minnesota)", () => {
    const input = {
      deadline: "SEVEN_DAYS_BEFORE_MARRIAGE" as const,
      weddingDate: "2027-06-12",
      stateName: "Minnesota",
    };
    expect(signingCutoff({ ...input, now: at("2027-06-05T23:59:59.000Z") })).toEqual({
      maySign: true,
      lastDay: "2027-06-05",
      message: null,
    });
    const sixDaysBefore = signingCutoff({ ...input, now: at("2027-06-06T08:00:00.000Z") });
    expect(sixDaysBefore).toMatchObject({ maySign: false, lastDay: "2027-06-05" });
    expect(sixDaysBefore.message).toBe(
      "Minnesota law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding. Your wedding is on June 12, 2027, and the last day to finalize and notarize through us was June 5, 2027. Speak to an attorney about a later wedding date or a postnuptial agreement instead.",
    );
    expect(signingDeadlineProblem({ ...input, now: at("2027-06-06T08:00:00.000Z") })?.code).toBe(
      "SIGNING_DEADLINE_PASSED",
    );
    // Seven days back across a month end.
    expect(signingCutoff({ ...input, weddingDate: "2027-03-03", now: at("2027-02-24T12:00:00Z") })).toMatchObject({
      maySign: true,
      lastDay: "2027-02-24",
    });
    expect(signingCutoff({ ...input, stateName: null, now: at("2027-06-10T00:00:00Z") }).message).toMatch(
      /^The law of your state treats a premarital agreement as fairly made only when/,
    );
  });

  it("crosses month and year ends", () => {
    expect(
      signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: "2027-03-01", now: at("2027-02-28T12:00:00Z") })
        .lastDay,
    ).toBe("2027-02-28");
    expect(
      signingCutoff({ deadline: "BEFORE_WEDDING_DAY", weddingDate: "2028-01-01", now: at("2027-12-30T12:00:00Z") }),
    ).toMatchObject({ maySign: true, lastDay: "2027-12-30" });
  });

  it("does not block when the wedding date is unknown or unreadable", () => {
    expect(signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: null, now: at("2027-06-12T00:00:00Z") })).toEqual({
      maySign: true,
      lastDay: null,
      message: null,
    });
    expect(
      signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: "2027-02-30", now: at("2027-06-12T00:00:00Z") })
        .maySign,
    ).toBe(true);
  });

  it("gives the refusal with its error code", () => {
    expect(
      signingDeadlineProblem({
        deadline: "BEFORE_MARRIAGE",
        weddingDate: "2027-06-12",
        now: at("2027-06-01T00:00:00Z"),
      }),
    ).toBeNull();
    expect(
      signingDeadlineProblem({
        deadline: "BEFORE_MARRIAGE",
        weddingDate: "2027-06-12",
        now: at("2027-06-12T00:00:00Z"),
      })?.code,
    ).toBe("SIGNING_DEADLINE_PASSED");
  });
});

describe("plannedSigningProblem", () => {
  it("accepts a signing planned up to the last day, refuses one after it, and says which day is the last", () => {
    const base = { deadline: "BEFORE_MARRIAGE" as const, weddingDate: "2027-06-12" };
    expect(plannedSigningProblem({ ...base, plannedSigningDate: "2027-06-11" })).toBeNull();
    expect(plannedSigningProblem({ ...base, plannedSigningDate: "2027-06-12" })).toBe(
      "A premarital agreement must be signed before the wedding: with your wedding on June 12, 2027, the last day to sign through us is June 11, 2027, so a signing planned for June 12, 2027 is too late. Choose an earlier signing date.",
    );
    const dayBefore = { deadline: "BEFORE_WEDDING_DAY" as const, weddingDate: "2027-06-12", stateName: "Ohio" };
    expect(plannedSigningProblem({ ...dayBefore, plannedSigningDate: "2027-06-10" })).toBeNull();
    expect(plannedSigningProblem({ ...dayBefore, plannedSigningDate: "2027-06-11" })).toMatch(
      /^Ohio law requires a premarital agreement to be signed before the day of the wedding: .* last day to sign through us is June 10, 2027/,
    );
  });

  it("refuses a Minnesota signing planned six days before the wedding, and accepts one seven days before", () => {
    const minnesota = {
      deadline: "SEVEN_DAYS_BEFORE_MARRIAGE" as const,
      weddingDate: "2027-06-12",
      stateName: "Minnesota",
    };
    expect(plannedSigningProblem({ ...minnesota, plannedSigningDate: "2027-06-05" })).toBeNull();
    expect(plannedSigningProblem({ ...minnesota, plannedSigningDate: "2027-06-06" })).toBe(
      "Minnesota law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding: with your wedding on June 12, 2027, the last day to sign through us is June 5, 2027, so a signing planned for June 6, 2027 is too late. Choose an earlier signing date.",
    );
  });

  it("says nothing while either date is unknown or unreadable", () => {
    for (const [weddingDate, plannedSigningDate] of [
      [null, "2027-06-12"],
      ["2027-06-12", null],
      ["2027-06-12", "soon"],
      ["", ""],
    ] as const) {
      expect(plannedSigningProblem({ deadline: "BEFORE_MARRIAGE", weddingDate, plannedSigningDate })).toBeNull();
    }
  });
});

describe("signingWindow and signingDateProblem", () => {
  const california = {
    stateAbbreviation: "CA",
    reviewDays: 7,
    reviewedAt: "2026-11-21T12:00:00.000Z",
    finalizedAt: null,
    anyAttorneyInvolved: false,
    reviewPeriodFrom: null,
  };
  const texas = {
    stateAbbreviation: "TX",
    reviewDays: 0,
    reviewedAt: "2026-11-21T12:00:00.000Z",
    finalizedAt: null,
    anyAttorneyInvolved: false,
    reviewPeriodFrom: null,
  };
  const today = "2026-12-20";

  it("opens on the day California's 7 days end and closes at the wedding-day cutoff", () => {
    const window = signingWindow({ deadline: "BEFORE_MARRIAGE", weddingDate: "2026-12-12", agreement: california });
    expect(window).toEqual({
      open: true,
      firstDay: "2026-11-28",
      lastDay: "2026-12-11",
      closesAt: "2026-12-12T08:00:00.000Z", // midnight in California
      weddingDay: "2026-12-12",
      deadline: "BEFORE_MARRIAGE",
      stateName: null,
      reviewDays: 7,
    });
    expect(signingWindowText(window)).toBe("Sign on or after November 28, 2026 and before December 12, 2026.");
  });

  it("refuses a signing on day 3 of California's wait, whenever it is uploaded, and says why", () => {
    const window = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-12",
      stateName: "California",
      agreement: california,
    });
    expect(signingDateProblem({ signedOn: "2026-11-24", today: "2026-11-29", window })).toEqual({
      code: "CALIFORNIA_WAIT",
      message:
        "Signed on November 24, 2026, before California's 7-day review period had passed: the agreement may be signed on or after November 28, 2026. Sign it again before a notary on or after November 28, 2026 and upload that copy.",
    });
    expect(signingDateProblem({ signedOn: "2026-11-28", today: "2026-11-29", window })).toBeNull();
  });

  it("accepts a signing the day before the wedding, uploaded after it, and refuses one on the wedding day", () => {
    const window = signingWindow({ deadline: "BEFORE_MARRIAGE", weddingDate: "2026-12-12", agreement: texas });
    expect(window.firstDay).toBeNull();
    expect(signingDateProblem({ signedOn: "2026-12-11", today, window })).toBeNull();
    const late = signingDateProblem({ signedOn: "2026-12-12", today, window });
    expect(late?.code).toBe("SIGNING_DEADLINE_PASSED");
    expect(late?.message).toMatch(
      /^Signed on December 12, 2026, too late: a premarital agreement must be signed before the wedding\. The wedding is on December 12, 2026, and the last day to sign was December 11, 2026\./,
    );
    expect(signingWindowText(window)).toBe("Sign before December 12, 2026.");
  });

  it("keeps an earlier last day where the state wants signing before the day of the wedding, with the state named", () => {
    const window = signingWindow({
      deadline: "BEFORE_WEDDING_DAY",
      weddingDate: "2026-12-12",
      stateName: "Ohio",
      agreement: texas,
    });
    expect(window.lastDay).toBe("2026-12-10");
    expect(signingDateProblem({ signedOn: "2026-12-11", today, window })?.message).toMatch(
      /Ohio law requires a premarital agreement to be signed before the day of the wedding/,
    );
    expect(signingDeadlineBasis(window)).toBe(
      "The law of Ohio requires this Agreement to be signed before the day of the wedding, planned for December 12, 2026.",
    );
  });

  it("refuses a Minnesota signing six days before the wedding, whenever it is uploaded, and says the signing does not count", () => {
    const window = signingWindow({
      deadline: "SEVEN_DAYS_BEFORE_MARRIAGE",
      weddingDate: "2026-12-12",
      stateName: "Minnesota",
      agreement: { ...texas, stateAbbreviation: "MN" },
    });
    expect(window).toMatchObject({
      lastDay: "2026-12-05",
      closesAt: "2026-12-06T06:00:00.000Z",
      deadline: "SEVEN_DAYS_BEFORE_MARRIAGE",
    });
    expect(signingDateProblem({ signedOn: "2026-12-05", today, window })).toBeNull();
    expect(signingDateProblem({ signedOn: "2026-12-06", today, window })).toEqual({
      code: "SIGNING_DEADLINE_PASSED",
      message:
        "Signed on December 6, 2026, too late: Minnesota law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding. The wedding is on December 12, 2026, and the last day to sign was December 5, 2026. A later signing does not count for this agreement: speak to an attorney about a later wedding date or a postnuptial agreement instead.",
    });
    expect(signingWindowText(window)).toBe("Sign before December 6, 2026.");
    expect(signingDeadlineBasis(window)).toBe(
      "The law of Minnesota treats this Agreement as fairly made only when it is signed at least seven days before the wedding, planned for December 12, 2026.",
    );
  });

  it("names the rule the same way in every message", () => {
    expect(signingRuleText("BEFORE_MARRIAGE", "Texas", { capitalized: true })).toBe(
      "A premarital agreement must be signed before the wedding",
    );
    expect(signingRuleText("SEVEN_DAYS_BEFORE_MARRIAGE", null, { capitalized: false })).toBe(
      "your state's law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding",
    );
    expect(
      signingDeadlineBasis(signingWindow({ deadline: "BEFORE_MARRIAGE", weddingDate: null, agreement: texas })),
    ).toBeNull();
  });

  it("dates a signing by the state's calendar day, not the UTC day", () => {
    expect(signingDayOf(at("2026-12-04T03:00:00.000Z"), "CA")).toBe("2026-12-03");
    expect(signingDayOf(at("2026-12-04T03:00:00.000Z"), "NY")).toBe("2026-12-03");
    expect(signingDayOf(at("2026-12-04T09:00:00.000Z"), "CA")).toBe("2026-12-04");
  });

  it("refuses an unreadable or future date, and a California signing before the 7 days have a start", () => {
    const window = signingWindow({ deadline: "BEFORE_MARRIAGE", weddingDate: null, agreement: texas });
    for (const signedOn of ["2026-02-30", "yesterday", "2026-1-5", ""])
      expect(signingDateProblem({ signedOn, today, window })?.code).toBe("VALIDATION_FAILED");
    expect(signingDateProblem({ signedOn: "2026-12-21", today, window })).toEqual({
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/cannot be in the future/) as string,
    });
    expect(signingDateProblem({ signedOn: "2026-12-20", today, window })).toBeNull();
    expect(signingWindowText(window)).toBeNull();
    const notStarted = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-12",
      agreement: { ...california, reviewedAt: "2026-11-21T12:00:00Z", anyAttorneyInvolved: true },
    });
    expect(notStarted.open).toBe(false);
    expect(signingDateProblem({ signedOn: "2026-11-30", today, window: notStarted })?.code).toBe("CALIFORNIA_WAIT");
    // Any state's review period is its own number of days: a three-day period ends three days after the review.
    const threeDays = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-12",
      stateName: "Somewhere",
      agreement: { ...california, reviewDays: 3 },
    });
    expect(threeDays.firstDay).toBe("2026-11-24");
    expect(signingDateProblem({ signedOn: "2026-11-23", today, window: threeDays })?.message).toMatch(
      /^Signed on November 23, 2026, before Somewhere's 3-day review period had passed/,
    );
    expect(signingWindowText(notStarted)).toBeNull();
  });

  it("writes days in words the same way everywhere", () => {
    expect(formatDay("2027-01-01")).toBe("January 1, 2027");
    expect(formatDay("not a day")).toBe("not a day");
  });
});

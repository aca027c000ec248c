import { describe, expect, it } from "vitest";
import { NOTARIZATION_BLOCKERS, type NotarizationBlockerReason } from "./documents.ts";
import {
  hasOwnPartLeft,
  signByOf,
  signByText,
  signByUrgency,
  signingReminderDue,
  stillNeeded,
  type StillNeededFacts,
} from "./sign-by.ts";
import { signingCutoff, signingWindow } from "./signing-deadline.ts";

/** An agreement's facts in a state; California's review period is its matrix cell (7 days), the others' none. */
const agreement = (stateAbbreviation: string, reviewedAt: string | null = null) => ({
  stateAbbreviation,
  reviewDays: stateAbbreviation === "CA" ? 7 : 0,
  reviewedAt,
  finalizedAt: null,
  anyAttorneyInvolved: false,
  reviewPeriodFrom: null,
});

describe("signByOf", () => {
  it("counts the days to the last day to sign as the cutoff counts them, passing when finalizing is refused", () => {
    const window = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-20",
      agreement: agreement("NY"),
    });
    const now = new Date("2026-11-26T04:00:00Z");
    const signBy = signByOf({ window, now, notarized: false, anyAttorneyInvolved: false });
    expect(signBy).toEqual({
      lastDay: "2026-12-19",
      daysLeft: 23,
      startWaitBy: null,
      reviewDays: 0,
      stateName: null,
      waitStartsWith: "REVIEW",
    });
    // The day after the last day: the countdown has passed exactly when the cutoff refuses.
    const after = new Date("2026-12-20T00:30:00Z");
    expect(signByOf({ window, now: after, notarized: false, anyAttorneyInvolved: false })?.daysLeft).toBe(-1);
    expect(signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: "2026-12-20", now: after }).maySign).toBe(false);
    expect(
      signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: "2026-12-20", now: new Date("2026-12-19T23:30:00Z") })
        .maySign,
    ).toBe(true);
    expect(
      signByOf({ window, now: new Date("2026-12-19T15:00:00Z"), notarized: false, anyAttorneyInvolved: false })
        ?.daysLeft,
    ).toBe(0);
    expect(
      signByOf({ window, now: new Date("2026-12-21T15:00:00Z"), notarized: false, anyAttorneyInvolved: false })
        ?.daysLeft,
    ).toBe(-2);
  });

  it("gives Minnesota's last day seven days before the wedding", () => {
    const window = signingWindow({
      deadline: "SEVEN_DAYS_BEFORE_MARRIAGE",
      weddingDate: "2026-12-20",
      agreement: agreement("MN"),
    });
    expect(
      signByOf({ window, now: new Date("2026-12-01T18:00:00Z"), notarized: false, anyAttorneyInvolved: false }),
    ).toMatchObject({ lastDay: "2026-12-13", daysLeft: 12 });
  });

  it("in California, says by when the 7 days must start while they have not; not once they have", () => {
    const notStarted = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-20",
      stateName: "California",
      agreement: agreement("CA"),
    });
    const signBy = signByOf({
      window: notStarted,
      now: new Date("2026-11-25T18:00:00Z"),
      notarized: false,
      anyAttorneyInvolved: true,
    });
    expect(signBy).toMatchObject({
      lastDay: "2026-12-19",
      startWaitBy: "2026-12-12",
      reviewDays: 7,
      stateName: "California",
      waitStartsWith: "FINALIZATION",
    });
    const started = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-20",
      agreement: agreement("CA", "2026-11-24T18:00:00Z"),
    });
    expect(
      signByOf({ window: started, now: new Date("2026-11-25T18:00:00Z"), notarized: false, anyAttorneyInvolved: false })
        ?.startWaitBy,
    ).toBeNull();
  });

  it("is null once notarized or without a wedding date", () => {
    const window = signingWindow({
      deadline: "BEFORE_MARRIAGE",
      weddingDate: "2026-12-20",
      agreement: agreement("NY"),
    });
    expect(
      signByOf({ window, now: new Date("2026-11-25T18:00:00Z"), notarized: true, anyAttorneyInvolved: false }),
    ).toBeNull();
    const unknown = signingWindow({ deadline: "BEFORE_MARRIAGE", weddingDate: null, agreement: agreement("NY") });
    expect(
      signByOf({
        window: unknown,
        now: new Date("2026-11-25T18:00:00Z"),
        notarized: false,
        anyAttorneyInvolved: false,
      }),
    ).toBeNull();
  });
});

describe("signByText and signByUrgency", () => {
  const base = {
    lastDay: "2026-12-19",
    startWaitBy: null,
    reviewDays: 7,
    stateName: "California",
    waitStartsWith: "REVIEW" as const,
  };
  it("words the countdown for every number of days", () => {
    expect(signByText({ ...base, daysLeft: 24 })).toEqual({
      headline: "Sign by December 19, 2026",
      countdown: "24 days left",
      note: null,
    });
    expect(signByText({ ...base, daysLeft: 1 }).countdown).toBe("1 day left");
    expect(signByText({ ...base, daysLeft: 0 }).countdown).toBe("Last day today");
    expect(signByText({ ...base, daysLeft: -1 })).toEqual({
      headline: "The last day to sign was December 19, 2026",
      countdown: "Too late",
      note: null,
    });
    expect([45, 30, 8, 7, 0, -1].map((daysLeft) => signByUrgency({ daysLeft }))).toEqual([
      "CALM",
      "SOON",
      "SOON",
      "URGENT",
      "URGENT",
      "PASSED",
    ]);
  });

  it("tells a Californian couple by when to start the 7 days, and when they no longer fit", () => {
    const california = { ...base, startWaitBy: "2026-12-12" };
    expect(signByText({ ...california, daysLeft: 20 }).note).toBe(
      "California requires 7 days between receiving the final agreement and signing it, and they start when you review your agreement: do that by December 12, 2026 to sign in time.",
    );
    expect(signByText({ ...california, daysLeft: 7, waitStartsWith: "FINALIZATION" }).note).toContain(
      "they start when your agreement is finalized: do that by December 12, 2026",
    );
    expect(signByText({ ...california, daysLeft: 6 }).note).toBe(
      "California's 7 days between receiving the final agreement and signing it can no longer pass before your last day to sign. Speak to an attorney about a later wedding date or a postnuptial agreement.",
    );
  });
});

describe("stillNeeded", () => {
  const done: StillNeededFacts = {
    partnerJoined: true,
    prenupPaid: true,
    financialsComplete: true,
    partner: { questionnaireComplete: true, sectionsLeft: 0 },
    questionnaire: {
      blocked: false,
      sections: [
        { order: 1, status: "COMPLETED" },
        { order: 2, status: "NOT_APPLICABLE" },
      ],
    },
    alignment: { openDisputes: 0 },
    document: { generated: true, notarizationComplete: false },
    notarization: { blocker: null },
  };
  const blocked = (reason: NotarizationBlockerReason): StillNeededFacts => ({
    ...done,
    notarization: { blocker: { reason, ...NOTARIZATION_BLOCKERS[reason] } },
  });

  it("lists each missing part with who it waits on, in the order of the path", () => {
    const early: StillNeededFacts = {
      ...done,
      prenupPaid: false,
      financialsComplete: false,
      partner: { questionnaireComplete: false, sectionsLeft: 3 },
      questionnaire: {
        blocked: false,
        sections: [
          { order: 1, status: "COMPLETED" },
          { order: 2, status: "IN_PROGRESS" },
          { order: 3, status: "NOT_STARTED" },
        ],
      },
      alignment: { openDisputes: 1 },
      document: { generated: false, notarizationComplete: false },
    };
    expect(stillNeeded(early, "Jordan")).toEqual([
      { part: "QUESTIONNAIRE", from: "YOU", text: "You still have 2 sections of your questionnaire." },
      { part: "PARTNER_QUESTIONNAIRE", from: "PARTNER", text: "Jordan still has 3 sections of their questionnaire." },
      { part: "PAY", from: "YOU", text: "Your prenup is not paid yet." },
      { part: "DISCLOSURE", from: "YOU", text: "Your financial disclosure is not complete yet." },
      { part: "ALIGN", from: "BOTH", text: "You and Jordan see 1 answer differently." },
      { part: "GENERATE", from: "BOTH", text: "Your agreement can be generated once the steps above are done." },
      { part: "SIGN", from: "BOTH", text: "Then you both sign before a notary." },
    ]);
  });

  it("names the attorneys' approval, each partner's attorney meeting and the review", () => {
    expect(stillNeeded(blocked("NOT_FULLY_APPROVED"), "Jordan")[0]).toEqual({
      part: "APPROVAL",
      from: "ATTORNEYS",
      text: "Your attorneys' approval is pending.",
    });
    expect(stillNeeded(blocked("PARTNER_ATTORNEY_NOT_BOOKED"), "Jordan")[0]).toEqual({
      part: "PARTNER_ATTORNEY",
      from: "PARTNER",
      text: "Jordan still needs to meet with their attorney.",
    });
    expect(stillNeeded(blocked("PARTNER_ATTORNEY_NOT_BOOKED"), "your partner")[0]?.text).toBe(
      "Your partner still needs to meet with their attorney.",
    );
    expect(stillNeeded(blocked("OWN_ATTORNEY_NOT_BOOKED"), "Jordan")[0]).toEqual({
      part: "ATTORNEY",
      from: "YOU",
      text: "You still need to meet with your attorney.",
    });
    expect(stillNeeded(blocked("NOT_REVIEWED"), "Jordan")[0]).toEqual({
      part: "REVIEW",
      from: "YOU",
      text: "You still need to review your agreement.",
    });
    expect(stillNeeded(blocked("PARTNER_NOT_REVIEWED"), "Jordan")[0]).toEqual({
      part: "PARTNER_REVIEW",
      from: "PARTNER",
      text: "Jordan still needs to review the agreement.",
    });
    expect(stillNeeded(blocked("OWN_COUNSEL_NOT_ON_RECORD"), "Jordan")[0]).toEqual({
      part: "COUNSEL_CERTIFICATION",
      from: "YOU",
      text: "Your attorney's signed certification is not on record yet.",
    });
    expect(stillNeeded(blocked("PARTNER_COUNSEL_NOT_ON_RECORD"), "Jordan")[0]).toEqual({
      part: "PARTNER_COUNSEL_CERTIFICATION",
      from: "PARTNER",
      text: "Jordan's attorney's signed certification is not on record yet.",
    });
    expect(stillNeeded({ ...done, document: { generated: false, notarizationComplete: false } }, "Jordan")[0]).toEqual({
      part: "GENERATE",
      from: "YOU",
      text: "Generate your agreement.",
    });
  });

  it("asks to invite a partner who has not joined, leaves only the signing once everything is done, and nothing once notarized", () => {
    expect(stillNeeded({ ...done, partnerJoined: false, partner: null }, "your partner")[0]).toEqual({
      part: "INVITE",
      from: "YOU",
      text: "Invite your partner: they answer their own questionnaire.",
    });
    // Nothing before it: no "then".
    expect(stillNeeded(done, "Jordan")).toEqual([
      { part: "SIGN", from: "BOTH", text: "You both sign before a notary." },
    ]);
    // A generated agreement had each disclosure: the disclosure is not asked for again.
    expect(stillNeeded({ ...done, financialsComplete: false }, "Jordan").map((item) => item.part)).toEqual(["SIGN"]);
    expect(stillNeeded({ ...done, document: { generated: true, notarizationComplete: true } }, "Jordan")).toEqual([]);
  });
});

describe("signing reminders", () => {
  const at = (daysLeft: number, startWaitBy: string | null = null) => ({
    lastDay: "2026-12-19",
    daysLeft,
    startWaitBy,
    reviewDays: 7,
    stateName: "California",
    waitStartsWith: "REVIEW" as const,
  });

  it("are due at 60, 30, 14 and 7 days, the latest one reached, and none further out", () => {
    expect([61, 60, 45, 30, 15, 14, 8, 7, 1, 0].map((days) => signingReminderDue(at(days)))).toEqual([
      null,
      "DAYS_60",
      "DAYS_60",
      "DAYS_30",
      "DAYS_30",
      "DAYS_14",
      "DAYS_14",
      "DAYS_7",
      "DAYS_7",
      "DAYS_7",
    ]);
    expect(signingReminderDue(null)).toBeNull();
  });

  it("give the last warning once the last day has passed, for three days only, and once California's 7 days no longer fit", () => {
    expect([-1, -3, -4].map((days) => signingReminderDue(at(days)))).toEqual(["TOO_LATE", "TOO_LATE", null]);
    expect(signingReminderDue(at(7, "2026-12-12"))).toBe("DAYS_7");
    expect(signingReminderDue(at(6, "2026-12-12"))).toBe("TOO_LATE");
  });

  it("go to a partner with a part of their own left, not to one who only waits on the partner or the attorneys", () => {
    const part = (part: string, from: string) =>
      ({ part, from, text: "" }) as Parameters<typeof hasOwnPartLeft>[0][number];
    expect(hasOwnPartLeft([part("QUESTIONNAIRE", "YOU"), part("SIGN", "BOTH")])).toBe(true);
    expect(hasOwnPartLeft([part("ALIGN", "BOTH"), part("SIGN", "BOTH")])).toBe(true);
    expect(hasOwnPartLeft([part("SIGN", "BOTH")])).toBe(true);
    expect(
      hasOwnPartLeft([part("PARTNER_QUESTIONNAIRE", "PARTNER"), part("GENERATE", "BOTH"), part("SIGN", "BOTH")]),
    ).toBe(false);
    expect(hasOwnPartLeft([part("APPROVAL", "ATTORNEYS"), part("SIGN", "BOTH")])).toBe(false);
    expect(hasOwnPartLeft([])).toBe(false);
  });
});

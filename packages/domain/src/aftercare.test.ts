import { describe, expect, it } from "vitest";
import {
  AFTERCARE_MESSAGES,
  aftercarePlanBodySchema,
  agreedYears,
  checkInYears,
  keepSeparateChecklist,
  nextAftercareReminder,
  residenceNotice,
  sunsetDateOf,
  type AftercarePlan,
} from "./aftercare.ts";
import { isoDayPlusDays, isoDayPlusYears } from "./aftercare.ts";

const plan = (overrides: Partial<AftercarePlan> = {}): AftercarePlan => ({
  events: [],
  reviewEveryYears: null,
  sunsetReminder: false,
  ...overrides,
});

describe("aftercarePlanBodySchema", () => {
  it("takes events, a period and the sunset choice", () => {
    expect(
      aftercarePlanBodySchema.parse({ events: ["CHILD", "MOVE"], reviewEveryYears: 3, sunsetReminder: true }),
    ).toEqual({ events: ["CHILD", "MOVE"], reviewEveryYears: 3, sunsetReminder: true });
  });

  it.each([
    [{ events: ["PONY"], reviewEveryYears: null, sunsetReminder: false }, AFTERCARE_MESSAGES.events],
    [{ events: ["CHILD", "CHILD"], reviewEveryYears: null, sunsetReminder: false }, AFTERCARE_MESSAGES.eventsRepeated],
    [{ events: [], reviewEveryYears: 4, sunsetReminder: false }, AFTERCARE_MESSAGES.reviewEveryYears],
    [{ events: [], reviewEveryYears: null, sunsetReminder: "yes" }, AFTERCARE_MESSAGES.sunsetReminder],
    [{ events: [], reviewEveryYears: null, sunsetReminder: false }, AFTERCARE_MESSAGES.nothingChosen],
  ])("refuses %j with its message", (body, message) => {
    const result = aftercarePlanBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("refuses an unknown field", () => {
    expect(
      aftercarePlanBodySchema.safeParse({ events: [], reviewEveryYears: 1, sunsetReminder: false, extra: 1 }).success,
    ).toBe(false);
  });
});

describe("dates moved by years and days", () => {
  it("keeps the day, and 29 February falls back in a common year", () => {
    expect(isoDayPlusYears("2026-03-14", 2)).toBe("2028-03-14");
    expect(isoDayPlusYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(isoDayPlusDays("2030-03-01", -90)).toBe("2029-12-01");
  });
});

describe("nextAftercareReminder", () => {
  const facts = { signedOn: "2026-05-10", sunsetOn: null };

  it("checks in on the signing's anniversaries, every N years", () => {
    const every2 = plan({ reviewEveryYears: 2 });
    expect(nextAftercareReminder(every2, facts, "2026-11-30")).toEqual({ kind: "CHECK_IN", on: "2028-05-10" });
    expect(nextAftercareReminder(every2, facts, "2028-05-10")).toEqual({ kind: "CHECK_IN", on: "2030-05-10" });
    expect(nextAftercareReminder(every2, facts, "2031-01-01")).toEqual({ kind: "CHECK_IN", on: "2032-05-10" });
  });

  it("asks about chosen events once a year when no period is chosen", () => {
    expect(checkInYears(plan({ events: ["CHILD"] }))).toBe(1);
    expect(nextAftercareReminder(plan({ events: ["CHILD"] }), facts, "2026-11-30")).toEqual({
      kind: "CHECK_IN",
      on: "2027-05-10",
    });
    expect(checkInYears(plan({ sunsetReminder: true }))).toBeNull();
  });

  it("reminds 90 days before the sunset date, and checks in no more once it has passed", () => {
    const withSunset = { signedOn: "2026-05-10", sunsetOn: sunsetDateOf("2026-06-20", 5) };
    expect(withSunset.sunsetOn).toBe("2031-06-20");
    const both = plan({ reviewEveryYears: 1, sunsetReminder: true });
    expect(nextAftercareReminder(both, withSunset, "2030-05-10")).toEqual({ kind: "SUNSET", on: "2031-03-22" });
    expect(nextAftercareReminder(both, withSunset, "2031-03-22")).toEqual({ kind: "CHECK_IN", on: "2031-05-10" });
    expect(nextAftercareReminder(both, withSunset, "2031-05-10")).toBeNull();
    expect(nextAftercareReminder(plan({ reviewEveryYears: 1 }), withSunset, "2030-05-10")).toEqual({
      kind: "CHECK_IN",
      on: "2031-05-10",
    });
  });

  it("has no sunset reminder without a sunset date", () => {
    expect(nextAftercareReminder(plan({ sunsetReminder: true }), facts, "2026-11-30")).toBeNull();
    expect(sunsetDateOf(null, 5)).toBeNull();
    expect(sunsetDateOf("2026-06-20", null)).toBeNull();
  });
});

describe("residenceNotice", () => {
  const california = { abbreviation: "CA", name: "California" };
  it("speaks only when the spouse lives in another state", () => {
    expect(residenceNotice(california, null)).toBeNull();
    expect(residenceNotice(california, california)).toBeNull();
    expect(residenceNotice(california, { abbreviation: "TX", name: "Texas" })).toMatch(
      /made under California law, and you now live in Texas/,
    );
  });
});

describe("keepSeparateChecklist", () => {
  it("lists the spouse's own property with what keeps it apart, not joint entries or incomes", () => {
    const items = keepSeparateChecklist([
      { kind: "asset", title: "Chase savings", isJoint: false },
      { kind: "asset", title: "Joint checking", isJoint: true },
      { kind: "income", title: "Salary", isJoint: false },
      { kind: "real-estate", title: "Condo on Elm St", isJoint: false },
    ]);
    expect(items.map((item) => item.title)).toEqual(["Chase savings", "Condo on Elm St"]);
    expect(items[1]!.advice).toMatch(/title in your name alone/);
  });
});

describe("agreedYears", () => {
  const questionnaire = {
    questions: [
      { id: "q-sunset", key: "sunset_years" },
      { id: "q-review", key: "review_years" },
    ],
    optionById: new Map([["o-10", { value: "10" }]]),
  };
  it("reads a typed number or a chosen option while the question is shown", () => {
    const assessment = {
      answers: new Map([
        ["q-sunset", { questionId: "q-sunset", valueTyped: " 12 " }],
        ["q-review", { questionId: "q-review", questionOptionIds: ["o-10"] }],
      ]),
      visible: new Set(["q-sunset", "q-review"]),
    };
    expect(agreedYears("sunset_years", questionnaire, assessment)).toBe(12);
    expect(agreedYears("review_years", questionnaire, assessment)).toBe(10);
  });

  it("is null for a hidden question (the couple chose no sunset) or a number that is not whole", () => {
    const answers = new Map([["q-sunset", { questionId: "q-sunset", valueTyped: "12" }]]);
    expect(agreedYears("sunset_years", questionnaire, { answers, visible: new Set() })).toBeNull();
    const odd = new Map([["q-sunset", { questionId: "q-sunset", valueTyped: "2.5" }]]);
    expect(agreedYears("sunset_years", questionnaire, { answers: odd, visible: new Set(["q-sunset"]) })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { plannedSigningProblem, signingCutoff, signingDeadlineProblem } from "./signing-deadline.ts";

const at = (iso: string) => new Date(iso);

describe("signingCutoff", () => {
  it("lets a couple sign up to the day before the wedding where the agreement must precede the marriage", () => {
    const input = { deadline: "BEFORE_MARRIAGE" as const, weddingDate: "2027-06-12" };
    expect(signingCutoff({ ...input, now: at("2027-06-11T23:59:59.000Z") })).toEqual({ maySign: true, lastDay: "2027-06-11", message: null });
    const onTheDay = signingCutoff({ ...input, now: at("2027-06-12T00:00:00.000Z") });
    expect(onTheDay.maySign).toBe(false);
    expect(onTheDay.message).toMatch(/must be signed before the wedding.*2027-06-12.*2027-06-11/);
    expect(signingCutoff({ ...input, now: at("2027-07-01T10:00:00.000Z") }).maySign).toBe(false);
  });

  it("stops a day earlier where the statute wants signing before the day of the wedding (Minnesota)", () => {
    const input = { deadline: "BEFORE_WEDDING_DAY" as const, weddingDate: "2027-06-12", stateName: "Minnesota" };
    expect(signingCutoff({ ...input, now: at("2027-06-10T18:00:00.000Z") })).toMatchObject({ maySign: true, lastDay: "2027-06-10" });
    const dayBefore = signingCutoff({ ...input, now: at("2027-06-11T08:00:00.000Z") });
    expect(dayBefore.maySign).toBe(false);
    expect(dayBefore.message).toMatch(/^Minnesota law requires .* before the day of the wedding/);
  });

  it("crosses month and year ends", () => {
    expect(signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: "2027-03-01", now: at("2027-02-28T12:00:00Z") }).lastDay).toBe("2027-02-28");
    expect(signingCutoff({ deadline: "BEFORE_WEDDING_DAY", weddingDate: "2028-01-01", now: at("2027-12-30T12:00:00Z") })).toMatchObject({ maySign: true, lastDay: "2027-12-30" });
  });

  it("does not block when the wedding date is unknown or unreadable", () => {
    expect(signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: null, now: at("2027-06-12T00:00:00Z") })).toEqual({ maySign: true, lastDay: null, message: null });
    expect(signingCutoff({ deadline: "BEFORE_MARRIAGE", weddingDate: "2027-02-30", now: at("2027-06-12T00:00:00Z") }).maySign).toBe(true);
  });

  it("gives the refusal with its error code", () => {
    expect(signingDeadlineProblem({ deadline: "BEFORE_MARRIAGE", weddingDate: "2027-06-12", now: at("2027-06-01T00:00:00Z") })).toBeNull();
    expect(signingDeadlineProblem({ deadline: "BEFORE_MARRIAGE", weddingDate: "2027-06-12", now: at("2027-06-12T00:00:00Z") })?.code).toBe("SIGNING_DEADLINE_PASSED");
  });
});

describe("plannedSigningProblem", () => {
  it("accepts a signing planned up to the last day, refuses one after it, and says which day is the last", () => {
    const base = { deadline: "BEFORE_MARRIAGE" as const, weddingDate: "2027-06-12" };
    expect(plannedSigningProblem({ ...base, plannedSigningDate: "2027-06-11" })).toBeNull();
    expect(plannedSigningProblem({ ...base, plannedSigningDate: "2027-06-12" })).toBe(
      "A premarital agreement must be signed before the wedding: with your wedding on 2027-06-12, the last day to sign through us is 2027-06-11, so a signing planned for 2027-06-12 is too late. Choose an earlier signing date.",
    );
    const minnesota = { deadline: "BEFORE_WEDDING_DAY" as const, weddingDate: "2027-06-12", stateName: "Minnesota" };
    expect(plannedSigningProblem({ ...minnesota, plannedSigningDate: "2027-06-10" })).toBeNull();
    expect(plannedSigningProblem({ ...minnesota, plannedSigningDate: "2027-06-11" })).toMatch(/^Minnesota law requires signing before the day of the wedding: .* last day to sign through us is 2027-06-10/);
  });

  it("says nothing while either date is unknown or unreadable", () => {
    for (const [weddingDate, plannedSigningDate] of [[null, "2027-06-12"], ["2027-06-12", null], ["2027-06-12", "soon"], ["", ""]] as const) {
      expect(plannedSigningProblem({ deadline: "BEFORE_MARRIAGE", weddingDate, plannedSigningDate })).toBeNull();
    }
  });
});

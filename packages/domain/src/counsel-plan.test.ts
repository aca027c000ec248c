import { describe, expect, it } from "vitest";
import { attorneyPlanOf, counselPlanOf, type AttorneyPlan } from "./counsel-plan.ts";

const plan = (attorneyOnRecord: boolean, attorneyPlan: AttorneyPlan | null, willHireAttorney: boolean | null = null) =>
  counselPlanOf({ attorneyOnRecord, attorneyPlan, willHireAttorney });

describe("attorneyPlanOf", () => {
  it("reads the attorney_plan option keys, and no attorney wins over a plan", () => {
    expect(attorneyPlanOf([])).toBeNull();
    expect(attorneyPlanOf(["attorney_plan__own_attorney"])).toBe("OWN_ATTORNEY");
    expect(attorneyPlanOf(["attorney_plan__hire_through_us"])).toBe("PLATFORM_ATTORNEY");
    expect(attorneyPlanOf(["attorney_plan__no_attorney"])).toBe("NO_ATTORNEY");
    expect(attorneyPlanOf(["attorney_plan__own_attorney", "attorney_plan__no_attorney"])).toBe("NO_ATTORNEY");
    expect(attorneyPlanOf(["something_else__yes"])).toBeNull();
  });
});

describe("counselPlanOf", () => {
  it("treats a partner with an attorney on record and a plan to have one as represented: no separate writings", () => {
    for (const attorneyPlan of ["OWN_ATTORNEY", "PLATFORM_ATTORNEY", null] as const) {
      expect(plan(true, attorneyPlan)).toEqual({
        isRepresented: true,
        needsSeparateWritings: false,
        status: "ATTORNEY_ASSIGNED",
      });
    }
  });

  it("treats a partner who answered 'own attorney' with nobody on record as unrepresented: writings produced, the plan recorded", () => {
    expect(plan(false, "OWN_ATTORNEY")).toEqual({
      isRepresented: false,
      needsSeparateWritings: true,
      status: "ATTORNEY_PLANNED",
    });
    expect(plan(false, "PLATFORM_ATTORNEY")).toEqual({
      isRepresented: false,
      needsSeparateWritings: true,
      status: "ATTORNEY_PLANNED",
    });
  });

  it("treats a partner with an attorney on record who answered 'no attorney' as unrepresented: writings produced, the waiver recorded", () => {
    expect(plan(true, "NO_ATTORNEY")).toEqual({ isRepresented: false, needsSeparateWritings: true, status: "WAIVED" });
  });

  it("treats a partner without an attorney or an answer as unrepresented, planning when the will-hire flag says so", () => {
    expect(plan(false, "NO_ATTORNEY")).toEqual({ isRepresented: false, needsSeparateWritings: true, status: "WAIVED" });
    expect(plan(false, null)).toEqual({ isRepresented: false, needsSeparateWritings: true, status: "UNDECIDED" });
    expect(plan(false, null, true).status).toBe("ATTORNEY_PLANNED");
  });
});
